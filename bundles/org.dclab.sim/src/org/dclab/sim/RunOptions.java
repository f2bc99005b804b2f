package org.dclab.sim;

import org.dclab.engine.core.Time;

/** How to run a scenario beyond what its file says. */
public final class RunOptions {

    private long untilPs = -1;
    private boolean watchWindows;
    private int explanationCapacity;
    private boolean watchLive;
    private int traceCapacity;

    /**
     * Runs to this simulated time instead of the scenario's duration; negative keeps the duration. Refuses a time
     * beyond the engine's horizon, {@link Time#MAX_PS}.
     */
    public RunOptions untilPs(long value) {
        if (value > Time.MAX_PS) {
            throw new IllegalArgumentException("run until " + value / 1e12 + " s: beyond the longest run, "
                    + Time.MAX_PS / Time.PS_PER_S + " s; run to an earlier time");
        }
        untilPs = value;
        return this;
    }

    /**
     * Also records the congestion window of every connection, beyond the experiment's probes, so a live chart can
     * show windows of a scenario whose file asks for none.
     */
    public RunOptions watchWindows(boolean value) {
        watchWindows = value;
        return this;
    }

    public boolean watchWindows() {
        return watchWindows;
    }

    /**
     * Also records why windows were cut, packets dropped or marked and timers expired, keeping at most
     * {@code capacity} explanations (the oldest go first); 0, the default, records none and costs nothing.
     */
    public RunOptions explain(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("run options: explanation capacity must be >= 0, got " + capacity);
        }
        explanationCapacity = capacity;
        return this;
    }

    public int explanationCapacity() {
        return explanationCapacity;
    }

    /**
     * Also records what the live charts offer beyond windows: ssthresh of every connection, alpha of DCTCP and
     * GEMINI connections, goodput of every application, con_wnd and live connections of incast clients. Alpha and
     * goodput are sampled by timer events, so a run that watches live counts more events than one that does not.
     */
    public RunOptions watchLive(boolean value) {
        watchLive = value;
        return this;
    }

    public boolean watchLive() {
        return watchLive;
    }

    /**
     * Records the last {@code capacity} trace events (enqueue, drop, mark, ACK, RTO, window changes) of the run,
     * which also lets it run until the next event of a kind; 0, the default, installs no listener at all.
     */
    public RunOptions trace(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("run options: trace capacity must be >= 0, got " + capacity);
        }
        traceCapacity = capacity;
        return this;
    }

    public int traceCapacity() {
        return traceCapacity;
    }

    public long untilPs() {
        return untilPs;
    }
}
