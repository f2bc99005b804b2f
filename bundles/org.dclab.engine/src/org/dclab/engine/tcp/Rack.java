package org.dclab.engine.tcp;

/**
 * RACK's time-based loss detection (RFC 8985 section 6, Linux's {@code tcp_rack_detect_loss}): a segment is lost
 * once a segment sent after it has been delivered and more than that segment's RTT plus a reordering window has
 * passed since it was sent. Unlike counting duplicate ACKs, this finds a lost retransmission, and a hole near the
 * end of a transfer with fewer than three segments above it. Segments not yet old enough wait for the reordering
 * timer, whose delay {@link #detect} reports.
 */
final class Rack {
    /** The segment sent last among those known delivered: its send time, end and RTT. */
    private long sentPs = -1;
    private long endSeq;
    private long rttPs;

    /**
     * Step 2: takes in the newest-sent segment the current ACK delivered, unless it was retransmitted and its RTT is
     * below the minimum RTT, when the ACK was probably for the original transmission.
     */
    void onAck(Scoreboard board, long nowPs, long minRttPs) {
        long t = board.newestDeliveredSentPs();
        if (t < 0) {
            return;
        }
        long rtt = nowPs - t;
        if (board.newestDeliveredRetransmitted() && rtt < minRttPs) {
            return;
        }
        if (t > sentPs || (t == sentPs && board.newestDeliveredEnd() > endSeq)) {
            sentPs = t;
            endSeq = board.newestDeliveredEnd();
            rttPs = rtt;
        }
    }

    /**
     * Step 4: marks lost every segment sent before the RACK segment whose time is up. Returns the bytes marked, and
     * in {@code waitPs[0]} how long until the next segment's time is up (-1 for none).
     */
    long detect(Scoreboard board, long nowPs, long reorderingWindowPs, long[] waitPs) {
        waitPs[0] = -1;
        if (sentPs < 0) {
            return 0;
        }
        long marked = 0;
        for (int k = 0; k < board.segments(); k++) {
            if (board.isSacked(k) || board.isDue(k)) {
                continue;
            }
            long t = board.sentPsOf(k);
            boolean sentBefore = t < sentPs || (t == sentPs && board.endOf(k) < endSeq);
            if (!sentBefore) {
                if (board.isRetransmitted(k)) {
                    continue;
                }
                // Never-retransmitted segments are in send order: the rest were sent later still.
                break;
            }
            long remaining = t + rttPs + reorderingWindowPs - nowPs;
            if (remaining <= 0) {
                marked += board.markLostByTime(k);
            } else if (waitPs[0] < 0 || remaining < waitPs[0]) {
                waitPs[0] = remaining;
            }
        }
        return marked;
    }
}
