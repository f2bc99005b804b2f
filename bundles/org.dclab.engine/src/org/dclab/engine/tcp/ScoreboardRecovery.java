package org.dclab.engine.tcp;

import org.dclab.engine.core.Timer;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;
import org.dclab.engine.packet.Packet;

/**
 * Loss recovery on a scoreboard, as Linux runs it: with SACK, RFC 6675 (losses by IsLost, retransmissions by
 * NextSeg's first rule, sending gated on the pipe); without SACK, NewReno's rule that the segment at snd.una is lost
 * on the third duplicate ACK and on every partial ACK, each duplicate ACK standing for one delivered segment. The
 * window comes down by PRR (RFC 6937) in fast recovery and after ECN-Echo (Linux's CWR state), or, with PRR off, to
 * ssthresh at once (RFC 6675 step 4.2) with ECN-Echo cutting as RFC 3168 says. After a timeout every segment not
 * SACKed is retransmitted once, in order, as slow start opens the window (no go-back-N over SACKed data).
 * <p>
 * With {@link TcpConfig#rack} and SACK, losses are also found by time (RFC 8985, {@link Rack}), lost retransmissions
 * included, and with {@link TcpConfig#tailLossProbe} a silent tail is probed ({@link TailLossProbe}). NextSeg's rules 3 and 4
 * (RFC 6675) retransmit, once there is no new data to send, unSACKed data below the highest SACK and one "rescue"
 * segment at the tail per recovery. Differences from Linux, by design: no undo of spurious recoveries (DSACK, Eifel,
 * F-RTO), no reordering detection (RACK's reordering window stays at its initial size), no reduction after a probe
 * that repaired a lone loss (RFC 8985 7.4), and Linux leaves NextSeg's rules 3 and 4 to RACK and the probe.
 */
final class ScoreboardRecovery implements LossRecovery {
    private enum Phase {
        OPEN, CWR, RECOVERY, LOSS
    }

    private final TcpSender sender;
    private final CongestionWindow window;
    private final TcpConfig cfg;
    private final CongestionControl cc;
    private final CongestionState view;
    private final Scoreboard board = new Scoreboard();
    private final Prr prr;
    private final Rack rack;
    private final Timer reorderTimer;
    private final TailLossProbe probe;
    private final long[] reorderWaitPs = new long[1];
    private Phase phase = Phase.OPEN;
    /** Linux's high_seq: the reduction or recovery ends once snd.una passes it. */
    private long highSeq;
    private long ecnHighSeq = -1;
    private int dupAcks;
    private long limitedTransmitBytes;
    private boolean forceRetransmit;
    private boolean enteringCwr;
    /** RFC 6675's RescueRxt: no rescue retransmission until snd.una passes it. */
    private long rescueRxt = -1;
    /** Bytes the window gate grants beyond cwnd: one segment while the tail loss probe sends. */
    private long beyondWindowBytes;

    // Facts of the ACK being processed.
    private long outBefore;
    private long sackedBefore;
    private boolean sackSeen;
    private boolean unaAdvanced;
    private long newlyLostBytes;
    private long deliveredBytes;

    ScoreboardRecovery(TcpSender sender, CongestionWindow window, TcpConfig cfg, CongestionControl cc, CongestionState view,
            RetransmissionTimer timer) {
        this.sender = sender;
        this.window = window;
        this.cfg = cfg;
        this.cc = cc;
        this.view = view;
        this.prr = cfg.prr() ? new Prr(cfg.prrBound()) : null;
        this.rack = cfg.rack() ? new Rack() : null;
        this.reorderTimer = cfg.rack() ? new Timer(sender.host().simulator(), this::onReorderTimeout) : null;
        this.probe = cfg.tailLossProbe() ? new TailLossProbe(this, sender, board, timer, cfg.minRtoPs()) : null;
    }

    @Override
    public boolean inRecovery() {
        return phase == Phase.RECOVERY;
    }

    /** Without limited transmit, duplicate ACKs open no room before recovery starts: the gate counts the flight. */
    @Override
    public long pipeBytes() {
        if (phase == Phase.OPEN && !cfg.limitedTransmit()) {
            return sender.sndNxt() - sender.sndUna();
        }
        return board.pipeBytes();
    }

    /** Limited transmit comes from the pipe; what may go beyond cwnd is only the tail loss probe's segment. */
    @Override
    public long limitedTransmitAllowance() {
        return beyondWindowBytes;
    }

