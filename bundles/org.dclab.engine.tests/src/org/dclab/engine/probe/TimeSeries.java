package org.dclab.engine.probe;

import java.util.Arrays;

/** Growable (time, value) series in primitive arrays; times in picoseconds, appended in non-decreasing order. */
public final class TimeSeries {
    private final String name;
    private long[] times = new long[64];
    private double[] values = new double[64];
    private int size;

    public TimeSeries(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    public void add(long timePs, double value) {
        if (size == times.length) {
            times = Arrays.copyOf(times, size * 2);
            values = Arrays.copyOf(values, size * 2);
        }
        times[size] = timePs;
        values[size] = value;
        size++;
    }

    public int size() {
        return size;
    }

    public long timePs(int i) {
        return times[i];
    }

    public double value(int i) {
        return values[i];
    }

    public double lastValue() {
        if (size == 0) {
            throw new IllegalStateException("time series " + name + " is empty");
        }
        return values[size - 1];
    }

    /** Mean of the step function the series describes, weighted by how long each value held, over [from, to). */
    public double timeAverage(long fromPs, long toPs) {
        if (toPs <= fromPs || size == 0) {
            return Double.NaN;
        }
        double area = 0;
        for (int i = 0; i < size; i++) {
            long start = Math.max(times[i], fromPs);
            long end = Math.min(i + 1 < size ? times[i + 1] : toPs, toPs);
            if (end > start) {
                area += values[i] * (end - start);
            }
        }
        long first = Math.max(times[0], fromPs);
        return first >= toPs ? Double.NaN : area / (toPs - first);
    }
}
