package org.dclab.ui.run;

import org.dclab.sim.Series;

/** History tracks and chart resolutions over hand-made series, for tests of what draws them. */
public final class Tracks {

    private Tracks() {
    }

    /** A track reading {@code series} up to its current size. */
    public static SessionHistory.Track of(Series series) {
        SessionHistory.Track t = new SessionHistory.Track(series);
        t.readTo(series.size());
        return t;
    }

    /** A run from time zero whose coarsest bucket is {@code coarsestPs}. */
    public static ChartResolution run(long coarsestPs) {
        return ChartResolution.EVERY_SAMPLE.then(0, coarsestPs);
    }

    /** Steps up to {@code runFromPs}, then a run whose coarsest bucket is {@code coarsestPs}. */
    public static ChartResolution stepsThenRun(long runFromPs, long coarsestPs) {
        return ChartResolution.EVERY_SAMPLE.then(runFromPs, coarsestPs);
    }
}