    void allowBeyondWindow(long bytes) {
        beyondWindowBytes = bytes;
    }

    @Override
    public long limitedTransmitBytes() {
        return limitedTransmitBytes;
    }

    @Override
    public void onAckArrived(Packet p) {
        board.beginAck();
        outBefore = board.outBytes();
        sackedBefore = board.sackedBytes();
        unaAdvanced = false;
        newlyLostBytes = 0;
        sackSeen = sender.sackNegotiated() && p.sackBlockCount() > 0;
        if (sackSeen) {
            for (int i = 0; i < p.sackBlockCount(); i++) {
                board.sack(p.sackStart(i), p.sackEnd(i));
            }
        }
    }

    /** RFC 6298 (5.3): every ACK of new data restarts the timer, in recovery too. */
    @Override
    public boolean onCumulativeAck(long ack, long acked) {
        long outPrior = board.outBytes();
        board.ackTo(ack);
        if (!sender.sackNegotiated()) {
            board.removeDuplicateAcks(outPrior - board.outBytes(), sender.mssBytes());
        }
        unaAdvanced = true;
        dupAcks = 0;
        limitedTransmitBytes = 0;
        return true;
    }

    @Override
    public void onDuplicateAck() {
        dupAcks++;
        if (!sender.sackNegotiated()) {
            board.addDuplicateAck(sender.mssBytes());
        }
    }

    @Override
    public boolean beforeCongestionControl(AckSample a, boolean ece) {
        int mss = sender.mssBytes();
        if (sackSeen) {
            newlyLostBytes = board.markLost(cfg.dupAckThreshold(), mss);
        } else if (!sender.sackNegotiated() && phase == Phase.RECOVERY && unaAdvanced) {
            newlyLostBytes = board.markHeadLost();
        }
        // As Linux, whose connections without SACK find losses by NewReno's rule alone: a cumulative ACK cannot tell
        // RACK which later-sent segment arrived, and taking a retransmission for it would declare the window lost.
        if (rack != null && sender.sackNegotiated()) {
            rack.onAck(board, sender.nowPs(), sender.rtt().minRttPs());
            if (sackSeen || phase != Phase.OPEN) {
                newlyLostBytes += detectByTime();
            }
        }
        deliveredBytes = (outBefore - board.outBytes()) + (board.sackedBytes() - sackedBefore);
        endPhase();
        if ((phase == Phase.OPEN || phase == Phase.CWR) && lossDetected()) {
            enterRecovery();
        }
        boolean cwr = false;
        if (ece && phase == Phase.OPEN && sender.sndUna() > ecnHighSeq) {
            if (prr != null && cc.reducesOnEcnEcho()) {
                enteringCwr = true;
            } else {
                cc.onEcnEcho(view);
                ecnHighSeq = sender.sndNxt();
            }
            cwr = true;
        }
        a.inRecovery = phase == Phase.RECOVERY || phase == Phase.CWR || enteringCwr;
        return cwr;
    }

    /**
     * What left the scoreboard's unSACKed data or joined its SACKed data on this ACK: a segment SACKed before and
     * acknowledged now leaves both and counts nothing, so data SACKed before a timeout is not counted again by the
     * cumulative ACK after it. Without SACK the duplicate ACKs' presumed deliveries count as Linux's do.
     */
    @Override
    public long newlyDeliveredBytes(AckSample a) {
        return deliveredBytes;
    }

    @Override
    public void afterCongestionControl(AckSample a) {
        if (enteringCwr) {
            enteringCwr = false;
            enterCwr();
        }
        if (prr != null && (phase == Phase.RECOVERY || phase == Phase.CWR) && deliveredBytes > 0
                && !cc.controlsWindowInRecovery()) {
            long pipe = board.pipeBytes();
            long sndcnt = prr.sendQuota(deliveredBytes, pipe, unaAdvanced && newlyLostBytes == 0, sender.mssBytes());
            window.setCwndBytes(pipe + sndcnt);
        }
        scheduleProbe();
    }

    private void scheduleProbe() {
        if (probe != null) {
            probe.schedule((phase == Phase.OPEN || phase == Phase.CWR) && sender.sackNegotiated());
        }
    }

