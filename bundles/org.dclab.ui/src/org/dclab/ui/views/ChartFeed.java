package org.dclab.ui.views;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.dclab.ui.run.LiveSamples;
import org.dclab.ui.run.RunSession;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Moves a session's samples into the charts' datasets, on the UI thread only: queue lengths to the first chart
 * (with K where the queue marks above a threshold), congestion windows to the second, AIPM's con_wnd to the
 * third. One drain is one redraw per chart.
 */
final class ChartFeed {

    /** Points kept per series: enough for a whole teaching run, bounded so a long one cannot exhaust memory. */
    static final int MAX_ITEMS = 20_000;
    /** Windows of more flows than this would be a tangle; an incast's first connections tell the story. */
    static final int MAX_WINDOWS = 8;

    private static final Color K_LINE = new Color(0xC0, 0x30, 0x30);

    private final JFreeChart[] charts;
    private final XYSeriesCollection[] datasets;
    private final Map<String, XYSeries> series = new HashMap<>();
    private RunSession session;
    private LiveSamples samples;
    private long drainsWithData;

    ChartFeed(JFreeChart[] charts, XYSeriesCollection[] datasets) {
        this.charts = charts;
        this.datasets = datasets;
    }

    /** Redraws that brought new samples so far: what the refresh rate is measured by. */
    long drainsWithData() {
        return drainsWithData;
    }

    void follow(RunSession next) {
        session = next;
        samples = null;
        clear();
    }

    /** Adds what came since the last call; a reset session starts the charts over. */
    void drain() {
        if (session == null) {
            return;
        }
        LiveSamples current = session.samples();
        if (current != samples) {
            samples = current;
            clear();
        }
        List<LiveSamples.Batch> batches = current.drain();
        if (batches.isEmpty()) {
            return;
        }
        drainsWithData++;
        // Only charts that get samples are held and released: releasing one redraws it.
        boolean[] touched = new boolean[charts.length];
        for (LiveSamples.Batch b : batches) {
            int chart = chartOf(b.name());
            if (chart >= 0 && !touched[chart]) {
                touched[chart] = true;
                charts[chart].setNotify(false);
            }
        }
        try {
            for (LiveSamples.Batch b : batches) {
                XYSeries s = seriesFor(b.name());
                if (s != null) {
                    append(s, b);
                }
            }
        } finally {
            for (int i = 0; i < charts.length; i++) {
                if (touched[i]) {
                    charts[i].setNotify(true);
                }
            }
        }
    }

    private static void append(XYSeries s, LiveSamples.Batch b) {
        int last = b.timesPs().length - 1;
        for (int i = 0; i <= last; i++) {
            // One change event per batch: each would otherwise rescan the series for the axis range.
            s.add(b.timesPs()[i] / 1e12, b.values()[i], i == last);
        }
    }

    private XYSeries seriesFor(String name) {
        if (series.containsKey(name)) {
            return series.get(name);
        }
        int chart = chartOf(name);
        XYSeries s = null;
        if (chart >= 0 && (chart != 1 || datasets[1].getSeriesCount() < MAX_WINDOWS)) {
            s = new XYSeries(label(name), false, true);
            s.setMaximumItemCount(MAX_ITEMS);
            datasets[chart].addSeries(s);
            if (chart == 0) {
                markThreshold(name);
            }
        }
        series.put(name, s);
        return s;
    }

    /** Which chart shows a series, by the bridge's naming of its probes; -1 for none. */
    private static int chartOf(String name) {
        if (name.startsWith("queue ") && name.endsWith(" length")) {
            return 0;
        }
        if (name.endsWith(" cwnd")) {
            return 1;
        }
        return name.endsWith(" con_wnd") ? 2 : -1;
    }

    private static String label(String name) {
        return name.startsWith("queue ") ? name.substring("queue ".length(), name.length() - " length".length())
                : name.substring(0, name.lastIndexOf(' '));
    }

    private void markThreshold(String name) {
        Double k = session.markingThresholds().get(name);
        if (k == null) {
            return;
        }
        ValueMarker marker = new ValueMarker(k, K_LINE, new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER,
                10f, new float[] { 6f, 4f }, 0f));
        marker.setLabel("K = " + Math.round(k) + " packets (" + label(name) + ")");
        marker.setLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        marker.setLabelPaint(K_LINE);
        marker.setLabelAnchor(RectangleAnchor.TOP_LEFT);
        marker.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
        charts[0].getXYPlot().addRangeMarker(marker);
    }

    private void clear() {
        series.clear();
        for (XYSeriesCollection d : datasets) {
            d.removeAllSeries();
        }
        charts[0].getXYPlot().clearRangeMarkers();
    }
}
