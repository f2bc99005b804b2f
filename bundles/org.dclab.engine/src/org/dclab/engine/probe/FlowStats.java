package org.dclab.engine.probe;

import java.util.ArrayList;
import java.util.List;

/**
 * Flow-completion-time statistics by size class: classes are (0, b1], (b1, b2], ..., (bk, infinity) for the given
 * upper bounds in bytes, e.g. 100 KB and 10 MB for the usual small / medium / large split. Only completed flows
 * count toward FCTs; every flow counts toward timeouts.
 */
public final class FlowStats {
    /** FCT summary of one size class, times in picoseconds (NaN when the class has no completed flow). */
    public record SizeClass(long aboveBytes, long upToBytes, int flows, int completed, double meanFctPs, double p99FctPs) {
        public boolean contains(long bytes) {
            return bytes > aboveBytes && bytes <= upToBytes;
        }
    }

    private FlowStats() {
    }

    /** Splits {@code records} at the increasing {@code upperBoundsBytes}; the last class is unbounded. */
    public static List<SizeClass> bySize(List<FlowRecord> records, long... upperBoundsBytes) {
        for (int i = 0; i < upperBoundsBytes.length; i++) {
            if (upperBoundsBytes[i] <= 0 || (i > 0 && upperBoundsBytes[i] <= upperBoundsBytes[i - 1])) {
                throw new IllegalArgumentException("flow stats: class bounds must be positive and increasing, got "
                        + java.util.Arrays.toString(upperBoundsBytes));
            }
        }
        List<SizeClass> out = new ArrayList<>();
        long lower = 0;
        for (int c = 0; c <= upperBoundsBytes.length; c++) {
            long upper = c < upperBoundsBytes.length ? upperBoundsBytes[c] : Long.MAX_VALUE;
            List<Double> fcts = new ArrayList<>();
            int flows = 0;
            for (FlowRecord r : records) {
                long size = r.bytes();
                if (size > lower && size <= upper) {
                    flows++;
                    if (r.completed()) {
                        fcts.add((double) r.completionTimePs());
                    }
                }
            }
            double[] v = fcts.stream().mapToDouble(Double::doubleValue).toArray();
            out.add(new SizeClass(lower, upper, flows, v.length, Metrics.mean(v), v.length == 0 ? Double.NaN
                    : Metrics.percentile(v, 0.99)));
            lower = upper;
        }
        return out;
    }

    /** Retransmission timeouts summed over the flows. */
    public static long timeouts(List<FlowRecord> records) {
        long t = 0;
        for (FlowRecord r : records) {
            t += r.timeouts();
        }
        return t;
    }
}
