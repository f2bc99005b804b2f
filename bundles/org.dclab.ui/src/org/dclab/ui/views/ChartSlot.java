package org.dclab.ui.views;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import org.dclab.sim.SeriesKey;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * One live chart and what the user chose for it: which series are hidden, whether the time axis slides with the
 * run, whether the analytic models are drawn. Touched on the UI thread only.
 */
public final class ChartSlot {

    private final ChartKind kind;
    private final XYSeriesCollection dataset = new XYSeriesCollection();
    private final JFreeChart chart;
    /**
     * Legend label of every simulated series to its bridge key, which the workbench selection is matched on; a
     * series derived from others (the goodput ratio) has none.
     */
    private final Map<String, SeriesKey> keysByLabel = new LinkedHashMap<>();
    private final Set<String> hidden = new HashSet<>();
    private Predicate<SeriesKey> selected;
    private double windowSeconds;
    private boolean overlay;
    private boolean streaming;

    ChartSlot(ChartKind kind, String emptyMessage) {
        this.kind = kind;
        this.chart = LiveChart.create(kind.title(), kind.axisLabel(), dataset, emptyMessage, kind.steps());
    }

    public ChartKind kind() {
        return kind;
    }

    public JFreeChart chart() {
        return chart;
    }

    /** The series drawn; change it only on the UI thread. */
    public XYSeriesCollection dataset() {
        return dataset;
    }

    /** Legend labels of the simulated series, in the order they came. */
    public List<String> labels() {
        return List.copyOf(keysByLabel.keySet());
    }

    /** The key of the simulated series of this legend label, or null for a derived or model series. */
    public SeriesKey key(String label) {
        return keysByLabel.get(label);
    }

    /** Adds the line of a recorded series, labelled as this chart's kind labels it. */
    XYSeries addSeries(SeriesKey key, int maxItems) {
        return add(kind.label(key), key, maxItems);
    }

    /** Adds a simulated line derived from recorded series, such as a ratio of goodputs; it follows no selection. */
    XYSeries addDerivedSeries(String label, int maxItems) {
        return add(label, null, maxItems);
    }

    private XYSeries add(String label, SeriesKey key, int maxItems) {
        XYSeries s = new XYSeries(label, false, true);
        s.setMaximumItemCount(maxItems);
        keysByLabel.put(label, key);
        dataset.addSeries(s);
        updateVisibility();
        return s;
    }

    /** Adds a series that is not simulated (an analytic model); it follows the user's hiding but no selection. */
    void addModelSeries(XYSeries s) {
        dataset.addSeries(s);
        updateVisibility();
    }

    /** Says {@code message} in place of lines while the chart has none; a change only when it says something new. */
    void emptyMessage(String message) {
        if (!message.equals(chart.getXYPlot().getNoDataMessage())) {
            chart.getXYPlot().setNoDataMessage(message);
        }
    }

    void clear() {
        keysByLabel.clear();
        dataset.removeAllSeries();
        chart.getXYPlot().clearRangeMarkers();
    }

    /** Hides the series of these legend labels and shows all others. */
    public void setHidden(Set<String> labels) {
        hidden.clear();
        hidden.addAll(labels);
        updateVisibility();
    }

    public Set<String> hidden() {
        return Set.copyOf(hidden);
    }

    /**
     * Shows only the series whose bridge keys pass {@code keys} (the workbench selection), or all when none pass:
     * a chart with nothing of the selected element keeps its lines rather than going blank. Null shows all.
     */
    public void select(Predicate<SeriesKey> keys) {
        selected = keys;
        updateVisibility();
    }

    /** True when the series of this legend label is drawn. */
    public boolean isShown(String label) {
        int i = dataset.indexOf(label);
        return i >= 0 && chart.getXYPlot().getRenderer().isSeriesVisible(i);
    }

    /** Shows only the last {@code seconds} of simulated time, moving with the run; 0 shows the whole history. */
    public void setWindowSeconds(double seconds) {
        windowSeconds = seconds;
        ValueAxis time = chart.getXYPlot().getDomainAxis();
        time.setFixedAutoRange(seconds);
        time.setAutoRange(true);
    }

    public double windowSeconds() {
        return windowSeconds;
    }

    public boolean overlay() {
        return overlay;
    }

    void overlay(boolean on) {
        overlay = on;
    }

    /**
     * While a run streams samples in, lines are drawn without anti-aliasing, which costs about half as much per
     * redraw, so the charts keep their refresh rate without taking the processor the run needs; a chart that stands
     * still is drawn smooth again. Exports are always smooth (see {@link ChartExport}).
     */
    void streaming(boolean on) {
        if (on != streaming) {
            streaming = on;
            chart.setAntiAlias(!on);
        }
    }

    private void updateVisibility() {
        boolean anySelected = selected != null && keysByLabel.values().stream().anyMatch(k -> k != null && selected.test(k));
        XYItemRenderer renderer = chart.getXYPlot().getRenderer();
        for (int i = 0; i < dataset.getSeriesCount(); i++) {
            String label = String.valueOf(dataset.getSeriesKey(i));
            SeriesKey key = keysByLabel.get(label);
            boolean shown = !hidden.contains(label) && (!anySelected || key == null || selected.test(key));
            renderer.setSeriesVisible(i, shown, false);
        }
        chart.fireChartChanged();
    }
}
