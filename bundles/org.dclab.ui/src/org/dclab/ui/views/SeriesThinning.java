package org.dclab.ui.views;

import org.dclab.ui.run.ChartResolution;
import org.dclab.ui.run.SessionHistory;
import org.jfree.data.xy.XYSeries;

/**
 * Hands one recorded series to its chart line a few thousand points at a time. In each bucket of simulated time (as
 * wide as the {@link ChartResolution} says for its time) it keeps the first, lowest, highest and last sample, in time
 * order, so a queue's spikes above K survive while a run of millions of samples stays drawable. The bucket still
 * filling shows at once as it stands, and is drawn again with the next batch, so how a run was drained never changes
 * the line, unless one batch alone is too big to draw. UI thread only.
 */
final class SeriesThinning {

    /** Points one batch may add: a long step at full resolution is thinned to this rather than flood the chart. */
    static final int POINTS_PER_BATCH = ChartFeed.MAX_ITEMS / 4;

    private final XYSeries line;
    private final double scale;
    private long bucket = Long.MIN_VALUE;
    private long bucketWidth;
    /** Positions of the open bucket's lowest, highest and last samples after its first, or -1. */
    private int low = -1;
    private int high = -1;
    private int last = -1;
    private double lowValue;
    private double highValue;
    /** Points at the end of the line that show the open bucket as it stood after the last batch. */
    private int provisional;
    /**
     * Samples from the open bucket's first up to this time (exclusive) fall in it for sure, its width holding until
     * then: they only update its lowest, highest and last without asking the resolution. A run drains millions of
     * samples a second, and this loop is most of what the charts cost the UI thread. Valid for one batch.
     */
    private long sameBucketFromPs;
    private long sameBucketUntilPs;

    SeriesThinning(XYSeries line, double scale) {
        this.line = line;
        this.scale = scale;
    }

    /** Adds positions {@code from} (inclusive) to {@code to} of {@code track}, in buckets as {@code resolution} says. */
    void add(SessionHistory.Track track, int from, int to, ChartResolution resolution) {
        if (from >= to) {
            return;
        }
        // One change for the whole batch: each would make the chart rescan its data for the axis ranges.
        line.setNotify(false);
        for (; provisional > 0; provisional--) {
            line.remove(line.getItemCount() - 1);
        }
        long batchFloor = 0;
        if (to - from > POINTS_PER_BATCH) {
            long span = track.timePs(to - 1) - track.timePs(from);
            batchFloor = span / (POINTS_PER_BATCH / 4) + 1;
        }
        sameBucketUntilPs = Long.MIN_VALUE;
        for (int i = from; i < to; i++) {
            long time = track.timePs(i);
            if (time >= sameBucketFromPs && time < sameBucketUntilPs) {
                extend(track, i);
                continue;
            }
            long width = Math.max(resolution.atPs(time), batchFloor);
            long b = width <= 0 ? Long.MIN_VALUE : time / width;
            if (width > 0) {
                sameBucketFromPs = time;
                sameBucketUntilPs = Math.min((b + 1) * width, resolution.sameWidthUntilPs(time));
            } else {
                sameBucketUntilPs = Long.MIN_VALUE;
            }
            if (width <= 0 || width != bucketWidth || b != bucket) {
                close(track);
                bucket = b;
                bucketWidth = width;
                point(track, i);
                continue;
            }
            extend(track, i);
        }
        int before = line.getItemCount();
        show(track);
        provisional = line.getItemCount() - before;
        line.setNotify(true);
    }

    /** Sample {@code i} falls in the open bucket, after its first. */
    private void extend(SessionHistory.Track track, int i) {
        double v = track.value(i);
        if (low < 0 || v < lowValue) {
            low = i;
            lowValue = v;
        }
        if (high < 0 || v > highValue) {
            high = i;
            highValue = v;
        }
        last = i;
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
