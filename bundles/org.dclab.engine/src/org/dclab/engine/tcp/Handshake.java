package org.dclab.engine.tcp;

import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;

/**
 * The active opener's side of the three-way handshake: sends the SYN (asking for ECN per RFC 3168 section 6.1.1,
 * offering SACK and timestamps when configured), resends it with back-off when the timer expires, and takes an RTT
 * sample from the SYN-ACK unless the SYN was resent (Karn's rule).
 */
final class Handshake {
    private final TcpSender sender;
    private final SegmentWriter writer;
    private final TcpConfig cfg;
    private final RttEstimator rtt;
    private final RetransmissionTimer timer;
    private int retries;
    private long synSentPs;

    Handshake(TcpSender sender, SegmentWriter writer, TcpConfig cfg, RttEstimator rtt, RetransmissionTimer timer) {
        this.sender = sender;
        this.writer = writer;
        this.cfg = cfg;
        this.rtt = rtt;
        this.timer = timer;
    }

    void sendSyn() {
        synSentPs = sender.nowPs();
        writer.send(0, 0, TcpFlags.SYN | (cfg.ecn() ? TcpFlags.ECE | TcpFlags.CWR : 0),
                cfg.ecn() && cfg.ectRule().controlSegments() ? Ecn.ECT0 : Ecn.NOT_ECT, 0);
        timer.restart();
    }

    /** The timer expired before the SYN-ACK came; returns false when the retries are used up. */
    boolean retry() {
        if (++retries > cfg.maxSynRetries()) {
            return false;
        }
        rtt.backoff();
        sendSyn();
        return true;
    }

    /** The SYN-ACK arrived: stop the timer, agree on options and sample the RTT if the first SYN was answered. */
    void completed(Packet synAck) {
        timer.stop();
        writer.agree(synAck);
        if (retries == 0) {
            rtt.sample(sender.nowPs() - synSentPs);
        }
    }
}
