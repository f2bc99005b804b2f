package org.dclab.engine.cc;

import static org.dclab.engine.tcp.WindowReasons.mss;

import org.dclab.engine.core.Range;
import org.dclab.engine.explain.Numbers;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;
import org.dclab.engine.tcp.AckSample;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.CongestionState;
import org.dclab.engine.tcp.WindowIncrease;
import org.dclab.engine.tcp.WindowReasons;

/**
 * DCTCP sender (Alizadeh et al., SIGCOMM 2010; RFC 8257). Once per window of data the fraction F of newly delivered
 * bytes that carried ECN-Echo ({@link AckSample#newlyDeliveredBytes}, as Linux counts {@code delivered_ce}) updates {@code alpha <- (1 - g)*alpha + g*F}; on ECN-Echo (at most once per window,
 * gated by the sender) the window becomes {@code cwnd*(1 - alpha/2)}, floored at 2 MSS. The reduction is applied
 * on the ACK itself after the alpha update, the order Linux uses. Loss halves the window as standard TCP
 * (RFC 8257 section 3.5). Growth is Reno's, by the connection's growth rule. Needs ECN and the receiver's
 * {@link DctcpEcnEcho}; {@link Transport#dctcp} sets both.
 */
public final class Dctcp implements CongestionControl, AlphaEstimator {
    /**
     * @param g            EWMA gain of alpha; RFC 8257 and Linux use 1/16
     * @param initialAlpha alpha before the first window is measured; Linux starts at 1 (halve on the first mark)
     */
    public record Params(double g, double initialAlpha) {
        public static final Range.Real G = Range.fractionAboveZero();

        // After the ranges: a static field is initialised in order, and the defaults are checked against them.
        public static final Params DEFAULTS = new Params(1.0 / 16, 1.0);

        public Params {
            if (!G.contains(g)) {
                throw new IllegalArgumentException("dctcp: g must be in (0, 1], got " + g);
            }
            if (!(initialAlpha >= 0 && initialAlpha <= 1)) {
                throw new IllegalArgumentException("dctcp: initial alpha must be in [0, 1], got " + initialAlpha);
            }
        }
    }

    private final Params params;
    private final WindowIncrease growth = new WindowIncrease();
    private double alpha;
    private long windowEndSeq;
    private long ackedInWindowBytes;
    private long markedInWindowBytes;
    private boolean reductionPending;

    public Dctcp() {
        this(Params.DEFAULTS);
    }

    public Dctcp(Params params) {
        this.params = params;
        this.alpha = params.initialAlpha();
    }

    @Override
    public String name() {
        return "dctcp";
    }

    @Override
    public String displayName() {
        return "DCTCP";
    }

    /** The current estimate of the fraction of marked bytes. */
    @Override
    public double alpha() {
        return alpha;
    }

    @Override
    public void init(CongestionState s) {
        windowEndSeq = s.sndNxt();
    }

    @Override
    public void onAck(CongestionState s, AckSample ack) {
        long delivered = ack.newlyDeliveredBytes();
        if (delivered > 0) {
            ackedInWindowBytes += delivered;
            if (ack.ece()) {
                markedInWindowBytes += delivered;
            }
        }
        if (ack.ackedBytes() > 0 && ackedInWindowBytes > 0 && s.sndUna() >= windowEndSeq) {
            double fraction = (double) markedInWindowBytes / ackedInWindowBytes;
            alpha += params.g() * (fraction - alpha);
            ackedInWindowBytes = 0;
            markedInWindowBytes = 0;
            windowEndSeq = s.sndNxt();
        }
        if (reductionPending) {
            reductionPending = false;
            long cwnd = s.cwndBytes();
            long reduced = Math.max(cwnd - (long) (cwnd * alpha / 2), 2L * s.mssBytes());
            Reason.Builder why = s.explaining() ? WindowReasons.start(ReasonKind.WINDOW_CUT, this, "ECN-Echo", s) : null;
            s.setSsthreshBytes(reduced);
            s.setCwndBytes(reduced);
            if (why != null) {
                String a = Numbers.format(alpha);
                why.input("alpha", alpha, "").input("g", params.g(), "");
                s.explain(WindowReasons.finish(why, s, "\u03b1 = " + a + " \u2192 cwnd " + mss(cwnd, s) + " \u00d7 (1 \u2212 " + a
                        + "/2) = " + mss(reduced, s) + " MSS"));
            }
            return;
        }
        long grown = ack.growthBytes();
        if (!ack.inRecovery() && grown > 0 && s.isCwndLimited()) {
            growth.grow(s, grown, 1.0);
        }
    }

    @Override
    public void onEcnEcho(CongestionState s) {
        reductionPending = true;
    }

    /** Linux's {@code dctcp_ssthresh}: cwnd*(1 - alpha/2), at least 2 MSS; the sender's PRR brings the window there. */
    @Override
    public long ssthreshAfterEcnEcho(CongestionState s) {
        long cwnd = s.cwndBytes();
        return Math.max(cwnd - (long) (cwnd * alpha / 2), 2L * s.mssBytes());
    }

    @Override
    public String explainEcnEcho(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        String a = Numbers.format(alpha);
        reason.input("alpha", alpha, "").input("g", params.g(), "");
        return "\u03b1 = " + a + " \u2192 ssthresh = cwnd " + mss(s.cwndBytes(), s) + " \u00d7 (1 \u2212 " + a + "/2) = "
                + mss(ssthreshBytes, s) + " MSS";
    }

    @Override
    public long ssthreshAfterLoss(CongestionState s) {
        return Math.max(s.cwndBytes() / 2, 2L * s.mssBytes());
    }

    @Override
    public String explainLoss(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        reason.input("alpha", alpha, "");
        return "loss halves as standard TCP: ssthresh = max(cwnd " + mss(s.cwndBytes(), s) + " / 2, 2) = " + mss(ssthreshBytes, s)
                + " MSS";
    }
}
