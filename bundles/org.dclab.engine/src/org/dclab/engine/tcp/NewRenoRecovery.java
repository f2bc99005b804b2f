package org.dclab.engine.tcp;

import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;
import org.dclab.engine.packet.Packet;

/**
 * NewReno fast retransmit and fast recovery (RFC 5681, RFC 6582) with window inflation and partial-ACK deflation,
 * go-back-N after a retransmission timeout, and the RFC 3168 rule that ECN-Echo is answered at most once per window
 * of data and not during loss recovery, by an immediate cut. Without SACK and PRR this is the papers' stack.
 */
final class NewRenoRecovery implements LossRecovery {
    private final TcpSender sender;
    private final CongestionWindow window;
    private final TcpConfig cfg;
    private final CongestionControl cc;
    private final CongestionState view;
    private final RetransmissionTimer timer;
    private final int mss;
    private int dupAcks;
    private boolean inRecovery;
    private boolean partialAckSeen;
    private long recoverSeq;
    private long ecnHighSeq = -1;

    NewRenoRecovery(TcpSender sender, CongestionWindow window, TcpConfig cfg, CongestionControl cc, CongestionState view,
            RetransmissionTimer timer) {
        this.sender = sender;
        this.window = window;
        this.cfg = cfg;
        this.cc = cc;
        this.view = view;
        this.timer = timer;
        this.mss = cfg.mssBytes();
    }

    @Override
    public boolean inRecovery() {
        return inRecovery;
    }

    /** Window inflation stands in for the pipe: the gate counts the whole flight. */
    @Override
    public long pipeBytes() {
        return sender.sndNxt() - sender.sndUna();
    }

    /** RFC 3042: bytes beyond cwnd that the first duplicate ACKs may release, 0 when limited transmit is off. */
    @Override
    public long limitedTransmitAllowance() {
        return cfg.limitedTransmit() && !inRecovery && dupAcks > 0 && dupAcks < cfg.dupAckThreshold() ? (long) dupAcks * mss : 0;
    }

    /** NewReno halves the whole flight, as this stack always has (limited transmit is off in the papers' stack). */
    @Override
    public long limitedTransmitBytes() {
        return 0;
    }

    @Override
    public void onAckArrived(Packet p) {
    }

    /**
     * Without a scoreboard nothing is known delivered before it is cumulatively acknowledged, and a duplicate ACK
     * tells nothing this stack counts: the papers' simulators (ns-2) grow and estimate α on the cumulative ACK.
     */
    @Override
    public long newlyDeliveredBytes(AckSample a) {
        return a.ackedBytes();
    }

    /**
     * Returns false while the retransmission timer must keep running from the first partial ACK (RFC 6582's
     * "impatient" variant), so a long recovery ends in a timeout rather than retransmitting one hole per RTT forever.
     */
    @Override
    public boolean onCumulativeAck(long ack, long acked) {
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

    @Override
    public void onDuplicateAck() {
        dupAcks++;
        if (inRecovery) {
            window.setCwndBytes(sender.cwndBytes() + mss);
        } else if (dupAcks == cfg.dupAckThreshold() && sender.sndUna() >= recoverSeq) {
            long ssthresh = Math.max(cc.ssthreshAfterLoss(view), 2L * mss);
            Reason.Builder why = view.explaining() ? SenderReasons.fastRetransmit(cc, view, dupAcks) : null;
            String formula = why == null ? null : cc.explainLoss(view, ssthresh, why);
            window.setSsthreshBytes(ssthresh);
            recoverSeq = sender.sndMax();
            inRecovery = true;
            partialAckSeen = false;
            ecnHighSeq = sender.sndMax();
            retransmitHead();
            window.setCwndBytes(ssthresh + (long) cfg.dupAckThreshold() * mss);
            cc.onEnterRecovery(view);
            if (why != null) {
                view.explain(WindowReasons.finish(why, view, SenderReasons.fastRetransmitText(view, dupAcks, formula, ssthresh)));
            }
            sender.notifyRecovery(true);
        }
    }

    /** RFC 6582 step 5: retransmit the next hole, deflate by the data acknowledged, add back one MSS. */
    private void partialAck(long acked) {
        retransmitHead();
        long before = sender.cwndBytes();
        long cwnd = before - acked;
        if (acked >= mss) {
            cwnd += mss;
        }
        window.setCwndBytes(Math.max(cwnd, mss));
        if (view.explaining()) {
            view.explain(SenderReasons.partialAck(cc, view, before, acked));
        }
        if (!partialAckSeen) {
            partialAckSeen = true;
            timer.restart();
        }
    }

    private void exit() {
        inRecovery = false;
        long flight = sender.sndNxt() - sender.sndUna();
        long before = sender.cwndBytes();
        window.setCwndBytes(Math.max(Math.min(sender.ssthreshBytes(), Math.max(flight, mss) + mss), mss));
        cc.onExitRecovery(view);
        if (view.explaining()) {
            view.explain(SenderReasons.exitRecovery(cc, view, before));
        }
        sender.notifyRecovery(false);
    }

    @Override
    public boolean beforeCongestionControl(AckSample a, boolean ece) {
        return ece && onEcnEcho();
    }

    @Override
    public void afterCongestionControl(AckSample a) {
    }

    /** Retransmissions leave at once from the ACK handling (fast retransmit, partial ACKs), never from here. */
    @Override
    public boolean retransmit(long nowPs) {
        return true;
    }

    @Override
    public void retransmitWithoutNewData(long nowPs) {
    }

    @Override
    public void onTransmit(long seq, int len, boolean retransmission) {
    }

    /** Resends the segment at snd.una (or the FIN), bypassing the window as fast retransmit must. */
    private void retransmitHead() {
        long una = sender.sndUna();
        long dataEnd = Math.min(sender.dataEndSeq(), sender.sndMax());
        if (una < dataEnd) {
            sender.retransmit(una, (int) Math.min(mss, dataEnd - una), false);
        } else if (una < sender.sndMax()) {
            // Only the FIN is outstanding.
            sender.retransmit(una, 0, false);
        }
    }

    /** Answers ECN-Echo if allowed now; returns true if the congestion control was told. */
    private boolean onEcnEcho() {
        if (inRecovery || sender.sndUna() <= ecnHighSeq) {
            return false;
        }
        cc.onEcnEcho(view);
        ecnHighSeq = sender.sndNxt();
        return true;
    }

    /** Go-back-N: snd.nxt returns to snd.una and every outstanding segment is sent again as the window opens. */
    @Override
    public void onTimeout(boolean firstExpiry) {
        Reason.Builder why = view.explaining()
                ? WindowReasons.start(ReasonKind.WINDOW_CUT, cc, "retransmission timeout", view)
                : null;
        String formula = null;
        if (firstExpiry) {
            long ssthresh = Math.max(cc.ssthreshAfterLoss(view), 2L * mss);
            formula = why == null ? null : cc.explainLoss(view, ssthresh, why);
            window.setSsthreshBytes(ssthresh);
        }
        window.setCwndBytes(mss);
        if (why != null) {
            view.explain(WindowReasons.finish(why, view, SenderReasons.timeoutText(view, formula)));
        }
        inRecovery = false;
        dupAcks = 0;
        recoverSeq = sender.sndMax();
        ecnHighSeq = sender.sndMax();
        sender.goBackN();
    }
}
