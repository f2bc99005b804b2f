package org.dclab.ui.views;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Paint;
import java.util.HashMap;

import org.dclab.charts.ChartExport;
import org.dclab.sim.Series;
import org.dclab.sim.SeriesKey;
import org.dclab.ui.present.FlowColors;
import org.dclab.ui.present.Presentation;
import org.eclipse.swt.graphics.RGB;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.LegendItemSource;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * One live chart and what the user chose for it: which series are hidden, whether the time axis slides with the
 * run, whether the analytic models are drawn, whether the value axis is logarithmic. Each flow's lines have its
 * colour ({@link FlowColors}), several connections of one application told apart by dashes; lines and text are
 * drawn at the presentation factor. Touched on the UI thread only.
 */
public final class ChartSlot {

    private static final float EVERYDAY_WIDTH = 1.5f;
    /** An application with this many connections drawn has one legend entry for them all. */
    static final int GROUPED_FROM = 3;
    private static final Color MODEL = new Color(0x55, 0x55, 0x55);
    /** Solid, dashed, dotted, dash-dot, long dashes: enough for the windows of one application a chart draws. */
    private static final float[][] DASHES = { null, { 6, 4 }, { 1.5f, 3 }, { 8, 3, 2, 3 }, { 12, 4 } };

    private final ChartKind kind;
    private final XYSeriesCollection dataset = new XYSeriesCollection();
    private final JFreeChart chart;
    /**
     * Legend label of every simulated series to its bridge key, which the workbench selection is matched on; a
     * series derived from others (the goodput ratio) has none.
     */
    private final Map<String, SeriesKey> keysByLabel = new LinkedHashMap<>();
    private final Set<String> hidden = new HashSet<>();
    /** Legend labels of the analytic models' series, drawn grey and dashed beside the simulated ones. */
    private final Set<String> models = new HashSet<>();
    /** Legend labels of the ghost curves of a compared run, drawn as models are. */
    private final Set<String> ghosts = new java.util.LinkedHashSet<>();
    /** How a ghost curve's legend label begins. */
    static final String GHOST = "previous run: ";
    /** The points a ghost curve is thinned to, at most about. */
    private static final int GHOST_POINTS = 2000;
    private FlowColors colours = FlowColors.NONE;
    private double factor = 1;
    private boolean logarithmic;
    private Predicate<SeriesKey> selected;
    private double windowSeconds;
    private boolean overlay;
    private boolean streaming;
    /** The application a class is asked to look at ({@link org.dclab.ui.present.FlowHighlight}), or null. */
    private String highlighted;

    ChartSlot(ChartKind kind, String emptyMessage) {
        this.kind = kind;
        this.chart = LiveChart.create(kind.title(), kind.axisLabel(), dataset, emptyMessage, kind.steps());
        chart.getLegend().setSources(new LegendItemSource[] { new ChartLegend(this) });
        present(Presentation.factor());
    }

    /** Draws text and lines {@code factor} times their everyday size. */
    void present(double factor) {
        this.factor = factor;
        LiveChart.scale(chart, factor);
        restyle();
    }

    double factor() {
        return factor;
    }

    /**
     * Draws the lines of application {@code application} twice as wide and fades the other flows' lines, as the
     * canvas and the Event List show a highlighted flow; null shows every line alike again.
     */
    void highlight(String application) {
        if (!Objects.equals(application, highlighted)) {
            highlighted = application;
            restyle();
        }
    }

