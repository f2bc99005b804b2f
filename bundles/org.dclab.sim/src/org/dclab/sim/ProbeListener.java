package org.dclab.sim;

/**
 * Receives every probe sample as it is recorded, on the simulation thread. A UI copies samples into its own
 * bounded buffer here and drains that on its own timer; it must never block or touch widgets in this call.
 */
@FunctionalInterface
public interface ProbeListener {
    void sample(Series series, long timePs, double value);
}
