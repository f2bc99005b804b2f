package org.dclab.engine.tcp;

import java.util.function.Supplier;

import org.dclab.engine.core.Time;

/**
 * TCP parameters shared by both ends of a connection. Fluent and mutable while a scenario is set up;
 * {@link TcpConnection#open} takes a copy, so changing a config later never affects running connections.
 * Defaults follow Linux and the RFCs except where noted.
 */
public final class TcpConfig {
    private int mssBytes = 1460;
    private int initialWindowSegments = 10;
    private long minRtoPs = Time.fromMillis(200);
    private long initialRtoPs = Time.fromSeconds(1);
    private long maxRtoPs = Time.fromSeconds(60);
    private long clockGranularityPs = Time.fromMicros(1);
    private int delayedAckSegments = 2;
    private long delayedAckTimeoutPs = Time.fromMillis(40);
    private int dupAckThreshold = 3;
    private boolean limitedTransmit;
    private boolean ecn;
    private Supplier<EcnEchoPolicy> ecnEcho = Rfc3168EcnEcho::new;
    private long receiveBufferBytes = 16L << 20;
    private long sendBufferBytes = Long.MAX_VALUE;
    private int maxSynRetries = 6;
    private boolean slowStartAfterIdle = true;
    private long timeWaitPs = Time.fromSeconds(1);
    private boolean pacing;
    private double pacingGainSlowStart = 2.0;
    private double pacingGainCongestionAvoidance = 1.2;

    public TcpConfig copy() {
        TcpConfig c = new TcpConfig();
        c.mssBytes = mssBytes;
        c.initialWindowSegments = initialWindowSegments;
        c.minRtoPs = minRtoPs;
        c.initialRtoPs = initialRtoPs;
        c.maxRtoPs = maxRtoPs;
        c.clockGranularityPs = clockGranularityPs;
        c.delayedAckSegments = delayedAckSegments;
        c.delayedAckTimeoutPs = delayedAckTimeoutPs;
        c.dupAckThreshold = dupAckThreshold;
        c.limitedTransmit = limitedTransmit;
        c.ecn = ecn;
        c.ecnEcho = ecnEcho;
        c.receiveBufferBytes = receiveBufferBytes;
        c.sendBufferBytes = sendBufferBytes;
        c.maxSynRetries = maxSynRetries;
        c.slowStartAfterIdle = slowStartAfterIdle;
        c.timeWaitPs = timeWaitPs;
        c.pacing = pacing;
        c.pacingGainSlowStart = pacingGainSlowStart;
        c.pacingGainCongestionAvoidance = pacingGainCongestionAvoidance;
        return c;
    }

    /** Maximum segment payload; packets are this plus the 40-byte header. */
    public TcpConfig mssBytes(int v) {
        positive("mssBytes", v);
        if (v > 65_495) {
            throw new IllegalArgumentException("tcp config: mssBytes must be <= 65495 (IP packet limit), got " + v);
        }
        mssBytes = v;
        return this;
    }

    public TcpConfig initialWindowSegments(int v) {
        positive("initialWindowSegments", v);
        initialWindowSegments = v;
        return this;
    }

    public TcpConfig minRtoPs(long v) {
        positive("minRtoPs", v);
        minRtoPs = v;
        return this;
    }

    public TcpConfig initialRtoPs(long v) {
        positive("initialRtoPs", v);
        initialRtoPs = v;
        return this;
    }

    public TcpConfig maxRtoPs(long v) {
        positive("maxRtoPs", v);
        maxRtoPs = v;
        return this;
    }

    /** RFC 6298's G: the smallest variance term added to SRTT. */
    public TcpConfig clockGranularityPs(long v) {
        positive("clockGranularityPs", v);
        clockGranularityPs = v;
        return this;
    }

    /** Full segments per delayed ACK; 1 acknowledges every segment at once (delayed ACKs off). */
    public TcpConfig delayedAckSegments(int v) {
        positive("delayedAckSegments", v);
        delayedAckSegments = v;
        return this;
    }

    public TcpConfig delayedAckTimeoutPs(long v) {
        positive("delayedAckTimeoutPs", v);
        delayedAckTimeoutPs = v;
        return this;
    }

    public TcpConfig dupAckThreshold(int v) {
        positive("dupAckThreshold", v);
        dupAckThreshold = v;
        return this;
    }

    /** RFC 3042: send one new segment on each of the first two duplicate ACKs. */
    public TcpConfig limitedTransmit(boolean v) {
        limitedTransmit = v;
        return this;
    }

    /** Negotiate ECN (RFC 3168): data is sent ECT(0) and ECE/CWR are used. */
    public TcpConfig ecn(boolean v) {
        ecn = v;
        return this;
    }

