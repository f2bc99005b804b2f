package org.dclab.engine.cc;

import static org.dclab.engine.tcp.WindowReasons.mss;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.Range;
import org.dclab.engine.api.TransportType;
import org.dclab.engine.explain.Numbers;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.tcp.AckSample;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.CongestionState;
import org.dclab.engine.tcp.GrowthRule;

/**
 * CUBIC (RFC 9438). After a congestion event at window W_max the window follows
 * {@code W(t) = C*(t - K)^3 + W_max}, {@code K = cbrt((W_max - cwnd_epoch)/C)}, t in seconds since the first ACK
 * of congestion avoidance, windows in segments. Each ACK moves cwnd toward {@code W(t + RTT)} by
 * {@code (target - cwnd)/cwnd} per acknowledged segment, the target clamped to [cwnd, 1.5*cwnd]. In the
 * Reno-friendly region, where the Reno estimate {@code W_est} (grown by {@code 3(1-beta)/(1+beta)} segments per
 * window, 1 once W_est passes W_max) is larger, cwnd follows W_est. A congestion event multiplies cwnd by beta;
 * with fast convergence a flow that lost before regaining its last W_max releases bandwidth by remembering
 * {@code W_max*(1+beta)/2}. Slow start is standard (no HyStart).
 */
public final class Cubic implements CongestionControl {
    /**
     * @param c                scaling constant, segments per second cubed (RFC 9438: 0.4)
     * @param beta             multiplicative decrease factor (RFC 9438: 0.7)
     * @param fastConvergence  RFC 9438 section 4.7
     * @param renoFriendly     RFC 9438 section 4.3, the TCP-friendly region
     */
    public record Params(double c, double beta, boolean fastConvergence, boolean renoFriendly) {
        public static final Range.Real C = Range.positive();
        public static final Range.Real BETA = Range.real(0, false, 1, false);

        // After the ranges: a static field is initialised in order, and the defaults are checked against them.
        public static final Params DEFAULTS = new Params(0.4, 0.7, true, true);

        public Params {
            if (!C.contains(c)) {
                throw new IllegalArgumentException("cubic: C must be > 0, got " + c);
            }
            if (!BETA.contains(beta)) {
                throw new IllegalArgumentException("cubic: beta must be in (0, 1), got " + beta);
            }
        }
    }

    public static final Parameter C = Parameter.real("cubic", "c", "C", "scaling constant of the cubic growth", "segments/s\u00b3",
            Params.C, Params.DEFAULTS.c());
    public static final Parameter BETA = Parameter.real("cubic", "beta", "\u03b2", "share of the window kept at a congestion event", "",
            Params.BETA, Params.DEFAULTS.beta());

    /** CUBIC without ECN; fast convergence and the Reno-friendly region stay RFC 9438's defaults. */
    public static final TransportType TYPE = TransportType.builder("cubic", "CUBIC")
            .summary("CUBIC (RFC 9438): the window follows a cubic of the time since the last congestion event")
            .parameters(C, BETA)
            .factory((v, connection) -> {
                Params p = new Params(v.real(C.name()), v.real(BETA.name()), Params.DEFAULTS.fastConvergence(),
                        Params.DEFAULTS.renoFriendly());
                return () -> new Cubic(p);
            }).build();

    private final Params params;
    private final double renoAlpha;
    private double wMaxSegments;
    private double kSeconds;
    private double originSegments;
    private double wEstSegments;
    private long epochStartPs = -1;
    private double creditBytes;

    public Cubic() {
        this(Params.DEFAULTS);
    }

    public Cubic(Params params) {
        this.params = params;
        this.renoAlpha = 3 * (1 - params.beta()) / (1 + params.beta());
    }

    @Override
    public String name() {
        return TYPE.key();
    }

    @Override
    public String displayName() {
        return TYPE.label();
    }

    /** W_max of the current epoch, segments (0 before the first congestion event). */
    public double wMaxSegments() {
        return wMaxSegments;
    }

    /** K of the current epoch in seconds, or 0 before congestion avoidance started. */
    public double kSeconds() {
        return kSeconds;
    }

