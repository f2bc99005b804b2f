package org.dclab.engine.cc;

import static org.dclab.engine.tcp.WindowReasons.mss;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.Range;
import org.dclab.engine.api.Rule;
import org.dclab.engine.api.TransportType;
import org.dclab.engine.explain.Numbers;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;
import org.dclab.engine.tcp.AckSample;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.CongestionState;
import org.dclab.engine.tcp.WindowIncrease;
import org.dclab.engine.tcp.WindowReasons;

/**
 * TCP Vegas (Brakmo and Peterson 1995) as in Linux {@code tcp_vegas.c}. The base RTT is the smallest RTT ever
 * seen; once per RTT, with the smallest sample of that RTT, {@code diff = cwnd*(rtt - baseRtt)/baseRtt} estimates
 * the segments this flow keeps queued. In congestion avoidance the window grows by one segment per RTT while
 * diff is below alpha, shrinks by one while it is above beta and holds in between, so a lone flow settles with
 * alpha..beta segments in the bottleneck queue. Slow start ends early once diff exceeds gamma. With fewer than
 * three RTT samples in a round Vegas cannot trust its estimate and behaves as Reno. Loss halves the window.
 */
public final class Vegas implements CongestionControl {
    /** Thresholds in segments; Linux defaults 2, 4, 1 (the 1995 paper used 1, 3, 1). */
    public record Params(double alpha, double beta, double gamma) {
        /** Each threshold alone; alpha must also be at most beta. */
        public static final Range.Real SEGMENTS = Range.real(0, true, Double.MAX_VALUE, true);

        // After the ranges: a static field is initialised in order, and the defaults are checked against them.
        public static final Params DEFAULTS = new Params(2, 4, 1);

        public Params {
            if (!(SEGMENTS.contains(alpha) && SEGMENTS.contains(beta) && alpha <= beta) || !SEGMENTS.contains(gamma)) {
                throw new IllegalArgumentException("vegas: need 0 <= alpha <= beta and gamma >= 0, got alpha " + alpha
                        + ", beta " + beta + ", gamma " + gamma);
            }
        }
    }

    public static final Parameter ALPHA = Parameter.real("vegas", "alphaPackets", "\u03b1",
            "segments queued below which the window grows (at most \u03b2)", "packets", Params.SEGMENTS, Params.DEFAULTS.alpha());
    public static final Parameter BETA = Parameter.real("vegas", "betaPackets", "\u03b2", "segments queued above which the window shrinks",
            "packets", Params.SEGMENTS, Params.DEFAULTS.beta());
    public static final Parameter GAMMA = Parameter.real("vegas", "gammaPackets", "\u03b3", "segments queued at which slow start ends",
            "packets", Params.SEGMENTS, Params.DEFAULTS.gamma());

    public static final TransportType TYPE = TransportType.builder("vegas", "Vegas")
            .summary("TCP Vegas (Brakmo and Peterson 1995) as Linux runs it: keeps \u03b1 to \u03b2 segments queued")
            .parameters(ALPHA, BETA, GAMMA)
            .rule(Rule.error("\u03b1 at most \u03b2", (v, connection) -> v.real(ALPHA.name()) <= v.real(BETA.name()) ? null
                    : "alphaPackets " + v.get(ALPHA.name()) + " is above betaPackets " + v.get(BETA.name())
                            + "; Vegas grows below alpha and shrinks above beta, so make alpha at most beta"))
            .factory((v, connection) -> {
                Params p = new Params(v.real(ALPHA.name()), v.real(BETA.name()), v.real(GAMMA.name()));
                return () -> new Vegas(p);
            }).build();

    private final Params params;
    private final WindowIncrease reno = new WindowIncrease();
    private final RttRounds rounds = new RttRounds(1);
    private double lastDiffSegments = Double.NaN;

    public Vegas() {
        this(Params.DEFAULTS);
    }

    public Vegas(Params params) {
        this.params = params;
    }

    @Override
    public String name() {
        return TYPE.key();
    }

    @Override
    public String displayName() {
        return TYPE.label();
    }

    /** Smallest RTT seen, or -1. */
    public long baseRttPs() {
        return rounds.baseRttPs();
    }

