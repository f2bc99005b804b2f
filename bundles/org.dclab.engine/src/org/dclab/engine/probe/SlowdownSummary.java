package org.dclab.engine.probe;

/**
 * The slowdowns of a set of flows, each its completion time over its ideal one ({@link IdealFct}): how many, mean,
 * median, p99 and p99.9 by nearest rank ({@link Metrics#percentile}), NaN where there is no flow.
 */
public record SlowdownSummary(int count, double mean, double median, double p99, double p999) {

    public static SlowdownSummary of(double[] slowdowns) {
        return new SlowdownSummary(slowdowns.length, Metrics.mean(slowdowns), Metrics.percentile(slowdowns, 0.5),
                Metrics.percentile(slowdowns, 0.99), Metrics.percentile(slowdowns, 0.999));
    }
}
