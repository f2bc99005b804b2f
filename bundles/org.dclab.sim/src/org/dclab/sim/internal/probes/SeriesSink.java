package org.dclab.sim.internal.probes;

import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

import org.dclab.sim.Measure;
import org.dclab.sim.Series;
import org.dclab.sim.SeriesKey;

/** The series of one run. */
public final class SeriesSink {

    /** Created on the simulation thread as connections open; a chart lists them from its own thread. */
    private final List<Series> series = new CopyOnWriteArrayList<>();
    private final Map<SeriesKey, Map<String, Double>> queueLines = new LinkedHashMap<>();
    /** Measures of series a probe will create as connections open; written while the run is prepared only. */
    private final Set<Measure> promised = EnumSet.noneOf(Measure.class);

    public Series create(SeriesKey key) {
        Series s = new Series(key);
        series.add(s);
        return s;
    }

    /**
     * Says that a probe installed now will record {@code measure} once a connection opens, so what the run will
     * record is known before it starts. Call while the run is prepared, before it runs.
     */
    public void promise(Measure measure) {
        promised.add(measure);
    }

    /** The measures of the series created so far and of those promised. */
    public Set<Measure> measures() {
        Set<Measure> all = EnumSet.noneOf(Measure.class);
        all.addAll(promised);
        series.forEach(s -> all.add(s.key().measure()));
        return all;
    }

    public void record(Series s, long timePs, double value) {
        s.add(timePs, value);
    }

    /** Remembers a level of the queue recorded by {@code s} ("K", "min_th", "max_th") in the series' unit. */
    public void queueLine(Series s, String label, double level) {
        queueLines.computeIfAbsent(s.key(), k -> new LinkedHashMap<>()).put(label, level);
    }

    /** The levels of each queue series, labels in the order recorded. */
    public Map<SeriesKey, Map<String, Double>> queueLines() {
        Map<SeriesKey, Map<String, Double>> copy = new LinkedHashMap<>();
        queueLines.forEach((key, lines) -> copy.put(key, java.util.Collections.unmodifiableMap(new LinkedHashMap<>(lines))));
        return java.util.Collections.unmodifiableMap(copy);
    }

    /** The series created so far, in the order they were; safe to call from any thread. */
    public List<Series> all() {
        return List.copyOf(series);
    }
}
