package org.dclab.ui.run;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything a session's charts have been shown so far, kept on the UI thread. {@link LiveSamples} hands each
 * sample out once; several chart views, and a chart opened half way through a run, all need the whole history, so
 * one history per session drains the samples and every chart reads from it at its own pace.
 */
public final class SessionHistory {

    /** Samples kept per series; beyond it the oldest half goes, so a long run cannot exhaust memory. */
    static final int MAX_KEPT = 100_000;

    /** One recorded series; positions count from the run's start, also after old samples were let go. */
    public static final class Track {
        private final String name;
        private final String unit;
        private long[] timesPs = new long[256];
        private double[] values = new double[256];
        private int size;
        private int dropped;

        Track(String name, String unit) {
            this.name = name;
            this.unit = unit;
        }

        public String name() {
            return name;
        }

        public String unit() {
            return unit;
        }

        /** Position of the oldest sample still kept. */
        public int start() {
            return dropped;
        }

        /** Position after the newest sample. */
        public int end() {
            return dropped + size;
        }

        public long timePs(int position) {
            return timesPs[position - dropped];
        }

        public double value(int position) {
            return values[position - dropped];
        }

        void append(long[] times, double[] vals) {
            if (size + times.length > MAX_KEPT) {
                int drop = Math.min(size, Math.max(size / 2, size + times.length - MAX_KEPT));
                System.arraycopy(timesPs, drop, timesPs, 0, size - drop);
                System.arraycopy(values, drop, values, 0, size - drop);
                size -= drop;
                dropped += drop;
            }
            if (size + times.length > timesPs.length) {
                int capacity = Math.max(timesPs.length * 2, size + times.length);
                timesPs = Arrays.copyOf(timesPs, capacity);
                values = Arrays.copyOf(values, capacity);
            }
            int n = Math.min(times.length, MAX_KEPT);
            System.arraycopy(times, times.length - n, timesPs, size, n);
            System.arraycopy(vals, vals.length - n, values, size, n);
            size += n;
            dropped += times.length - n;
        }
    }

    private final RunSession session;
    private final Map<String, Track> tracks = new LinkedHashMap<>();
    private LiveSamples samples;
    private int generation;

    SessionHistory(RunSession session) {
        this.session = session;
    }

    /** The history of {@code session}, which owns it, so it goes when the session goes; call on the UI thread. */
    public static SessionHistory of(RunSession session) {
        return session.history();
    }

    /** Takes what the run recorded since the last call; a reset session starts a new generation. */
    public void update() {
        LiveSamples current = session.samples();
        if (current != samples) {
            samples = current;
            tracks.clear();
            generation++;
        }
        for (LiveSamples.Batch b : current.drain()) {
            tracks.computeIfAbsent(b.name(), n -> new Track(n, b.unit())).append(b.timesPs(), b.values());
        }
    }

    /** Changes at every reset of the session: what a chart drew before belongs to a run that is gone. */
    public int generation() {
        return generation;
    }

    /** The series in the order they first sampled. */
    public List<Track> tracks() {
        return new ArrayList<>(tracks.values());
    }

    public Track track(String name) {
        return tracks.get(name);
    }
}
