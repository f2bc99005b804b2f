package org.dclab.engine.queue;

import org.dclab.engine.api.QueueLimits;
import org.dclab.engine.api.QueueType;
import org.dclab.engine.packet.Packet;

/** First in, first out; an arrival that does not fit the limit (in packets or in bytes) is dropped. */
public final class DropTail extends AbstractQueueDiscipline {
    /** Drop-tail has no parameter but the buffer every discipline has. */
    public static final QueueType TYPE = QueueType.builder("drop-tail", "drop-tail")
            .summary("First in, first out; an arrival that does not fit the buffer is dropped")
            .factory((values, size) -> size.inBytes() ? bytes(size.limit()) : packets(Math.toIntExact(size.limit()))).build();

    private final long limit;
    private final boolean limitInBytes;

    private DropTail(long limit, boolean limitInBytes) {
        this.limit = limit;
        this.limitInBytes = limitInBytes;
    }

    /** A factory of drop-tail queues holding at most {@code packets} packets. */
    public static QueueFactory packets(int packets) {
        if (!QueueLimits.PACKET_LIMIT.contains(packets)) {
            throw new IllegalArgumentException("drop-tail: packet limit must be > 0, got " + packets
                    + "; a queue needs room for at least one packet");
        }
        return () -> new DropTail(packets, false);
    }

    /** A factory of drop-tail queues holding at most {@code bytes} bytes (headers included). */
    public static QueueFactory bytes(long bytes) {
        if (!QueueLimits.BYTE_LIMIT.contains(bytes)) {
            throw new IllegalArgumentException("drop-tail: byte limit must be >= " + Packet.HEADER_BYTES
                    + " B (one header), got " + bytes + "; give the buffer room for at least one packet");
        }
        return () -> new DropTail(bytes, true);
    }

    @Override
    public String displayName() {
        return TYPE.label();
    }

    @Override
    public long limit() {
        return limit;
    }

    @Override
    public boolean isInBytes() {
        return limitInBytes;
    }

    @Override
    public boolean enqueue(Packet p) {
        boolean fits = limitInBytes ? lengthBytes() + p.sizeBytes() <= limit : lengthPackets() < limit;
        if (!fits) {
            drop(p, DropReason.BUFFER_FULL);
            if (explaining()) {
                explain(QueueReasons.bufferFull("Drop-tail", limitInBytes ? lengthBytes() : lengthPackets(), p.sizeBytes(), limit,
                        limitInBytes));
            }
            return false;
        }
        accept(p);
        return true;
    }
}
