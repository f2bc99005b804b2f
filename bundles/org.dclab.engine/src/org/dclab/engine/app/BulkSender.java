package org.dclab.engine.app;

import java.util.function.Supplier;

import org.dclab.engine.api.ApplicationLimits;
import org.dclab.engine.api.TcpLimits;
import org.dclab.engine.core.Event;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;

/** A long-lived flow: opens a connection at a given time and writes a fixed amount, or without end. */
public final class BulkSender {
    /** Write size that never runs out within any simulated time: all a connection carries (9.2e18 / 4 bytes). */
    public static final long UNLIMITED = TcpLimits.MAX_STREAM_BYTES;

    private BulkSender() {
    }

    /**
     * Opens the connection now and writes {@code bytes} (closing afterwards unless {@link #UNLIMITED}).
     */
    public static TcpConnection start(Network net, Host src, Host dst, TcpConfig cfg, Supplier<? extends CongestionControl> cc,
            long bytes) {
        if (!ApplicationLimits.FLOW_BYTES.contains(bytes)) {
            throw new IllegalArgumentException("bulk flow " + src.name() + "->" + dst.name() + ": size in bytes must be "
                    + ApplicationLimits.FLOW_BYTES.text() + ", got " + bytes);
        }
        TcpConnection c = TcpConnection.open(net, src, dst, cfg, cc);
        c.sender().write(bytes);
        if (bytes != UNLIMITED) {
            c.sender().close();
        }
        return c;
    }

    /** Opens the connection at {@code atPs} (scheduled on the network's simulator). */
    public static void startAt(long atPs, Network net, Host src, Host dst, TcpConfig cfg, Supplier<? extends CongestionControl> cc,
            long bytes, java.util.function.Consumer<TcpConnection> onStart) {
        net.simulator().schedule(Event.of(() -> onStart.accept(start(net, src, dst, cfg, cc, bytes))), atPs);
    }
}
