package org.dclab.engine.tcp;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Timer;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.PacketHandler;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;

/**
 * The data-receiving end of a TCP connection (the passive opener). The application consumes in-order data at
 * once; out-of-order data waits in a reassembly buffer bounded by the receive buffer. ACKs are delayed per
 * RFC 5681 (every {@code delayedAckSegments} full segments or after the timeout) except for out-of-order data and
 * hole fills, which are acknowledged at once, and the FIN, which the receiving application answers at once with its
 * own (one FIN-ACK for a FIN that arrives on data). The advertised window can be changed by the application at any time.
 * With SACK agreed, ACKs carry the out-of-order runs (RFC 2018); with timestamps, every segment carries TSval and
 * the TS.Recent echo of RFC 7323.
 */
public final class TcpReceiver implements PacketHandler {
    private final Simulator sim;
    private final Host host;
    private final TcpConfig cfg;
    private final TcpConnection connection;
    private final int localPort;
    private final int remoteAddress;
    private int remotePort;
    private int flowHash;
    private final EcnEchoPolicy echo;
    private final ReassemblyBuffer reassembly = new ReassemblyBuffer();
    private final NegotiatedOptions options;
    private final SackBlockList sackBlocks = new SackBlockList();
    private final QuickAck quickAck;
    private int synAckOptions;
    /** RFC 7323's Last.ACK.sent: rcv.nxt as the last ACK carried it. */
    private long lastAckSent;
    private final Timer delayedAck;
    private final Timer finRetransmit;
    private TcpState state = TcpState.LISTEN;
    private boolean ecnOn;
    private long rcvNxt;
    private long peerFinSeq = -1;
    private long windowBytes;
    private int unackedSegments;
    private long unackedBytes;
    private long finRtoPs;
    private long delivered;
    private long firstDataPs = -1;
    private long lastDataPs = -1;
    private TcpListener listener;
    private TcpReceiverApp app;

    TcpReceiver(TcpConnection connection, Host host, TcpConfig cfg, int remoteAddress) {
        this.connection = connection;
        this.sim = host.simulator();
        this.host = host;
        this.cfg = cfg;
        this.remoteAddress = remoteAddress;
        this.localPort = host.bind(this);
        this.echo = cfg.ecnEcho().get();
        this.options = new NegotiatedOptions(cfg);
        this.quickAck = new QuickAck(cfg);
        this.windowBytes = cfg.receiveBufferBytes();
        this.delayedAck = new Timer(sim, this::sendAck);
        this.finRetransmit = new Timer(sim, this::onFinTimer);
    }

    void setRemotePort(int port) {
        this.remotePort = port;
        this.flowHash = Packet.hashFlow(host.address(), remoteAddress, localPort, port);
    }

    public void setApp(TcpReceiverApp app) {
        this.app = app;
    }

    public void addListener(TcpListener l) {
        listener = TcpListeners.both(listener, l);
    }

    /**
     * Sets the window advertised from now on (AIPM and similar receiver-driven schemes). If the window grows
     * on an open connection, a window update is sent at once so the sender need not wait for the next ACK.
     */
    public void setAdvertisedWindowBytes(long bytes) {
        if (bytes < cfg.mssBytes()) {
            throw new IllegalArgumentException("tcp flow " + connection.name() + ": advertised window must be >= one MSS ("
                    + cfg.mssBytes() + " B), got " + bytes + "; use at least one segment to avoid a zero-window stall");
        }
        if (bytes > cfg.receiveBufferBytes()) {
            throw new IllegalArgumentException("tcp flow " + connection.name() + ": advertised window " + bytes
                    + " B exceeds the receive buffer of " + cfg.receiveBufferBytes() + " B; enlarge receiveBufferBytes");
        }
        long old = windowBytes;
        windowBytes = bytes;
        if (bytes > old && state == TcpState.ESTABLISHED) {
            sendAck();
        }
    }

    public long advertisedWindowBytes() {
        return windowBytes;
    }

    /** Tears the connection down at once with a RST. */
    public void abort() {
        if (state == TcpState.CLOSED) {
            return;
        }
        send(0, TcpFlags.RST);
        finish(true);
    }

    @Override
    public void receive(Packet p) {
        if (p.has(TcpFlags.RST)) {
            finish(true);
            return;
        }
        if (p.has(TcpFlags.SYN)) {
            onSyn(p);
            return;
        }
        if (state == TcpState.SYN_RECEIVED) {
            state = TcpState.ESTABLISHED;
        }
        if (state == TcpState.LAST_ACK) {
            if (p.ack() >= 1 && !p.has(TcpFlags.FIN)) {
                finish(false);
            } else if (p.has(TcpFlags.FIN)) {
                send(0, TcpFlags.FIN | TcpFlags.ACK);
            }
            return;
        }
        if (state != TcpState.ESTABLISHED) {
            return;
        }
        if (p.payloadBytes() > 0) {
            onData(p);
        } else {
            options.onSegment(p, lastAckSent);
        }
        if (p.has(TcpFlags.FIN)) {
            peerFinSeq = p.seq() + p.payloadBytes();
            if (p.payloadBytes() == 0 && p.seq() > rcvNxt) {
                sendAck();
            }
        }
        if (peerFinSeq >= 0 && rcvNxt == peerFinSeq) {
            onFinInOrder();
        }
    }

    private void onSyn(Packet p) {
        if (state == TcpState.LISTEN) {
            ecnOn = cfg.ecn() && p.has(TcpFlags.ECE) && p.has(TcpFlags.CWR);
            synAckOptions = options.agree(p);
            state = TcpState.SYN_RECEIVED;
        }
        if (state == TcpState.SYN_RECEIVED) {
            send(0, TcpFlags.SYN | TcpFlags.ACK | (ecnOn ? TcpFlags.ECE : 0));
        }
    }