    /** How the receiver echoes CE; RFC 3168 by default, DCTCP supplies its own state machine. */
    public TcpConfig ecnEcho(Supplier<EcnEchoPolicy> v) {
        if (v == null) {
            throw new IllegalArgumentException("tcp config: ecnEcho must not be null; use Rfc3168EcnEcho::new");
        }
        ecnEcho = v;
        return this;
    }

    /** Receiver buffer; also the default advertised window. */
    public TcpConfig receiveBufferBytes(long v) {
        if (v < mssBytes) {
            throw new IllegalArgumentException("tcp config: receiveBufferBytes must be >= mssBytes (" + mssBytes
                    + "), got " + v + "; a receiver must hold at least one segment");
        }
        receiveBufferBytes = v;
        return this;
    }

    /** Bytes the application may have written but not yet had acknowledged. */
    public TcpConfig sendBufferBytes(long v) {
        positive("sendBufferBytes", v);
        sendBufferBytes = v;
        return this;
    }

    public TcpConfig maxSynRetries(int v) {
        if (v < 0) {
            throw new IllegalArgumentException("tcp config: maxSynRetries must be >= 0, got " + v);
        }
        maxSynRetries = v;
        return this;
    }

    /** RFC 5681 section 4.1: after an idle period longer than the RTO, restart from the initial window. */
    public TcpConfig slowStartAfterIdle(boolean v) {
        slowStartAfterIdle = v;
        return this;
    }

    /** How long a closed sender keeps answering retransmitted FINs before it frees its port. */
    public TcpConfig timeWaitPs(long v) {
        positive("timeWaitPs", v);
        timeWaitPs = v;
        return this;
    }

    /**
     * Per-flow pacing, as Linux's fq qdisc does it: segments leave no faster than {@code gain * cwnd / SRTT}, with
     * the gain of {@link #pacingGains} for slow start and congestion avoidance. A congestion control that sets its
     * own pacing rate (BBR) overrides this from its first setting on.
     */
    public TcpConfig pacing(boolean v) {
        pacing = v;
        return this;
    }

    /** Pacing gains over cwnd/SRTT; Linux's defaults are 2 in slow start and 1.2 in congestion avoidance. */
    public TcpConfig pacingGains(double slowStart, double congestionAvoidance) {
        if (!(slowStart >= 1) || !(congestionAvoidance >= 1) || Double.isInfinite(slowStart)
                || Double.isInfinite(congestionAvoidance)) {
            throw new IllegalArgumentException("tcp config: pacing gains must be finite and >= 1 (a lower gain would "
                    + "cap the flow below its window), got " + slowStart + " and " + congestionAvoidance);
        }
        pacingGainSlowStart = slowStart;
        pacingGainCongestionAvoidance = congestionAvoidance;
        return this;
    }

    public boolean pacing() {
        return pacing;
    }

    public double pacingGainSlowStart() {
        return pacingGainSlowStart;
    }

    public double pacingGainCongestionAvoidance() {
        return pacingGainCongestionAvoidance;
    }

    public int mssBytes() {
        return mssBytes;
    }

    public int initialWindowSegments() {
        return initialWindowSegments;
    }

    public long minRtoPs() {
        return minRtoPs;
    }

    public long initialRtoPs() {
        return initialRtoPs;
    }

    public long maxRtoPs() {
        return maxRtoPs;
    }

    public long clockGranularityPs() {
        return clockGranularityPs;
    }

    public int delayedAckSegments() {
        return delayedAckSegments;
    }

    public long delayedAckTimeoutPs() {
        return delayedAckTimeoutPs;
    }

    public int dupAckThreshold() {
        return dupAckThreshold;
    }

    public boolean limitedTransmit() {
        return limitedTransmit;
    }

    public boolean ecn() {
        return ecn;
    }

    public Supplier<EcnEchoPolicy> ecnEcho() {
        return ecnEcho;
    }

    public long receiveBufferBytes() {
        return receiveBufferBytes;
    }

    public long sendBufferBytes() {
        return sendBufferBytes;
    }

    public int maxSynRetries() {
        return maxSynRetries;
    }

    public boolean slowStartAfterIdle() {
        return slowStartAfterIdle;
    }

    public long timeWaitPs() {
        return timeWaitPs;
    }

    void validate() {
        if (minRtoPs > maxRtoPs) {
            throw new IllegalArgumentException("tcp config: minRtoPs (" + minRtoPs + ") exceeds maxRtoPs (" + maxRtoPs
                    + "); raise maxRtoPs or lower minRtoPs");
        }
        if (receiveBufferBytes < mssBytes) {
            throw new IllegalArgumentException("tcp config: receiveBufferBytes (" + receiveBufferBytes
                    + ") is below mssBytes (" + mssBytes + "); enlarge the buffer or lower the MSS");
        }
    }

    private static void positive(String name, long v) {
        if (v <= 0) {
            throw new IllegalArgumentException("tcp config: " + name + " must be > 0, got " + v);
        }
    }
}
