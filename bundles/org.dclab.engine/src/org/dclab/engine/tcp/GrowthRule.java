package org.dclab.engine.tcp;

/**
 * How a Reno-style window grows on the data an ACK newly delivered ({@link AckSample#growthBytes}). Each rule is what
 * a named implementation computes; the controls that grow as Reno does (NewReno, DCTCP, GEMINI and Vegas outside
 * their own adjustments, CUBIC in slow start) all follow it, through {@link WindowIncrease}.
 */
public enum GrowthRule {
    /**
     * Appropriate byte counting (RFC 3465): slow start adds the bytes newly delivered, at most 2 MSS per ACK (L = 2);
     * congestion avoidance adds one MSS per window of newly delivered data, so delayed ACKs do not slow it.
     */
    BYTE_COUNTING,
    /**
     * RFC 5681's per-ACK increase: slow start adds at most one MSS per ACK of new data, congestion avoidance
     * MSS*MSS/cwnd (equation 3), so a receiver that acknowledges every b-th segment slows both (1/b MSS per round trip
     * in congestion avoidance). What ns-2, ns-3's {@code TcpNewReno} and stacks before byte counting compute.
     */
    PER_ACK,
    /**
     * Linux's {@code tcp_slow_start} and {@code tcp_cong_avoid_ai}, counted in segments: slow start adds every segment
     * newly delivered, up to ssthresh, and what is left over counts toward congestion avoidance, which adds one
     * segment per window's worth of segments delivered.
     */
    LINUX
}
