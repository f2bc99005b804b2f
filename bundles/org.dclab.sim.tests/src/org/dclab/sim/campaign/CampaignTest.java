package org.dclab.sim.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import org.dclab.model.Scenario;
import org.dclab.model.parameters.ParameterPath;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.RepositoryFiles;
import org.dclab.sim.SweepPlan;
import org.dclab.sim.SweepPoint;
import org.dclab.sim.campaign.ResultsStore.StoredRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs in OSGi (the test fragment), so it also proves that sqlite-jdbc finds and loads its native library there. */
class CampaignTest {

    @TempDir
    Path dir;

    /** Oracle: one row per run, each with its parameter, seed (the scenario's, mixed with the repetition's number), figures and its flows. */
    @Test
    void aCampaignStoresEveryRunWithItsParametersFiguresAndFlows() throws Exception {
        SweepPlan plan = plan(2);
        Campaign campaign = Campaign.at(dir.resolve("c"));
        campaign.write(incast(), plan);

        try (ResultsStore store = campaign.openStore()) {
            new CampaignRunner(campaign, plan, "9.9.9").run(plan.points(), 2, store, row -> {});

            List<StoredRow> rows = store.rows();
            assertEquals(4, rows.size());
            assertEquals(List.of("incast.serverCount"), store.parameterColumns());
            assertTrue(store.figureColumns().containsAll(List.of("goodputGbps", "rtos", "events")), store.figureColumns()::toString);
            StoredRow second = rows.stream().filter(r -> r.point().equals("incast.serverCount=2") && r.repetition() == 1).findFirst()
                    .orElseThrow();
            assertEquals(2L, ((Number) second.values().get("incast.serverCount")).longValue());
            assertEquals(SweepPlan.seedOf(incast().getSeed(), 1), ((Number) second.values().get("seed")).longValue());
            assertEquals("completed", second.status());
            assertEquals("9.9.9", second.values().get("dclabVersion"));
            assertTrue(Campaign.at(campaign.dir()).pending(plan, store).isEmpty());
        }
        // Oracle: the flows table holds one row per connection the incast client opened, as its summary counts them.
        try (Connection db = new org.sqlite.JDBC().connect("jdbc:sqlite:" + campaign.dir().resolve(ResultsStore.FILE), new Properties());
                Statement s = db.createStatement();
                ResultSet r = s.executeQuery("SELECT r.\"applications.incast.connectionsOpened\", COUNT(f.run),"
                        + " SUM(f.fctMs IS NOT NULL), MIN(f.sizeBytes) FROM runs r LEFT JOIN flows f USING (run) GROUP BY r.run")) {
            int runs = 0;
            while (r.next()) {
                runs++;
                assertTrue(r.getInt(1) > 0);
                assertEquals(r.getInt(1), r.getInt(2));
                assertEquals(r.getInt(1), r.getInt(3), "every connection of a completed incast finished");
                assertTrue(r.getLong(4) > 0);
            }
            assertEquals(4, runs);
        }
    }

    /** Oracle: a resumed campaign runs only what is missing; an extended one only the new repetitions. */
    @Test
    void resumeRunsNothingTwiceAndExtendingRunsOnlyTheNewRuns() throws Exception {
        Campaign campaign = Campaign.at(dir.resolve("c"));
        SweepPlan small = plan(1);
        campaign.write(incast(), small);
        try (ResultsStore store = campaign.openStore()) {
            new CampaignRunner(campaign, small, "v").run(small.points().subList(0, 1), 1, store, row -> {});
            assertEquals(List.of(small.points().get(1)), campaign.pending(small, store));

            SweepPlan larger = plan(3);
            campaign.write(incast(), larger);
            List<SweepPoint> pending = campaign.pending(campaign.plan(), store);

            assertEquals(5, pending.size(), pending::toString);
            assertFalse(pending.contains(small.points().get(0)));
        }
    }

    @Test
    void aFolderOfAnotherScenarioIsRefused() throws Exception {
        Campaign campaign = Campaign.at(dir.resolve("c"));
        campaign.write(incast(), plan(1));
        Scenario other = incast();
        other.setSeed(99);

        CampaignException e = assertThrows(CampaignException.class, () -> campaign.write(other, plan(1)));

        assertTrue(e.getMessage().contains("another scenario"), e.getMessage());
    }

