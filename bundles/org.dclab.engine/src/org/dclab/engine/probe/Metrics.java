package org.dclab.engine.probe;

/** Summary statistics used by experiments and tests. */
public final class Metrics {
    private Metrics() {
    }

    /** Jain's fairness index (sum x)^2 / (n * sum x^2): 1 when all equal, 1/n when one takes everything. */
    public static double jainIndex(double... x) {
        if (x.length == 0) {
            throw new IllegalArgumentException("jain index: needs at least one value");
        }
        double sum = 0;
        double sumSq = 0;
        for (double v : x) {
            sum += v;
            sumSq += v * v;
        }
        return sumSq == 0 ? 1.0 : sum * sum / (x.length * sumSq);
    }

    /** Arithmetic mean; NaN for no values. */
    public static double mean(double... x) {
        if (x.length == 0) {
            return Double.NaN;
        }
        double sum = 0;
        for (double v : x) {
            sum += v;
        }
        return sum / x.length;
    }

    /**
     * The q-quantile by nearest rank (the smallest value with at least a fraction q of the values at or below it),
     * so p99 of 100 values is the 99th smallest; NaN for no values.
     */
    public static double percentile(double[] x, double q) {
        if (!(q > 0 && q <= 1)) {
            throw new IllegalArgumentException("percentile: q must be in (0, 1], got " + q);
        }
        if (x.length == 0) {
            return Double.NaN;
        }
        double[] sorted = x.clone();
        java.util.Arrays.sort(sorted);
        int rank = (int) Math.ceil(q * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }

    /**
     * Mean throughput per flow of group A over that of group B (e.g. DCTCP flows over TCP flows sharing a link);
     * the coexistence paper's "throughput ratio".
     */
    public static double throughputRatio(double[] groupA, double[] groupB) {
        if (groupA.length == 0 || groupB.length == 0) {
            throw new IllegalArgumentException("throughput ratio: both groups need at least one flow");
        }
        return mean(groupA) / mean(groupB);
    }

    /** Bits per second for {@code bytes} over {@code ps} picoseconds. */
    public static double rateBps(long bytes, long ps) {
        return ps <= 0 ? 0 : bytes * 8.0e12 / ps;
    }
}
