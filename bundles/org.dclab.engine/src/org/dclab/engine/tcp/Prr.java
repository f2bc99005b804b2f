package org.dclab.engine.tcp;

/**
 * Proportional rate reduction (RFC 6937): while the pipe is above ssthresh, the sender sends ssthresh/RecoverFS of
 * what is delivered, so the window comes down over one round trip; at or below ssthresh a reduction bound decides
 * how fast the pipe may climb back. Counted in bytes, with what may be sent rounded up to whole segments, as
 * Linux's {@code tcp_cwnd_reduction} counts packets: an ACK delivering a short last segment still releases one. RecoverFS is the window before the reduction, as in
 * Linux ({@code prior_cwnd}); RFC 6937 takes the flight size, the same when the sender was window-limited.
 */
final class Prr {
    private final PrrBound bound;
    private long ssthreshBytes;
    private long recoverFsBytes;
    private long deliveredBytes;
    private long outBytes;

    Prr(PrrBound bound) {
        this.bound = bound;
    }

    /** A reduction starts toward {@code ssthreshBytes} from a window of {@code recoverFsBytes}. */
    void start(long ssthreshBytes, long recoverFsBytes) {
        this.ssthreshBytes = ssthreshBytes;
        this.recoverFsBytes = Math.max(recoverFsBytes, 1);
        deliveredBytes = 0;
        outBytes = 0;
    }

    /** prr_out: data sent, new or retransmitted, during the reduction. */
    void onSent(long bytes) {
        outBytes += bytes;
    }

    /**
     * sndcnt for an ACK that delivered {@code deliveredData} bytes (cumulatively or by SACK) and left
     * {@code pipeBytes} in the pipe. {@code safeAck}: the ACK advanced snd.una and revealed no new loss (only
     * {@link PrrBound#LINUX} reads it). At least one segment while nothing has been sent yet, so recovery always
     * begins with its fast retransmit.
     */
    long sendQuota(long deliveredData, long pipeBytes, boolean safeAck, int mssBytes) {
        deliveredBytes += deliveredData;
        long sndcnt;
        if (pipeBytes > ssthreshBytes) {
            long share = ceilDiv(deliveredBytes * ssthreshBytes, recoverFsBytes);
            sndcnt = ceilDiv(share, mssBytes) * mssBytes - outBytes;
        } else {
            long room = ssthreshBytes - pipeBytes;
            long banked = deliveredBytes - outBytes;
            long limit = switch (bound) {
                case CONSERVATIVE -> banked;
                case SLOW_START -> Math.max(banked, deliveredData) + mssBytes;
                case LINUX -> safeAck ? Math.max(banked, deliveredData) + mssBytes : deliveredData;
            };
            sndcnt = ceilDiv(Math.min(room, limit), mssBytes) * mssBytes;
        }
        return Math.max(sndcnt, outBytes > 0 ? 0 : mssBytes);
    }

    private static long ceilDiv(long a, long b) {
        return -Math.floorDiv(-a, b);
    }
}
