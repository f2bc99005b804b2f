package org.dclab.engine.tcp;

import org.dclab.engine.core.Time;

/**
 * The tail loss probe (RFC 8985 section 7, Linux's {@code tcp_schedule_loss_probe} and {@code tcp_send_loss_probe}):
 * when no ACK has come for 2 SRTT plus a margin (the minimum RTO, standing for a delayed ACK, when one segment is in
 * flight; Linux's 2 ms otherwise), one segment goes out, new data if the receiver's window allows, else the highest
 * segment again, so that its ACK carries the SACK from which RACK finds the losses at the tail, instead of waiting
 * for the retransmission timer. At most one probe until an ACK covers it; none when the timer would fire first.
 * The probe rides on the retransmission timer, as in Linux, and its deadline follows the last ACK or transmission
 * lazily: each costs two field writes, and the timer is moved only when it fires early.
 */
final class TailLossProbe {
    /** Linux's TCP_TIMEOUT_MIN: the margin with more than one segment in flight. */
    private static final long MARGIN_PS = Time.fromMillis(2);
    /** RFC 8985's PTO before any RTT sample: TCP_TIMEOUT_INIT, 1 s. */
    private static final long INITIAL_PTO_PS = Time.fromSeconds(1);

    private final ScoreboardRecovery recovery;
    private final TcpSender sender;
    private final Scoreboard board;
    private final RetransmissionTimer timer;
    private final long minRtoPs;
    private boolean eligible;
    private long lastActivityPs;
    private long probeHighSeq = -1;

    TailLossProbe(ScoreboardRecovery recovery, TcpSender sender, Scoreboard board, RetransmissionTimer timer, long minRtoPs) {
        this.recovery = recovery;
        this.sender = sender;
        this.board = board;
        this.timer = timer;
        this.minRtoPs = minRtoPs;
        timer.carry(this);
    }

    /** After a transmission or an ACK: a probe is due one PTO from now, if {@code open} (open, with SACK). */
    void schedule(boolean open) {
        eligible = open;
        lastActivityPs = sender.nowPs();
        if (open && !timer.probing()) {
            long d = deadlinePs();
            if (d >= 0) {
                timer.probeBy(d);
            }
        }
    }

    void cancel() {
        eligible = false;
    }

    /** When the probe is due, or -1 when none is. */
    long deadlinePs() {
        if (probeHighSeq >= 0 && sender.sndUna() >= probeHighSeq) {
            probeHighSeq = -1;
        }
        if (!eligible || board.outBytes() == 0 || probeHighSeq >= 0) {
            return -1;
        }
        long srtt = sender.rtt().srttPs();
        return lastActivityPs + (srtt < 0 ? INITIAL_PTO_PS : 2 * srtt + (board.segments() == 1 ? minRtoPs : MARGIN_PS));
    }

    /** The probe is due now: one new segment beyond the window if the receiver's window allows, else the last again. */
    void fire() {
        long now = sender.nowPs();
        long before = sender.sndNxt();
        recovery.allowBeyondWindow(sender.mssBytes());
        sender.resume();
        recovery.allowBeyondWindow(0);
        if (sender.sndNxt() == before) {
            int k = board.segments() - 1;
            long seq = board.startOf(k);
            sender.retransmit(seq, (int) (board.endOf(k) - seq), true);
            board.markRetransmitted(k, now);
        }
        probeHighSeq = sender.sndNxt();
    }
}