    /** Colours the flows' lines as {@code flows} says; the canvas and the Event List use the same. */
    void colours(FlowColors flows) {
        if (flows != colours) {
            colours = flows;
            restyle();
        }
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

    /** The key of the simulated series of this legend label (of a group's first line), or null for a derived or model series. */
    public SeriesKey key(String label) {
        List<String> members = legendGroups().get(label);
        return keysByLabel.get(members == null ? label : members.get(0));
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
        restyle();
        updateVisibility();
        return s;
    }

    /** Adds a series that is not simulated (an analytic model); it follows the user's hiding but no selection. */
    void addModelSeries(XYSeries s) {
        models.add(String.valueOf(s.getKey()));
        dataset.addSeries(s);
        restyle();
        updateVisibility();
    }

    /**
     * Draws {@code earlier}'s series of this chart's kind as ghost curves, grey and dashed like a model, each labelled
     * "previous run: …" (Compare with Previous Run), in place of any drawn before; an empty list takes them away.
     */
    void ghosts(List<Series> earlier) {
        for (String label : ghosts) {
            int i = dataset.indexOf(label);
            if (i >= 0) {
                dataset.removeSeries(i);
            }
            models.remove(label);
        }
        ghosts.clear();
        for (Series series : earlier) {
            if (ChartKind.of(series.key()) != kind) {
                continue;
            }
            String label = GHOST + kind.label(series.key());
            XYSeries line = new XYSeries(label, false, true);
            int count = series.published();
            // A few thousand points draw a run's shape; every sample of a long run would slow each redraw.
            int stride = Math.max(1, count / GHOST_POINTS);
            for (int i = 0; i < count; i += stride) {
                line.add(series.timePs(i) / 1e12, series.value(i), false);
            }
            ghosts.add(label);
            addModelSeries(line);
        }
    }

    /** Whether the chart draws the ghost curves of a compared run now: a reset of the charts takes them away. */
    boolean showsGhosts() {
        return !ghosts.isEmpty() && dataset.indexOf(ghosts.iterator().next()) >= 0;
    }

    /** Says {@code message} in place of lines while the chart has none; a change only when it says something new. */
    void emptyMessage(String message) {
        if (!message.equals(chart.getXYPlot().getNoDataMessage())) {
            chart.getXYPlot().setNoDataMessage(message);
        }
    }

    void clear() {
        keysByLabel.clear();
        models.clear();
        dataset.removeAllSeries();
        chart.getXYPlot().clearRangeMarkers();
    }

    /** Hides the series of these legend labels and shows all others. */
    public void setHidden(Set<String> labels) {
        hidden.clear();
        hidden.addAll(labels);
        updateVisibility();
    }

    /**
     * Hides the series of this legend label if shown, shows it if hidden by the user: a click on its legend entry. The
     * entry of an application's many connections ({@link #legendGroups}) hides them all, or shows them all again.
     */
    public void toggle(String label) {
        List<String> members = legendGroups().getOrDefault(label, List.of(label));
        if (hidden.containsAll(members)) {
            members.forEach(hidden::remove);
        } else {
            hidden.addAll(members);
        }
        updateVisibility();
    }

    /**
     * The legend entries that stand for several lines: an application drawing {@value #GROUPED_FROM} connections or more
     * gets one entry, "incast (8 connections)", instead of a row of entries each: an incast's sixteen took the window
     * chart's height at 1280x720. Its lines still differ by their dashes, and its entry hides or shows them together;
     * a compared run's ghost curves share one entry alike.
     */
    Map<String, List<String>> legendGroups() {
        Map<String, List<String>> byApplication = new LinkedHashMap<>();
        keysByLabel.forEach((label, key) -> {
            String app = key == null ? null : FlowColors.applicationOf(key.subject());
            if (app != null && key.subject() instanceof org.dclab.sim.SeriesSubject.Flow) {
                byApplication.computeIfAbsent(app, a -> new java.util.ArrayList<>()).add(label);
            }
        });
        Map<String, List<String>> groups = new LinkedHashMap<>();
        byApplication.forEach((app, labels) -> {
            if (labels.size() >= GROUPED_FROM) {
                groups.put(app + " (" + labels.size() + " connections)", List.copyOf(labels));
            }
        });
        // A compared run's ghost curves are one entry too: they double a legend that squeezed the plot beside them.
        List<String> shownGhosts = ghosts.stream().filter(g -> dataset.indexOf(g) >= 0).toList();
        if (shownGhosts.size() > 1) {
            groups.put("previous run (" + shownGhosts.size() + " lines)", shownGhosts);
        }
        return groups;
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

    /** The latest time this chart has a sample of, in seconds; 0 when it has none. */
    double lastSampleSeconds() {
        double last = 0;
        for (int i = 0; i < dataset.getSeriesCount(); i++) {
            XYSeries s = dataset.getSeries(i);
            if (s.getItemCount() > 0 && !models.contains(String.valueOf(s.getKey()))) {
                last = Math.max(last, s.getMaxX());
            }
        }
        return last;
    }

    /**
     * Shows time from 0 to {@code seconds}, the stack's one time axis, so a chart whose lines stopped early (a finished
     * flow's window) still lines up with the others; a chart sliding with the run keeps its window, and 0 (no run)
     * gives the axis back to its data.
     */
    void showTimeUpTo(double seconds) {
        XYPlot plot = chart.getXYPlot();
        ValueAxis time = plot.getDomainAxis();
        if (windowSeconds > 0) {
            return;
        }
        if (seconds <= 0) {
            if (!time.isAutoRange()) {
                time.setAutoRange(true);
                plot.configureRangeAxes();
            }
        } else if (time.isAutoRange() || time.getLowerBound() != 0 || time.getUpperBound() != seconds) {
            time.setRange(0, seconds);
            // The value axis fits the lines over the time shown (the renderer's bounds of visible series look only there),
            // and JFreeChart fits it again only when the data change: samples drained while the time axis still ended at
            // the previous tick's instant, or at another run's, were left out, and a run that stopped then kept a value
            // axis below its lines (AIPM's connections 0 to 2.1 over a line at 2.5 on the stage's leaf-spine at 30 ms).
            plot.configureRangeAxes();
        }
    }

    /**
     * Whether the value axis is logarithmic: where windows of very different size share a chart (DCTCP's few packets
     * beside NewReno's hundreds), both stay readable. Offered for windows only; a queue or a count touches zero.
     */
    public boolean logarithmic() {
        return logarithmic;
    }

    public void setLogarithmic(boolean on) {
        if (on == logarithmic) {
            return;
        }
        logarithmic = on;
        ValueAxis old = chart.getXYPlot().getRangeAxis();
        ValueAxis axis;
        if (on) {
            LogAxis log = new LogAxis(old.getLabel());
            // A window is at least a segment; below a byte the axis would spend decades on nothing.
            log.setSmallestValue(1);
            axis = log;
        } else {
            axis = new NumberAxis(old.getLabel());
            ((NumberAxis) axis).setAutoRangeIncludesZero(true);
        }
        axis.setLabelFont(old.getLabelFont());
        axis.setTickLabelFont(old.getTickLabelFont());
        chart.getXYPlot().setRangeAxis(axis);
    }

    public boolean overlay() {
        return overlay;
    }

    void overlay(boolean on) {
        overlay = on;
    }

    /**
     * While a run streams samples in, lines are drawn without anti-aliasing and with square ends and corners, which
     * cost about half as much per redraw each (round ones at a projector's 3-4 px widths were most of the drawing), so
     * the charts keep their refresh rate without taking the processor the run needs; a chart that stands still is
     * drawn smooth and round again. Exports are always smooth (see {@link ChartExport}).
     */
    void streaming(boolean on) {
        if (on != streaming) {
            streaming = on;
            chart.setAntiAlias(!on);
            restyle();
        }
    }

    /**
     * Gives each line its paint and stroke: a flow's colour (for queues and derived series see
     * {@link FlowColors#ofOtherSeries}), a dash for the second and later connections of one application, grey dashes for a model.
     */
    private void restyle() {
        XYItemRenderer renderer = chart.getXYPlot().getRenderer();
        // 1.5 px on a monitor; in presentation mode a third more than the factor alone, 3 px at 1.5x, which a
        // projector does not wash out.
        float width = (float) (factor == 1 ? EVERYDAY_WIDTH : EVERYDAY_WIDTH * factor * 4 / 3);
        Map<RGB, Integer> uses = new HashMap<>();
        int others = 0;
        for (int i = 0; i < dataset.getSeriesCount(); i++) {
            String label = String.valueOf(dataset.getSeriesKey(i));
            if (models.contains(label)) {
                renderer.setSeriesPaint(i, MODEL, false);
                renderer.setSeriesStroke(i, stroke(width, 1), false);
                continue;
            }
            SeriesKey key = keysByLabel.get(label);
            RGB flow = key == null ? null : colours.of(key.subject());
            RGB rgb = flow != null ? flow : FlowColors.ofOtherSeries(others++);
            int nth = uses.merge(rgb, 1, Integer::sum) - 1;
            boolean emphasised = highlighted != null && key != null && highlighted.equals(FlowColors.applicationOf(key.subject()));
            boolean faded = highlighted != null && flow != null && !emphasised;
            Paint paint = FlowColors.awt(faded ? FlowColors.faded(rgb) : rgb);
            renderer.setSeriesPaint(i, paint, false);
            renderer.setSeriesStroke(i, stroke(emphasised ? 2 * width : width, nth), false);
        }
        chart.fireChartChanged();
    }

    /** The {@code nth} line of one colour: solid, then dashed ever more finely; round unless {@link #streaming}. */
    private BasicStroke stroke(float width, int nth) {
        float[] dash = DASHES[nth % DASHES.length];
        int join = streaming ? BasicStroke.JOIN_BEVEL : BasicStroke.JOIN_ROUND;
        if (dash == null) {
            return new BasicStroke(width, streaming ? BasicStroke.CAP_SQUARE : BasicStroke.CAP_ROUND, join);
        }
        float[] scaled = new float[dash.length];
        for (int i = 0; i < dash.length; i++) {
            scaled[i] = dash[i] * Math.max(1, width / EVERYDAY_WIDTH);
        }
        return new BasicStroke(width, BasicStroke.CAP_BUTT, join, 10f, scaled, 0f);
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
