package org.dclab.engine.tcp;

import static org.dclab.engine.tcp.WindowReasons.mss;

import org.dclab.engine.explain.Reason;

/**
 * Reno window arithmetic (RFC 5681), to be used with the sender's NewReno recovery (RFC 6582). Slow start grows
 * by the bytes acknowledged, at most 2 MSS per ACK (RFC 3465, L = 2); congestion avoidance grows by
 * MSS*MSS/cwnd per ACK (RFC 5681 eq. 3), so with delayed ACKs the window gains 1/b MSS per RTT, b being the
 * segments per ACK, as in the Mathis model. With byte counting (RFC 3465, and Linux's {@code tcp_cong_avoid_ai},
 * which counts acknowledged segments) congestion avoidance instead grows by MSS*acked/cwnd, one MSS per window
 * whatever the ACK ratio. Loss halves the flight size, with a floor of 2 MSS.
 */
public final class NewReno implements CongestionControl {
    private final boolean byteCounting;
    /** Remainder of MSS*MSS not yet turned into whole bytes of window, so small increments are not lost. */
    private long creditBytes;

    /** Per-ACK growth of RFC 5681 eq. 3. */
    public NewReno() {
        this(false);
    }

    /** @param byteCounting grow by the bytes acknowledged in congestion avoidance too, as Linux does */
    public NewReno(boolean byteCounting) {
        this.byteCounting = byteCounting;
    }

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
        if (ack.inRecovery() || ack.ackedBytes() <= 0 || !s.isCwndLimited()) {
            return;
        }
        long cwnd = s.cwndBytes();
        int mss = s.mssBytes();
        if (cwnd < s.ssthreshBytes()) {
            s.setCwndBytes(cwnd + Math.min(ack.ackedBytes(), 2L * mss));
            return;
        }
        creditBytes += (long) mss * (byteCounting ? ack.ackedBytes() : mss);
        long inc = creditBytes / cwnd;
        creditBytes -= inc * cwnd;
        s.setCwndBytes(cwnd + inc);
    }

    @Override
    public long ssthreshAfterLoss(CongestionState s) {
        return Math.max(s.bytesInFlight() / 2, 2L * s.mssBytes());
    }

    @Override
    public String explainLoss(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        return "ssthresh = max(flight " + mss(s.bytesInFlight(), s) + " / 2, 2) = " + mss(ssthreshBytes, s) + " MSS";
    }
}
