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
import org.dclab.engine.tcp.WindowIncrease;

/**
 * Scalable TCP (Kelly 2003) as Linux's {@code tcp_scalable.c} runs it: in congestion avoidance each segment delivered
 * adds max(a, 1/cwnd) segments, so the window grows by a fraction a of itself per round trip once it is above 1/a
 * segments and as Reno's below; a congestion event keeps 1 − b of the window. Growth and cut are both proportional
 * to the window, so the round trips it takes to win back a cut, ln(1/(1 − b)) / ln(1 + a), do not depend on the
 * window (Reno's grow with it). Slow start and recovery are Reno's.
 */
public final class Scalable implements CongestionControl {

    /** a: more than nothing, at most a segment per segment (slow start's rate). */
    public static final Range.Real INCREASE = Range.real(0, false, 1, true);
    /** b: a share of the window, neither none nor all of it. */
    public static final Range.Real DECREASE = Range.real(0, false, 1, false);

    public static final Parameter A = Parameter.real("scalable", "a", "a",
            "segments added per segment delivered in congestion avoidance, above 1/a segments", "", INCREASE, 0.01);
    public static final Parameter B = Parameter.real("scalable", "b", "b", "share of the window given up at a congestion event", "",
            DECREASE, 0.125);

    public static final TransportType TYPE = TransportType.builder("scalable", "Scalable")
            .summary("Scalable TCP (Kelly 2003): multiplicative increase a per segment, decrease b, as Linux's tcp_scalable")
            .parameters(A, B)
            .factory((v, connection) -> {
                double a = v.real(A.name());
                double b = v.real(B.name());
                return () -> new Scalable(a, b);
            }).build();

    private final double a;
    private final double b;
    private final WindowIncrease slowStart = new WindowIncrease();
    private double creditBytes;

    public Scalable(double a, double b) {
        this.a = INCREASE.check("scalable: a", a);
        this.b = DECREASE.check("scalable: b", b);
    }

    @Override
    public String name() {
        return TYPE.key();
    }

    @Override
    public String displayName() {
        return TYPE.label();
    }

    @Override
    public void onAck(CongestionState s, AckSample ack) {
        long delivered = ack.growthBytes();
        if (ack.inRecovery() || delivered <= 0 || !s.isCwndLimited()) {
            return;
        }
        if (s.cwndBytes() < s.ssthreshBytes()) {
            slowStart.grow(s, delivered, 1.0);
            return;
        }
        long cwnd = s.cwndBytes();
        creditBytes += delivered * Math.max(a, (double) s.mssBytes() / cwnd);
        long whole = (long) creditBytes;
        if (whole > 0) {
            creditBytes -= whole;
            s.setCwndBytes(cwnd + whole);
        }
    }

    @Override
    public long ssthreshAfterLoss(CongestionState s) {
        creditBytes = 0;
        return Math.max((long) (s.cwndBytes() * (1 - b)), 2L * s.mssBytes());
    }

    @Override
    public String explainLoss(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        reason.input("b", b, "");
        return "ssthresh = cwnd " + mss(s.cwndBytes(), s) + " \u00d7 (1 \u2212 b " + Numbers.format(b) + ") = " + mss(ssthreshBytes, s)
                + " MSS";
    }
}
