package org.dclab.sample.swift;

import java.util.List;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.Provider;
import org.dclab.engine.api.Range;
import org.dclab.engine.api.Rule;
import org.dclab.engine.api.TimeLimits;
import org.dclab.engine.api.TransportType;
import org.dclab.engine.tcp.AckSample;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.CongestionState;

/**
 * A Swift-like delay-based control (Kumar et al., "Swift: Delay is Simple and Effective for Congestion Control in the
 * Datacenter", SIGCOMM 2020, Algorithm 1), a sample of a control that comes from a plug-in: the class, its descriptor
 * and its provider are this one file, registered by {@code META-INF/services} (a jar on the command line's class path)
 * and {@code OSGI-INF/swift.xml} (a bundle in the workbench). DC Lab names none of it.
 * <p>
 * Its core, as the paper's Algorithm 1 has it: each ACK compares the delay it measured with a target delay, the base
 * target plus flow-based scaling: {@code fs = α/√cwnd + β}, clamped to [0, fs_range], with α and β such that fs is
 * fs_range at a window of 0.1 segments and 0 at 100 (section 3.4), so a flow with a smaller window aims at a longer delay
 * and flows converge to a fair share. Below the target the window grows additively, {@code ai} segments per round trip ({@code cwnd += ai·acked/cwnd} per ACK); at or
 * above it the window shrinks multiplicatively, at most once per round trip, by the delay's excess,
 * {@code cwnd ×= max(1 − β·(delay − target)/delay, 1 − max_mdf)}. A fast retransmission cuts by {@code max_mdf} (once
 * per round trip, as the sender's recovery allows), a timeout restarts at the minimum window. The window stays within
 * [min_cwnd, max_cwnd]. There is no slow start: Swift starts at its initial window and grows additively.
 * <p>
 * What it simplifies, and how: the delay is the whole RTT sample of the ACK (Swift splits fabric from endpoint delay with
 * NIC and host timestamps and keeps two windows, one for each); the target has no hop-based scaling (Swift adds a term
 * per hop of the path, which a control here does not know); the window never goes below one segment (Swift paces a
 * fraction of a segment per RTT below that); the loss decrease is the sender's, at most once per window of recovery.
 */
public final class Swift implements CongestionControl {

    public static final Parameter TARGET = Parameter.whole("swift", "targetDelayPs", "target", "delay the window is steered to",
            "ps", TimeLimits.POSITIVE_SPAN_PS, 50_000_000L);
    public static final Parameter FS_RANGE = Parameter.whole("swift", "flowScalingRangePs", "fs_range",
            "most target delay flow-based scaling adds, to a flow of 0.1 segments", "ps", TimeLimits.SPAN_PS, 50_000_000L);
    public static final Parameter AI = Parameter.real("swift", "ai", "ai", "additive increase per round trip below the target",
            "segments", Range.positive(), 1.0);
    public static final Parameter BETA = Parameter.real("swift", "beta", "\u03b2", "weight of the delay's excess in a decrease", "",
            Range.positive(), 0.8);
    public static final Parameter MAX_MDF = Parameter.real("swift", "maxMdf", "max_mdf",
            "largest share of the window one decrease takes", "", Range.real(0, false, 1, false), 0.5);
    public static final Parameter MIN_CWND = Parameter.real("swift", "minCwndSegments", "min_cwnd", "smallest window", "segments",
            Range.real(1, true, 1e6, true), 1.0);
    public static final Parameter MAX_CWND = Parameter.real("swift", "maxCwndSegments", "max_cwnd", "largest window", "segments",
            Range.real(1, true, 1e6, true), 10_000.0);

    /** What a control from a plug-in brings: its key, label, parameters, a rule between them and its factory. */
    public static final TransportType TYPE = TransportType.builder("swift", "Swift")
            .summary("Swift (Kumar et al., SIGCOMM 2020): steers the RTT to a target delay, additive increase below it, a decrease by the"
                    + " delay's excess above it; a sample plug-in")
            .parameters(TARGET, FS_RANGE, AI, BETA, MAX_MDF, MIN_CWND, MAX_CWND)
            .rule(Rule.error("min_cwnd at most max_cwnd", (v, connection) -> v.real(MIN_CWND.name()) <= v.real(MAX_CWND.name()) ? null
                    : "minCwndSegments " + v.real(MIN_CWND.name()) + " is above maxCwndSegments " + v.real(MAX_CWND.name())
                            + "; make the smallest window at most the largest"))
            .factory((v, connection) -> {
                Params p = new Params(v.whole(TARGET.name()), v.whole(FS_RANGE.name()), v.real(AI.name()), v.real(BETA.name()),
                        v.real(MAX_MDF.name()), v.real(MIN_CWND.name()), v.real(MAX_CWND.name()));
                return () -> new Swift(p);
            }).build();