    @Override
    public boolean retransmit(long nowPs) {
        while (true) {
            int k = board.nextLost();
            if (k < 0) {
                return true;
            }
            long seq = board.startOf(k);
            int len = (int) (board.endOf(k) - seq);
            if (!forceRetransmit && board.pipeBytes() + len > sender.cwndBytes()) {
                sender.noteWindowLimited();
                return false;
            }
            if (!sender.pacer().mayTransmit(nowPs)) {
                return false;
            }
            forceRetransmit = false;
            sender.retransmit(seq, len, true);
            board.markRetransmitted(k, nowPs);
            if (prr != null && phase != Phase.OPEN && phase != Phase.LOSS) {
                prr.onSent(len);
            }
        }
    }

    /** NextSeg rules 3 and 4, in fast recovery, as far as the window allows. */
    @Override
    public void retransmitWithoutNewData(long nowPs) {
        if (phase != Phase.RECOVERY || !sender.sackNegotiated()) {
            return;
        }
        while (true) {
            int k = board.nextUnsackedBelowSack();
            boolean rescue = false;
            if (k < 0) {
                if (sender.sndUna() <= rescueRxt) {
                    return;
                }
                k = board.highestUnsacked();
                rescue = true;
                if (k < 0) {
                    return;
                }
            }
            long seq = board.startOf(k);
            int len = (int) (board.endOf(k) - seq);
            if (board.pipeBytes() + len > sender.cwndBytes() || !sender.pacer().mayTransmit(nowPs)) {
                return;
            }
            if (rescue) {
                rescueRxt = highSeq;
            }
            sender.retransmit(seq, len, true);
            board.markRetransmitted(k, nowPs);
            if (prr != null) {
                prr.onSent(len);
            }
            if (rescue) {
                return;
            }
        }
    }

    @Override
    public void onTransmit(long seq, int len, boolean retransmission) {
        if (!retransmission) {
            board.append(seq, seq + len, sender.nowPs());
            scheduleProbe();
        }
        if (phase == Phase.OPEN && dupAcks > 0) {
            limitedTransmitBytes += len;
        } else if (prr != null && (phase == Phase.RECOVERY || phase == Phase.CWR)) {
            prr.onSent(len);
        }
    }

    /** Linux's {@code tcp_enter_loss}: all that is not SACKed is lost, and no fast recovery until high_seq is acked. */
    @Override
    public void onTimeout(boolean firstExpiry) {
        Reason.Builder why = view.explaining() ? WindowReasons.start(ReasonKind.WINDOW_CUT, cc, "retransmission timeout", view) : null;
        String formula = null;
        if (firstExpiry) {
            long ssthresh = Math.max(cc.ssthreshAfterLoss(view), 2L * sender.mssBytes());
            formula = why == null ? null : cc.explainLoss(view, ssthresh, why);
            window.setSsthreshBytes(ssthresh);
        }
        window.setCwndBytes(sender.mssBytes());
        if (why != null) {
            view.explain(WindowReasons.finish(why, view, SenderReasons.timeoutText(view, formula)));
        }
        board.markAllLost();
        if (!sender.sackNegotiated()) {
            board.clearDuplicateAcks();
        }
        phase = Phase.LOSS;
        highSeq = sender.sndMax();
        ecnHighSeq = sender.sndMax();
        dupAcks = 0;
        limitedTransmitBytes = 0;
        forceRetransmit = false;
        enteringCwr = false;
        if (reorderTimer != null) {
            reorderTimer.disarm();
        }
        if (probe != null) {
            probe.cancel();
        }
        if (board.segments() == 0) {
            // Only the FIN is outstanding: the sender's own path sends it again.
            sender.goBackN();
        }
    }

    private boolean lossDetected() {
        if (sender.sackNegotiated()) {
            return dupAcks >= cfg.dupAckThreshold() || board.headLost() || (rack != null && board.lostBytes() > 0);
        }
        return dupAcks >= cfg.dupAckThreshold() && board.markHeadLost() > 0;
    }

    /** RACK's marking now, and its timer for the segments whose time is not up yet. */
    private long detectByTime() {
        long marked = rack.detect(board, sender.nowPs(), reorderingWindowPs(), reorderWaitPs);
        if (reorderWaitPs[0] >= 0) {
            reorderTimer.armAfter(reorderWaitPs[0]);
        } else {
            reorderTimer.disarm();
        }
        return marked;
    }