    /** The last per-RTT estimate of this flow's queued segments, or NaN before the first. */
    public double lastDiffSegments() {
        return lastDiffSegments;
    }

    @Override
    public void init(CongestionState s) {
        rounds.init(s);
    }

    @Override
    public void onAck(CongestionState s, AckSample ack) {
        rounds.sample(ack.rttPs());
        long acked = ack.growthBytes();
        if (ack.inRecovery() || acked <= 0) {
            return;
        }
        if (rounds.passed(s)) {
            int samples = rounds.roundSamples();
            long roundMinRttPs = rounds.roundMinRttPs();
            rounds.nextRound(s);
            if (samples <= 2) {
                if (s.isCwndLimited()) {
                    reno.grow(s, acked, 1.0);
                }
            } else {
                adjust(s, acked, roundMinRttPs);
            }
        } else if (s.cwndBytes() < s.ssthreshBytes() && s.isCwndLimited()) {
            reno.grow(s, acked, 1.0);
        }
    }

    private void adjust(CongestionState s, long ackedBytes, long roundMinRttPs) {
        long baseRttPs = rounds.baseRttPs();
        int mss = s.mssBytes();
        double cwndSeg = (double) s.cwndBytes() / mss;
        double rtt = roundMinRttPs;
        double diff = cwndSeg * (rtt - baseRttPs) / baseRttPs;
        lastDiffSegments = diff;
        if (s.cwndBytes() < s.ssthreshBytes()) {
            if (diff > params.gamma()) {
                double target = cwndSeg * baseRttPs / rtt;
                long cwnd = Math.min(s.cwndBytes(), (long) ((target + 1) * mss));
                Reason.Builder why = s.explaining() ? start(s, "leaves slow start", diff, rtt) : null;
                s.setCwndBytes(Math.max(cwnd, 2L * mss));
                s.setSsthreshBytes(Math.min(s.ssthreshBytes(), s.cwndBytes() - mss));
                if (why != null) {
                    s.explain(WindowReasons.finish(why, s, "diff = cwnd \u00d7 (RTT \u2212 baseRTT)/baseRTT = " + Numbers.format(diff)
                            + " > \u03b3 " + Numbers.format(params.gamma()) + " \u2192 cwnd = min(cwnd, cwnd \u00d7 baseRTT/RTT + 1) = "
                            + mss(s.cwndBytes(), s) + " MSS"));
                }
            } else if (s.isCwndLimited()) {
                reno.grow(s, ackedBytes, 1.0);
            }
            return;
        }
        if (diff > params.beta()) {
            Reason.Builder why = s.explaining() ? start(s, "too many segments queued", diff, rtt) : null;
            long before = s.cwndBytes();
            s.setCwndBytes(Math.max(s.cwndBytes() - mss, 2L * mss));
            s.setSsthreshBytes(Math.min(s.ssthreshBytes(), s.cwndBytes() - mss));
            if (why != null) {
                s.explain(WindowReasons.finish(why, s, "diff = cwnd \u00d7 (RTT \u2212 baseRTT)/baseRTT = " + Numbers.format(diff)
                        + " > \u03b2 " + Numbers.format(params.beta()) + " \u2192 cwnd = " + mss(before, s) + " \u2212 1 = "
                        + mss(s.cwndBytes(), s) + " MSS"));
            }
        } else if (diff < params.alpha() && s.isCwndLimited()) {
            s.setCwndBytes(s.cwndBytes() + mss);
        }
    }

    private Reason.Builder start(CongestionState s, String trigger, double diffSegments, double rttPs) {
        return WindowReasons.start(ReasonKind.WINDOW_CUT, this, trigger, s).input("RTT", rttPs, "ps")
                .input("base RTT", rounds.baseRttPs(), "ps").input("diff", diffSegments, "segments")
                .input("alpha", params.alpha(), "segments").input("beta", params.beta(), "segments")
                .input("gamma", params.gamma(), "segments");
    }

    @Override
    public long ssthreshAfterLoss(CongestionState s) {
        return Math.max(s.cwndBytes() / 2, 2L * s.mssBytes());
    }

    @Override
    public String explainLoss(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        return "ssthresh = max(cwnd " + mss(s.cwndBytes(), s) + " / 2, 2) = " + mss(ssthreshBytes, s) + " MSS";
    }
}