    /** The values one connection runs with; the descriptor's rules have checked them. */
    public record Params(long targetDelayPs, long flowScalingRangePs, double ai, double beta, double maxMdf, double minCwndSegments,
            double maxCwndSegments) {
    }

    /** The windows, in segments, at which flow-based scaling adds all of fs_range and nothing (the paper's values). */
    private static final double FS_MIN_CWND = 0.1;
    private static final double FS_MAX_CWND = 100;

    /** Registers {@link #TYPE}; ServiceLoader and OSGi's declarative services make it. */
    public static final class Plugin implements Provider {
        @Override
        public List<TransportType> controls() {
            return List.of(TYPE);
        }
    }

    private final Params params;
    private final double fsAlpha;
    private final double fsBeta;
    /** The window with its fraction of a byte, which additive increase adds in small steps. */
    private double cwndBytes;
    private long delayPs = -1;
    /** When the window last shrank; -1 before it ever has. */
    private long lastDecreasePs = -1;

    public Swift(Params params) {
        this.params = params;
        this.fsAlpha = params.flowScalingRangePs() / (1 / Math.sqrt(FS_MIN_CWND) - 1 / Math.sqrt(FS_MAX_CWND));
        this.fsBeta = -fsAlpha / Math.sqrt(FS_MAX_CWND);
    }

    @Override
    public String name() {
        return TYPE.key();
    }

    @Override
    public String displayName() {
        return TYPE.label();
    }

    /** No slow start: the initial window grows additively from the first ACK. */
    @Override
    public void init(CongestionState s) {
        cwndBytes = clamp(s.cwndBytes(), s);
        s.setCwndBytes((long) cwndBytes);
        s.setSsthreshBytes((long) cwndBytes);
    }

    @Override
    public void onAck(CongestionState s, AckSample ack) {
        if (ack.rttPs() >= 0) {
            delayPs = ack.rttPs();
        }
        long acked = ack.ackedBytes();
        if (acked <= 0 || ack.inRecovery() || delayPs < 0) {
            return;
        }
        if ((long) cwndBytes != s.cwndBytes()) {
            // The sender set the window itself: at the end of a recovery, after a timeout, restarting after idle.
            cwndBytes = s.cwndBytes();
        }
        double targetPs = targetPs(s.mssBytes());
        if (delayPs < targetPs) {
            cwndBytes += params.ai() * s.mssBytes() * acked / cwndBytes;
        } else if (lastDecreasePs < 0 || s.nowPs() - lastDecreasePs >= delayPs) {
            double excess = (delayPs - targetPs) / delayPs;
            cwndBytes *= Math.max(1 - params.beta() * excess, 1 - params.maxMdf());
            lastDecreasePs = s.nowPs();
        }
        cwndBytes = clamp(cwndBytes, s);
        s.setCwndBytes((long) cwndBytes);
    }

    /** A fast retransmission cuts by max_mdf: the largest decrease Swift takes. */
    @Override
    public long ssthreshAfterLoss(CongestionState s) {
        cwndBytes = clamp(s.cwndBytes() * (1 - params.maxMdf()), s);
        lastDecreasePs = s.nowPs();
        return (long) cwndBytes;
    }

    /** A timeout restarts at the smallest window. */
    @Override
    public void onRetransmitTimeout(CongestionState s) {
        cwndBytes = params.minCwndSegments() * s.mssBytes();
        s.setCwndBytes((long) cwndBytes);
        s.setSsthreshBytes((long) cwndBytes);
    }

    /** Swift never halves on ECN: it does not negotiate it. */
    @Override
    public boolean reducesOnEcnEcho() {
        return false;
    }

    /** The delay the window is steered to now: the base target and what flow-based scaling adds to a window of this size. */
    public double targetPs(int mssBytes) {
        double fs = fsAlpha / Math.sqrt(cwndBytes / mssBytes) + fsBeta;
        return params.targetDelayPs() + Math.min(Math.max(fs, 0), params.flowScalingRangePs());
    }

    /** The window Swift keeps, in segments, with its fraction. */
    public double cwndSegments(int mssBytes) {
        return cwndBytes / mssBytes;
    }

    private double clamp(double bytes, CongestionState s) {
        return Math.min(Math.max(bytes, params.minCwndSegments() * s.mssBytes()), params.maxCwndSegments() * s.mssBytes());
    }
}
