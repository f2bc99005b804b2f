package org.dclab.ui.papers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.dclab.charts.PaperChart;
import org.dclab.sim.papers.FigureData;
import org.dclab.sim.papers.FigureReport;
import org.dclab.sim.papers.FigureSize;
import org.dclab.sim.papers.PaperException;
import org.dclab.sim.papers.PaperFigure;
import org.dclab.sim.papers.PaperFiles;
import org.dclab.sim.papers.PaperLibrary;
import org.dclab.sim.papers.Reproduction;
import org.dclab.ui.labs.ExamplesFolder;
import org.dclab.ui.labs.ScenarioOpener;
import org.dclab.ui.present.Presentation;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.part.ViewPart;
import org.jfree.chart.swt.ChartComposite;
import org.osgi.framework.FrameworkUtil;

/**
 * Help ▸ DC Lab Papers: every paper figure DC Lab reproduces, with the verdict of its committed results against the
 * paper's values. Selecting one shows its figure (DC Lab's means and intervals, the paper's values drawn in) and, under
 * it, each value the paper reports beside DC Lab's and the verdict. <em>Reproduce</em> (or a double-click) opens the
 * figure's scenario in the editor and runs its campaign in the background, quick (the reduced size the build checks)
 * or full (as in the results note), cancellable, and shows what it measured. Campaigns are kept in the workspace, so a
 * full one cut short resumes where it stopped.
 */
public final class PapersView extends ViewPart {

    public static final String ID = "org.dclab.ui.views.papers";
    static final String REPRODUCE = "Reproduce";
    static final String CANCEL = "Cancel";
    static final String[] SIZES = { "quick", "full" };

    private PaperLibrary library;
    private Table figures;
    private Button reproduce;
    private Button cancel;
    private Combo size;
    private Label status;
    private Composite chartHolder;
    private ChartComposite chart;
    private Table claims;
    /** The report shown for each figure: its committed results, or what the last run here measured. */
    private final Map<String, FigureReport> reports = new HashMap<>();
    private final Map<String, String> origins = new HashMap<>();
    private PaperJob job;

