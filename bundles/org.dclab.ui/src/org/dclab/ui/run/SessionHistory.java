package org.dclab.ui.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.sim.Series;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.SimulationRun;

/**
 * What a session's run has recorded, as the charts see it: the run's own series, each read up to where it stood at
 * the last {@link #update()}, so one drain sees one consistent length however far the run has gone since. Several
 * chart views, and a chart opened half way through a run, all read the whole history at their own pace. Used on the
 * UI thread only.
 */
public final class SessionHistory {

    /** One recorded series, positions counted from the run's start. */
    public static final class Track {
        private final Series series;
        private int end;

        Track(Series series) {
            this.series = series;
        }

        public SeriesKey key() {
            return series.key();
        }

        /** The series' name, for legends and files. */
        public String name() {
            return series.name();
        }

        public String unit() {
            return series.unit();
        }

        /** Position after the newest sample as of the last update. */
        public int end() {
            return end;
        }

        /** Reads the series up to {@code position} from now on; never past what the run has published. */
        void readTo(int position) {
            end = position;
        }

        public long timePs(int position) {
            return series.timePs(position);
        }

        public double value(int position) {
            return series.value(position);
        }
    }

    private final RunSession session;
    private final Map<SeriesKey, Track> tracks = new LinkedHashMap<>();
    private SimulationRun run;
    private int generation;

    SessionHistory(RunSession session) {
        this.session = session;
    }

    /** The history of {@code session}, which owns it, so it goes when the session goes; call on the UI thread. */
    public static SessionHistory of(RunSession session) {
        return session.history();
    }

    /** Takes what the run recorded since the last call; a reset or a step back starts a new generation. */
    public void update() {
        SimulationRun current = session.currentRun();
        if (current != run) {
            run = current;
            tracks.clear();
            generation++;
        }
        if (run == null) {
            return;
        }
        for (Series s : run.series()) {
            tracks.computeIfAbsent(s.key(), k -> new Track(s)).readTo(s.published());
        }
    }

    /** Changes whenever the session's run is replaced: what a chart drew before belongs to a run that is gone. */
    public int generation() {
        return generation;
    }

    /** The series in the order the run created them. */
    public List<Track> tracks() {
        return new ArrayList<>(tracks.values());
    }

    /** The track of the series of {@code key}, or null while the run has recorded none. */
    public Track track(SeriesKey key) {
        return tracks.get(key);
    }
}
