package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.dclab.sim.papers.FigureData;
import org.dclab.sim.papers.FigureReport;
import org.dclab.sim.papers.Numbers;
import org.dclab.sim.papers.PaperFigure;
import org.dclab.sim.papers.PaperFiles;
import org.dclab.sim.papers.PaperLibrary;
import org.dclab.ui.papers.PapersView;
import org.dclab.ui.present.Presentation;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.Papers;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Widgets;
import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.framework.FrameworkUtil;

/**
 * The papers in class, on a 1280x720 projector in presentation mode: Help ▸ DC Lab Papers lists every figure with the
 * verdict of its committed results; a click on the coexistence paper's Fig. 3 shows its figure, and Reproduce opens
 * its scenario and runs its quick campaign in the background, then shows the figure beside the paper's values. Oracle:
 * the list's verdicts are those the repository's results give, and the quick run's values are exactly the check data
 * the build keeps in examples/papers/check/ (the engine is deterministic); the chart draws them. A full campaign of
 * another figure is cancelled from the view once it runs, and says so.
 */
@ExtendWith(RunningProduct.class)
class PapersTest {

    private static final String FIGURE = "coexist-fig3";
    /** Full size: sixteen runs of seconds each, time enough to cancel once the first is done. */
    private static final String LONG_FIGURE = "gemini-fig10";

