package org.dclab.sim.internal.apps;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

import org.dclab.engine.tcp.TcpConnection;

/** The connections of one application and the probes waiting for new ones. */
final class ConnectionSet {

    private final List<TcpConnection> connections = new ArrayList<>();
    private final List<Consumer<TcpConnection>> listeners = new ArrayList<>();

    void add(TcpConnection connection) {
        connections.add(connection);
        listeners.forEach(l -> l.accept(connection));
    }

    void onConnection(Consumer<TcpConnection> listener) {
        listeners.add(listener);
        connections.forEach(listener);
    }

    List<TcpConnection> all() {
        return Collections.unmodifiableList(connections);
    }

    long deliveredBytes() {
        long bytes = 0;
        for (TcpConnection c : connections) {
            bytes += c.receiver().bytesDelivered();
        }
        return bytes;
    }

    long timeouts() {
        long rtos = 0;
        for (TcpConnection c : connections) {
            rtos += c.sender().stats().timeouts();
        }
        return rtos;
    }

    long retransmits() {
        long count = 0;
        for (TcpConnection c : connections) {
            count += c.sender().stats().retransmits();
        }
        return count;
    }
}
