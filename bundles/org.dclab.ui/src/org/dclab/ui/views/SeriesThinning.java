package org.dclab.ui.views;

import org.dclab.ui.run.SessionHistory;
import org.jfree.data.xy.XYSeries;

/**
 * Hands one recorded series to its chart line a few thousand points at a time. In each bucket of simulated time it
 * keeps the first, lowest, highest and last sample, in time order, so a queue's spikes above K survive while a run
 * of millions of samples stays drawable. The bucket still filling shows at once as it stands, and is drawn again
 * with the next batch, so how a run was drained never changes the line. UI thread only.
 */
final class SeriesThinning {

    /** Points one batch may add: a long step at full resolution is thinned to this rather than flood the chart. */
    static final int POINTS_PER_BATCH = ChartFeed.MAX_ITEMS / 4;

    private final XYSeries line;
    private final double scale;
    private long bucket = Long.MIN_VALUE;
    /** Positions of the open bucket's lowest, highest and last samples after its first, or -1. */
    private int low = -1;
    private int high = -1;
    private int last = -1;
    /** Points at the end of the line that show the open bucket as it stood after the last batch. */
    private int provisional;

    SeriesThinning(XYSeries line, double scale) {
        this.line = line;
        this.scale = scale;
    }

    /**
     * Adds positions {@code from} (inclusive) to {@code to} of {@code track}, at most one bucket per
     * {@code resolutionPs} (0: every sample).
     */
    void add(SessionHistory.Track track, int from, int to, long resolutionPs) {
        if (from >= to) {
            return;
        }
        // One change for the whole batch: each would make the chart rescan its data for the axis ranges.
        line.setNotify(false);
        for (; provisional > 0; provisional--) {
            line.remove(line.getItemCount() - 1);
        }
        long resolution = resolutionPs;
        if (to - from > POINTS_PER_BATCH) {
            long span = track.timePs(to - 1) - track.timePs(from);
            resolution = Math.max(resolution, span / (POINTS_PER_BATCH / 4) + 1);
        }
        for (int i = from; i < to; i++) {
            long b = resolution <= 0 ? Long.MIN_VALUE : track.timePs(i) / resolution;
            if (resolution <= 0 || b != bucket) {
                close(track);
                bucket = b;
                point(track, i);
                continue;
            }
            double v = track.value(i);
            if (low < 0 || v < track.value(low)) {
                low = i;
            }
            if (high < 0 || v > track.value(high)) {
                high = i;
            }
            last = i;
        }
        int before = line.getItemCount();
        show(track);
        provisional = line.getItemCount() - before;
        line.setNotify(true);
    }

    /** Draws the open bucket's lowest, highest and last samples and starts the next one. */
    private void close(SessionHistory.Track track) {
        show(track);
        low = -1;
        high = -1;
        last = -1;
    }

    /** Draws the open bucket's lowest, highest and last samples in the order they came. */
    private void show(SessionHistory.Track track) {
        int a = Math.min(low, high);
        int b = Math.max(low, high);
        if (a >= 0) {
            point(track, a);
        }
        if (b > a) {
            point(track, b);
        }
        if (last > b) {
            point(track, last);
        }
    }

    private void point(SessionHistory.Track track, int i) {
        line.add(track.timePs(i) / 1e12, track.value(i) * scale, false);
    }
}
