package org.dclab.engine.tcp;

import static org.dclab.engine.tcp.WindowReasons.mss;

import org.dclab.engine.api.TransportType;
import org.dclab.engine.explain.Reason;

/**
 * Reno window arithmetic (RFC 5681), to be used with the sender's NewReno recovery (RFC 6582) or a scoreboard. The
 * window grows on the data each ACK newly delivered by the connection's {@link GrowthRule}: with byte counting
 * (RFC 3465) slow start adds at most 2 MSS per ACK and congestion avoidance one MSS per window of delivered data,
 * whatever the ACK ratio; per ACK (RFC 5681) slow start adds at most one MSS per ACK and congestion avoidance
 * MSS*MSS/cwnd (eq. 3), so with delayed ACKs the window gains 1/b MSS per RTT, b being the segments per ACK, as in
 * the Mathis model; Linux's rule is
 * {@link WindowIncrease}'s. Loss halves the window or the flight, as the {@link SsthreshRule} says, with a floor of
 * 2 MSS.
 */
public final class NewReno implements CongestionControl {
    /**
     * NewReno without ECN: loss is the only signal. Like every Reno-style transport here it grows by the connection's
     * growth rule (byte counting in the papers' stack, Linux's in the Linux stack), so transports compared with one
     * another differ only in how they react to congestion, not in how delayed ACKs slow their increase.
     */
    public static final TransportType TYPE = TransportType.builder("newreno", "NewReno")
            .summary("NewReno (RFC 5681, RFC 6582): halves on loss, grows by one segment per round trip")
            .factory((v, connection) -> NewReno::new).build();

    /** "ECN TCP" (RFC 3168): NewReno that halves once per window on ECN-Echo as on a loss, without retransmitting. */
    public static final TransportType ECN_TYPE = TransportType.builder("ecn-newreno", "ECN NewReno")
            .summary("NewReno with ECN (RFC 3168): halves once per window on ECN-Echo as on a loss")
            .ecn(true).factory((v, connection) -> NewReno::new).build();

    /** Remainder of MSS*MSS not yet turned into whole bytes of window, so small increments are not lost. */
    private long creditBytes;
    private final WindowIncrease linux = new WindowIncrease();

    @Override
    public String name() {
        return "newreno";
    }

    @Override
    public String displayName() {
        return "NewReno";
    }

    @Override
    public void onAck(CongestionState s, AckSample ack) {
        long delivered = ack.growthBytes();
        if (ack.inRecovery() || delivered <= 0 || !s.isCwndLimited()) {
            return;
        }
        GrowthRule rule = s.growthRule();
        if (rule == GrowthRule.LINUX) {
            linux.grow(s, delivered, 1.0);
            return;
        }
        long cwnd = s.cwndBytes();
        int mss = s.mssBytes();
        if (cwnd < s.ssthreshBytes()) {
            // Not held at ssthresh, unlike WindowIncrease's slow start: the papers' runs were made this way.
            s.setCwndBytes(cwnd + Math.min(delivered, (rule == GrowthRule.PER_ACK ? 1L : 2L) * mss));
            return;
        }
        creditBytes += (long) mss * (rule == GrowthRule.BYTE_COUNTING ? delivered : mss);
        long inc = creditBytes / cwnd;
        creditBytes -= inc * cwnd;
        s.setCwndBytes(cwnd + inc);
    }

    @Override
    public long ssthreshAfterLoss(CongestionState s) {
        return Math.max(s.ssthreshRule().baseBytes(s) / 2, 2L * s.mssBytes());
    }

    @Override
    public String explainLoss(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        SsthreshRule rule = s.ssthreshRule();
        return "ssthresh = max(" + rule.symbol() + " " + mss(rule.baseBytes(s), s) + " / 2, 2) = " + mss(ssthreshBytes, s) + " MSS";
    }
}
