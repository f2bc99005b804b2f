package org.dclab.ui.run;

import java.util.Arrays;

/**
 * How finely charts draw a run's samples, by simulated time. Each command given to the run covers the time from where
 * it started, with its own coarsest bucket, or 0 for a step, whose every sample shows. Within a command the bucket
 * follows the sample's own time: a thousandth of it rounded down to a power of two, at least a quarter of the
 * command's bucket and at most the whole of it. So the first moments of a long run are drawn up to four times finer
 * than its end (an incast's connection window settles in the first 0.3 s of a 10 s scenario), and a whole run still
 * costs at most about 4,000 buckets, 16,000 points a line, below what a chart line keeps (ChartFeed.MAX_ITEMS). It
 * depends on the samples' times alone: however the charts happen to drain a run, they draw the same line. An
 * immutable value.
 */
public final class ChartResolution {

    /** Buckets of simulated time a sample's bucket is cut to: its time over this. */
    static final long BUCKETS_PER_RUN = 1000;

    /** Before any command: every sample shows. */
    public static final ChartResolution EVERY_SAMPLE = new ChartResolution(new long[] { 0 }, new long[] { 0 });

    private final long[] startsPs;
    private final long[] coarsestPs;

    private ChartResolution(long[] startsPs, long[] coarsestPs) {
        this.startsPs = startsPs;
        this.coarsestPs = coarsestPs;
    }

    /** For a run that cuts its whole length {@code endPs} into buckets from time zero, as a re-run does. */
    static ChartResolution wholeRun(long endPs) {
        return EVERY_SAMPLE.running(0, endPs);
    }

    /** With a command from {@code startPs} that covers {@code spanPs} of simulated time, cut into buckets. */
    ChartResolution running(long startPs, long spanPs) {
        return then(startPs, Math.max(0, spanPs) / BUCKETS_PER_RUN);
    }

    /** With a step from {@code startPs}: every sample shows. */
    ChartResolution stepping(long startPs) {
        return then(startPs, 0);
    }

    /**
     * With a command that starts at {@code startPs} and draws at most one bucket per {@code coarsestPs} (0: every
     * sample) from there on; what an earlier command said of later times no longer holds.
     */
    ChartResolution then(long startPs, long coarsestPs) {
        int kept = startsPs.length;
        while (kept > 0 && startsPs[kept - 1] >= startPs) {
            kept--;
        }
        if (kept > 0 && this.coarsestPs[kept - 1] == coarsestPs) {
            return kept == startsPs.length ? this : new ChartResolution(Arrays.copyOf(startsPs, kept), Arrays.copyOf(this.coarsestPs,
                    kept));
        }
        long[] starts = Arrays.copyOf(startsPs, kept + 1);
        long[] coarsest = Arrays.copyOf(this.coarsestPs, kept + 1);
        starts[kept] = startPs;
        coarsest[kept] = coarsestPs;
        return new ChartResolution(starts, coarsest);
    }

    /** The bucket a sample at {@code timePs} falls in is this wide; 0 draws it whatever its neighbours. */
    public long atPs(long timePs) {
        int i = startsPs.length - 1;
        while (i > 0 && startsPs[i] > timePs) {
            i--;
        }
        long coarsest = coarsestPs[i];
        if (coarsest <= 0) {
            return 0;
        }
        long followingTheClock = Long.highestOneBit(Math.max(1, timePs / BUCKETS_PER_RUN));
        return Math.max(Math.max(1, coarsest / 4), Math.min(coarsest, followingTheClock));
    }

    /**
     * A time after {@code timePs} up to which (exclusive) {@link #atPs} says what it says at {@code timePs}: the next
     * command's start or the clock's next power of two, whichever comes first.
     */
    public long sameWidthUntilPs(long timePs) {
        int i = startsPs.length - 1;
        while (i > 0 && startsPs[i] > timePs) {
            i--;
        }
        long nextCommand = i + 1 < startsPs.length ? startsPs[i + 1] : Long.MAX_VALUE;
        long clockPower = Long.highestOneBit(Math.max(1, timePs / BUCKETS_PER_RUN));
        return Math.min(nextCommand, 2 * clockPower * BUCKETS_PER_RUN);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ChartResolution r && Arrays.equals(startsPs, r.startsPs) && Arrays.equals(coarsestPs, r.coarsestPs);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(startsPs) + Arrays.hashCode(coarsestPs);
    }

    @Override
    public String toString() {
        return "ChartResolution from " + Arrays.toString(startsPs) + " ps at most " + Arrays.toString(coarsestPs) + " ps";
    }
}
