package org.dclab.sim;

/** How a run ended. */
public enum RunStatus {
    /** Reached its end time, or ran out of events before it. */
    COMPLETED,
    /** Cancelled; the results cover the simulated time up to the cancellation. */
    CANCELLED;

    public String jsonName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
