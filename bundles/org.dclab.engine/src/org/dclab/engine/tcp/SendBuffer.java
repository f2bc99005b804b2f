package org.dclab.engine.tcp;

import org.dclab.engine.api.TcpLimits;

/**
 * The application's side of a sender's stream: how many bytes it has written, whether it has closed, and how many
 * more fit. A simulated payload has no content, so the buffer keeps only where the written stream ends (the sequence
 * number after its last byte) and frees what snd.una has passed, as ns-3's TcpTxBuffer does with its bytes.
 */
final class SendBuffer {
    /** Bytes written but not yet acknowledged that the buffer holds; {@code Long.MAX_VALUE} for no limit. */
    private final long capacityBytes;
    private long endSeq;
    private boolean closed;

    SendBuffer(long capacityBytes) {
        this.capacityBytes = capacityBytes;
    }

    /** Takes as many of {@code bytes} as fit, the stream's end included; returns how many. */
    long write(long bytes, long sndUna) {
        long room = capacityBytes == Long.MAX_VALUE ? TcpLimits.MAX_STREAM_BYTES - endSeq
                : Math.min(capacityBytes - (endSeq - sndUna), TcpLimits.MAX_STREAM_BYTES - endSeq);
        long accepted = Math.min(bytes, Math.max(0, room));
        endSeq += accepted;
        return accepted;
    }

    /** Whether a full buffer can make the application wait, so it wants to hear when room frees up. */
    boolean bounded() {
        return capacityBytes != Long.MAX_VALUE;
    }

    /** Room for more data once snd.una has reached {@code sndUna}. */
    long freeBytes(long sndUna) {
        return capacityBytes - (endSeq - Math.min(sndUna, endSeq));
    }

    /** The sequence number after the last written byte: the payload written so far, and where the FIN goes. */
    long endSeq() {
        return endSeq;
    }

    /** Payload bytes acknowledged when snd.una is {@code sndUna} (the FIN's number is not payload). */
    long ackedBytes(long sndUna) {
        return Math.min(sndUna, endSeq);
    }

    boolean closed() {
        return closed;
    }

    /** Returns whether this closed the buffer (false when it already was). */
    boolean close() {
        if (closed) {
            return false;
        }
        closed = true;
        return true;
    }
}
