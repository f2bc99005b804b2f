package org.dclab.engine.tcp;

import org.dclab.engine.core.Time;
import org.dclab.engine.core.Timer;

/**
 * The tail loss probe (RFC 8985 section 7, Linux's {@code tcp_schedule_loss_probe} and {@code tcp_send_loss_probe}):
 * when no ACK has come for 2 SRTT plus a margin (the minimum RTO, standing for a delayed ACK, when one segment is in
 * flight; Linux's 2 ms otherwise), one segment goes out, new data if the receiver's window allows, else the highest
 * segment again, so that its ACK carries the SACK from which RACK finds the losses at the tail, instead of waiting
 * for the retransmission timer. At most one probe until an ACK covers it; none when the timer would fire first.
 * The deadline moves with every ACK but the timer is re-armed only when it fires early, so a probe costs no event
 * per ACK.
 */
final class TailLossProbe {
    /** Linux's TCP_TIMEOUT_MIN: the margin with more than one segment in flight. */
    private static final long MARGIN_PS = Time.fromMillis(2);
    /** RFC 8985's PTO before any RTT sample: TCP_TIMEOUT_INIT, 1 s. */
    private static final long INITIAL_PTO_PS = Time.fromSeconds(1);

    private final TcpSender sender;
    private final Scoreboard board;
    private final Timer timer;
    private final long minRtoPs;
    private long deadlinePs = -1;
    private long probeHighSeq = -1;

    TailLossProbe(TcpSender sender, Scoreboard board, long minRtoPs) {
        this.sender = sender;
        this.board = board;
        this.minRtoPs = minRtoPs;
        this.timer = new Timer(sender.host().simulator(), this::fire);
    }

    /** After a transmission or an ACK: a probe is due one PTO from now, if {@code eligible} (open, with SACK). */
    void schedule(boolean eligible) {
        if (probeHighSeq >= 0 && sender.sndUna() >= probeHighSeq) {
            probeHighSeq = -1;
        }
        if (!eligible || board.outBytes() == 0 || probeHighSeq >= 0) {
            deadlinePs = -1;
            return;
        }
        long now = sender.nowPs();
        long srtt = sender.rtt().srttPs();
        long pto = srtt < 0 ? INITIAL_PTO_PS : 2 * srtt + (board.segments() == 1 ? minRtoPs : MARGIN_PS);
        long rtoDeadline = sender.retransmissionDeadlinePs();
        if (rtoDeadline >= 0 && now + pto >= rtoDeadline) {
            deadlinePs = -1;
            return;
        }
        deadlinePs = now + pto;
        if (!timer.isArmed()) {
            timer.arm(deadlinePs);
        }
    }

    void cancel() {
        deadlinePs = -1;
    }

    private void fire() {
        if (deadlinePs < 0) {
            return;
        }
        long now = sender.nowPs();
        if (now < deadlinePs) {
            timer.arm(deadlinePs);
            return;
        }
        deadlinePs = -1;
        if (!sender.sendProbeSegment()) {
            int k = board.segments() - 1;
            long seq = board.startOf(k);
            sender.retransmit(seq, (int) (board.endOf(k) - seq), true);
            board.markRetransmitted(k, now);
        }
        probeHighSeq = sender.sndNxt();
    }
}
