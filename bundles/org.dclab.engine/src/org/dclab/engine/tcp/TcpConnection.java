package org.dclab.engine.tcp;

import java.util.function.Supplier;

import org.dclab.engine.net.FlowRoute;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;

/**
 * One TCP connection carrying data from a sender host to a receiver host: the pair of endpoints, bound to fresh
 * ports on each host. {@link #open} starts the handshake immediately.
 */
public final class TcpConnection {
    private final int id;
    private final String name;
    private final TcpSender sender;
    private final TcpReceiver receiver;

    private TcpConnection(int id, Host src, Host dst, TcpConfig cfg, CongestionControl cc) {
        this.id = id;
        this.name = "#" + id + " " + src.name() + "->" + dst.name();
        this.sender = new TcpSender(this, src, cfg, cc, dst.address());
        this.receiver = new TcpReceiver(this, dst, cfg, src.address());
        sender.setRemotePort(receiver.localPort());
        receiver.setRemotePort(sender.localPort());
    }

    /** Opens a connection between two hosts of {@code net} named {@code src} and {@code dst}. */
    public static TcpConnection open(Network net, String src, String dst, TcpConfig cfg, Supplier<? extends CongestionControl> cc) {
        return open(net, net.host(src), net.host(dst), cfg, cc);
    }

    /** Opens a connection now; the config is copied, and {@code cc} supplies this connection's own instance. */
    public static TcpConnection open(Network net, Host src, Host dst, TcpConfig cfg, Supplier<? extends CongestionControl> cc) {
        return create(net, src, dst, cfg, cc, true);
    }

    /** Creates both endpoints without sending the SYN; call {@code sender().connect()} later. */
    public static TcpConnection create(Network net, Host src, Host dst, TcpConfig cfg, Supplier<? extends CongestionControl> cc,
            boolean connectNow) {
        if (src == null || dst == null) {
            throw new IllegalArgumentException("tcp flow: source and destination hosts must not be null");
        }
        if (src == dst) {
            throw new IllegalArgumentException("tcp flow " + src.name() + "->" + dst.name()
                    + ": source and destination are the same host; pick two different hosts");
        }
        if (net.hostByAddress(src.address()) != src || net.hostByAddress(dst.address()) != dst) {
            throw new IllegalArgumentException("tcp flow " + src.name() + "->" + dst.name()
                    + ": hosts belong to another network; use hosts of the network passed in");
        }
        if (cfg == null || cc == null) {
            throw new IllegalArgumentException("tcp flow " + src.name() + "->" + dst.name()
                    + ": config and congestion control must not be null; use new TcpConfig() and NewReno::new");
        }
        TcpConfig copy = cfg.copy();
        copy.validate();
        CongestionControl instance = cc.get();
        if (instance == null) {
            throw new IllegalArgumentException("tcp flow " + src.name() + "->" + dst.name()
                    + ": congestion control supplier returned null");
        }
        TcpConnection c = new TcpConnection(net.nextFlowId(), src, dst, copy, instance);
        if (connectNow) {
            c.sender.connect();
        }
        return c;
    }

    public int id() {
        return id;
    }

    /** "#id src->dst", used in messages and probe output. */
    public String name() {
        return name;
    }

    public TcpSender sender() {
        return sender;
    }

    public TcpReceiver receiver() {
        return receiver;
    }

    /**
     * The ports its data segments leave by, sender to receiver, as the switches forward them; the receiver's
     * acknowledgements carry a hash of their own and may come back another way.
     */
    public FlowRoute dataRoute() {
        return FlowRoute.of(sender.host(), receiver.host().address(), sender.flowHash());
    }

    /** Attaches one probe to both endpoints. */
    public TcpConnection addListener(TcpListener l) {
        sender.addListener(l);
        receiver.addListener(l);
        return this;
    }

    @Override
    public String toString() {
        return "tcp " + name;
    }
}
