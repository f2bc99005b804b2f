package org.dclab.sim.internal.probes;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import org.dclab.sim.Series;
import org.dclab.sim.SeriesKey;

/** The series of one run. */
public final class SeriesSink {

    /** Created on the simulation thread as connections open; a chart lists them from its own thread. */
    private final List<Series> series = new CopyOnWriteArrayList<>();
    private final Map<SeriesKey, Map<String, Double>> queueLines = new LinkedHashMap<>();

    public Series create(SeriesKey key) {
        Series s = new Series(key);
        series.add(s);
        return s;
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
