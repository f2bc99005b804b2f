package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.SweepPlan;
import org.dclab.sim.campaign.Campaign;
import org.dclab.sim.campaign.CampaignRunner;
import org.dclab.sim.campaign.CampaignTables;
import org.dclab.sim.campaign.ResultsStore;
import org.dclab.sim.campaign.ResultsStore.StoredRow;
import org.dclab.sim.campaign.Statistics;
import org.dclab.ui.robot.Dialogs;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Table;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A campaign of 2 points x 2 repetitions opened as a person would: Results ▸ Open Campaign…, its folder typed into
 * GTK's directory chooser; a view of its own beside the live charts lists its four runs and draws goodput against
 * the swept threshold with each point's interval, every row and the plot in view at 1280x720.
 */
@ExtendWith(RunningProduct.class)
class OpenCampaignTest {

    private static final String MIN_THRESHOLD = "left-right.sourceQueue.minThreshold";
    /** The view's title: the campaign folder's name. */
    private static final String VIEW = "Campaign campaign";

    @Test
    void openCampaignListsTheRunsAndDrawsTheIntervals() throws Exception {
        Path folder = emptyFolder("campaign");
        List<StoredRow> stored = campaign(folder);

        Views.show("Results");
        Menus.viewMenuToNativeDialog("Results", "Open Campaign...");
        // GTK's folder chooser takes a typed folder ending in '/' as where to go; the next Enter selects where it is.
        Input.typeIntoFileChooser(folder + "/", () -> runsTable() != null);

        Table runs = runsTable();
        int rows = Ui.read(runs::getItemCount);
        List<String> firstColumn = Ui.read(() -> {
            List<String> values = new ArrayList<>();
            for (int i = 0; i < runs.getItemCount(); i++) {
                values.add(runs.getItem(i).getText(0) + " #" + runs.getItem(i).getText(1));
            }
            return values;
        });
        YIntervalSeriesCollection curves = Ui.read(() -> (YIntervalSeriesCollection) chart().getChart().getXYPlot().getDataset());
        double[][] drawn = new double[2][];
        for (int i = 0; i < 2; i++) {
            int item = i;
            drawn[i] = Ui.read(() -> new double[] { curves.getStartYValue(0, item), curves.getYValue(0, item), curves.getEndYValue(0,
                    item) });
        }
        // Read on a projector's screen: every run's row without scrolling, and a plot of a useful size.
        int[] room = Screenshots.readAt1280x720("OpenCampaignTest-a campaign's runs and goodput with its intervals at 1280x720", () -> {
            Rectangle plot = chart().getScreenDataArea();
            return new int[] { runs.getClientArea().height / runs.getItemHeight(), plot.width, plot.height };
        });

        // The campaign opened maximised; a double-click on its tab, as in any Eclipse, gives the other views back.
        Input.doubleClick(Ui.read(() -> Widgets.center(Widgets.tab(VIEW).orElseThrow())));
        Ui.waitUntil("the Live Charts tab to come back beside the campaign", () -> Widgets.tab("Live Charts").map(t -> t.getParent()
                .isVisible()).orElse(false) && Widgets.view("Event List").isPresent());

        assertAll(() -> assertEquals(4, rows, "one row per run"),
                () -> assertTrue(room[0] >= 4, "all four runs in view at 1280x720: " + room[0] + " rows"),
                () -> assertTrue(room[1] >= 400 && room[2] >= 100, "a plot of " + room[1] + "x" + room[2] + " px at 1280x720"),
                () -> assertEquals(List.of("10 #0", "10 #1", "30 #0", "30 #1"), firstColumn, "in plan order"),
                () -> assertArrayEquals(stored(stored, "10"), drawn[0], 1e-12, "goodput at minThreshold 10: ci95 low, mean, ci95 high"),
                () -> assertArrayEquals(stored(stored, "30"), drawn[1], 1e-12, "goodput at minThreshold 30: ci95 low, mean, ci95 high"));
    }

    /**
     * Issue 30, defect 10: the campaign folder's path typed as a person types it, without a closing '/', and Enter. GTK's
     * chooser then goes into the folder and hands over its first subfolder (a cluster's campaign keeps runs/ and slurm/):
     * the campaign is opened all the same, not refused as "not a campaign".
     */
    @Test
    void aTypedPathWithoutItsClosingSlashOpensTheCampaign() throws Exception {
        Path folder = emptyFolder("campaign-typed");
        campaign(folder);
        Files.createDirectories(folder.resolve("runs"));
        Files.createDirectories(folder.resolve("slurm"));

        Views.show("Results");
        Menus.viewMenuToNativeDialog("Results", "Open Campaign...");
        String view = "Campaign campaign-typed";
        Input.typeIntoFileChooser(folder.toString(), () -> runsTable(view) != null || Ui.read(() -> Dialogs.isOpen("Open Campaign")));
        Ui.waitUntil("the campaign's runs or a refusal", () -> runsTable(view) != null || Dialogs.isOpen("Open Campaign"));
        String refusal = Ui.read(() -> Dialogs.isOpen("Open Campaign")) ? Dialogs.message("Open Campaign") : null;
        if (refusal != null) {
            Dialogs.click("Open Campaign", "OK");
        }
        assertEquals(null, refusal, "typing the campaign's folder opens it");
        assertEquals(4, (int) Ui.read(() -> runsTable(view).getItemCount()), "one row per run");
        Input.doubleClick(Ui.read(() -> Widgets.center(Widgets.tab(view).orElseThrow())));
    }

