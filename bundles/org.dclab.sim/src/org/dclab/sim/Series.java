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

    /**
     * Samples are kept in chunks of this many (128 KiB of times and values), the first growing by doubling up to it:
     * a long series then never copies what it holds, nor keeps half its arrays empty ahead of it, as one array grown
     * by doubling did (the 64-server incast's queue length, 640,000 samples, had taken 16 MiB of arrays and 8 MiB more
     * while it copied them).
     */
    private static final int CHUNK_BITS = 13;
    private static final int CHUNK = 1 << CHUNK_BITS;
    private static final int FIRST_CHUNK = 64;

    private static final VarHandle SIZE;
    private static final VarHandle TIMES;
    private static final VarHandle VALUES;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            SIZE = lookup.findVarHandle(Series.class, "size", int.class);
            TIMES = lookup.findVarHandle(Series.class, "timesPs", long[][].class);
            VALUES = lookup.findVarHandle(Series.class, "values", double[][].class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final SeriesKey key;
    // Written with release and read elsewhere with acquire: a reader that sees a size also sees the samples below
    // it, in whichever chunk holds them then. A list of chunks is never changed once published (a new chunk, or a
    // grown first one, comes with a new list), so a reader never sees a chunk missing. On x86 both are plain moves,
    // so the run pays nothing for it.
    private long[][] timesPs = { new long[FIRST_CHUNK] };
    private double[][] values = { new double[FIRST_CHUNK] };
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
        int chunk = n >>> CHUNK_BITS;
        int at = n & (CHUNK - 1);
        long[][] ts = timesPs;
        double[][] vs = values;
        if (chunk == ts.length) {
            ts = Arrays.copyOf(ts, chunk + 1);
            vs = Arrays.copyOf(vs, chunk + 1);
            ts[chunk] = new long[CHUNK];
            vs[chunk] = new double[CHUNK];
            TIMES.setRelease(this, ts);
            VALUES.setRelease(this, vs);
        } else if (at == ts[chunk].length) {
            // Only the first chunk is ever shorter than CHUNK: a short series takes no more than it needs.
            ts = new long[][] { Arrays.copyOf(ts[0], at * 2) };
            vs = new double[][] { Arrays.copyOf(vs[0], at * 2) };
            TIMES.setRelease(this, ts);
            VALUES.setRelease(this, vs);
        }
        ts[chunk][at] = timePs;
        vs[chunk][at] = value;
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
        return ((long[][]) TIMES.getAcquire(this))[i >>> CHUNK_BITS][i & (CHUNK - 1)];
    }

    /** Value of sample {@code i}, which must be below {@link #published()} as this thread last read it. */
    public double value(int i) {
        return ((double[][]) VALUES.getAcquire(this))[i >>> CHUNK_BITS][i & (CHUNK - 1)];
    }
}
