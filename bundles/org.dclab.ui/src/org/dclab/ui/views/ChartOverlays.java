package org.dclab.ui.views;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.dclab.sim.AnalyticModels;
import org.dclab.sim.AnalyticModels.Coexistence;
import org.dclab.sim.AnalyticModels.QueueBand;
import org.dclab.sim.ChartModels;
import org.dclab.sim.Measure;
import org.dclab.sim.SeriesKey;
import org.dclab.ui.run.SessionHistory;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;

/**
 * The analytic models drawn next to the simulated series when a chart's overlay is on: DCTCP's steady-state queue
 * band and the K ≥ C·RTT/7 guideline (with GEMINI's F) on the queue chart, DCTCP's steady-state α on the α chart,
 * AIPM's awnd = C·D/n, computed from the live connections as they change, on the awnd chart, and AIMD's share 1/α
 * on the DCTCP / TCP goodput ratio chart.
 */
final class ChartOverlays {

    /** The suffix of every model series, so a legend and a CSV file tell theory from simulation. */
    static final String MODEL = " (model)";

    private static final Color BAND = new Color(0x30, 0xA0, 0x50, 0x40);
    private static final Color MODEL_LINE = new Color(0x30, 0x80, 0x40);

    private final Set<ChartSlot> drawn = new HashSet<>();
    private final Map<ChartSlot, List<Marker>> markers = new HashMap<>();
    private final Map<ChartSlot, Map<String, XYSeries>> series = new HashMap<>();
    private final Map<String, Integer> drawnTo = new HashMap<>();

    /** Forgets what was drawn: the charts were cleared for a new run. */
    void clear() {
        drawn.clear();
        markers.clear();
        series.clear();
        drawnTo.clear();
    }

    /** Removes the slot's models and draws them again if its overlay is on. */
    void refresh(ChartSlot slot, ChartModels models, SessionHistory history) {
        markers.getOrDefault(slot, List.of()).forEach(m -> slot.chart().getXYPlot().removeRangeMarker(m, Layer.BACKGROUND));
        markers.getOrDefault(slot, List.of()).forEach(m -> slot.chart().getXYPlot().removeRangeMarker(m, Layer.FOREGROUND));
        series.getOrDefault(slot, Map.of()).values().forEach(s -> slot.dataset().removeSeries(s));
        series.getOrDefault(slot, Map.of()).keySet().forEach(drawnTo::remove);
        markers.remove(slot);
        series.remove(slot);
        drawn.remove(slot);
        update(slot, models, history);
    }

    /** Draws what the models add since the last call. */
    void update(ChartSlot slot, ChartModels models, SessionHistory history) {
        if (!slot.overlay() || models == ChartModels.NONE) {
            return;
        }
        if (drawn.add(slot)) {
            switch (slot.kind()) {
                case QUEUE -> models.queueBands().forEach((queue, band) -> queueBand(slot, queue, band));
                case ALPHA -> models.queueBands().forEach((queue, band) -> line(slot, band.alpha(),
                        String.format(Locale.ROOT, "DCTCP steady state \u03b1 = %.3f (N = %d, %s)", band.alpha(), band.flows(),
                                ChartKind.QUEUE.label(queue))));
                default -> {
                }
            }
        }
        if (slot.kind() == ChartKind.AWND && history != null) {
            models.aipmBdpBytes().forEach((app, bdpBytes) -> awnd(slot, app, bdpBytes, history));
        }
        if (slot.kind() == ChartKind.SHARE && history != null) {
            models.coexistence().ifPresent(flows -> share(slot, flows, history));
        }
    }

    /**
     * AIMD's share 1/α at every goodput period, α the mean of the DCTCP flows' latest marking estimates: what the
     * simulated DCTCP / TCP ratio beside it should approach.
     */
    private void share(ChartSlot slot, Coexistence flows, SessionHistory history) {
        SessionHistory.Track periods = history.track(SeriesKey.ofApplication(flows.dctcpApps().get(0), Measure.GOODPUT));
        List<SessionHistory.Track> alphas = history.tracks().stream().filter(t -> t.key().measure() == Measure.ALPHA
                && flows.dctcpApps().stream().anyMatch(a -> t.key().subject().ofApplication(a))).toList();
        if (periods == null || alphas.isEmpty()) {
            return;
        }
        String key = "AIMD share 1/\u03b1" + MODEL;
        XYSeries s = modelSeries(slot, key);
        for (int i = drawnTo.getOrDefault(key, 0); i < periods.end(); i++) {
            long t = periods.timePs(i);
            double sum = 0;
            int n = 0;
            for (SessionHistory.Track alpha : alphas) {
                int at = latestAtOrBefore(alpha, t);
                if (at >= 0) {
                    sum += alpha.value(at);
                    n++;
                }
            }
            if (n > 0 && sum > 0) {
                s.add(t / 1e12, AnalyticModels.dctcpOverTcpShare(sum / n), i == periods.end() - 1);
            }
        }
        drawnTo.put(key, periods.end());
    }

