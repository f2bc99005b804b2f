package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import org.dclab.sim.SweepPoint;
import java.util.regex.Pattern;
import java.util.regex.Matcher;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.SweepPlan;
import org.dclab.sim.SweepRunner;
import org.dclab.sim.results.SweepTable;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Dialogs;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.Outline;
import org.dclab.ui.robot.Properties;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A sweep made in the workbench as a researcher makes one: added in the Outline, its parameter and values typed into
 * Properties cells after a run, run from Results ▸ Run Sweep of the Scenario, its curve read at 1280x720 and its table saved
 * through GTK's file chooser. Oracle: the saved table is, to the character, the one the engine's sweep runner writes
 * for the saved scenario (what {@code dclab sweep} prints), and the curve draws its goodput column.
 */
@ExtendWith(RunningProduct.class)
class RunSweepTest {

    private static final String CONGESTION_CONTROL = "websearch.transport.congestionControl";
    /** The bottleneck's rate, in bits per second. */
    private static final String RATE = "left-right.rateBps";

    @Test
    void aSweepAddedInTheOutlineRunsFromTheResultsViewAsTheCommandLineRunsIt() throws Exception {
        Path file = Scenarios.copyOfExample("dumbbell-two-flows", "run-sweep");
        Scenarios.open(file);
        // A run first, as a researcher looks at one run before sweeping: the sweep added after it is swept all the same.
        Control.show();
        Control.runUntil("10");
        Outline.show();
        Outline.contextMenu(new String[] { "Sweeps" }, "Add Sweep");
        Ui.waitUntil("the sweep in the Outline", () -> Outline.text("Sweeps").equals("Sweeps (1)"));
        List<String> sweeps = Outline.rowAndChildren("Sweeps");
        Input.click(Outline.row("Sweeps", sweeps.get(1)));
        Properties.show();
        Properties.type(RATE, "Path");
        Properties.type("500000000, 1000000000", "Values");
        assertAll(() -> assertEquals(RATE, Properties.value("Path")), () -> assertEquals("500000000, 1000000000", Properties.value(
                "Values")));
        Diagram.focus();
        Input.press(SWT.CTRL, 's');
        Ui.waitUntil("the save", () -> !Diagram.editor().isDirty());
        // The run in Simulation Control began before the sweep was added and is left as it stands; the sweep runs the
        // scenario as edited.

        Views.show("Results");
        Menus.viewMenu("Results", "Run Sweep of the Scenario");
        // The chart may still hold an earlier sweep's curve: this one runs along the rate.
        Ui.waitUntil("the sweep's curve in the Results view", Duration.ofSeconds(120), () -> Ui.read(() -> Widgets.view("Results")
                .map(v -> Widgets.under(v, ChartComposite.class, c -> c.isVisible() && c.getChart() != null && c.getChart().getXYPlot()
                        .getDataset() != null && c.getChart().getXYPlot().getDataset().getSeriesCount() == 1 && RATE.equals(c.getChart()
                                .getXYPlot().getDomainAxis().getLabel())).size() == 1).orElse(false)));

        double[][] drawn = Ui.read(() -> {
            XYDataset curve = chart().getChart().getXYPlot().getDataset();
            double[][] points = new double[curve.getItemCount(0)][];
            for (int i = 0; i < points.length; i++) {
                points[i] = new double[] { curve.getXValue(0, i), curve.getYValue(0, i) };
            }
            return points;
        });
        String[] labels = Ui.read(() -> {
            XYPlot plot = chart().getChart().getXYPlot();
            return new String[] { plot.getRangeAxis().getLabel(), ((NumberAxis) plot.getDomainAxis()).getNumberFormatOverride().format(
                    5e8) };
        });
        int[] plot = Screenshots.readAt1280x720("RunSweepTest-goodput against the bottleneck's rate at 1280x720", () -> {
            Rectangle area = chart().getScreenDataArea();
            return new int[] { area.width, area.height };
        });

        Path saved = saveSweepTable("run-sweep");

        Scenario scenario = ScenarioFiles.load(file);
        SweepPlan plan = SweepPlan.of(scenario, Map.of());
        String expected = SweepTable.csv(plan.parameterNames(), new SweepRunner(plan, 1).run(row -> {}));
        String table = Files.readString(saved);
        List<String> lines = table.lines().toList();
        int goodput = Arrays.asList(lines.get(0).split(",")).indexOf("goodputGbps");
        assertAll(() -> assertEquals(expected, table, "the saved table is the engine's sweep of the saved scenario"),
                () -> assertEquals(3, lines.size(), "a header and one row per rate: " + lines),
                () -> assertTrue(goodput > 0, "a goodput column: " + lines.get(0)),
                () -> assertEquals(2, drawn.length, "one point per rate"),
                () -> assertEquals(5e8, drawn[0][0]), () -> assertEquals(1e9, drawn[1][0]),
                () -> assertEquals(Double.parseDouble(lines.get(1).split(",")[goodput]), drawn[0][1], 1e-12, "goodput at 500 Mbit/s"),
                () -> assertEquals(Double.parseDouble(lines.get(2).split(",")[goodput]), drawn[1][1], 1e-12, "goodput at 1 Gbit/s"),
                // Two long flows fill the bottleneck: each rate's goodput is most of it, and never more.
                () -> assertTrue(drawn[0][1] > 0.4 && drawn[0][1] < 0.5, "goodput at 500 Mbit/s: " + drawn[0][1] + " Gbit/s"),
                () -> assertTrue(drawn[1][1] > 0.8 && drawn[1][1] < 1.0, "goodput at 1 Gbit/s: " + drawn[1][1] + " Gbit/s"),
                () -> assertEquals("Goodput (Gbit/s)", labels[0]), () -> assertEquals("500 M", labels[1], "a rate's tick"),
                () -> assertTrue(plot[0] >= 400 && plot[1] >= 100, "a plot of " + plot[0] + "x" + plot[1] + " px at 1280x720"));
    }

