package org.dclab.engine.tcp;

import org.dclab.engine.net.Host;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;

/**
 * Builds and sends the sender's segments: addresses and the flow hash, the options agreed on the SYN (RFC 2018,
 * RFC 7323) and ECN (RFC 3168): new data ECN-capable, CWR on the first new segment after a reduction,
 * retransmissions and control segments not ECN-capable (section 6.1.5) unless the connection's {@link EctRule} says
 * otherwise.
 */
final class SegmentWriter {
    private final Host host;
    private final TcpConfig cfg;
    private final int remoteAddress;
    private final int localPort;
    private final NegotiatedOptions options;
    private int remotePort;
    private int flowHash;
    private boolean ecn;
    private boolean cwrPending;

    SegmentWriter(Host host, TcpConfig cfg, int remoteAddress, int localPort) {
        this.host = host;
        this.cfg = cfg;
        this.remoteAddress = remoteAddress;
        this.localPort = localPort;
        this.options = new NegotiatedOptions(cfg);
    }

    void connectTo(int port) {
        remotePort = port;
        flowHash = Packet.hashFlow(host.address(), remoteAddress, localPort, port);
    }

    int flowHash() {
        return flowHash;
    }

    /** The SYN-ACK answered the SYN: ECN, SACK and timestamps are on where both ends wanted them. */
    void agree(Packet synAck) {
        ecn = cfg.ecn() && synAck.has(TcpFlags.ECE);
        options.agree(synAck);
    }

    NegotiatedOptions options() {
        return options;
    }

    boolean ecn() {
        return ecn;
    }

    /** The sender has reduced its window for ECN-Echo: the next new segment tells the receiver (CWR). */
    void requestCwr() {
        cwrPending = true;
    }

    /** A data segment, with the FIN if {@code fin}: ECN-capable and with CWR when due unless it is a retransmission. */
    void data(long seq, int len, boolean retransmission, boolean fin, long ack) {
        int flags = TcpFlags.ACK | (fin ? TcpFlags.FIN : 0);
        Ecn codepoint = retransmission ? retransmissionCodepoint() : Ecn.NOT_ECT;
        if (ecn && !retransmission) {
            codepoint = Ecn.ECT0;
            if (cwrPending) {
                flags |= TcpFlags.CWR;
                cwrPending = false;
            }
        }
        send(seq, len, flags, codepoint, ack);
    }

    /** The codepoint of a segment without data (an ACK, a FIN, a RST). */
    Ecn controlCodepoint() {
        return ecn && cfg.ectRule().controlSegments() ? Ecn.ECT0 : Ecn.NOT_ECT;
    }

    /** The codepoint of a retransmitted data segment. */
    Ecn retransmissionCodepoint() {
        return ecn && cfg.ectRule().retransmissions() ? Ecn.ECT0 : Ecn.NOT_ECT;
    }

    void send(long seq, int len, int flags, Ecn codepoint, long ack) {
        long now = host.simulator().nowPs();
        int opts = (flags & TcpFlags.SYN) != 0 ? options.offered() : options.onSegments();
        host.send(new Packet(host.address(), remoteAddress, localPort, remotePort, flowHash, seq, ack, flags, len,
                cfg.receiveBufferBytes(), codepoint, now, opts, opts == 0 ? 0 : options.clock(now), options.tsRecent(), null));
    }
}
