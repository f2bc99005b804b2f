package org.dclab.engine.probe;

/**
 * The completion times papers report of a set of flows, in picoseconds: how many, mean, median, p99 and p99.9 by
 * nearest rank ({@link Metrics#percentile}), NaN where there is no flow.
 */
public record FctSummary(int count, double meanPs, double medianPs, double p99Ps, double p999Ps) {

    public static FctSummary of(double[] fctsPs) {
        return new FctSummary(fctsPs.length, Metrics.mean(fctsPs), Metrics.percentile(fctsPs, 0.5), Metrics.percentile(fctsPs, 0.99),
                Metrics.percentile(fctsPs, 0.999));
    }
}
