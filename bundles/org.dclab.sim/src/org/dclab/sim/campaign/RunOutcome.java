package org.dclab.sim.campaign;

/**
 * Statuses of a stored run beyond the run's own ({@code completed}, {@code stopped}, {@code out_of_memory},
 * {@code cancelled}): {@code failed} for a run that could not run at all. A campaign runs again the cancelled and
 * failed ones; the others are final (a run that filled the heap would fill it again).
 */
public final class RunOutcome {

    public static final String FAILED = "failed";
    public static final String CANCELLED = "cancelled";

    private RunOutcome() {
    }

    public static boolean isFinal(String status) {
        return !FAILED.equals(status) && !CANCELLED.equals(status);
    }
}
