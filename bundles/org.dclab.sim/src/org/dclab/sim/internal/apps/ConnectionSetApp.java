package org.dclab.sim.internal.apps;

import java.util.List;
import java.util.function.Consumer;

import org.dclab.engine.tcp.TcpConnection;

/**
 * An application whose connections are all kept in one {@link ConnectionSet}: its name, connections, probes
 * and counters come from there, so each application states only how it starts and what it reports.
 */
abstract class ConnectionSetApp implements RunningApplication {

    protected final ConnectionSet connections = new ConnectionSet();
    private final String name;

    ConnectionSetApp(String name) {
        this.name = name;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final List<TcpConnection> connections() {
        return connections.all();
    }

    @Override
    public final void onConnection(Consumer<TcpConnection> listener) {
        connections.onConnection(listener);
    }

    @Override
    public long deliveredBytes() {
        return connections.deliveredBytes();
    }

    @Override
    public long timeouts() {
        return connections.timeouts();
    }
}
