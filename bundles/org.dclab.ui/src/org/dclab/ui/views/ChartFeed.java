package org.dclab.ui.views;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.dclab.sim.ChartModels;
import org.dclab.sim.SeriesKey;
import org.dclab.ui.present.FlowColors;
import org.dclab.ui.run.ChartResolution;
import org.dclab.ui.run.RunSession;
import org.dclab.ui.run.SessionHistory;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;

/**
 * Moves a session's history into the charts' datasets, on the UI thread only: each series to the chart of its
 * kind, with the levels of a queue (K, min_th, max_th) as lines. One drain is at most one redraw per chart.
 */
final class ChartFeed {

    /** Points kept per series: enough for a whole teaching run, bounded so a long one cannot exhaust memory. */
    static final int MAX_ITEMS = 20_000;
    /** Windows of more flows than this would be a tangle; an incast's first connections tell the story. */
    static final int MAX_WINDOWS = 8;

    private static final Color LEVEL_LINE = new Color(0xC0, 0x30, 0x30);

    private final Map<ChartKind, ChartSlot> slots = new EnumMap<>(ChartKind.class);
    private final ChartOverlays overlays = new ChartOverlays();
    private final GoodputShare share = new GoodputShare();
    /** Lines drawn, by bridge key; null for a series no chart draws. */
    private final Map<SeriesKey, SeriesThinning> series = new HashMap<>();
    /** Position in each history track up to which it is drawn. */
    private final Map<SeriesKey, Integer> drawnTo = new HashMap<>();
    private RunSession session;
    private SessionHistory history;
    private int generation;
    /** The flows' colours of the run drawn, known once the run is prepared. */
    private FlowColors colours = FlowColors.NONE;
    /** The copy of the scenario {@link #colours} were read from: a reset prepares another, perhaps with other flows. */
    private Object colouredFor;
    private long drainsWithData;

    ChartFeed(List<ChartSlot> charts) {
        charts.forEach(s -> slots.put(s.kind(), s));
    }

    /** Redraws that brought new samples so far: what the refresh rate is measured by. */
    long drainsWithData() {
        return drainsWithData;
    }

    RunSession session() {
        return session;
    }

    void follow(RunSession next) {
        session = next;
        history = next == null ? null : SessionHistory.of(next);
        generation = -1;
        clear();
    }

    /** Draws or removes the analytic models of {@code slot}. */
    void overlay(ChartSlot slot, boolean on) {
        slot.overlay(on);
        overlays.refresh(slot, models(), history);
    }

    /** Adds what came since the last call; a reset session starts the charts over. */
    void drain() {
        if (history == null) {
            return;
        }
        history.update();
        if (history.generation() != generation) {
            generation = history.generation();
            clear();
        }
        if (session.scenarioAsRun() != null && session.scenarioAsRun() != colouredFor) {
            colouredFor = session.scenarioAsRun();
            colours = FlowColors.of(session.scenarioUri(), session.scenarioAsRun());
            slots.values().forEach(s -> s.colours(colours));
        }
        List<SessionHistory.Track> fresh = new ArrayList<>();
        for (SessionHistory.Track t : history.tracks()) {
            if (drawnTo.getOrDefault(t.key(), 0) < t.end()) {
                fresh.add(t);
            }
        }
        if (fresh.isEmpty()) {
            return;
        }
        drainsWithData++;
        // Only charts that get samples are held and released: releasing one redraws it. Their datasets are held too:
        // the plot rescans all of a dataset's points for the axes' ranges at each change it hears of, and would hear of
        // one per line.
        List<ChartSlot> touched = new ArrayList<>();
        ChartSlot shareSlot = slots.get(ChartKind.SHARE);
        if (shareSlot != null) {
            hold(shareSlot, touched);
        }
        for (SessionHistory.Track t : fresh) {
            ChartKind kind = ChartKind.of(t.key());
            ChartSlot slot = kind == null ? null : slots.get(kind);
            if (slot != null && !touched.contains(slot)) {
                hold(slot, touched);
            }
        }
        try {
            ChartResolution resolution = session.resolution();
            for (SessionHistory.Track t : fresh) {
                SeriesThinning line = lineFor(t.key());
                if (line != null) {
                    line.add(t, drawnTo.getOrDefault(t.key(), 0), t.end(), resolution);
                }
                drawnTo.put(t.key(), t.end());
            }
            if (shareSlot != null) {
                models().coexistence().ifPresent(c -> share.update(shareSlot, c, history));
            }
            for (ChartSlot slot : slots.values()) {
                overlays.update(slot, models(), history);
            }
        } finally {
            for (ChartSlot slot : touched) {
                slot.dataset().setNotify(true);
                slot.chart().setNotify(true);
            }
        }
    }

    private static void hold(ChartSlot slot, List<ChartSlot> held) {
        held.add(slot);
        slot.chart().setNotify(false);
        slot.dataset().setNotify(false);
    }

    private SeriesThinning lineFor(SeriesKey key) {
        if (series.containsKey(key)) {
            return series.get(key);
        }
        ChartKind kind = ChartKind.of(key);
        ChartSlot slot = kind == null ? null : slots.get(kind);
        SeriesThinning line = null;
        if (slot != null && (!kind.perConnection() || slot.labels().size() < MAX_WINDOWS)) {
            line = new SeriesThinning(slot.addSeries(key, MAX_ITEMS), kind.scale());
            if (kind == ChartKind.QUEUE) {
                markLevels(slot, key);
            }
        }
        series.put(key, line);
        return line;
    }

    private ChartModels models() {
        return session == null ? ChartModels.NONE : session.chartModels();
    }

    private void markLevels(ChartSlot slot, SeriesKey key) {
        Map<String, Double> levels = models().queueLines().getOrDefault(key, Map.of());
        levels.forEach((label, level) -> {
            ValueMarker line = new ValueMarker(level, LEVEL_LINE, new BasicStroke((float) (1.5 * slot.factor()), BasicStroke.CAP_BUTT,
                    BasicStroke.JOIN_MITER, 10f, new float[] { 6f, 4f }, 0f));
            // The dashed line beneath the data, which oscillates around K and must stay visible; its words above the data,
            // on their backdrop, or the lines drawn over them made them unreadable.
            slot.chart().getXYPlot().addRangeMarker(line, Layer.BACKGROUND);
            ValueMarker words = new ValueMarker(level, LiveChart.NO_PAINT, new BasicStroke(0f));
            words.setLabel(label + " = " + Math.round(level) + " packets (" + ChartKind.QUEUE.label(key) + ")");
            LiveChart.labelStyle(words, LEVEL_LINE, slot.factor());
            words.setLabelAnchor(RectangleAnchor.TOP_LEFT);
            words.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
            slot.chart().getXYPlot().addRangeMarker(words, Layer.FOREGROUND);
        });
    }

    private void clear() {
        // A reset may run an edited scenario, with applications added or renamed.
        colours = FlowColors.NONE;
        colouredFor = null;
        series.clear();
        drawnTo.clear();
        overlays.clear();
        share.clear();
        for (ChartSlot slot : slots.values()) {
            slot.clear();
            overlays.refresh(slot, models(), history);
        }
    }
}
