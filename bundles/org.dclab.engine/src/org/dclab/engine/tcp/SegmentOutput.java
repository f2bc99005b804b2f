package org.dclab.engine.tcp;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.packet.TcpFlags;

/**
 * What follows the sender's decision to send a segment, in the way ns-3's SendDataPacket follows SendPendingData and
 * Linux's tcp_event_new_data_sent its tcp_write_xmit: the segment goes to the {@link SegmentWriter}, and the
 * delivery-rate sampler, the pacer, the retransmission timer, the loss recovery and the control each note it. Keeps
 * what only transmissions change: snd.max, the time of the last one, the count of retransmitted segments and the
 * acknowledgement number every segment carries.
 */
final class SegmentOutput {
    private final TcpSender sender;
    private final Simulator sim;
    private final SegmentWriter writer;
    private final DeliveryRateSampler rates;
    private final Pacer pacer;
    private final RetransmissionTimer rtoTimer;
    private final LossRecovery recovery;
    private final CongestionControl cc;
    private final CongestionState ccView;
    private TcpListener listener;
    private long sndMax;
    private long lastSendPs;
    private long retransmits;
    private long peerFinAck;

    SegmentOutput(TcpSender sender, Simulator sim, SegmentWriter writer, DeliveryRateSampler rates, Pacer pacer,
            RetransmissionTimer rtoTimer, LossRecovery recovery, CongestionControl cc, CongestionState ccView) {
        this.sender = sender;
        this.sim = sim;
        this.writer = writer;
        this.rates = rates;
        this.pacer = pacer;
        this.rtoTimer = rtoTimer;
        this.recovery = recovery;
        this.cc = cc;
        this.ccView = ccView;
    }

    void listenWith(TcpListener l) {
        listener = l;
    }

    /**
     * Sends [seq, seq + len) through the window's gate, new data or data resent after a go-back-N timeout; with
     * {@code fin} the segment also carries the FIN, one sequence number after its last byte.
     */
    void data(long seq, int len, long sndUna, boolean fin) {
        long now = sim.nowPs();
        boolean retx = seq < sndMax;
        rates.onTransmit(seq + len, now, retx, sndUna == sndMax);
        writer.data(seq, len, retx, fin, peerFinAck);
        long end = seq + len + (fin ? 1 : 0);
        if (end > sndMax) {
            sndMax = end;
        }
        if (retx) {
            noteRetransmit(seq, len);
        }
        lastSendPs = now;
        pacer.onTransmit(len, now);
        rtoTimer.startIfStopped();
        recovery.onTransmit(seq, len, retx);
        cc.onSend(ccView, seq, len, retx);
    }

    /** See {@link TcpSender#retransmit}; {@code fin}: the resent data carries the FIN. */
    void retransmit(long seq, int len, boolean paced, long sndUna, boolean fin) {
        long now = sim.nowPs();
        if (len == 0) {
            control(seq, TcpFlags.FIN | TcpFlags.ACK);
        } else {
            rates.markRetransmitted(sndUna, seq + len);
            writer.send(seq, len, TcpFlags.ACK | (fin ? TcpFlags.FIN : 0), writer.retransmissionCodepoint(), peerFinAck);
            noteRetransmit(seq, len);
        }
        lastSendPs = now;
        if (paced) {
            pacer.onTransmit(len, now);
            rtoTimer.startIfStopped();
        }
    }

    /** The FIN, one sequence number after the last byte at {@code endSeq}. */
    void fin(long endSeq) {
        rates.onTransmit(endSeq + 1, sim.nowPs(), sndMax > endSeq, false);
        control(endSeq, TcpFlags.FIN | TcpFlags.ACK);
        sndMax = Math.max(sndMax, endSeq + 1);
        rtoTimer.startIfStopped();
    }

    /** A segment without payload (an ACK, a RST), ECN-capable only if every packet is. */
    void control(long seq, int flags) {
        writer.send(seq, 0, flags, writer.controlCodepoint(), peerFinAck);
    }

    private void noteRetransmit(long seq, int len) {
        retransmits++;
        if (listener != null) {
            listener.onRetransmit(sim.nowPs(), sender, seq, len);
        }
    }

    /** The peer's FIN arrived: every segment from now on acknowledges it. */
    void acknowledgePeerFin(long ack) {
        peerFinAck = ack;
    }

    long peerFinAck() {
        return peerFinAck;
    }

    long sndMax() {
        return sndMax;
    }

    long lastSendPs() {
        return lastSendPs;
    }

    long retransmits() {
        return retransmits;
    }
}
