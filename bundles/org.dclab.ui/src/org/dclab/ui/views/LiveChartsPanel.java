package org.dclab.ui.views;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;

import org.dclab.charts.ChartExport;
import org.dclab.sim.Measure;
import org.dclab.sim.RunResult;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.explain.ExplanationKind;
import org.dclab.sim.explain.Explanations;
import org.dclab.ui.present.FlowHighlight;
import org.dclab.ui.present.Presentation;
import org.dclab.ui.run.Comparison;
import org.dclab.ui.run.RunSession;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.ScrollBar;
import org.jfree.chart.JFreeChart;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Live charts stacked so their time axes line up, by default the three a teacher watches during a run: bottleneck
 * queue, congestion windows and AIPM's connection window. Each chart's context menu picks its series, slides its
 * time axis, draws the analytic models and exports it. A click on a queue or window line explains the nearest
 * drop or mark, window cut or timeout ("Explain this").
 */
public final class LiveChartsPanel extends Composite {

    /** The charts a new view shows. */
    public static final List<ChartKind> DEFAULT_KINDS = List.of(ChartKind.QUEUE, ChartKind.CWND, ChartKind.CONNECTIONS);

    private static final String WAITING = "Run a scenario to see this chart fill.";
    /** Within the 50-100 ms the house style asks: smooth for the eye, rare enough to leave the run its speed. */
    private static final int DRAIN_MILLIS = 60;
    /** The sliding window shows this share of the run's duration. */
    private static final double WINDOW_SHARE = 0.1;
    /**
     * At the everyday size a drawn chart keeps a plot this high at least, and a view too short for all of them pages:
     * at 1280x720 the three charts of an incast had 23 to 35 px of plot each, a strip no line can be read in.
     */
    static final int LEGIBLE_PLOT_PX = 60;
    /** What a chart takes besides its plot (title, axes, legend) until it is first drawn and can be measured. */
    private static final int GUESSED_FRAME_PX = 110;

    private final List<ChartSlot> slots = new ArrayList<>();
    /** The place of each slot's chart in the stack, in the same order. */
    private final List<ChartCell> cells = new ArrayList<>();
    private final SashForm stack;
    /** The charts shown and their heights as last set by {@link #giveRoomToDrawnCharts}, with the size they were for. */
    private ChartPages pages;
    private Point pagedFor;
    private final ChartFeed feed;
    /** The run whose ghost curves the charts draw, or null. */
    private RunResult ghostsOf;
    /** The one crosshair the pointer draws through every chart of the stack. */
    private final ChartCrosshair crosshair = new ChartCrosshair();
    private final Runnable tick = this::tick;

    public LiveChartsPanel(Composite parent, int style) {
        this(parent, style, DEFAULT_KINDS);
    }

    public LiveChartsPanel(Composite parent, int style, List<ChartKind> kinds) {
        // The panel's own scroll bar pages through the charts when the view is too short for all of them legibly.
        super(parent, style | SWT.V_SCROLL);
        setLayout(new FillLayout());
        stack = new SashForm(this, SWT.VERTICAL);
        getVerticalBar().setVisible(false);
        getVerticalBar().addListener(SWT.Selection, e -> giveRoomToDrawnCharts());
        for (ChartKind kind : kinds) {
            ChartSlot slot = new ChartSlot(kind, WAITING);
            slots.add(slot);
            ChartCell cell = new ChartCell(stack, slot, this::fillMenu);
            cells.add(cell);
            explainDecisions(cell.canvas(), slot);
            LegendToggle.attach(cell.canvas(), slot, this::scenarioUri);
            crosshair.attach(cell.canvas(), slot);
        }
        feed = new ChartFeed(slots);
        Presentation.follow(this, () -> present(Presentation.factor()));
        Consumer<String> highlightChanged = uri -> {
            if (uri.equals(scenarioUri())) {
                showHighlight();
            }
        };
        FlowHighlight.addListener(highlightChanged);
        addDisposeListener(e -> FlowHighlight.removeListener(highlightChanged));
        getDisplay().timerExec(DRAIN_MILLIS, tick);
    }

