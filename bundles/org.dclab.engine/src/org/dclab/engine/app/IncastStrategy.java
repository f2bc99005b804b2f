package org.dclab.engine.app;

import java.util.List;

/**
 * How an {@link IncastClient} schedules the servers of a block: how many transfers may run at once, which window
 * each connection advertises, and how that reacts to completions and lost connections. One instance per client;
 * it keeps its state across blocks (AIPM's connection window carries over, as a TCP window carries over rounds).
 */
public interface IncastStrategy {
    /** Short name for probes and reports: "naive", "aipm", "osdt", "osm". */
    String name();

    /** Called once when the client is built, before any transfer starts. */
    void init(IncastSetup setup);

    /** Whether one more pending transfer may start now, given the transfers that are running. */
    boolean mayStart(List<? extends IncastTransfer> live);

    /**
     * The window every live connection advertises when {@code live} transfers run, in bytes; 0 leaves TCP's
     * receive buffer as the window.
     */
    long advertisedWindowBytes(int live);

    /** The connection window (AIPM's con_wnd; the fixed concurrency of the others), for probes. */
    double connectionWindow();

    /**
     * A live connection is declared lost once this many transfers requested after its last delivery of new data
     * have completed; 0 disables detection (the connection then waits for TCP's own retransmission timeout).
     */
    default int lostAfterCompletions() {
        return 0;
    }

    /** Ask {@link #mayStart} again whenever a live transfer receives data, not only when one ends. */
    default boolean reconsiderOnProgress() {
        return false;
    }

    /** One connection per server kept open across blocks (requests are writes), instead of one per transfer. */
    default boolean persistentConnections() {
        return false;
    }

    /**
     * A transfer ended: its data all arrived ({@code completed}) or its connection was closed as lost;
     * {@code stillLive} transfers remain running.
     */
    default void onFinished(IncastTransfer t, boolean completed, int stillLive) {
    }

    /** A live connection was declared lost; {@link #onFinished} with {@code completed = false} follows. */
    default void onLost(IncastTransfer t) {
    }

    /** What the client tells its strategy: the number of servers and the segment sizes. */
    record IncastSetup(int servers, int mssBytes, int packetBytes) {
    }
}