    /** Position of the last sample at or before {@code timePs}, or -1. */
    static int latestAtOrBefore(SessionHistory.Track track, long timePs) {
        int lo = 0;
        int hi = track.end() - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (track.timePs(mid) <= timePs) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }

    private XYSeries modelSeries(ChartSlot slot, String key) {
        return series.computeIfAbsent(slot, x -> new HashMap<>()).computeIfAbsent(key, k -> {
            XYSeries model = new XYSeries(k, false, true);
            model.setMaximumItemCount(ChartFeed.MAX_ITEMS);
            slot.addModelSeries(model);
            return model;
        });
    }

    private void queueBand(ChartSlot slot, SeriesKey queue, QueueBand band) {
        IntervalMarker steady = new IntervalMarker(band.minQueue(), band.maxQueue(), BAND);
        steady.setLabel(String.format(Locale.ROOT, "DCTCP steady state, N = %d: %.1f to %.1f packets%s", band.flows(),
                band.minQueue(), band.maxQueue(), Double.isNaN(band.geminiF()) ? "" : String.format(Locale.ROOT, "; GEMINI F = %.2f", band
                        .geminiF())));
        LiveChart.labelStyle(steady, MODEL_LINE, slot.factor());
        steady.setLabelAnchor(RectangleAnchor.BOTTOM_RIGHT);
        steady.setLabelTextAnchor(TextAnchor.TOP_RIGHT);
        add(slot, steady, Layer.BACKGROUND);
        double guideline = band.bdpPackets() / 7;
        line(slot, guideline, String.format(Locale.ROOT, "C\u00b7RTT/7 = %.1f packets: K %s it (%s)", guideline,
                band.kSufficient() ? "is above" : "is BELOW", ChartKind.QUEUE.label(queue)));
    }

    private void line(ChartSlot slot, double level, String label) {
        ValueMarker marker = new ValueMarker(level, MODEL_LINE, new BasicStroke(1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                new float[] { 2f, 3f }, 0f));
        marker.setLabel(label);
        LiveChart.labelStyle(marker, MODEL_LINE, slot.factor());
        marker.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
        marker.setLabelTextAnchor(TextAnchor.BOTTOM_RIGHT);
        // Beneath the simulated lines, like the queue's levels, so that no label hides what was measured.
        add(slot, marker, Layer.BACKGROUND);
    }

    private void add(ChartSlot slot, Marker marker, Layer layer) {
        slot.chart().getXYPlot().addRangeMarker(marker, layer);
        markers.computeIfAbsent(slot, s -> new ArrayList<>()).add(marker);
    }

    /** awnd = C·D/n at every change of n, the model AIPM's eq. 14 states before rounding to whole segments. */
    private void awnd(ChartSlot slot, String app, double bdpBytes, SessionHistory history) {
        SessionHistory.Track live = history.track(SeriesKey.ofApplication(app, Measure.LIVE_CONNECTIONS));
        if (live == null) {
            return;
        }
        String key = app + " C\u00b7D/n" + MODEL;
        XYSeries s = modelSeries(slot, key);
        int from = drawnTo.getOrDefault(key, 0);
        for (int i = from; i < live.end(); i++) {
            s.add(live.timePs(i) / 1e12, awndBytes(bdpBytes, live.value(i)), i == live.end() - 1);
        }
        drawnTo.put(key, live.end());
    }

    /** With no connection live the whole C·D is offered to the next one, as AIPM counts n at least 1. */
    static double awndBytes(double bdpBytes, double liveConnections) {
        return bdpBytes / Math.max(1, liveConnections);
    }
}
