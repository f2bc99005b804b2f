package org.dclab.sim;

import java.util.ArrayList;
import java.util.List;

/** How to run a scenario beyond what its file says. */
public final class RunOptions {

    private long untilPs = -1;
    private boolean watchWindows;
    private int traceCapacity;
    private final List<ProbeListener> probeListeners = new ArrayList<>();

    /** Runs to this simulated time instead of the scenario's duration; negative keeps the duration. */
    public RunOptions untilPs(long value) {
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

    public RunOptions addProbeListener(ProbeListener listener) {
        probeListeners.add(listener);
        return this;
    }

    public long untilPs() {
        return untilPs;
    }

    public List<ProbeListener> probeListeners() {
        return List.copyOf(probeListeners);
    }
}
