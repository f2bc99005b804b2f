package org.dclab.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.SweepPlan;
import org.dclab.sim.SweepPoint;
import org.dclab.sim.campaign.Campaign;
import org.dclab.sim.campaign.CampaignException;
import org.dclab.sim.campaign.CampaignRunner;
import org.dclab.sim.campaign.ResultsStore;
import org.dclab.sim.campaign.ResultsStore.StoredRow;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.jfree.data.xy.YIntervalSeries;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Results view's campaign: its runs listed and its figures drawn with error bars, as the store holds them. */
class CampaignResultsTest {

    private static final String MIN_THRESHOLD = "left-right.sourceQueue.minThreshold";
    /** Student's t, 97.5 % quantile, one degree of freedom (the table's value; two repetitions per point). */
    private static final double T_975_ONE_DF = 12.706205;

    @TempDir
    Path dir;

    private Display display;
    private Shell shell;
    private CampaignPanel panel;

    @BeforeEach
    void openShell() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(900, 800);
        panel = new CampaignPanel(shell, SWT.NONE);
        shell.open();
    }

    @AfterEach
    void closeShell() {
        shell.dispose();
    }

    /**
     * Oracle: the store itself. Every row of the list is one stored run, in plan order, with its seed, status and
     * figures; every point of every figure's curve is the mean of its two runs with the interval mean +- t(0.975, 1)
     * * |a - b| / 2 computed here by hand from the stored values.
     */
    @Test
    void theRunsListAndTheErrorBarsAreTheStoresNumbers() throws Exception {
        Scenario scenario = ScenarioFiles.load(ShellFixture.example("coexist-fig5-choke"));
        scenario.getExperiment().getSweeps().clear();
        // CHOKe drops at random: the repetitions' seeds give each point a spread.
        scenario.setDurationPs(100_000_000_000L);
        Map<String, List<String>> values = new LinkedHashMap<>();
        values.put(MIN_THRESHOLD, List.of("10", "30"));
        SweepPlan plan = SweepPlan.of(scenario, values, 2);
        Campaign campaign = Campaign.at(dir.resolve("camp"));
        campaign.write(scenario, plan);
        List<StoredRow> stored;
        List<String> storedFigures;
        try (ResultsStore store = campaign.openStore()) {
            new CampaignRunner(campaign, plan, "test").run(plan.points(), 1, store, row -> {});
            stored = store.rows();
            storedFigures = store.figureColumns();
        }

        panel.show(CampaignResults.load(campaign.dir()));
        String[][] shown = panel.runs().rows();

        List<String> header = List.of(shown[0]);
        assertEquals(List.of(MIN_THRESHOLD, "repetition", "seed", "status", "wallSeconds"), header.subList(0, 5));
        assertEquals(storedFigures, header.subList(5, header.size()), "every figure the store holds, in its order");
        assertEquals(1 + plan.points().size(), shown.length, "one row per run");
        for (int i = 0; i < plan.points().size(); i++) {
            SweepPoint p = plan.points().get(i);
            String[] row = shown[i + 1];
            StoredRow run = stored.stream().filter(r -> r.point().equals(MIN_THRESHOLD + "=" + p.settings().get(MIN_THRESHOLD))
                    && r.repetition() == p.repetition()).findFirst().orElseThrow();
            assertEquals(p.settings().get(MIN_THRESHOLD), row[0]);
            assertEquals(String.valueOf(p.repetition()), row[1]);
            assertEquals(run.values().get("seed").toString(), row[2]);
            assertEquals(run.status(), row[3]);
            for (int c = 5; c < header.size(); c++) {
                Object value = run.values().get(header.get(c));
                if (value instanceof Number n) {
                    assertEquals(n.doubleValue(), Double.parseDouble(row[c]), 5e-6 * Math.abs(n.doubleValue()), header.get(c));
                } else if (value == null) {
                    assertEquals("", row[c], header.get(c) + " the run could not measure");
                }
            }
        }
        assertEquals(List.of(MIN_THRESHOLD), panel.parameters());
        assertTrue(panel.figures().contains("goodputGbps"), panel.figures()::toString);

        boolean someSpread = false;
        for (String figure : panel.figures()) {
            panel.draw(figure, MIN_THRESHOLD);
            assertEquals(1, panel.curves().getSeriesCount(), figure);
            YIntervalSeries curve = panel.curves().getSeries(0);
            assertEquals(2, panel.curves().getItemCount(0), figure);
            for (int i = 0; i < 2; i++) {
                String threshold = i == 0 ? "10" : "30";
                assertEquals(Double.parseDouble(threshold), curve.getX(i).doubleValue(), figure);
                List<Double> runs = new ArrayList<>();
                for (StoredRow r : stored) {
                    if (r.point().equals(MIN_THRESHOLD + "=" + threshold) && r.values().get(figure) instanceof Number n) {
                        runs.add(n.doubleValue());
                    }
                }
                double mean = runs.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
                double half = runs.size() == 2 ? T_975_ONE_DF * Math.abs(runs.get(0) - runs.get(1)) / 2 : 0;
                double tolerance = 1e-6 * Math.max(1, Math.abs(mean) + half);
                assertEquals(mean, curve.getYValue(i), tolerance, figure + " mean at " + threshold);
                assertEquals(mean - half, curve.getYLowValue(i), tolerance, figure + " ci95 low at " + threshold);
                assertEquals(mean + half, curve.getYHighValue(i), tolerance, figure + " ci95 high at " + threshold);
                someSpread |= half > 0;
            }
        }
        assertEquals(MIN_THRESHOLD, panel.chart().getXYPlot().getDomainAxis().getLabel());

        // Oracle: the first and last runs differ in their CHOKe minimum threshold, repetition and seed, and each column's difference
        // is the second's stored value minus the first's.
        assertEquals(0, panel.runs().comparison().length, "one run selected: nothing to compare");
        panel.runs().select(0, shown.length - 2);
        String[][] compared = panel.runs().comparison();
        StoredRow first = stored.stream().filter(r -> r.point().equals(MIN_THRESHOLD + "=10") && r.repetition() == 0).findFirst()
                .orElseThrow();
        StoredRow last = stored.stream().filter(r -> r.point().equals(MIN_THRESHOLD + "=30") && r.repetition() == 1).findFirst()
                .orElseThrow();
        assertEquals(header.size() + 1, compared.length, "one line per column of the list");
        assertEquals(List.of("Column", MIN_THRESHOLD + "=10 #0", MIN_THRESHOLD + "=30 #1", "difference"), List.of(compared[0]));
        for (int c = 0; c < header.size(); c++) {
            String[] line = compared[c + 1];
            assertEquals(header.get(c), line[0]);
            assertEquals(shown[1][c], line[1]);
            assertEquals(shown[shown.length - 1][c], line[2]);
            boolean differs = !line[1].equals(line[2]);
            if (!differs) {
                continue;
            }
            assertTrue(panel.runs().highlighted(c), header.get(c) + " differs and is highlighted");
            if (c >= 5 && first.values().get(header.get(c)) instanceof Number a && last.values().get(header.get(c)) instanceof Number b) {
                double delta = b.doubleValue() - a.doubleValue();
                assertEquals(delta, Double.parseDouble(line[3].split(" ")[0]), 5e-6 * Math.abs(delta), header.get(c) + ": " + line[3]);
            }
        }
        for (String column : List.of(MIN_THRESHOLD, "repetition", "seed")) {
            assertTrue(panel.runs().highlighted(header.indexOf(column)), column);
        }
        assertTrue(compared[1][3].startsWith("+20 "), "30 - 10: " + compared[1][3]);
        assertFalse(panel.runs().highlighted(header.indexOf("status")), "both completed");
        assertTrue(someSpread, "the repetitions' seeds change some figure, so some interval has a width to check");
    }

    @Test
    void aFolderThatIsNoCampaignSaysHowToMakeOne() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        CampaignException e = assertThrows(CampaignException.class, () -> CampaignResults.load(empty));
        assertTrue(e.getMessage().contains("is not a campaign folder (no plan.properties)"), e.getMessage());
        assertFalse(Files.exists(empty.resolve(ResultsStore.FILE)), "opening a folder does not make it a campaign");
    }
}
