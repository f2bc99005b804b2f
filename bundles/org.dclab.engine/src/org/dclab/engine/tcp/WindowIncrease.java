package org.dclab.engine.tcp;

/**
 * Reno-style window growth on the data each ACK newly delivered, by the connection's {@link GrowthRule}: slow start
 * up to ssthresh, then {@code segmentsPerRtt} MSS per window of delivered data in congestion avoidance (1 for Reno
 * and DCTCP, GEMINI's h). Fractions of a byte are carried over between ACKs. One instance per connection; the
 * controls that grow as Reno does hold one.
 */
public final class WindowIncrease {
    private double creditBytes;

    /**
     * Grows the window for an ACK that newly delivered {@code deliveredBytes} ({@link AckSample#growthBytes}).
     * Returns true if the window was in slow start.
     */
    public boolean grow(CongestionState s, long deliveredBytes, double segmentsPerRtt) {
        long cwnd = s.cwndBytes();
        int mss = s.mssBytes();
        long ssthresh = s.ssthreshBytes();
        GrowthRule rule = s.growthRule();
        if (cwnd < ssthresh) {
            if (rule != GrowthRule.LINUX) {
                long perAck = (rule == GrowthRule.PER_ACK ? 1L : 2L) * mss;
                s.setCwndBytes(Math.min(cwnd + Math.min(deliveredBytes, perAck), ssthresh));
                return true;
            }
            // tcp_slow_start: the whole delivery up to ssthresh, and what is left over counts in congestion avoidance.
            long grown = Math.min(cwnd + deliveredBytes, ssthresh);
            s.setCwndBytes(grown);
            deliveredBytes -= grown - cwnd;
            if (deliveredBytes <= 0) {
                return true;
            }
            cwnd = s.cwndBytes();
        }
        double counted = rule == GrowthRule.PER_ACK ? mss : deliveredBytes;
        creditBytes += segmentsPerRtt * mss * counted / cwnd;
        long whole = (long) creditBytes;
        if (whole > 0) {
            creditBytes -= whole;
            s.setCwndBytes(cwnd + whole);
        }
        return false;
    }

    /** Forgets the carried fraction, after a control cut the window itself. */
    public void reset() {
        creditBytes = 0;
    }
}