    /**
     * The GEMINI web-search sweep (five congestion controls, seconds of work each) cancelled from the Results view's
     * menu, where it was started and where it says how far it has come, once a point is done: the workbench says how
     * many points finished, the curve draws those alone, and the saved table keeps them and the runs cut short, marked
     * cancelled. Oracle: a finished point's row is the one the engine's runner gives that point alone.
     */
    @Test
    void aSweepCancelledFromTheResultsViewKeepsWhatItMeasured() throws Exception {
        Path file = Scenarios.copyOfExample("gemini-fig15-16-websearch-pattern2", "run-sweep-cancel");
        Scenarios.open(file);
        Views.show("Results");
        Menus.viewMenu("Results", "Run Sweep of the Scenario");
        List<String> seen = new ArrayList<>();
        long lookUntil = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (true) {
            String item = Menus.viewMenuItem("Results", "Cancel Sweep");
            seen.add(item);
            if (item != null && item.matches("Cancel Sweep \\([1-4] of 5 points done\\)")) {
                break;
            }
            assertTrue(System.nanoTime() < lookUntil && item != null && item.matches("Cancel Sweep \\(0 of 5 points done\\)"),
                    "the menu says how far the sweep has come, until a point is done: " + seen);
            Ui.pause(500);
        }
        Menus.viewMenu("Results", "Cancel Sweep");
        String told = Dialogs.message("Run Sweep");
        Dialogs.click("Run Sweep", "OK");
        Matcher m = Pattern.compile("The sweep was cancelled after (\\d+) of 5 points\\..*").matcher(told.replace("\n", " "));
        assertTrue(m.matches(), told);
        int finished = Integer.parseInt(m.group(1));

        // Congestion controls are words: one curve, a point per finished one, each named on the axis.
        String[] figure = new String[1];
        List<String> named = new ArrayList<>();
        int drawn = Ui.read(() -> {
            XYPlot plot = chart().getChart().getXYPlot();
            figure[0] = plot.getRangeAxis().getLabel();
            named.addAll(List.of(((SymbolAxis) plot.getDomainAxis()).getSymbols()));
            int points = 0;
            for (int series = 0; series < plot.getDataset().getSeriesCount(); series++) {
                points += plot.getDataset().getItemCount(series);
            }
            return points;
        });
        Screenshots.saveAt1280x720("RunSweepTest-a cancelled sweep's finished point at 1280x720");
        Path saved = saveSweepTable("run-sweep-cancel");

        List<String> lines = Files.readString(saved).lines().toList();
        int status = Arrays.asList(lines.get(0).split(",")).indexOf("status");
        List<String> completed = lines.stream().skip(1).filter(l -> l.split(",")[status].equals("completed")).toList();
        long cutShort = lines.stream().skip(1).filter(l -> l.split(",")[status].equals("cancelled")).count();
        SweepPlan plan = SweepPlan.of(ScenarioFiles.load(file), Map.of());
        String first = completed.isEmpty() ? "" : completed.get(0).split(",")[0];
        SweepPoint point = plan.points().stream().filter(p -> p.settings().get(CONGESTION_CONTROL).equals(first)).findFirst().orElseThrow();
        List<String> alone = SweepTable.csv(plan.parameterNames(), new SweepRunner(plan, List.of(point), 1).run(row -> {})).lines()
                .toList();
        String after = Menus.viewMenuItem("Results", "Cancel Sweep");
        assertAll(() -> assertTrue(finished >= 1 && finished < 5, "cancelled with some points done: " + told),
                () -> assertEquals("Cancel Sweep", after, "nothing left to cancel"),
                () -> assertEquals(finished, completed.size(), "the table keeps every finished point: " + lines),
                () -> assertEquals(lines.size() - 1, completed.size() + cutShort, "and only those and the runs cut short: " + lines),
                () -> assertEquals(cutShort == 0, !told.contains("cut short"), "the message names the runs cut short: " + told),
                () -> assertEquals(finished, drawn, "the curves draw the finished points alone"),
                () -> assertEquals(lines.stream().skip(1).map(l -> l.split(",")[0]).toList(), named,
                        "the axis names each congestion control the sweep began, in its order"),
                () -> assertEquals("websearch \u25b8 Goodput (Gbit/s)", figure[0],
                        "the web search's goodput, the scenario having no total"),
                () -> assertEquals(alone.get(1), completed.get(0), "a finished point's row is that point's run alone"));
    }

    /**
     * Saves the sweep table through Results ▸ Save Sweep Table… as sweep.csv in {@code folder}, typed into GTK's file
     * chooser, then gives the other views back with a double-click on the maximised Results view's tab.
     */
    private static Path saveSweepTable(String folder) throws Exception {
        Path saved = RunningProduct.outputFolder().resolve(folder).resolve("sweep.csv");
        Files.deleteIfExists(saved);
        Menus.viewMenuToNativeDialog("Results", "Save Sweep Table...");
        Input.typeIntoFileChooser(saved.toString(), () -> Files.exists(saved));
        Input.doubleClick(Ui.read(() -> Widgets.center(Widgets.tab("Results").orElseThrow())));
        Ui.waitUntil("the other views to come back beside the Results", () -> Widgets.view("Event List").isPresent());
        return saved;
    }

    /** The chart of the Results view. Call on the UI thread. */
    private static ChartComposite chart() {
        return Widgets.under(Widgets.view("Results").orElseThrow(), ChartComposite.class, ChartComposite::isVisible).get(0);
    }
}