    /**
     * Oracle: the same runs made one per result file (as cluster tasks make them) and merged give the store a local
     * run gives, every value but the wall time equal.
     */
    @Test
    void taskResultFilesMergedEqualALocalRun() throws Exception {
        SweepPlan plan = plan(2);
        Campaign local = Campaign.at(dir.resolve("local"));
        Campaign cluster = Campaign.at(dir.resolve("cluster"));
        local.write(incast(), plan);
        cluster.write(incast(), plan);
        try (ResultsStore store = local.openStore()) {
            new CampaignRunner(local, plan, "v").run(plan.points(), 2, store, row -> {});
        }
        for (SweepPoint p : plan.points()) {
            try (ResultsStore task = ResultsStore.open(cluster.resultFile(Campaign.keyOf(p)))) {
                new CampaignRunner(cluster, plan, "v").run(List.of(p), 1, task, row -> {});
            }
        }
        try (ResultsStore store = cluster.openStore()) {
            List<SweepPoint> reversed = new ArrayList<>(plan.points());
            java.util.Collections.reverse(reversed);
            for (SweepPoint p : reversed) {
                store.merge(cluster.resultFile(Campaign.keyOf(p)));
            }
        }

        assertEquals(comparable(local), comparable(cluster));
        assertEquals(CampaignTables.sweepCsv(plan, local.openStore()), CampaignTables.sweepCsv(plan, cluster.openStore()));
    }

    /** Oracle: sweep.csv's mean of a point is the mean of its runs in runs.csv (two repetitions, so spread columns). */
    @Test
    void sweepCsvSummarizesEachPointsRuns() throws Exception {
        SweepPlan plan = plan(2);
        Campaign campaign = Campaign.at(dir.resolve("c"));
        campaign.write(incast(), plan);
        try (ResultsStore store = campaign.openStore()) {
            new CampaignRunner(campaign, plan, "v").run(plan.points(), 2, store, row -> {});

            List<String> sweep = CampaignTables.sweepCsv(plan, store).lines().toList();
            List<String> runs = CampaignTables.runsCsv(plan, store).lines().toList();

            assertEquals(3, sweep.size());
            assertEquals(5, runs.size());
            List<String> header = List.of(sweep.get(0).split(","));
            assertEquals(List.of("incast.serverCount", "runs"), header.subList(0, 2));
            int events = header.indexOf("events");
            assertEquals("events.sd", header.get(events + 1));
            int runEvents = List.of(runs.get(0).split(",")).indexOf("events");
            double mean = (Double.parseDouble(runs.get(3).split(",")[runEvents]) + Double.parseDouble(runs.get(4).split(",")[runEvents]))
                    / 2;
            assertEquals(mean, Double.parseDouble(sweep.get(2).split(",")[events]), 1e-9);
        }
    }

    /**
     * Oracle: a campaign that records series stores every sample of every series of a run, as the run's result holds
     * them, and a merge copies them exactly.
     */
    @Test
    void aCampaignAskedForSeriesStoresEverySampleAndMergesThem() throws Exception {
        SweepPlan plan = plan(1);
        Campaign campaign = Campaign.at(dir.resolve("c"));
        campaign.write(incast(), plan, true);
        List<Integer> samples = new ArrayList<>();
        try (ResultsStore task = ResultsStore.open(dir.resolve("task.sqlite"))) {
            new CampaignRunner(campaign, plan, "v").run(plan.points().subList(0, 1), 1, task,
                    row -> samples.add(row.result().series().stream().mapToInt(org.dclab.sim.Series::size).sum()));
        }
        try (ResultsStore store = campaign.openStore()) {
            store.merge(dir.resolve("task.sqlite"));
        }

        assertTrue(campaign.recordsSeries());
        assertTrue(samples.get(0) > 0, "the example probes its queue and windows");
        for (Path db : List.of(dir.resolve("task.sqlite"), campaign.dir().resolve(ResultsStore.FILE))) {
            try (Connection c = new org.sqlite.JDBC().connect("jdbc:sqlite:" + db, new Properties());
                    Statement s = c.createStatement();
                    ResultSet r = s.executeQuery("SELECT COUNT(*), COUNT(DISTINCT series) FROM series")) {
                r.next();
                assertEquals(samples.get(0), r.getInt(1), db::toString);
            }
        }
    }

