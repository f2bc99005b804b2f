package org.dclab.sim;

import java.util.Arrays;

/**
 * One recorded time series of a run, e.g. "queue s1->s2 packets" or "flow1 #0 h1->h3 cwnd bytes". Times are
 * simulation picoseconds in non-decreasing order. Written only on the simulation thread; read it after the run,
 * or stream samples as they come with a {@link ProbeListener}.
 */
public final class Series {

    private final String name;
    private final String unit;
    private long[] timesPs = new long[64];
    private double[] values = new double[64];
    private int size;

    public Series(String name, String unit) {
        this.name = name;
        this.unit = unit;
    }

    public String name() {
        return name;
    }

    /** Unit of the values, e.g. "packets", "bytes", "ps", "bit/s". */
    public String unit() {
        return unit;
    }

    public void add(long timePs, double value) {
        if (size == timesPs.length) {
            timesPs = Arrays.copyOf(timesPs, size * 2);
            values = Arrays.copyOf(values, size * 2);
        }
        timesPs[size] = timePs;
        values[size] = value;
        size++;
    }

    public int size() {
        return size;
    }

    public long timePs(int i) {
        return timesPs[i];
    }

    public double value(int i) {
        return values[i];
    }
}
