package org.dclab.sim.internal.probes;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.sim.ProbeListener;
import org.dclab.sim.Series;

/** The series of one run and the listeners that stream their samples. */
public final class SeriesSink {

    private final List<Series> series = new ArrayList<>();
    private final List<ProbeListener> listeners = new ArrayList<>();
    private final Map<String, Map<String, Double>> queueLines = new LinkedHashMap<>();

    public Series create(String name, String unit) {
        Series s = new Series(name, unit);
        series.add(s);
        return s;
    }

    public void record(Series s, long timePs, double value) {
        s.add(timePs, value);
        for (ProbeListener l : listeners) {
            l.sample(s, timePs, value);
        }
    }

    public void addListener(ProbeListener listener) {
        listeners.add(listener);
    }

    /** Remembers a level of the queue recorded by {@code s} ("K", "min_th", "max_th") in the series' unit. */
    public void queueLine(Series s, String label, double level) {
        queueLines.computeIfAbsent(s.name(), n -> new LinkedHashMap<>()).put(label, level);
    }

    /** The levels of each queue series, labels in the order recorded. */
    public Map<String, Map<String, Double>> queueLines() {
        Map<String, Map<String, Double>> copy = new LinkedHashMap<>();
        queueLines.forEach((name, lines) -> copy.put(name, java.util.Collections.unmodifiableMap(new LinkedHashMap<>(lines))));
        return java.util.Collections.unmodifiableMap(copy);
    }

    public List<Series> all() {
        return List.copyOf(series);
    }
}
