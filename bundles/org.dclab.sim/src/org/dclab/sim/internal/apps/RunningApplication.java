package org.dclab.sim.internal.apps;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.dclab.engine.tcp.TcpConnection;

/** An application of the model while it runs in the engine: its connections so far and its figures. */
public interface RunningApplication {

    String name();

    /** Connections opened so far. */
    List<TcpConnection> connections();

    /** Called for every connection the application opens from now on, and at once for those already open. */
    void onConnection(Consumer<TcpConnection> listener);

    /** Application payload bytes delivered to receivers so far. */
    long deliveredBytes();

    /** Retransmission timeouts summed over its connections. */
    long timeouts();

    /** Figures of this application at {@code nowPs}, names carrying units; deterministic for a given run. */
    Map<String, Object> summary(long nowPs);
}