    /** Oracle: a figure no run of a point measured (NaN, stored NULL) leaves its mean, sd and interval empty. */
    @Test
    void aFigureNoRunMeasuredIsEmptyInSweepCsv() throws Exception {
        SweepPlan plan = plan(2);
        Campaign campaign = Campaign.at(dir.resolve("c"));
        campaign.write(incast(), plan);
        try (ResultsStore store = campaign.openStore()) {
            for (SweepPoint p : plan.points()) {
                Map<String, Object> figures = new LinkedHashMap<>();
                figures.put("rctMs", Double.NaN);
                figures.put("rtos", 2L + p.repetition());
                store.add(new StoredRun(p.settings(), p.repetition(), 1, "completed", "v", 0, figures, List.of()));
            }

            List<String> sweep = CampaignTables.sweepCsv(plan, store).lines().toList();

            assertEquals("incast.serverCount,runs,rctMs,rctMs.sd,rctMs.ci95low,rctMs.ci95high,rtos,rtos.sd,rtos.ci95low,rtos.ci95high",
                    sweep.get(0));
            // rtos 2 and 3: mean 2.5, sd sqrt(0.5), half-width 12.706205 * sqrt(0.5) / sqrt(2) = 6.3531024
            List<String> fields = List.of(sweep.get(1).split(",", -1));
            assertEquals(List.of("1", "2", "", "", "", ""), fields.subList(0, 6));
            assertEquals(2.5, Double.parseDouble(fields.get(6)), 1e-12);
            assertEquals(Math.sqrt(0.5), Double.parseDouble(fields.get(7)), 1e-12);
            assertEquals(2.5 - 6.3531024, Double.parseDouble(fields.get(8)), 1e-6);
        }
    }

    private static Map<String, List<Object>> comparable(Campaign campaign) throws Exception {
        Map<String, List<Object>> rows = new java.util.TreeMap<>();
        try (Connection db = new org.sqlite.JDBC().connect("jdbc:sqlite:" + campaign.dir().resolve(ResultsStore.FILE), new Properties());
                Statement s = db.createStatement()) {
            try (ResultSet r = s.executeQuery("SELECT * FROM runs")) {
                while (r.next()) {
                    List<Object> values = new ArrayList<>();
                    for (int i = 1; i <= r.getMetaData().getColumnCount(); i++) {
                        String column = r.getMetaData().getColumnName(i);
                        if (!column.equals("run") && !column.equals("wallSeconds")) {
                            values.add(column + "=" + r.getObject(i));
                        }
                    }
                    rows.put(r.getString("point") + "#" + r.getInt("repetition"), values);
                }
            }
            try (ResultSet r = s.executeQuery("SELECT r.point, r.repetition, f.* FROM flows f JOIN runs r USING (run)"
                    + " ORDER BY r.point, r.repetition, f.rowid")) {
                while (r.next()) {
                    List<Object> values = new ArrayList<>();
                    for (int i = 4; i <= r.getMetaData().getColumnCount(); i++) {
                        values.add(r.getObject(i));
                    }
                    rows.computeIfAbsent("flows " + r.getString(1) + "#" + r.getInt(2), k -> new ArrayList<>()).add(values);
                }
            }
        }
        return rows;
    }

    private static SweepPlan plan(int repetitions) throws Exception {
        Map<String, List<String>> values = new LinkedHashMap<>();
        values.put("incast.serverCount", List.of("1", "2"));
        return SweepPlan.of(incast(), values, repetitions);
    }

    private static Scenario incast() throws Exception {
        Scenario scenario = ScenarioFiles.load(RepositoryFiles.example("incast-naive-single-bottleneck"));
        scenario.getExperiment().getSweeps().clear();
        ParameterPath.parse(scenario, "incast.blocks").set("2");
        return scenario;
    }
}