    private void onData(Packet p) {
        long now = sim.nowPs();
        long seq = p.seq();
        long end = seq + p.payloadBytes();
        boolean ce = ecnOn && p.ecn() == Ecn.CE;
        if (ecnOn && echo.flushBefore(ce, unackedSegments > 0)) {
            sendAck();
        }
        if (ecnOn) {
            echo.onSegment(ce, p.has(TcpFlags.CWR));
        }
        options.onSegment(p, lastAckSent);
        quickAck.onData(p, ecnOn, windowBytes, end <= rcvNxt);
        if (firstDataPs < 0) {
            firstDataPs = now;
        }
        if (end <= rcvNxt) {
            sendAck();
            return;
        }
        if (seq > rcvNxt) {
            if (end <= rcvNxt + cfg.receiveBufferBytes()) {
                reassembly.add(seq, end);
                if (options.sack()) {
                    sackBlocks.touch(reassembly.lastRunStart(), reassembly.lastRunEnd());
                }
            }
            sendAck();
            return;
        }
        long before = rcvNxt;
        boolean hadHoles = !reassembly.isEmpty();
        rcvNxt = reassembly.advance(end);
        if (hadHoles && options.sack()) {
            sackBlocks.advance(rcvNxt);
        }
        long fresh = rcvNxt - before;
        delivered += fresh;
        lastDataPs = now;
        if (listener != null) {
            listener.onDelivered(now, this, fresh, delivered);
        }
        if (app != null) {
            app.onData(this, fresh, delivered);
        }
        if (state != TcpState.ESTABLISHED || (p.has(TcpFlags.FIN) && rcvNxt == end)) {
            // A FIN now in order is answered at once by the FIN-ACK, which acknowledges this data too.
            return;
        }
        unackedSegments++;
        unackedBytes += fresh;
        if (hadHoles || unackedSegments >= cfg.delayedAckSegments() || windowHalfUsed() || (ecnOn && echo.ackNow())
                || quickAck.due()) {
            sendAck();
        } else if (!delayedAck.isArmed()) {
            delayedAck.armAfter(cfg.delayedAckTimeoutPs());
        }
    }

    /**
     * The application consumes data at once, so once half the advertised window has arrived unacknowledged the
     * window has re-opened by that much and Linux sends the update now ({@code __tcp_cleanup_rbuf}: ACK when the
     * new window is at least twice what is left of the last one). Without this, a window of one or two segments
     * (AIPM's equal share of a small BDP) would stall on the delayed-ACK timer every round trip.
     */
    private boolean windowHalfUsed() {
        return 2 * unackedBytes >= windowBytes;
    }

    private void onFinInOrder() {
        rcvNxt = peerFinSeq + 1;
        peerFinSeq = -1;
        state = TcpState.LAST_ACK;
        delayedAck.disarm();
        unackedSegments = 0;
        unackedBytes = 0;
        send(0, TcpFlags.FIN | TcpFlags.ACK);
        finRtoPs = cfg.initialRtoPs();
        finRetransmit.armAfter(finRtoPs);
        if (app != null) {
            app.onFin(this);
        }
    }

    private void onFinTimer() {
        if (state != TcpState.LAST_ACK) {
            return;
        }
        if (finRtoPs >= cfg.maxRtoPs()) {
            finish(true);
            return;
        }
        send(0, TcpFlags.FIN | TcpFlags.ACK);
        finRtoPs = Math.min(finRtoPs * 2, cfg.maxRtoPs());
        finRetransmit.armAfter(finRtoPs);
    }

    private void sendAck() {
        if (state != TcpState.ESTABLISHED) {
            return;
        }
        quickAck.onAckSent();
        unackedSegments = 0;
        unackedBytes = 0;
        delayedAck.disarm();
        send(0, TcpFlags.ACK);
    }

    private void send(long seq, int flags) {
        boolean syn = (flags & TcpFlags.SYN) != 0;
        if (ecnOn && echo.echo() && !syn) {
            flags |= TcpFlags.ECE;
        }
        long now = sim.nowPs();
        int opts = syn ? synAckOptions : options.onSegments();
        long[] sack = syn || !options.sack() ? null
                : sackBlocks.toOption(options.timestamps() ? Packet.MAX_SACK_BLOCKS - 1 : Packet.MAX_SACK_BLOCKS);
        lastAckSent = rcvNxt;
        host.send(new Packet(host.address(), remoteAddress, localPort, remotePort, flowHash, seq, rcvNxt, flags, 0,
                windowBytes, ecnOn && cfg.ectRule().controlSegments() ? Ecn.ECT0 : Ecn.NOT_ECT, now, opts, (opts
                        & Packet.OPT_TIMESTAMPS) != 0
                                ? options.clock(now) : 0,
                options.tsRecent(), sack));
    }

    private void finish(boolean reset) {
        if (state == TcpState.CLOSED) {
            return;
        }
        state = TcpState.CLOSED;
        delayedAck.dispose();
        finRetransmit.dispose();
        host.unbind(localPort);
        if (app != null) {
            app.onClosed(this, reset);
        }
    }

    public TcpConnection connection() {
        return connection;
    }

    public Host host() {
        return host;
    }

    public int localPort() {
        return localPort;
    }

    public TcpState state() {
        return state;
    }

    /** In-order payload bytes delivered to the application. */
    public long bytesDelivered() {
        return delivered;
    }

    public long firstDataPs() {
        return firstDataPs;
    }

    public long lastDataPs() {
        return lastDataPs;
    }

    public boolean ecnNegotiated() {
        return ecnOn;
    }

    public boolean sackNegotiated() {
        return options.sack();
    }

    @Override
    public String toString() {
        return "tcp receiver " + connection.name();
    }
}
