package org.dclab.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.sim.Measure;
import org.dclab.sim.Series;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.SeriesSubject;
import org.dclab.ui.run.ChartResolution;
import org.dclab.ui.run.SessionHistory;
import org.dclab.ui.run.Tracks;
import org.jfree.data.xy.XYSeries;
import org.junit.jupiter.api.Test;

/** What a chart line gets from a recorded series: every sample when stepping, each bucket's extremes when running. */
class SeriesThinningTest {

    private static final SeriesKey CWND = new SeriesKey(new SeriesSubject.Flow("app", "#0 a->b", "a", "b"), Measure.CWND);

    /** A queue-like saw: one sample per microsecond, climbing 0..99 then dropping, 1000 samples. */
    private static Series saw() {
        Series s = new Series(SeriesKey.queueLength("a", "b"));
        for (int i = 0; i < 1000; i++) {
            s.add(i * 1_000_000L, (i * 7) % 100);
        }
        return s;
    }

    private static List<String> points(XYSeries line) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < line.getItemCount(); i++) {
            out.add(line.getX(i) + "=" + line.getY(i));
        }
        return out;
    }

    private static XYSeries fed(Series s, ChartResolution resolution, int... cuts) {
        XYSeries line = new XYSeries("line", false, true);
        SeriesThinning thinning = new SeriesThinning(line, 1);
        SessionHistory.Track track = Tracks.of(s);
        int from = 0;
        for (int cut : cuts) {
            thinning.add(track, from, cut, resolution);
            from = cut;
        }
        thinning.add(track, from, s.size(), resolution);
        return line;
    }

    @Test
    void aStepShowsEverySample() {
        Series s = saw();
        XYSeries line = fed(s, ChartResolution.EVERY_SAMPLE);
        assertEquals(s.size(), line.getItemCount());
        for (int i = 0; i < s.size(); i++) {
            assertEquals(s.timePs(i) / 1e12, line.getX(i).doubleValue());
            assertEquals(s.value(i), line.getY(i).doubleValue());
        }
    }

    /**
     * Oracle: per 50 us bucket, the first, lowest, highest and last samples, in time order, and nothing else. (A run
     * whose whole bucket is 200 us draws its first millisecond with a quarter of that.)
     */
    @Test
    void aRunKeepsEachBucketsFirstLowestHighestAndLast() {
        Series s = saw();
        XYSeries line = fed(s, Tracks.run(200_000_000L));
        List<String> expected = new ArrayList<>();
        for (int start = 0; start < s.size(); start += 50) {
            int low = -1;
            int high = -1;
            for (int i = start + 1; i < start + 50; i++) {
                if (low < 0 || s.value(i) < s.value(low)) {
                    low = i;
                }
                if (high < 0 || s.value(i) > s.value(high)) {
                    high = i;
                }
            }
            List<Integer> kept = new ArrayList<>(List.of(start, Math.min(low, high), Math.max(low, high), start + 49));
            for (int k = 0; k < kept.size(); k++) {
                if (k > 0 && kept.get(k).equals(kept.get(k - 1))) {
                    continue;
                }
                expected.add(s.timePs(kept.get(k)) / 1e12 + "=" + s.value(kept.get(k)));
            }
        }
        assertEquals(expected, points(line));
        assertTrue(line.getItemCount() <= 4 * 20, "at most four points per bucket: " + line.getItemCount());
        assertEquals(0.0, line.getMinY());
        assertEquals(99.0, line.getMaxY());
    }

    /**
     * Oracle: drained in pieces that split buckets, the line ends exactly as if drained at once, also across a
     * change from stepping (every sample) to running, and while the run's buckets follow the clock.
     */
    @Test
    void howTheRunIsDrainedChangesNothing() {
        Series s = saw();
        ChartResolution steppedThenRun = Tracks.stepsThenRun(300_000_000L, 400_000_000L);
        assertEquals(points(fed(s, steppedThenRun)), points(fed(s, steppedThenRun, 7, 123, 124, 299, 300, 555, 999)));
        Series slow = new Series(CWND);
        for (int i = 0; i < 100_000; i++) {
            slow.add(i * 100_000_000L, i % 977);
        }
        ChartResolution followsTheClock = Tracks.run(10_000L * 1_000_000_000L / 1000);
        // Batches below the size that would be thinned on its own (SeriesThinning.POINTS_PER_BATCH).
        int[] everyFourThousand = java.util.stream.IntStream.iterate(4000, i -> i < 100_000, i -> i + 4000).toArray();
        int[] unevenly = java.util.stream.IntStream.iterate(3333, i -> i < 100_000, i -> i + 3333 + i % 7).toArray();
        assertEquals(points(fed(slow, followsTheClock, everyFourThousand)), points(fed(slow, followsTheClock, unevenly)));
    }

    /** A step of a million events at full resolution would flood the chart: one batch is thinned to a bound. */
    @Test
    void oneHugeBatchIsThinnedToItsBound() {
        Series s = new Series(CWND);
        for (int i = 0; i < 200_000; i++) {
            s.add(i * 1000L, i % 1000);
        }
        XYSeries line = fed(s, ChartResolution.EVERY_SAMPLE);
        assertTrue(line.getItemCount() <= SeriesThinning.POINTS_PER_BATCH + 4, "thinned: " + line.getItemCount());
        assertEquals(0.0, line.getMinY());
        assertEquals(999.0, line.getMaxY());
        assertEquals(s.timePs(s.size() - 1) / 1e12, line.getX(line.getItemCount() - 1).doubleValue(), "the newest sample shows");
    }
}
