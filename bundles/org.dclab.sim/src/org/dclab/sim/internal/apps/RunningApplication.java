package org.dclab.sim.internal.apps;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.dclab.engine.tcp.SenderStats;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.sim.FlowResult;
import org.dclab.sim.SeriesSubject;

/** An application of the model while it runs in the engine: its connections so far and its figures. */
public interface RunningApplication {

    String name();

    /** One of this application's flows as the subject of its series. */
    default SeriesSubject.Flow flow(TcpConnection c) {
        return new SeriesSubject.Flow(name(), c.name(), c.sender().host().name(), c.receiver().host().name());
    }

    /**
     * How a run names one of this application's flows: the application, then the connection, e.g. "dctcp1 #0 s1->r1".
     * Series legends, explanations and the trace all name a flow so, which is how a chart line finds why its window
     * was cut.
     */
    default String flowName(TcpConnection c) {
        return flow(c).label();
    }

    /** Connections opened so far. */
    List<TcpConnection> connections();

    /** Called for every connection the application opens from now on, and at once for those already open. */
    void onConnection(Consumer<TcpConnection> listener);

    /**
     * Whether {@link #onConnection} ever calls its listeners: false for generated flows, so what a per-connection probe
     * will record is known before the run.
     */
    default boolean reportsConnections() {
        return true;
    }

    /**
     * Called for every flow the application opens from now on, including the short generated flows of background
     * traffic, which {@link #onConnection} leaves out so that per-connection probes never multiply by thousands: for
     * observers that only name flows, such as the event trace.
     */
    default void onEveryFlow(Consumer<TcpConnection> listener) {
        onConnection(listener);
    }

    /** Application payload bytes delivered to receivers so far. */
    long deliveredBytes();

    /**
     * True when this application's goodput is what its experiment measures, so that it counts in the run's headline
     * goodput: long flows, CBR sources and incast clients. Generated flows (background traffic, short-flow mixes)
     * are load measured by their completion times; they report a goodput of their own but do not count.
     */
    default boolean countsInHeadlineGoodput() {
        return true;
    }

    /** Retransmission timeouts summed over its connections. */
    long timeouts();

    /** Its flows so far, one record each: what the results store keeps per flow. */
    default List<FlowResult> flows() {
        return connections().stream().map(c -> {
            SenderStats s = c.sender().stats();
            return new FlowResult(name(), flowName(c), s.startPs(), s.allAckedPs(), s.bytesWritten(), s.bytesAcked(),
                    s.retransmits(), s.timeouts());
        }).toList();
    }

    /** Figures of this application at {@code nowPs}, names carrying units; deterministic for a given run. */
    Map<String, Object> summary(long nowPs);
}
