package org.dclab.sim;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.Objects;

/**
 * One recorded time series of a run, known by its {@link SeriesKey} (the queue length of port s1->s2, the cwnd of
 * flow1's connection #0 h1->h3) and named after it for legends and result files. Times are
 * simulation picoseconds in non-decreasing order. Written only on the simulation thread. Any other thread may read
 * it while the run goes, up to {@link #published()}: a live chart reads the very samples the run keeps instead of
 * a copy handed over per sample, which cost a workbench run more than the simulation of the packets did.
 */
public final class Series {

    /** What one sample is: its time in picoseconds and its value. */
    public static final int BYTES_PER_SAMPLE = Long.BYTES + Double.BYTES;

    private static final VarHandle SIZE;
    private static final VarHandle TIMES;
    private static final VarHandle VALUES;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            SIZE = lookup.findVarHandle(Series.class, "size", int.class);
            TIMES = lookup.findVarHandle(Series.class, "timesPs", long[].class);
            VALUES = lookup.findVarHandle(Series.class, "values", double[].class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final SeriesKey key;
    // Written with release and read elsewhere with acquire: a reader that sees a size also sees the samples below
    // it, in whichever array holds them then. On x86 both are plain moves, so the run pays nothing for it.
    private long[] timesPs = new long[64];
    private double[] values = new double[64];
    private int size;

    public Series(SeriesKey key) {
        this.key = Objects.requireNonNull(key, "key");
    }

    public SeriesKey key() {
        return key;
    }

    /** The key's name, for legends and result files: "queue s1->s2 length". */
    public String name() {
        return key.name();
    }

    /** Unit of the values, e.g. "packets", "bytes", "ps", "bit/s". */
    public String unit() {
        return key.unit();
    }

    public void add(long timePs, double value) {
        int n = size;
        if (n == timesPs.length) {
            TIMES.setRelease(this, Arrays.copyOf(timesPs, n * 2));
            VALUES.setRelease(this, Arrays.copyOf(values, n * 2));
        }
        timesPs[n] = timePs;
        values[n] = value;
        SIZE.setRelease(this, n + 1);
    }

    /** Samples recorded so far; on the simulation thread, or once the run has stopped. */
    public int size() {
        return size;
    }

    /** Samples recorded so far as any thread sees them: those below this index may be read while the run goes on. */
    public int published() {
        return (int) SIZE.getAcquire(this);
    }

    /** Time of sample {@code i}, which must be below {@link #published()} as this thread last read it. */
    public long timePs(int i) {
        return ((long[]) TIMES.getAcquire(this))[i];
    }

    /** Value of sample {@code i}, which must be below {@link #published()} as this thread last read it. */
    public double value(int i) {
        return ((double[]) VALUES.getAcquire(this))[i];
    }
}