    /** Queue charts explain drops and marks; window charts explain cuts and timeouts. */
    private void explainDecisions(ChartCanvas canvas, ChartSlot slot) {
        if (slot.kind() == ChartKind.QUEUE) {
            ChartExplainer.attach(canvas, slot.dataset(), this::explanations, ExplanationKind.DROP, ExplanationKind.MARK);
        } else if (slot.kind() == ChartKind.CWND) {
            ChartExplainer.attach(canvas, slot.dataset(), this::explanations, ExplanationKind.WINDOW_CUT, ExplanationKind.RTO);
        }
    }

    /** The scenario file whose run the charts show, where a double-click on a legend entry highlights a flow. */
    private String scenarioUri() {
        RunSession s = feed.session();
        return s == null ? null : s.scenarioUri();
    }

    private Optional<Explanations> explanations() {
        RunSession s = feed.session();
        return s == null ? Optional.empty() : s.explanations();
    }

    /** Shows the samples of {@code session} from its start; null leaves the charts empty. */
    public void follow(RunSession session) {
        feed.follow(session);
        feed.drain();
        sayWhyEmpty(session);
        showHighlight();
    }

    /** The flow highlighted in the followed scenario stands out in every chart, as on its canvas. */
    private void showHighlight() {
        String highlighted = FlowHighlight.of(scenarioUri());
        slots.forEach(s -> s.highlight(highlighted));
    }

    /** Draws the charts' text and lines {@code factor} times their everyday size, as presentation mode does. */
    public void present(double factor) {
        slots.forEach(s -> s.present(factor));
    }

    /** The charts in the order shown. */
    public List<ChartSlot> slots() {
        return List.copyOf(slots);
    }

    /** Where each chart is shown, as a chart or folded into a note, in the order shown. */
    List<ChartCell> cells() {
        return List.copyOf(cells);
    }

    /**
     * The size a chart is exported at: as it is shown (a PNG has twice as many pixels each way, see {@link ChartExport}),
     * and at least 400 by 250, for a chart folded into its note or squeezed by a small window.
     */
    Point exportSize(ChartSlot slot) {
        Point shown = cells.get(slots.indexOf(slot)).getSize();
        return new Point(Math.max(400, shown.x), Math.max(250, shown.y));
    }

    /** The charts in the order shown, for export. */
    public JFreeChart[] charts() {
        return slots.stream().map(ChartSlot::chart).toArray(JFreeChart[]::new);
    }

    /** The datasets behind the charts, in the order shown; change them only on the UI thread. */
    public XYSeriesCollection[] datasets() {
        return slots.stream().map(ChartSlot::dataset).toArray(XYSeriesCollection[]::new);
    }

    /** The instant the charts' crosshair stands at, in seconds; NaN while the pointer is off the charts. */
    public double crosshairSeconds() {
        return crosshair.shownSeconds();
    }

    /** Redraws that brought new samples since the panel was made. */
    public long refreshes() {
        return feed.drainsWithData();
    }

    /** Shows in every chart only the series whose bridge names pass {@code names}; null shows all. */
    public void select(Predicate<SeriesKey> keys) {
        slots.forEach(s -> s.select(keys));
    }

    /** Draws or removes the analytic models of one chart. */
    public void overlay(ChartSlot slot, boolean on) {
        feed.overlay(slot, on);
    }

    /** Slides the time axis of one chart over the last tenth of the run, or shows the whole history. */
    public void slide(ChartSlot slot, boolean on) {
        RunSession session = feed.session();
        long endPs = session == null ? 0 : session.state().endPs();
        slot.setWindowSeconds(on && endPs > 0 ? endPs * WINDOW_SHARE / 1e12 : 0);
    }