    @Override
    public void createPartControl(Composite parent) {
        GridLayoutFactory.fillDefaults().applyTo(parent);
        SashForm sash = new SashForm(parent, SWT.VERTICAL);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(sash);
        figures = new Table(sash, SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        figures.setHeaderVisible(true);
        // The verdicts before where the figure stands: on a projector's half width the last column is the one cut.
        for (String column : new String[] { "Figure", "Paper's values", "Where in the paper" }) {
            new TableColumn(figures, SWT.LEFT).setText(column);
        }
        figures.addListener(SWT.Selection, e -> show(selected()));
        figures.addListener(SWT.DefaultSelection, e -> reproduce());

        Composite middle = new Composite(sash, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(3).margins(4, 2).applyTo(middle);
        reproduce = new Button(middle, SWT.PUSH);
        reproduce.setText(REPRODUCE);
        reproduce.setToolTipText("Open the figure's scenario and run its campaign in the background");
        reproduce.addListener(SWT.Selection, e -> reproduce());
        size = new Combo(middle, SWT.READ_ONLY | SWT.DROP_DOWN);
        size.setItems(SIZES);
        size.select(0);
        size.setToolTipText(
                "quick: the reduced size the build checks, seconds; full: the points and repetitions of the results note, minutes");
        cancel = new Button(middle, SWT.PUSH);
        cancel.setText(CANCEL);
        cancel.setEnabled(false);
        cancel.addListener(SWT.Selection, e -> {
            if (job != null) {
                job.cancel();
            }
        });
        // A line of its own: beside the buttons a projector's width leaves it a word.
        status = new Label(middle, SWT.NONE);
        GridDataFactory.fillDefaults().grab(true, false).span(3, 1).hint(1, SWT.DEFAULT).applyTo(status);
        chartHolder = new Composite(middle, SWT.NONE);
        chartHolder.setLayout(new org.eclipse.swt.layout.FillLayout());
        GridDataFactory.fillDefaults().grab(true, true).span(3, 1).applyTo(chartHolder);

        claims = new Table(sash, SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        claims.setHeaderVisible(true);
        for (String column : ClaimRows.COLUMNS) {
            new TableColumn(claims, SWT.LEFT).setText(column);
        }
        claims.getColumn(0).setToolTipText(ClaimRows.MARKS);
        claims.addListener(SWT.MouseHover, e -> {
            TableItem item = claims.getItem(new org.eclipse.swt.graphics.Point(e.x, e.y));
            claims.setToolTipText(item == null ? null : (String) item.getData());
        });
        // The figure takes most of the height: at 1280x720 and 1.5x its title, legend and axes leave the plot the rest.
        sash.setWeights(16, 66, 18);
        Presentation.follow(parent, () -> {
            show(selected());
            packColumns();
        });
        load();
    }

    private void load() {
        Optional<Path> examples = ExamplesFolder.find();
        try {
            if (examples.isEmpty()) {
                throw new IOException("DC Lab looks for examples/papers/ beside the product");
            }
            library = PaperLibrary.read(examples.get());
        } catch (IOException | PaperException e) {
            status.setText("The paper figures could not be read: " + e.getMessage());
            reproduce.setEnabled(false);
            return;
        }
        for (PaperFigure f : library.figures()) {
            TableItem item = new TableItem(figures, SWT.NONE);
            item.setData(f);
            committed(f).ifPresent(r -> {
                reports.put(f.id(), r);
                origins.put(f.id(), "committed results");
            });
            item.setText(new String[] { f.id(), verdictOf(f), f.where() });
        }
        packColumns();
        if (figures.getItemCount() > 0) {
            figures.select(0);
            show(library.figures().get(0));
        }
    }

    /** The list's columns fitted to their text, again once the window's presentation pass has set the fonts. */
    private void packColumns() {
        Runnable pack = () -> {
            if (!figures.isDisposed()) {
                for (TableColumn c : figures.getColumns()) {
                    c.pack();
                }
            }
        };
        pack.run();
        figures.getDisplay().asyncExec(pack);
    }

    private Optional<FigureReport> committed(PaperFigure f) {
        try {
            Optional<FigureData> data = PaperFiles.read(PaperFiles.results(library.examples(), f.id(), null));
            return data.map(d -> FigureReport.of(f, d));
        } catch (IOException | PaperException e) {
            return Optional.empty();
        }
    }

    private String verdictOf(PaperFigure f) {
        FigureReport r = reports.get(f.id());
        return r == null ? "not run yet" : r.summary() + ("committed results".equals(origins.get(f.id())) ? "" : " (" + origins.get(f.id())
                + ")");
    }

    private PaperFigure selected() {
        int index = figures == null || figures.isDisposed() ? -1 : figures.getSelectionIndex();
        return index < 0 ? null : (PaperFigure) figures.getItem(index).getData();
    }

    /** Shows {@code f}'s figure and its values beside the paper's, as last measured. */
    private void show(PaperFigure f) {
        if (f == null || chartHolder.isDisposed()) {
            return;
        }
        FigureReport report = reports.get(f.id());
        if (chart != null) {
            chart.dispose();
            chart = null;
        }
        if (report != null) {
            chart = new ChartComposite(chartHolder, SWT.NONE, PaperChart.plain(report, Presentation.factor()), true, false, false, false,
                    true);
        }
        chartHolder.layout(true);
        ClaimRows.fill(claims, report);
        if (job == null) {
            status.setText(report == null ? f.title() + ": not run yet" : origins.get(f.id()) + ": " + report.summary());
        }
        status.setToolTipText(f.title() + " (" + f.scenario() + ")");
    }

    /** Opens the selected figure's scenario and runs its campaign in the background. */
    void reproduce() {
        PaperFigure f = selected();
        if (f == null || job != null || library == null) {
            return;
        }
        ScenarioOpener.open(getSite().getPage(), library.examples().resolve(f.scenario()));
        FigureSize chosen = size.getSelectionIndex() == 1 ? FigureSize.FULL : FigureSize.CHECK;
        Path out = Platform.getStateLocation(FrameworkUtil.getBundle(PapersView.class)).append("papers").toFile().toPath();
        long started = System.nanoTime();
        job = new PaperJob(library, f, chosen, out, (phase, done, total) -> onUi(() -> status.setText(f.id() + ", " + phase + ": " + done
                + " of " + total + " runs")), outcome -> onUi(() -> finished(f, chosen, outcome, System.nanoTime() - started)));
        reproduce.setEnabled(false);
        cancel.setEnabled(true);
        status.setText(f.id() + ": starting");
        job.schedule();
    }

    private void finished(PaperFigure f, FigureSize chosen, PaperJob.Outcome outcome, long nanos) {
        job = null;
        reproduce.setEnabled(true);
        cancel.setEnabled(false);
        Reproduction.Result result = outcome.result();
        String took = String.format(java.util.Locale.ROOT, "%.1f s", nanos / 1e9);
        if (result == null) {
            status.setText(f.id() + " could not run: " + outcome.problem());
            return;
        }
        String run = chosen == FigureSize.CHECK ? "quick run" : "full run";
        if (result.cancelled()) {
            status.setText(f.id() + ": cancelled; finished runs kept for the next " + run);
            return;
        }
        reports.put(f.id(), result.report());
        origins.put(f.id(), run);
        for (TableItem item : figures.getItems()) {
            if (item.getData() == f) {
                item.setText(1, verdictOf(f));
            }
        }
        if (selected() == f) {
            show(f);
        }
        status.setText(f.id() + ", " + run + ": " + result.data().runs().size() + " runs, " + took + "; " + result.report().summary());
    }

    private void onUi(Runnable r) {
        if (!figures.isDisposed()) {
            figures.getDisplay().asyncExec(() -> {
                if (!figures.isDisposed()) {
                    r.run();
                }
            });
        }
    }

    /** The figures listed, in order. */
    List<PaperFigure> listed() {
        return library == null ? List.of() : library.figures();
    }

    @Override
    public void setFocus() {
        figures.setFocus();
    }

    @Override
    public void dispose() {
        if (job != null) {
            job.cancel();
        }
        super.dispose();
    }
}
