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

    /**
     * Property the charts' thinning relies on to skip asking: from any time up to sameWidthUntilPs the width holds,
     * and at that time a command starts or the clock reaches its next power of two, so the promise is not needlessly short.
     */
    @Test
    void theWidthHoldsUntilTheTimeSaid() {
        ChartResolution r = ChartResolution.EVERY_SAMPLE.then(0, 10 * SECOND / 1000).then(SECOND / 3, 0).then(SECOND / 2, SECOND / 1000);
        java.util.Random random = new java.util.Random(7);
        for (int n = 0; n < 2000; n++) {
            long t = (long) (random.nextDouble() * 2 * SECOND);
            long until = r.sameWidthUntilPs(t);
            assertTrue(until > t, t + " -> " + until);
            long width = r.atPs(t);
            long last = Math.min(until - 1, 3 * SECOND);
            for (long probe : new long[] { t, (t + last) / 2, last, t + (last - t) / 7 }) {
                assertEquals(width, r.atPs(probe), "at " + probe + " after " + t + ", promised until " + until);
            }
            boolean commandStarts = until == SECOND / 3 || until == SECOND / 2;
            assertTrue(commandStarts || Long.bitCount(until / 1000) == 1 && until % 1000 == 0, "until " + until);
        }
    }
}
