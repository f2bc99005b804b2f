package org.dclab.engine.tcp;

import java.util.function.Supplier;

import org.dclab.engine.api.Range;
import org.dclab.engine.api.TcpLimits;
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
    private EctRule ectRule = EctRule.NEW_DATA;
    private Supplier<EcnEchoPolicy> ecnEcho = Rfc3168EcnEcho::new;
    private long receiveBufferBytes = 16L << 20;
    private long sendBufferBytes = Long.MAX_VALUE;
    private int maxSynRetries = 6;
    private IdleRestart idleRestart = IdleRestart.INITIAL_WINDOW;
    private GrowthRule growthRule = GrowthRule.BYTE_COUNTING;
    private SsthreshRule ssthreshRule = SsthreshRule.FLIGHT_SIZE;
    private FinRule finRule = FinRule.ALONE;
    private long timeWaitPs = Time.fromSeconds(1);
    private boolean pacing;
    private double pacingGainSlowStart = 2.0;
    private double pacingGainCongestionAvoidance = 1.2;
    private boolean sack;
    private boolean timestamps;
    private long timestampTickPs = Time.fromMillis(1);
    private boolean prr;
    private PrrBound prrBound = PrrBound.LINUX;
    private RtoBackoff rtoBackoff = RtoBackoff.KEPT_UNTIL_RTT_SAMPLE;
    private boolean quickAck;
    private boolean rack;
    private boolean tailLossProbe;

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
        c.ectRule = ectRule;
        c.ecnEcho = ecnEcho;
        c.receiveBufferBytes = receiveBufferBytes;
        c.sendBufferBytes = sendBufferBytes;
        c.maxSynRetries = maxSynRetries;
        c.idleRestart = idleRestart;
        c.growthRule = growthRule;
        c.ssthreshRule = ssthreshRule;
        c.finRule = finRule;
        c.timeWaitPs = timeWaitPs;
        c.pacing = pacing;
        c.pacingGainSlowStart = pacingGainSlowStart;
        c.pacingGainCongestionAvoidance = pacingGainCongestionAvoidance;
        c.sack = sack;
        c.timestamps = timestamps;
        c.timestampTickPs = timestampTickPs;
        c.prr = prr;
        c.prrBound = prrBound;
        c.rtoBackoff = rtoBackoff;
        c.quickAck = quickAck;
        c.rack = rack;
        c.tailLossProbe = tailLossProbe;
        return c;
    }

    /** Maximum segment payload; packets are this plus the 40-byte header. */
    public TcpConfig mssBytes(int v) {
        check("mssBytes", TcpLimits.MSS_BYTES, v);
        mssBytes = v;
        return this;
    }

    public TcpConfig initialWindowSegments(int v) {
        check("initialWindowSegments", TcpLimits.INITIAL_WINDOW_SEGMENTS, v);
        initialWindowSegments = v;
        return this;
    }

    public TcpConfig minRtoPs(long v) {
        check("minRtoPs", TcpLimits.TIMER_PS, v);
        minRtoPs = v;
        return this;
    }

    public TcpConfig initialRtoPs(long v) {
        check("initialRtoPs", TcpLimits.TIMER_PS, v);
        initialRtoPs = v;
        return this;
    }

    public TcpConfig maxRtoPs(long v) {
        check("maxRtoPs", TcpLimits.TIMER_PS, v);
        maxRtoPs = v;
        return this;
    }

    /** RFC 6298's G: the smallest variance term added to SRTT. */
    public TcpConfig clockGranularityPs(long v) {
        check("clockGranularityPs", TcpLimits.TIMER_PS, v);
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
        check("delayedAckTimeoutPs", TcpLimits.TIMER_PS, v);
        delayedAckTimeoutPs = v;
        return this;
    }

    public TcpConfig dupAckThreshold(int v) {
        positive("dupAckThreshold", v);
        dupAckThreshold = v;
        return this;
    }

    /**
     * RFC 3042: send one new segment on each of the first two duplicate ACKs. With SACK or PRR the sender gates
     * on RFC 6675's pipe, from which every SACKed (or, without SACK, duplicate-ACKed) segment has left.
     */
    public TcpConfig limitedTransmit(boolean v) {
        limitedTransmit = v;
        return this;
    }

    /** Negotiate ECN (RFC 3168): data is sent ECT(0) and ECE/CWR are used. */
    public TcpConfig ecn(boolean v) {
        ecn = v;
        return this;
    }

    /** With ECN, which packets are sent ECN-capable; RFC 3168's new data only by default. */
    public TcpConfig ectRule(EctRule v) {
        ectRule = nonNull("ectRule", v, EctRule.values());
        return this;
    }

    public EctRule ectRule() {
        return ectRule;
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
        check("receiveBufferBytes", TcpLimits.RECEIVE_BUFFER_BYTES, v);
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

    /** What the window becomes after nothing was in flight for longer than the RTO; RFC 5681's restart by default. */
    public TcpConfig idleRestart(IdleRestart v) {
        idleRestart = nonNull("idleRestart", v, IdleRestart.values());
        return this;
    }

    /** How the window grows on the data ACKs newly deliver; RFC 3465's byte counting by default. */
    public TcpConfig growthRule(GrowthRule v) {
        growthRule = nonNull("growthRule", v, GrowthRule.values());
        return this;
    }

    /** What a Reno-style decrease halves; RFC 5681's flight size by default, Linux's window in its stack. */
    public TcpConfig ssthreshRule(SsthreshRule v) {
        ssthreshRule = nonNull("ssthreshRule", v, SsthreshRule.values());
        return this;
    }

    /** Where the FIN goes when the application closes; in a segment of its own by default, Linux's rule in its stack. */
    public TcpConfig finRule(FinRule v) {
        finRule = nonNull("finRule", v, FinRule.values());
        return this;
    }

    /** How long a closed sender keeps answering retransmitted FINs before it frees its port. */
    public TcpConfig timeWaitPs(long v) {
        check("timeWaitPs", TcpLimits.TIMER_PS, v);
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

    /**
     * Offer SACK on the SYN (RFC 2018). When both ends agree, the receiver reports out-of-order data in SACK blocks
     * and the sender recovers with RFC 6675's scoreboard, pipe and NextSeg instead of NewReno's partial ACKs.
     */
    public TcpConfig sack(boolean v) {
        sack = v;
        return this;
    }

    /**
     * Offer the timestamps option on the SYN (RFC 7323). When agreed, every segment carries 12 more header bytes
     * and, as on Linux, 12 fewer payload bytes (the MSS stays within the MTU), and an ACK of retransmitted data
     * still gives an RTT sample from the echoed timestamp.
     */
    public TcpConfig timestamps(boolean v) {
        timestamps = v;
        return this;
    }

    /**
     * Period of the timestamp clock. Linux ticks every millisecond, so an RTT measured from an echoed timestamp is
     * a whole number of milliseconds, at least one.
     */
    public TcpConfig timestampTickPs(long v) {
        positive("timestampTickPs", v);
        timestampTickPs = v;
        return this;
    }

    /**
     * Proportional rate reduction (RFC 6937) for every window reduction: fast recovery, and the reduction after
     * ECN-Echo (RFC 3168 section 6.1.2, Linux's CWR state), which then brings the window down over a round trip
     * instead of in one step. Off: NewReno's inflation and deflation (RFC 6582), RFC 6675's cwnd = ssthresh with
     * SACK, and an immediate cut on ECN-Echo.
     */
    public TcpConfig prr(boolean v) {
        prr = v;
        return this;
    }

    /** Which reduction bound PRR applies once the pipe is at or below ssthresh. */
    public TcpConfig prrBound(PrrBound v) {
        prrBound = nonNull("prrBound", v, PrrBound.values());
        return this;
    }

    /** When a backed-off retransmission timeout returns to its computed value. */
    public TcpConfig rtoBackoff(RtoBackoff v) {
        rtoBackoff = nonNull("rtoBackoff", v, RtoBackoff.values());
        return this;
    }

    /**
     * Linux's quick-ACK mode at the receiver: every segment acknowledged at once for a while at the start of a
     * connection and after a retransmission arrives, and a segment with CWR acknowledged at once ({@link QuickAck}).
     * Off: ACKs are delayed as RFC 5681 says, except for out-of-order data and hole fills.
     */
    public TcpConfig quickAck(boolean v) {
        quickAck = v;
        return this;
    }

    public boolean quickAck() {
        return quickAck;
    }

    /**
     * RACK's time-based loss detection (RFC 8985) beside SACK's duplicate threshold, as Linux: a segment is lost once
     * one sent after it was delivered and its RTT has passed, which also finds lost retransmissions. Needs SACK.
     */
    public TcpConfig rack(boolean v) {
        rack = v;
        return this;
    }

    public boolean rack() {
        return rack;
    }

    /**
     * The tail loss probe (RFC 8985 section 7), as Linux: after 2 SRTT without an ACK, one segment goes out to elicit
     * the SACK that lets RACK repair a lost tail without the retransmission timer. Needs SACK.
     */
    public TcpConfig tailLossProbe(boolean v) {
        tailLossProbe = v;
        return this;
    }

    public boolean tailLossProbe() {
        return tailLossProbe;
    }

    public boolean sack() {
        return sack;
    }

    public boolean timestamps() {
        return timestamps;
    }

    public long timestampTickPs() {
        return timestampTickPs;
    }

    public boolean prr() {
        return prr;
    }

    public PrrBound prrBound() {
        return prrBound;
    }

    public RtoBackoff rtoBackoff() {
        return rtoBackoff;
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

    public IdleRestart idleRestart() {
        return idleRestart;
    }

    public GrowthRule growthRule() {
        return growthRule;
    }

    public SsthreshRule ssthreshRule() {
        return ssthreshRule;
    }

    public FinRule finRule() {
        return finRule;
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
        if (timestamps && mssBytes <= TcpLimits.TIMESTAMPS_OPTION_BYTES) {
            throw new IllegalArgumentException("tcp config: mssBytes (" + mssBytes + ") leaves no payload beside the "
                    + TcpLimits.TIMESTAMPS_OPTION_BYTES + "-byte timestamps option; raise the MSS or turn timestamps off");
        }
    }

    private static void check(String name, Range.Whole range, long v) {
        if (!range.contains(v)) {
            throw new IllegalArgumentException("tcp config: " + name + " must be " + range.text() + ", got " + v);
        }
    }

    private static <E extends Enum<E>> E nonNull(String name, E v, E[] choices) {
        if (v == null) {
            throw new IllegalArgumentException("tcp config: " + name + " must not be null; choose one of " + java.util.Arrays.toString(
                    choices));
        }
        return v;
    }

    private static void positive(String name, long v) {
        if (v <= 0) {
            throw new IllegalArgumentException("tcp config: " + name + " must be > 0, got " + v);
        }
    }
}
