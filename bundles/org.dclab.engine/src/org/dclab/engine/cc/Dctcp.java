package org.dclab.engine.cc;

import static org.dclab.engine.tcp.WindowReasons.mss;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.Range;
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
 * DCTCP sender (Alizadeh et al., SIGCOMM 2010; RFC 8257). Once per window of data the fraction F of newly delivered
 * bytes that carried ECN-Echo updates {@code alpha <- (1 - g)*alpha + g*F} ({@link MarkedFraction}); on ECN-Echo (at most once per window,
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

    /** g, which GEMINI shares: one value serves both in a scenario that switches between them. */
    public static final Parameter G = Parameter.real("dctcp", "g", "g", "weight of the newest window's marked fraction in \u03b1", "",
            Params.G, Params.DEFAULTS.g());

    /** DCTCP negotiates and needs ECN, and its receiver echoes each segment's CE bit. */
    public static final TransportType TYPE = TransportType.builder("dctcp", "DCTCP")
            .summary("DCTCP (Alizadeh et al., SIGCOMM 2010; RFC 8257): cuts by \u03b1/2, \u03b1 the fraction of marked bytes")
            .needsEcn(true).echo(DctcpEcnEcho::new).parameters(G)
            .factory((values, connection) -> {
                Params p = new Params(values.real(G.name()), Params.DEFAULTS.initialAlpha());
                return () -> new Dctcp(p);
            }).build();

    private final Params params;
    private final WindowIncrease growth = new WindowIncrease();
    private final MarkedFraction marked;
    private long windowEndSeq;
    private boolean reductionPending;

    public Dctcp() {
        this(Params.DEFAULTS);
    }

    public Dctcp(Params params) {
        this.params = params;
        this.marked = new MarkedFraction(params.g(), params.initialAlpha());
    }

    @Override
    public String name() {
        return TYPE.key();
    }

    @Override
    public String displayName() {
        return TYPE.label();
    }

    /** The current estimate of the fraction of marked bytes. */
    @Override
    public double alpha() {
        return marked.alpha();
    }

    @Override
    public void init(CongestionState s) {
        windowEndSeq = s.sndNxt();
    }

    @Override
    public void onAck(CongestionState s, AckSample ack) {
        marked.count(ack);
        if (ack.ackedBytes() > 0 && marked.hasData() && s.sndUna() >= windowEndSeq) {
            marked.endWindow();
            windowEndSeq = s.sndNxt();
        }
        if (reductionPending) {
            reductionPending = false;
            double alpha = marked.alpha();
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
        return Math.max(cwnd - (long) (cwnd * marked.alpha() / 2), 2L * s.mssBytes());
    }

    @Override
    public String explainEcnEcho(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        double alpha = marked.alpha();
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
        reason.input("alpha", marked.alpha(), "");
        return "loss halves as standard TCP: ssthresh = max(cwnd " + mss(s.cwndBytes(), s) + " / 2, 2) = " + mss(ssthreshBytes, s)
                + " MSS";
    }
}
