package org.dclab.sim;

/** How a run ended. */
public enum RunStatus {
    /** Reached its end time, or ran out of events before it. */
    COMPLETED,
    /**
     * Stands before its end time, where a pause, a step or a Run until left it; it can go on. The results cover the
     * simulated time so far.
     */
    STOPPED,
    /** Cancelled; the results cover the simulated time up to the cancellation. */
    CANCELLED,
    /** Stopped because the heap was full; the results cover the simulated time up to then. */
    OUT_OF_MEMORY;

    public String jsonName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
