package org.dclab.engine.probe;

import java.util.Arrays;

/**
 * Time-weighted statistics of a queue-length series (a step function: each value holds until the next sample)
 * over [from, to): the mean, the p99 (the level the queue stays at or below 99 % of the time) and the maximum.
 */
public record QueueStats(double mean, double p99, double max) {

    public static QueueStats of(TimeSeries s, long fromPs, long toPs) {
        if (toPs <= fromPs) {
            throw new IllegalArgumentException("queue stats: interval must be non-empty, got [" + fromPs + ", " + toPs + ")");
        }
        int n = s.size();
        double[] values = new double[n];
        long[] durations = new long[n];
        int used = 0;
        double max = Double.NaN;
        for (int i = 0; i < n; i++) {
            long start = Math.max(s.timePs(i), fromPs);
            long end = Math.min(i + 1 < n ? s.timePs(i + 1) : toPs, toPs);
            if (end > start) {
                values[used] = s.value(i);
                durations[used] = end - start;
                used++;
                max = Double.isNaN(max) ? s.value(i) : Math.max(max, s.value(i));
            }
        }
        if (used == 0) {
            return new QueueStats(Double.NaN, Double.NaN, Double.NaN);
        }
        Integer[] order = new Integer[used];
        long total = 0;
        double area = 0;
        for (int i = 0; i < used; i++) {
            order[i] = i;
            total += durations[i];
            area += values[i] * durations[i];
        }
        Arrays.sort(order, (a, b) -> Double.compare(values[a], values[b]));
        double p99 = values[order[used - 1]];
        long covered = 0;
        for (Integer i : order) {
            covered += durations[i];
            if (covered >= 0.99 * total) {
                p99 = values[i];
                break;
            }
        }
        return new QueueStats(area / total, p99, max);
    }
}