    @Test
    void aFigureIsReproducedBesideThePapersValuesAndAFullCampaignIsCancelled() throws Exception {
        PaperLibrary library = PaperLibrary.read(Scenarios.examples());
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        Menus.menuBar("Window", "Presentation Mode");
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            Papers.open();
            listsEveryFigureWithItsCommittedVerdict(library);
            reproducesAFigureQuickly(library);
            cancelsAFullCampaign();
        } finally {
            // Tidying up, not under test: presentation mode keeps its views for next time, and a later script's stage
            // is the one a class starts with, without a paper figure beside the canvas.
            Ui.read(() -> {
                IWorkbenchPage page = RunningProduct.window().getActivePage();
                IViewPart papers = page.findView(PapersView.ID);
                if (papers != null) {
                    page.hideView(papers);
                }
                return null;
            });
            Diagram.focus();
            Input.press(SWT.CTRL | SWT.ALT, 'p');
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
        }
    }

    private static void listsEveryFigureWithItsCommittedVerdict(PaperLibrary library) throws Exception {
        List<List<String>> rows = Papers.rows(Ui.read(Papers::figures));
        List<List<String>> expected = new ArrayList<>();
        for (PaperFigure f : library.figures()) {
            String verdict = PaperFiles.read(PaperFiles.results(library.examples(), f.id(), null)).map(d -> FigureReport.of(f, d).summary())
                    .orElse("not run yet");
            expected.add(List.of(f.id(), verdict, f.where()));
        }
        assertEquals(expected, rows, "every figure, where it stands in its paper and the verdict of its committed results");
        Rectangle list = Ui.read(() -> {
            Table t = Papers.figures();
            return t.getDisplay().map(t.getParent(), null, t.getBounds());
        });
        assertTrue(list.x + list.width <= 1280 && list.height >= 80, "the list on the projector: " + list);
    }

    private static void reproducesAFigureQuickly(PaperLibrary library) throws Exception {
        PaperFigure figure = library.figure(FIGURE).orElseThrow();
        Papers.select(FIGURE);
        Ui.waitUntil("the committed figure of " + FIGURE, () -> Papers.chart() != null && Papers.chart().getChart().getTitle().getText()
                .startsWith(figure.where()));
        Papers.size("quick");
        Papers.click("Reproduce");
        Scenarios.waitForEditor(Scenarios.examples().resolve(figure.scenario()));
        Ui.waitUntil("the quick run of " + FIGURE + " to end", Duration.ofSeconds(120), () -> Papers.status().startsWith(FIGURE
                + ", quick run: "));

        // What the build keeps of this campaign, read back: the quick run must have measured exactly that.
        FigureData check = FigureData.parse(Files.readString(PaperFiles.check(library.examples(), FIGURE)), FIGURE);
        FigureReport expected = FigureReport.of(figure, check);
        List<List<String>> claims = Papers.rows(Ui.read(Papers::claims));
        List<List<String>> wanted = new ArrayList<>();
        for (FigureReport.PointRow p : expected.points()) {
            for (FigureReport.ClaimRow c : p.claims()) {
                wanted.add(List.of(c.verdict().mark(), figure.describe(p.settings()) + " · " + figure.reading(c.claim().reading()).label(),
                        Numbers.meanAndInterval(c.statistics()), c.claim().paperText()));
            }
        }
        double[][] drawn = Ui.read(() -> {
            XYDataset curve = Papers.chart().getChart().getXYPlot().getDataset();
            double[][] points = new double[curve.getItemCount(0)][];
            for (int i = 0; i < points.length; i++) {
                points[i] = new double[] { curve.getXValue(0, i), curve.getYValue(0, i) };
            }
            return points;
        });
        int annotations = Ui.read(() -> ((XYPlot) Papers.chart().getChart().getPlot()).getAnnotations().size());
        // The chart of the run is a new one: its plot has an area once it has been painted.
        Ui.waitUntil("the run's chart painted", () -> Papers.chart().getScreenDataArea().width > 0);
        Rectangle chart = Ui.read(() -> Papers.chart().getScreenDataArea());
        String status = Papers.status();
        // The README's picture of the view (releng/screenshots/take-screenshots.sh keeps it as docs/screenshots/papers.png).
        // The pointer off the Reproduce button, whose tooltip would hide the status line; the window painted as it now
        // stands before it is kept.
        Input.moveTo(Ui.read(() -> Widgets.center(Papers.figures().getColumn(0).getParent())));
        Ui.settle();
        Ui.pause(800);
        Screenshots.save("papers");
        assertAll(() -> assertEquals(wanted, claims, "the paper's values beside the quick run's, which are the build's check data"),
                () -> assertEquals(check.runs().size(), drawn.length, "a point per run"),
                () -> assertEquals(20, drawn[0][0]), () -> assertEquals(check.runs().get(0).values().get("ratio"), drawn[0][1], 1e-12),
                () -> assertEquals(150, drawn[1][0]), () -> assertEquals(check.runs().get(1).values().get("ratio"), drawn[1][1], 1e-12),
                () -> assertTrue(annotations >= 4, "the paper's values drawn in at both points: " + annotations),
                () -> assertTrue(chart.width >= 300 && chart.height >= 120, "a plot to read at 1280x720: " + chart),
                () -> assertTrue(status.endsWith("; " + expected.summary()), status));
    }

    private static void cancelsAFullCampaign() throws Exception {
        // A full campaign resumes what an earlier one in this workspace left: this one starts from none.
        Path kept = Platform.getStateLocation(FrameworkUtil.getBundle(PapersView.class)).append("papers").append(LONG_FIGURE).toFile()
                .toPath();
        if (Files.exists(kept)) {
            try (var all = Files.walk(kept)) {
                for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        Papers.select(LONG_FIGURE);
        Papers.size("full");
        Papers.click("Reproduce");
        Ui.waitUntil("the full campaign of " + LONG_FIGURE + " to have run one run", Duration.ofSeconds(180), () -> Papers.status().matches(
                LONG_FIGURE + ", full: [1-9][0-9]* of 16 runs"));
        assertTrue(Papers.enabled("Cancel") && !Papers.enabled("Reproduce"), "while it runs it can be cancelled, not started again");
        Papers.click("Cancel");
        Ui.waitUntil("the cancel to be told", Duration.ofSeconds(60), () -> Papers.status().equals(LONG_FIGURE
                + ": cancelled; finished runs kept for the next full run"));
        Ui.settle();
        Ui.pause(500);
        Screenshots.save("papers-cancelled");
        assertAll(() -> assertTrue(Papers.enabled("Reproduce"), "Reproduce again"), () -> assertFalse(Papers.enabled("Cancel"),
                "nothing to cancel"), () -> assertTrue(Ui.read(() -> Widgets.view(Papers.VIEW).isPresent())));
    }
}
