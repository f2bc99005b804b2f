package org.dclab.sim;

import java.util.concurrent.TimeUnit;

/**
 * Keeps a run at a chosen slowdown: after each slice the run's thread sleeps until the wall clock has caught up
 * with the simulated time covered since the pace began. Slices are short, so a pause or cancel waits little.
 */
final class Pace {

    /** Wall time one paced slice covers. */
    private static final long SLICE_NANOS = 20_000_000L;

    final double slowdown;
    private final long wallStartNanos;
    private final long simStartPs;

    Pace(double slowdown, long wallStartNanos, long simStartPs) {
        this.slowdown = slowdown;
        this.wallStartNanos = wallStartNanos;
        this.simStartPs = simStartPs;
    }

    /** Simulated time one slice covers at this pace; at least one picosecond. */
    long slicePs() {
        return Math.max(1, (long) (SLICE_NANOS * 1000.0 / slowdown));
    }

    /**
     * Sleeps until {@code nowPs} is due on the wall clock. Returns false when the thread is interrupted, before or
     * during the wait: the wait ends early and the interrupt is kept for the caller to honour.
     */
    boolean sleepUntilDue(long nowPs) {
        long dueNanos = wallStartNanos + (long) ((nowPs - simStartPs) / 1000.0 * slowdown);
        long waitNanos = dueNanos - System.nanoTime();
        if (waitNanos > 0) {
            try {
                TimeUnit.NANOSECONDS.sleep(waitNanos);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return !Thread.currentThread().isInterrupted();
    }
}