    private void tick() {
        if (isDisposed()) {
            return;
        }
        feed.drain();
        RunSession session = feed.session();
        boolean streaming = session != null && session.state().busy();
        slots.forEach(slot -> slot.streaming(streaming));
        showComparison(session);
        shareTime(session);
        sayWhyEmpty(session);
        getDisplay().timerExec(DRAIN_MILLIS, tick);
    }

    /**
     * The run compared with (Results ▸ Compare with Previous Run) as ghost curves beside this run's lines, put back after
     * a reset of the charts while the comparison lasts, taken away when it ends.
     */
    private void showComparison(RunSession session) {
        RunResult earlier = Comparison.of(session);
        for (ChartSlot slot : slots) {
            if (earlier != ghostsOf || earlier != null && !slot.showsGhosts() && slot.dataset().getSeriesCount() > 0) {
                slot.ghosts(earlier == null ? List.of() : earlier.series());
            }
        }
        ghostsOf = earlier;
    }

    /**
     * One time axis for the stack: every chart from 0 to where the run stands (or its latest sample), so the queue, the
     * windows and the connections line up instant for instant.
     */
    private void shareTime(RunSession session) {
        double upTo = session == null ? 0 : session.state().nowPs() / 1e12;
        if (upTo > 0) {
            for (ChartSlot slot : slots) {
                upTo = Math.max(upTo, slot.lastSampleSeconds());
            }
        }
        for (ChartSlot slot : slots) {
            slot.showTimeUpTo(upTo);
        }
    }

    /**
     * Until a run has gone some way every chart asks for one; after that, a chart still empty says why. A chart the
     * run will give no line (it records none of the chart's measures, as known once the run is prepared) folds into a
     * note of its title and why before the run starts, so the layout does not jump mid-run; it unfolds when a run that
     * fills it is shown.
     */
    private void sayWhyEmpty(RunSession session) {
        boolean ran = session != null && session.state().nowPs() > 0;
        Optional<Set<Measure>> measures = session == null ? Optional.empty() : session.measures();
        for (int i = 0; i < slots.size(); i++) {
            ChartSlot slot = slots.get(i);
            boolean lines = slot.dataset().getSeriesCount() > 0;
            slot.emptyMessage(ran ? slot.kind().emptyAfterRun() : WAITING);
            if (!lines && measures.isPresent() && !slot.kind().fillsFrom(measures.get(), session.chartModels())) {
                cells.get(i).collapse(slot.kind().emptyAfterRun());
            } else {
                cells.get(i).expand();
            }
        }
        giveRoomToDrawnCharts();
    }

    /**
     * The charts with lines share the view so that their plots are equally high (a chart with a legend of sixteen
     * connections takes more for it), a folded chart keeping only its note's height. At the everyday size each chart
     * shown keeps a plot of {@link #LEGIBLE_PLOT_PX} at least: a view too short for all of them shows those that fit and
     * pages through the rest with its scroll bar ({@link ChartPages}). On the stage no plot has a least height, so the
     * charts share the column the stage gives them and none is paged out, lost to the class. Sashes the user dragged
     * stand until a chart folds or unfolds, a legend grows, the view is resized or paged.
     */
    private void giveRoomToDrawnCharts() {
        Point size = getSize();
        Point area = stack.getSize();
        if (area.x <= 0 || area.y <= 0) {
            return;
        }
        int[] frames = new int[slots.size()];
        boolean[] folded = new boolean[slots.size()];
        for (int i = 0; i < frames.length; i++) {
            folded[i] = cells.get(i).collapsed();
            frames[i] = folded[i] ? cells.get(i).noteHeight(area.x) : frameHeight(cells.get(i).canvas());
        }
        ScrollBar bar = getVerticalBar();
        int least = Presentation.isOn() ? 0 : LEGIBLE_PLOT_PX;
        ChartPages next = ChartPages.of(getClientArea().height, frames, folded, stack.getSashWidth(), least, bar.isVisible() ? bar
                .getSelection() : 0);
        if (next.equals(pages) && size.equals(pagedFor)) {
            return;
        }
        pages = next;
        pagedFor = size;
        boolean paged = next.count() < slots.size();
        if (paged) {
            bar.setValues(next.first(), 0, slots.size(), next.count(), 1, next.count());
        }
        boolean relayout = bar.isVisible() != paged;
        bar.setVisible(paged);
        for (int i = 0; i < cells.size(); i++) {
            relayout |= cells.get(i).getVisible() != next.shows(i);
            cells.get(i).setVisible(next.shows(i));
        }
        if (slots.size() > 1) {
            stack.setWeights(next.heights());
        }
        if (relayout) {
            layout(true, true);
        }
    }

