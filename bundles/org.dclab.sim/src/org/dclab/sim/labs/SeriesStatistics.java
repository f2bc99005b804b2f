package org.dclab.sim.labs;

import org.dclab.sim.Series;

/**
 * A recorded series summed up as a lab measures it. Series are recorded on change, so a value holds until the next
 * sample (and the last one until the run's end): the mean is weighted by how long each value held.
 */
final class SeriesStatistics {

    private SeriesStatistics() {
    }

    /**
     * {@code function} ("mean", "max", "min", "last", "timeAtZero") of the samples of {@code series} from {@code fromPs} on; NaN
     * when none lies there. {@code endPs} is where the run stood, or -1 to end at the last sample.
     */
    static double of(String function, Series series, long fromPs, long endPs) {
        int n = series.published();
        return switch (function) {
            case "last" -> n == 0 ? Double.NaN : series.value(n - 1);
            case "max", "min" -> extreme(series, n, fromPs, function.equals("max"));
            case "mean" -> timeMean(series, n, fromPs, endPs, false);
            case "timeAtZero" -> timeMean(series, n, fromPs, endPs, true);
            default -> throw new IllegalArgumentException("no statistic " + function);
        };
    }

    private static double extreme(Series series, int n, long fromPs, boolean max) {
        double best = Double.NaN;
        for (int i = 0; i < n; i++) {
            // A value counts if it still held after fromPs, as the mean counts it.
            if (i + 1 == n || series.timePs(i + 1) > fromPs) {
                double v = series.value(i);
                best = Double.isNaN(best) ? v : max ? Math.max(best, v) : Math.min(best, v);
            }
        }
        return best;
    }

    /** The time-weighted mean of the values, or with {@code atZero} of 1 where a value is zero and 0 elsewhere. */
    private static double timeMean(Series series, int n, long fromPs, long endPs, boolean atZero) {
        double area = 0;
        long span = 0;
        for (int i = 0; i < n; i++) {
            long t0 = Math.max(series.timePs(i), fromPs);
            long t1 = i + 1 < n ? series.timePs(i + 1) : Math.max(endPs, series.timePs(i));
            if (t1 > t0) {
                double value = atZero ? (series.value(i) == 0 ? 1 : 0) : series.value(i);
                area += value * (t1 - t0);
                span += t1 - t0;
            }
        }
        return span == 0 ? Double.NaN : area / span;
    }
}
