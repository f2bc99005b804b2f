package org.dclab.ui.views;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;

import org.dclab.sim.SeriesKey;
import org.dclab.sim.explain.ExplanationKind;
import org.dclab.sim.explain.Explanations;
import org.dclab.ui.present.Presentation;
import org.dclab.ui.run.RunSession;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
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

    /** Height of a chart a run left empty: its title and why it is empty, drawn at full size (not squeezed). */
    private static final int EMPTY_CHART_PIXELS = 110;

    private final List<ChartSlot> slots = new ArrayList<>();
    private final SashForm stack;
    /** The weights last set by {@link #giveRoomToDrawnCharts} and the height they were for; empty when it set none. */
    private int[] weights = new int[0];
    private final ChartFeed feed;
    private final Runnable tick = this::tick;

    public LiveChartsPanel(Composite parent, int style) {
        this(parent, style, DEFAULT_KINDS);
    }

    public LiveChartsPanel(Composite parent, int style, List<ChartKind> kinds) {
        super(parent, style);
        setLayout(new FillLayout());
        stack = new SashForm(this, SWT.VERTICAL);
        for (ChartKind kind : kinds) {
            ChartSlot slot = new ChartSlot(kind, WAITING);
            slots.add(slot);
            ChartCanvas canvas = new ChartCanvas(stack, slot, this::fillMenu);
            explainDecisions(canvas, slot);
            LegendToggle.attach(canvas, slot);
        }
        feed = new ChartFeed(slots);
        Presentation.follow(this, () -> present(Presentation.factor()));
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

    private Optional<Explanations> explanations() {
        RunSession s = feed.session();
        return s == null ? Optional.empty() : s.explanations();
    }

    /** Shows the samples of {@code session} from its start; null leaves the charts empty. */
    public void follow(RunSession session) {
        feed.follow(session);
        feed.drain();
        sayWhyEmpty(session);
    }

    /** Draws the charts' text and lines {@code factor} times their everyday size, as presentation mode does. */
    public void present(double factor) {
        slots.forEach(s -> s.present(factor));
    }

    /** The charts in the order shown. */
    public List<ChartSlot> slots() {
        return List.copyOf(slots);
    }

    /** The charts in the order shown, for export. */
    public JFreeChart[] charts() {
        return slots.stream().map(ChartSlot::chart).toArray(JFreeChart[]::new);
    }

    /** The datasets behind the charts, in the order shown; change them only on the UI thread. */
    public XYSeriesCollection[] datasets() {
        return slots.stream().map(ChartSlot::dataset).toArray(XYSeriesCollection[]::new);
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
        sayWhyEmpty(session);
        getDisplay().timerExec(DRAIN_MILLIS, tick);
    }

    /**
     * Until a run has gone some way every chart asks for one; after that, a chart still empty says why: the scenario
     * records nothing it shows, or nothing yet.
     */
    private void sayWhyEmpty(RunSession session) {
        boolean ran = session != null && session.state().nowPs() > 0;
        slots.forEach(slot -> slot.emptyMessage(ran ? slot.kind().emptyAfterRun() : WAITING));
        giveRoomToDrawnCharts(ran);
    }

    /**
     * Once a run has gone some way, a chart it gives nothing to (AIPM's windows in a coexistence run) keeps only the
     * room to say why, and the charts with lines share the rest: at 1280x720 that is the difference between a legible
     * chart and a strip. Sashes the user dragged stand until a chart fills or empties or the view is resized.
     */
    private void giveRoomToDrawnCharts(boolean ran) {
        int height = stack.getSize().y;
        if (slots.size() < 2 || height <= 0) {
            return;
        }
        int empty = 0;
        boolean[] isEmpty = new boolean[slots.size()];
        for (int i = 0; i < isEmpty.length; i++) {
            isEmpty[i] = ran && slots.get(i).dataset().getSeriesCount() == 0;
            empty += isEmpty[i] ? 1 : 0;
        }
        int[] wanted = new int[slots.size()];
        if (empty == 0 || empty == slots.size()) {
            // Nothing to give room to: equal shares again if this panel took room before, else the user's sashes.
            if (weights.length > 0) {
                weights = new int[0];
                Arrays.fill(wanted, 1);
                stack.setWeights(wanted);
            }
            return;
        }
        int emptyPixels = Math.min(height / slots.size(), Presentation.scale(EMPTY_CHART_PIXELS));
        int drawnPixels = (height - empty * emptyPixels) / (slots.size() - empty);
        for (int i = 0; i < wanted.length; i++) {
            wanted[i] = isEmpty[i] ? emptyPixels : drawnPixels;
        }
        int[] key = Arrays.copyOf(wanted, wanted.length + 1);
        key[wanted.length] = height;
        if (!Arrays.equals(key, weights)) {
            weights = key;
            stack.setWeights(wanted);
        }
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
                ChartExport.write(slot.chart(), ChartExport.Format.valueOf(extension.toUpperCase(Locale.ROOT)), file,
                        Math.max(400, getSize().x), Math.max(250, getSize().y / slots.size()));
            }
        } catch (IOException e) {
            MessageDialog.openError(getShell(), "Export Chart", "Could not write " + file + ": " + e.getMessage());
        }
    }
}