    /** The height {@code chart} takes besides its plot, as last drawn; a guess until it is drawn. */
    private static int frameHeight(ChartCanvas chart) {
        int plot = chart.getScreenDataArea().height;
        int whole = chart.getSize().y;
        return plot > 0 && whole > plot ? whole - plot : GUESSED_FRAME_PX;
    }

    private void fillMenu(Menu menu, ChartSlot slot) {
        item(menu, SWT.PUSH, "Series\u2026", false, () -> {
            SeriesPicker picker = new SeriesPicker(getShell(), slot);
            if (picker.open() == Window.OK) {
                slot.setHidden(picker.hidden());
            }
        });
        item(menu, SWT.CHECK, "Sliding Window (last tenth of the run)", slot.windowSeconds() > 0, () -> slide(slot, slot
                .windowSeconds() == 0));
        item(menu, SWT.CHECK, "Analytic Model", slot.overlay(), () -> overlay(slot, !slot.overlay()));
        if (slot.kind().logarithmicOffered()) {
            item(menu, SWT.CHECK, "Logarithmic Axis", slot.logarithmic(), () -> slot.setLogarithmic(!slot.logarithmic()));
        }
        new MenuItem(menu, SWT.SEPARATOR);
        item(menu, SWT.PUSH, "Export as PNG\u2026", false, () -> export(slot, "png"));
        item(menu, SWT.PUSH, "Export as SVG\u2026", false, () -> export(slot, "svg"));
        item(menu, SWT.PUSH, "Export Series as CSV\u2026", false, () -> export(slot, "csv"));
    }

    private static void item(Menu menu, int style, String text, boolean checked, Runnable action) {
        MenuItem item = new MenuItem(menu, style);
        item.setText(text);
        item.setSelection(checked);
        item.addListener(SWT.Selection, e -> action.run());
    }

    /**
     * Writes one chart at its size on screen (PNG, SVG) or its shown series (CSV): the format of the command chosen,
     * whatever the name typed, which gets the format's extension if it has none.
     */
    private void export(ChartSlot slot, String extension) {
        String proposed = "dclab-" + slot.kind().name().toLowerCase(Locale.ROOT) + "." + extension;
        Optional<String> chosen = ExportTarget.choose(getShell(), "Export Chart", proposed, extension, true);
        if (chosen.isEmpty()) {
            return;
        }
        File file = new File(ChartExport.withExtension(chosen.get(), extension));
        if (!file.getPath().equals(chosen.get()) && !ExportTarget.mayReplace(getShell(), "Export Chart", List.of(file))) {
            return;
        }
        try {
            if (extension.equals("csv")) {
                ChartCsv.write(slot, file.toPath());
            } else {
                Point shown = exportSize(slot);
                ChartExport.write(slot.chart(), ChartExport.Format.valueOf(extension.toUpperCase(Locale.ROOT)), file, shown.x, shown.y);
            }
        } catch (IOException e) {
            MessageDialog.openError(getShell(), "Export Chart", "Could not write " + file + ": " + e.getMessage());
        }
    }
}
