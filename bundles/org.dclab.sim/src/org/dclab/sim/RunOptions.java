package org.dclab.sim;

import java.util.ArrayList;
import java.util.List;

/** How to run a scenario beyond what its file says. */
public final class RunOptions {

    private long untilPs = -1;
    private final List<ProbeListener> probeListeners = new ArrayList<>();

    /** Runs to this simulated time instead of the scenario's duration; negative keeps the duration. */
    public RunOptions untilPs(long value) {
        untilPs = value;
        return this;
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
