package org.dclab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.dclab.model.IncastClient;
import org.dclab.model.Scenario;
import org.dclab.model.parameters.ParameterPath;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.results.SweepTable;
import org.junit.jupiter.api.Test;

class SweepTest {

    @Test
    void oneRowPerValueInValueOrderWhateverTheNumberOfWorkers() throws Exception {
        SweepPlan plan = SweepPlan.of(incast(), Map.of("incast.serverCount", List.of("1", "2", "4")));

        String serial = SweepTable.csv(plan.parameterNames(), new SweepRunner(plan, 1).run(row -> {}));
        String parallel = SweepTable.csv(plan.parameterNames(), new SweepRunner(plan, 3).run(row -> {}));

        List<String> lines = serial.lines().toList();
        assertEquals(4, lines.size(), serial);
        assertTrue(lines.get(0).startsWith("incast.serverCount,repetition,seed,status,"), lines.get(0));
        assertTrue(lines.get(1).startsWith("1,0,1,completed,"), lines.get(1));
        assertTrue(lines.get(3).startsWith("4,0,1,completed,"), lines.get(3));
        assertEquals(serial, parallel, "the engine is deterministic, so workers change nothing");
    }

    /** Oracle: the first parameter varies slowest, and each repetition but the first has a seed of its own. */
    @Test
    void combinationsAndRepetitions() throws Exception {
        Scenario scenario = incast();
        ParameterPath.parse(scenario, "experiment.repetitions").set("2");
        SweepPlan plan = SweepPlan.of(scenario, new java.util.LinkedHashMap<>(Map.of("incast.serverCount", List.of("1", "2"))));

        List<SweepPoint> points = plan.points();

        assertEquals(4, points.size());
        assertEquals(new SweepPoint(Map.of("incast.serverCount", "1"), 1), points.get(1));
        assertEquals(SweepPlan.seedOf(1, 1), plan.scenarioOf(points.get(1)).getSeed());
        assertEquals(1, plan.scenarioOf(points.get(0)).getSeed(), "the first repetition is the scenario's own run");
    }

    /** Each run's series reach the row's consumer as it ends; the rows kept to the sweep's end hold its figures only. */
    @Test
    void theRowsASweepKeepsHoldFiguresAndFlowsButNoSamples() throws Exception {
        SweepPlan plan = SweepPlan.of(incast(), Map.of("incast.serverCount", List.of("1", "2")));
        List<Integer> seriesSeen = new java.util.ArrayList<>();

        List<SweepRunner.Row> rows = new SweepRunner(plan, 2).run(row -> seriesSeen.add(row.result().series().size()));

        assertTrue(seriesSeen.stream().allMatch(n -> n > 0), "every run recorded series: " + seriesSeen);
        assertTrue(rows.stream().allMatch(r -> r.result().series().isEmpty()), "the rows kept hold no samples");
        assertTrue(rows.stream().allMatch(r -> !r.result().summary().isEmpty() && !r.result().flows().isEmpty()));
    }

    /** The plan file's seeds, taken without copying the scenario, are those the runs use, a swept seed included. */
    @Test
    void aPointsSeedIsItsScenariosSeed() throws Exception {
        Map<String, List<String>> sweeps = new java.util.LinkedHashMap<>();
        sweeps.put("incast.serverCount", List.of("1", "2"));
        sweeps.put("seed", List.of("7", "9"));
        for (SweepPlan plan : List.of(SweepPlan.of(incast(), Map.of("incast.serverCount", List.of("1", "2")), 3),
                SweepPlan.of(incast(), sweeps, 2))) {
            for (SweepPoint point : plan.points()) {
                assertEquals(plan.scenarioOf(point).getSeed(), plan.seedOf(point), point.toString());
            }
        }
    }

    /**
     * Oracle: repetitions of neighbouring seeds never share a seed (with seed + r, repetition 1 of seed 1 was
     * repetition 0 of seed 2), and the seeds are those of SplitMix64's published first output for seed 0 plus the
     * golden gamma, 0xE220A8397B1DCDAF.
     */
    @Test
    void repetitionsOfAdjacentSeedsDoNotOverlap() {
        java.util.Set<Long> seeds = new java.util.HashSet<>();
        for (long seed = 0; seed < 100; seed++) {
            for (int r = 0; r < 100; r++) {
                assertTrue(seeds.add(SweepPlan.seedOf(seed, r)), "seed " + seed + " repetition " + r + " repeats a seed");
                assertTrue(SweepPlan.seedOf(seed, r) >= 0);
            }
        }
        assertEquals(0xE220A8397B1DCDAFL & Long.MAX_VALUE, SweepPlan.seedOf(0, 1));
    }

