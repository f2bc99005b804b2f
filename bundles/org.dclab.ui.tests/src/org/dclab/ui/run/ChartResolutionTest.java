package org.dclab.ui.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How wide a chart bucket is, by a sample's time and the command that covered it. */
class ChartResolutionTest {

    private static final long SECOND = 1_000_000_000_000L;

    @Test
    void aStepShowsEverySampleAndARunBucketsWhatItCovers() {
        ChartResolution r = ChartResolution.EVERY_SAMPLE.then(0, 0).then(SECOND / 100, 10 * SECOND / 1000);
        assertEquals(0, r.atPs(SECOND / 200), "stepped before the run started");
        assertTrue(r.atPs(SECOND / 100) > 0);
    }

    /**
     * Oracle: a 10 s run draws its samples with buckets of a thousandth of their time (rounded down to a power of two),
     * never finer than a quarter of the whole run's bucket (2.5 ms) nor coarser than it (10 ms).
     */
    @Test
    void theBucketFollowsTheClockBetweenAQuarterAndTheWholeRunsBucket() {
        ChartResolution r = ChartResolution.wholeRun(10 * SECOND);
        long whole = 10 * SECOND / 1000;
        assertEquals(whole / 4, r.atPs(0));
        assertEquals(whole / 4, r.atPs(SECOND / 10));
        assertEquals(Long.highestOneBit(5 * SECOND / 1000), r.atPs(5 * SECOND));
        assertEquals(Long.highestOneBit(whole), r.atPs(10 * SECOND));
        assertEquals(whole, ChartResolution.EVERY_SAMPLE.then(0, whole).atPs(100 * SECOND), "never coarser than the run's bucket");
        long buckets = 0;
        for (long t = 0; t < 10 * SECOND; t += r.atPs(t)) {
            buckets++;
        }
        assertTrue(buckets <= 4000, "a whole run costs at most 4000 buckets: " + buckets);
    }

    /** A step back re-runs from zero: what a later command said of times after it was given no longer holds. */
    @Test
    void aCommandGivenEarlierReplacesWhatCameAfterIt() {
        ChartResolution r = ChartResolution.EVERY_SAMPLE.then(0, SECOND / 1000).then(SECOND, 0);
        assertEquals(0, r.atPs(2 * SECOND));
        ChartResolution again = r.then(0, SECOND / 1000);
        assertTrue(again.atPs(2 * SECOND) > 0);
        assertEquals(r.then(SECOND, 0), r, "the same command again changes nothing");
    }
}