    /**
     * The same campaign's sweep.csv through Results ▸ Open Sweep Table…, typed into GTK's file chooser, goodput taken
     * in the dialog that asks which figure: the Results view opens maximised and draws each point's interval, read at
     * 1280x720 on a plot of a useful size; a double-click on its tab gives the other views back.
     */
    @Test
    void openSweepTableDrawsTheIntervalsOnAPlotThatCanBeRead() throws Exception {
        Path folder = emptyFolder("sweep-table");
        List<StoredRow> stored = campaign(folder);
        Campaign campaign = Campaign.at(folder);
        Path csv = folder.resolve(CampaignTables.SWEEP_CSV);
        try (ResultsStore store = campaign.openStore()) {
            Files.writeString(csv, CampaignTables.sweepCsv(campaign.plan(), store));
        }

        Views.show("Results");
        Menus.viewMenuToNativeDialog("Results", "Open Sweep Table...");
        Input.typeIntoFileChooser(csv.toString(), () -> Ui.read(() -> Dialogs.isOpen("Sweep Curves")));
        // goodputGbps is picked already. GTK's chooser may hold the pointer a moment after it closes.
        Ui.pause(1000);
        Dialogs.click("Sweep Curves", "OK");
        Ui.waitUntil("the curves in the Results view", () -> resultsChart().getChart().getXYPlot().getDataset().getSeriesCount() == 1);

        int[] plot = Screenshots.readAt1280x720("OpenCampaignTest-a sweep table's goodput at 1280x720", () -> {
            Rectangle area = resultsChart().getScreenDataArea();
            return new int[] { area.width, area.height };
        });
        YIntervalSeriesCollection curves = Ui.read(() -> (YIntervalSeriesCollection) resultsChart().getChart().getXYPlot().getDataset());
        double[][] drawn = new double[2][];
        for (int i = 0; i < 2; i++) {
            int item = i;
            drawn[i] = Ui.read(() -> new double[] { curves.getStartYValue(0, item), curves.getYValue(0, item), curves.getEndYValue(0,
                    item) });
        }
        Input.doubleClick(Ui.read(() -> Widgets.center(Widgets.tab("Results").orElseThrow())));
        Ui.waitUntil("the other views to come back beside the Results", () -> Widgets.view("Event List").isPresent());

        assertAll(() -> assertTrue(plot[0] >= 400 && plot[1] >= 100, "a plot of " + plot[0] + "x" + plot[1] + " px at 1280x720"),
                () -> assertArrayEquals(stored(stored, "10"), drawn[0], 1e-9, "goodput at minThreshold 10: ci95 low, mean, ci95 high"),
                () -> assertArrayEquals(stored(stored, "30"), drawn[1], 1e-9, "goodput at minThreshold 30: ci95 low, mean, ci95 high"));
    }

    /** The chart of the Results view. Call on the UI thread. */
    private static ChartComposite resultsChart() {
        return Widgets.under(Widgets.view("Results").orElseThrow(), ChartComposite.class, c -> true).get(0);
    }

    /** The chart of the campaign's view. Call on the UI thread. */
    private static ChartComposite chart() {
        return Widgets.under(Widgets.view(VIEW).orElseThrow(), ChartComposite.class, c -> true).get(0);
    }

    /** The runs list: the campaign view's table whose first column is the swept parameter. */
    private static Table runsTable() {
        return runsTable(VIEW);
    }

    private static Table runsTable(String view) {
        return Ui.read(() -> Widgets.view(view).flatMap(v -> Widgets.under(v, Table.class,
                t -> t.isVisible() && t.getColumnCount() > 0 && t.getColumn(0).getText().equals(MIN_THRESHOLD) && t.getItemCount() == 4)
                .stream().findFirst()).orElse(null));
    }

    /** The point's goodput statistics as the campaign computes them from its store (its tests check them by hand). */
    private static double[] stored(List<StoredRow> stored, String threshold) {
        Statistics s = Statistics.of(stored.stream().filter(r -> r.point().equals(MIN_THRESHOLD + "=" + threshold))
                .map(r -> ((Number) r.values().get("goodputGbps")).doubleValue()).toList());
        return new double[] { s.ci95Low(), s.mean(), s.ci95High() };
    }

    private static List<StoredRow> campaign(Path folder) throws Exception {
        Scenario scenario = ScenarioFiles.load(Scenarios.copyOfExample("coexist-fig5-choke", "campaign-scenario"));
        scenario.getExperiment().getSweeps().clear();
        // CHOKe drops at random: the repetitions' seeds give each point a spread.
        scenario.setDurationPs(100_000_000_000L);
        Map<String, List<String>> values = new LinkedHashMap<>();
        values.put(MIN_THRESHOLD, List.of("10", "30"));
        SweepPlan plan = SweepPlan.of(scenario, values, 2);
        Campaign campaign = Campaign.at(folder);
        campaign.write(scenario, plan);
        try (ResultsStore store = campaign.openStore()) {
            new CampaignRunner(campaign, plan, "robot").run(plan.points(), 1, store, row -> {});
            return store.rows();
        }
    }

    private static Path emptyFolder(String name) throws IOException {
        Path folder = RunningProduct.outputFolder().resolve(name);
        if (Files.exists(folder)) {
            try (Stream<Path> old = Files.walk(folder)) {
                for (Path p : old.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        return folder;
    }
}
