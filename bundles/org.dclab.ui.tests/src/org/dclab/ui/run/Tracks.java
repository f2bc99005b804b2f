package org.dclab.ui.run;

import org.dclab.sim.Series;

/** History tracks over hand-made series, for tests of what draws them. */
public final class Tracks {

    private Tracks() {
    }

    /** A track reading {@code series} up to its current size. */
    public static SessionHistory.Track of(Series series) {
        SessionHistory.Track t = new SessionHistory.Track(series);
        t.readTo(series.size());
        return t;
    }
}
