package org.dclab.engine.tcp;

/**
 * The sender's congestion-event bookkeeping: NewReno fast retransmit and fast recovery (RFC 5681, RFC 6582) with
 * window inflation and partial-ACK deflation, the state reset after a retransmission timeout, and the RFC 3168 rule
 * that ECN-Echo is answered at most once per window of data and not during loss recovery. How far the window is
 * cut is the congestion control's decision; when, and what is retransmitted, is decided here.
 */
final class LossRecovery {
    private final TcpSender sender;
    private final TcpConfig cfg;
    private final CongestionControl cc;
    private final CongestionState view;
    private final int mss;
    private int dupAcks;
    private boolean inRecovery;
    private boolean partialAckSeen;
    private long recoverSeq;
    private long ecnHighSeq = -1;

    LossRecovery(TcpSender sender, TcpConfig cfg, CongestionControl cc, CongestionState view) {
        this.sender = sender;
        this.cfg = cfg;
        this.cc = cc;
        this.view = view;
        this.mss = cfg.mssBytes();
    }

    boolean inRecovery() {
        return inRecovery;
    }

    /** RFC 3042: bytes beyond cwnd that the first duplicate ACKs may release, 0 when limited transmit is off. */
    long limitedTransmitAllowance() {
        return cfg.limitedTransmit() && !inRecovery && dupAcks > 0 && dupAcks < cfg.dupAckThreshold() ? (long) dupAcks * mss : 0;
    }

    /**
     * A cumulative ACK moved snd.una forward by {@code acked} bytes (already applied). Returns false while the
     * retransmission timer must keep running from the first partial ACK (RFC 6582's "impatient" variant), so a
     * long recovery ends in a timeout rather than retransmitting one hole per RTT forever.
     */
    boolean onCumulativeAck(long ack, long acked) {
        if (inRecovery) {
            if (ack >= recoverSeq) {
                exit();
            } else {
                partialAck(acked);
            }
        }
        dupAcks = 0;
        return !(inRecovery && partialAckSeen);
    }

    void onDuplicateAck() {
        dupAcks++;
        if (inRecovery) {
            sender.setCwndRaw(sender.cwndBytes() + mss);
        } else if (dupAcks == cfg.dupAckThreshold() && sender.sndUna() >= recoverSeq) {
            long ssthresh = Math.max(cc.ssthreshAfterLoss(view), 2L * mss);
            sender.setSsthreshRaw(ssthresh);
            recoverSeq = sender.sndMax();
            inRecovery = true;
            partialAckSeen = false;
            ecnHighSeq = sender.sndMax();
            sender.retransmitHead();
            sender.setCwndRaw(ssthresh + (long) cfg.dupAckThreshold() * mss);
            cc.onEnterRecovery(view);
            sender.notifyRecovery(true);
        }
    }

    /** RFC 6582 step 5: retransmit the next hole, deflate by the data acknowledged, add back one MSS. */
    private void partialAck(long acked) {
        sender.retransmitHead();
        long cwnd = sender.cwndBytes() - acked;
        if (acked >= mss) {
            cwnd += mss;
        }
        sender.setCwndRaw(Math.max(cwnd, mss));
        if (!partialAckSeen) {
            partialAckSeen = true;
            sender.restartRetransmitTimer();
        }
    }

    private void exit() {
        inRecovery = false;
        long flight = sender.sndNxt() - sender.sndUna();
        sender.setCwndRaw(Math.max(Math.min(sender.ssthreshBytes(), Math.max(flight, mss) + mss), mss));
        cc.onExitRecovery(view);
        sender.notifyRecovery(false);
    }

    /** Answers ECN-Echo if allowed now; returns true if the congestion control was told. */
    boolean onEcnEcho() {
        if (inRecovery || sender.sndUna() <= ecnHighSeq) {
            return false;
        }
        cc.onEcnEcho(view);
        ecnHighSeq = sender.sndNxt();
        return true;
    }

    /** The retransmission timer expired: one MSS of window, ssthresh from the control on the first expiry only. */
    void onTimeout(boolean firstExpiry) {
        if (firstExpiry) {
            sender.setSsthreshRaw(Math.max(cc.ssthreshAfterLoss(view), 2L * mss));
        }
        sender.setCwndRaw(mss);
        inRecovery = false;
        dupAcks = 0;
        recoverSeq = sender.sndMax();
        ecnHighSeq = sender.sndMax();
    }
}