    /**
     * Oracle: paths joined by '+' make one parameter, so two linked values give two points (a grid of the two paths
     * would give four), and each point's scenario has both settings at the point's value.
     */
    @Test
    void linkedPathsTakeEachValueTogether() throws Exception {
        String linked = "incast.sruBytes+incast.blockBytes";
        SweepPlan plan = SweepPlan.of(incast(), Map.of(linked, List.of("1000", "2000")));

        List<SweepPoint> points = plan.points();

        assertEquals(List.of(linked), plan.parameterNames());
        assertEquals(2, points.size());
        IncastClient second = (IncastClient) plan.scenarioOf(points.get(1)).getTraffic().getApplications().get(0);
        assertEquals(2000, second.getSruBytes());
        assertEquals(2000, second.getBlockBytes());
    }

    /** Oracle: a given parameter that sets a path the experiment sweeps replaces that sweep, linked or not. */
    @Test
    void aLinkedParameterReplacesTheExperimentsSweepOfOneOfItsPaths() throws Exception {
        Scenario scenario = ScenarioFiles.load(RepositoryFiles.example("incast-naive-single-bottleneck"));
        String own = scenario.getExperiment().getSweeps().get(0).getPath();

        SweepPlan plan = SweepPlan.of(scenario, Map.of(own + "+incast.blocks", List.of("1", "2")));

        assertEquals(List.of(own + "+incast.blocks"), plan.parameterNames());
        assertEquals(2, plan.points().size());
    }

    @Test
    void aLinkedPathThatDoesNotResolveIsNamed() throws Exception {
        SweepPlan plan = SweepPlan.of(incast(), Map.of("incast.sruBytes+incast.noSuch", List.of("1000")));

        ScenarioNotRunnableException e = assertThrows(ScenarioNotRunnableException.class, () -> new SweepRunner(plan, 1).checkAll());

        assertTrue(e.getMessage().contains("parameter incast.noSuch: 'incast'"), e.getMessage());
    }

    /** A problem of every point, the scenario's own, is said once; one of some points is said for each of them. */
    @Test
    void aProblemOfEveryPointIsOneLine() throws Exception {
        SweepPlan plan = SweepPlan.of(incast(), Map.of("incast.sruBytes+incast.noSuch", List.of("1000", "2000", "3000")));

        ScenarioNotRunnableException e = assertThrows(ScenarioNotRunnableException.class, () -> new SweepRunner(plan, 2).checkAll());

        assertEquals(1, e.problems().size(), e.problems()::toString);
        assertTrue(e.problems().get(0).startsWith("all 3 sweep points: parameter incast.noSuch: 'incast'"), e.problems()::toString);

        SweepPlan some = SweepPlan.of(incast(), Map.of("incast.serverCount", List.of("2", "many", "lots")));
        ScenarioNotRunnableException partly = assertThrows(ScenarioNotRunnableException.class, () -> new SweepRunner(some, 2).checkAll());
        assertEquals(2, partly.problems().size(), partly.problems()::toString);
        assertTrue(partly.problems().get(0).startsWith("sweep point {incast.serverCount=many}: "), partly.problems()::toString);
    }

    @Test
    void aValueThatDoesNotFitFailsBeforeAnyRun() throws Exception {
        SweepPlan plan = SweepPlan.of(incast(), Map.of("incast.serverCount", List.of("2", "many")));

        ScenarioNotRunnableException e = assertThrows(ScenarioNotRunnableException.class, () -> new SweepRunner(plan, 2).checkAll());

        assertTrue(e.getMessage().contains("'many' is not a valid int for serverCount"), e.getMessage());
    }

    private static Scenario incast() throws Exception {
        Scenario scenario = ScenarioFiles.load(RepositoryFiles.example("incast-naive-single-bottleneck"));
        scenario.getExperiment().getSweeps().clear();
        ParameterPath.parse(scenario, "incast.blocks").set("2");
        return scenario;
    }
}
