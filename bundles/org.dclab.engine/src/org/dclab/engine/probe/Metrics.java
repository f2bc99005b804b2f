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

    /** Bits per second for {@code bytes} over {@code ps} picoseconds. */
    public static double rateBps(long bytes, long ps) {
        return ps <= 0 ? 0 : bytes * 8.0e12 / ps;
    }
}
