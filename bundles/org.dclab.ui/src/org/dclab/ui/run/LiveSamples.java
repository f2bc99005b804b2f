package org.dclab.ui.run;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.sim.ProbeListener;
import org.dclab.sim.Series;

/**
 * The bounded hand-over between a run and the charts: the simulation thread appends every sample, the UI thread
 * drains what came since its last visit. Samples closer than the resolution to the last kept one replace it, so a
 * fast run cannot flood the UI while a single step still shows every change.
 */
public final class LiveSamples implements ProbeListener {

    /** Samples kept per series between two drains before the oldest half is thinned out. */
    private static final int CAPACITY = 8192;

    /** Samples of one series since the last drain, times in picoseconds. */
    public record Batch(String name, String unit, long[] timesPs, double[] values) {
    }

    /** Series has identity equality, so this keeps one buffer per series, in the order they first sampled. */
    private final Map<Series, Buffer> buffers = new LinkedHashMap<>();
    private volatile long resolutionPs;
    /** Most samples come in runs from one series (a queue, then an ACK's window): skip the map for those. */
    private Series lastSeries;
    private Buffer lastBuffer;

    /** Keep at most one sample per {@code value} ps of simulated time; 0 keeps every sample. */
    public void resolutionPs(long value) {
        resolutionPs = value;
    }

    @Override
    public synchronized void sample(Series series, long timePs, double value) {
        if (series != lastSeries) {
            lastSeries = series;
            lastBuffer = buffers.computeIfAbsent(series, s -> new Buffer());
        }
        lastBuffer.add(timePs, value, resolutionPs);
    }

    /** Everything recorded since the previous drain, series in the order they first sampled. */
    public synchronized List<Batch> drain() {
        List<Batch> batches = new ArrayList<>();
        for (Map.Entry<Series, Buffer> e : buffers.entrySet()) {
            Buffer b = e.getValue();
            if (b.size > 0) {
                batches.add(new Batch(e.getKey().name(), e.getKey().unit(), Arrays.copyOf(b.timesPs, b.size),
                        Arrays.copyOf(b.values, b.size)));
                b.size = 0;
            }
        }
        return batches;
    }

    private static final class Buffer {
        private final long[] timesPs = new long[CAPACITY];
        private final double[] values = new double[CAPACITY];
        private int size;
        private long lastKeptPs = Long.MIN_VALUE;

        void add(long timePs, double value, long resolutionPs) {
            if (size > 0 && resolutionPs > 0 && timePs - lastKeptPs < resolutionPs) {
                timesPs[size - 1] = timePs;
                values[size - 1] = value;
                return;
            }
            if (size == CAPACITY) {
                thin();
            }
            timesPs[size] = timePs;
            values[size] = value;
            size++;
            lastKeptPs = timePs;
        }

        /** Keeps every other sample: the UI fell behind, and a coarser history beats a gap. */
        private void thin() {
            int kept = 0;
            for (int i = 0; i < size; i += 2) {
                timesPs[kept] = timesPs[i];
                values[kept] = values[i];
                kept++;
            }
            size = kept;
        }
    }
}