    /**
     * Linux's {@code tcp_rack_reo_wnd} where no reordering has been seen: none in recovery or once DupThresh
     * segments are SACKed, else a quarter of the minimum RTT, at most the smoothed RTT. (Reordering is not
     * detected, so the window never widens.)
     */
    private long reorderingWindowPs() {
        if (phase == Phase.RECOVERY || phase == Phase.LOSS
                || board.sackedBytes() >= (long) cfg.dupAckThreshold() * sender.mssBytes()) {
            return 0;
        }
        long minRtt = sender.rtt().minRttPs();
        return minRtt < 0 ? 0 : Math.min(minRtt / 4, Math.max(sender.rtt().srttPs(), 0));
    }

    /**
     * The reordering timer: segments whose time is now up are lost; as Linux's {@code tcp_rack_reo_timeout}, this
     * starts recovery (its PRR step counting one segment delivered, which lets the retransmission go) and sends.
     */
    private void onReorderTimeout() {
        if (detectByTime() == 0) {
            return;
        }
        if (phase == Phase.OPEN || phase == Phase.CWR) {
            enterRecovery();
            if (prr != null && !cc.controlsWindowInRecovery()) {
                long pipe = board.pipeBytes();
                window.setCwndBytes(pipe + prr.sendQuota(sender.mssBytes(), pipe, false, sender.mssBytes()));
            }
        }
        sender.resume();
    }

    /** Leaves CWR once snd.una passes high_seq, recovery and loss once it reaches it. */
    private void endPhase() {
        long una = sender.sndUna();
        switch (phase) {
            case CWR -> {
                if (una > highSeq) {
                    window.setCwndBytes(sender.ssthreshBytes());
                    phase = Phase.OPEN;
                }
            }
            case RECOVERY -> {
                if (una >= highSeq) {
                    exitRecovery();
                }
            }
            case LOSS -> {
                if (una >= highSeq) {
                    phase = Phase.OPEN;
                    if (!sender.sackNegotiated()) {
                        board.clearDuplicateAcks();
                    }
                }
            }
            default -> {
            }
        }
    }

    /**
     * RFC 6675 step 4 (Linux's {@code tcp_enter_recovery}): ssthresh from the control, unless an ECN reduction is
     * already under way, which the recovery continues.
     */
    private void enterRecovery() {
        int mss = sender.mssBytes();
        Reason.Builder why = null;
        String formula = null;
        if (phase != Phase.CWR) {
            long ssthresh = Math.max(cc.ssthreshAfterLoss(view), 2L * mss);
            why = view.explaining() ? SenderReasons.fastRetransmit(cc, view, dupAcks) : null;
            formula = why == null ? null : cc.explainLoss(view, ssthresh, why);
            window.setSsthreshBytes(ssthresh);
            highSeq = sender.sndNxt();
            if (prr != null) {
                prr.start(ssthresh, sender.cwndBytes());
            } else {
                window.setCwndBytes(ssthresh);
                forceRetransmit = true;
            }
        }
        phase = Phase.RECOVERY;
        ecnHighSeq = sender.sndMax();
        cc.onEnterRecovery(view);
        if (why != null) {
            view.explain(WindowReasons.finish(why, view, SenderReasons.recoveryText(view, dupAcks, formula, prr != null)));
        }
        sender.notifyRecovery(true);
    }

    private void exitRecovery() {
        phase = Phase.OPEN;
        if (!sender.sackNegotiated()) {
            board.clearDuplicateAcks();
        }
        if (!cc.controlsWindowInRecovery()) {
            window.setCwndBytes(sender.ssthreshBytes());
        }
        cc.onExitRecovery(view);
        sender.notifyRecovery(false);
    }

    /** RFC 3168 section 6.1.2 as Linux's CWR state: ssthresh now, the window down by PRR over the next round trip. */
    private void enterCwr() {
        long cwnd = sender.cwndBytes();
        long ssthresh = Math.max(cc.ssthreshAfterEcnEcho(view), 2L * sender.mssBytes());
        Reason.Builder why = view.explaining() ? WindowReasons.start(ReasonKind.WINDOW_CUT, cc, "ECN-Echo (RFC 3168, PRR)", view) : null;
        String formula = why == null ? null : cc.explainEcnEcho(view, ssthresh, why);
        window.setSsthreshBytes(ssthresh);
        prr.start(ssthresh, cwnd);
        highSeq = sender.sndNxt();
        ecnHighSeq = highSeq;
        phase = Phase.CWR;
        if (why != null) {
            view.explain(WindowReasons.finish(why, view, "ECN-Echo \u2192 " + formula + "; PRR brings cwnd down to it over a round trip"));
        }
    }
}