    /** The cubic curve of the current epoch at {@code tSeconds} after its start, in segments. */
    public double windowAt(double tSeconds) {
        double d = tSeconds - kSeconds;
        return params.c() * d * d * d + originSegments;
    }

    @Override
    public void onAck(CongestionState s, AckSample ack) {
        long acked = ack.growthBytes();
        if (ack.inRecovery() || acked <= 0 || !s.isCwndLimited()) {
            return;
        }
        long cwnd = s.cwndBytes();
        int mss = s.mssBytes();
        if (cwnd < s.ssthreshBytes()) {
            if (s.growthRule() != GrowthRule.LINUX) {
                s.setCwndBytes(Math.min(cwnd + Math.min(acked, 2L * mss), s.ssthreshBytes()));
                return;
            }
            // Linux's tcp_slow_start: everything delivered up to ssthresh, the rest on the cubic curve.
            long grown = Math.min(cwnd + acked, s.ssthreshBytes());
            s.setCwndBytes(grown);
            acked -= grown - cwnd;
            if (acked <= 0) {
                return;
            }
            cwnd = s.cwndBytes();
        }
        double cwndSeg = (double) cwnd / mss;
        long now = s.nowPs();
        if (epochStartPs < 0) {
            startEpoch(now, cwndSeg);
        }
        double t = (now - epochStartPs) / 1e12;
        double rtt = Math.max(0, s.srttPs()) / 1e12;
        double ackedSeg = (double) acked / mss;
        if (params.renoFriendly()) {
            wEstSegments += (wEstSegments >= wMaxSegments ? 1.0 : renoAlpha) * ackedSeg / cwndSeg;
            if (windowAt(t) < wEstSegments) {
                long est = (long) (wEstSegments * mss);
                if (est > cwnd) {
                    s.setCwndBytes(est);
                }
                return;
            }
        }
        double target = Math.min(Math.max(windowAt(t + rtt), cwndSeg), 1.5 * cwndSeg);
        creditBytes += (target - cwndSeg) / cwndSeg * acked;
        long whole = (long) creditBytes;
        if (whole > 0) {
            creditBytes -= whole;
            s.setCwndBytes(cwnd + whole);
        }
    }

    private void startEpoch(long now, double cwndSeg) {
        epochStartPs = now;
        creditBytes = 0;
        if (cwndSeg < wMaxSegments) {
            kSeconds = Math.cbrt((wMaxSegments - cwndSeg) / params.c());
            originSegments = wMaxSegments;
        } else {
            kSeconds = 0;
            originSegments = cwndSeg;
        }
        wEstSegments = cwndSeg;
    }

    @Override
    public long ssthreshAfterLoss(CongestionState s) {
        int mss = s.mssBytes();
        double cwndSeg = (double) s.cwndBytes() / mss;
        epochStartPs = -1;
        wMaxSegments = params.fastConvergence() && cwndSeg < wMaxSegments ? cwndSeg * (1 + params.beta()) / 2 : cwndSeg;
        return Math.max((long) (s.cwndBytes() * params.beta()), 2L * mss);
    }

    /** Called after {@link #ssthreshAfterLoss}, which already remembered the new W_max. */
    @Override
    public String explainLoss(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        double cwndSeg = (double) s.cwndBytes() / s.mssBytes();
        boolean converging = params.fastConvergence() && wMaxSegments < cwndSeg;
        reason.input("beta", params.beta(), "").input("W_max", wMaxSegments, "segments");
        return "ssthresh = cwnd " + mss(s.cwndBytes(), s) + " \u00d7 \u03b2 " + Numbers.format(params.beta()) + " = "
                + mss(ssthreshBytes, s) + " MSS, W_max = " + Numbers.format(wMaxSegments)
                + (converging ? " (fast convergence: cwnd \u00d7 (1 + \u03b2)/2, below the last W_max)" : "");
    }

    @Override
    public void onRetransmitTimeout(CongestionState s) {
        epochStartPs = -1;
    }
}
