package org.dclab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.model.resource.ScenarioFiles;
import org.junit.jupiter.api.Test;

/** Stepping a run by events and by simulated time, as the Simulation Control view does. */
class SteppingTest {

    private static SimulationRun prepare(String example, RunOptions options) throws Exception {
        return Simulations.prepare(ScenarioFiles.load(RepositoryFiles.example(example)), options);
    }

    @Test
    void stepsCountEventsExactly() throws Exception {
        SimulationRun run = prepare("coexist-fig3-threshold", new RunOptions());
        assertEquals(Halt.REACHED, run.step(100));
        assertEquals(100, run.eventCount());
        assertEquals(Halt.REACHED, run.step(1));
        assertEquals(101, run.eventCount());
        assertTrue(run.nowPs() > 0, "101 events of two started flows take simulated time");
    }

    /** Oracle: the engine is deterministic, so 90 single steps and one step of 90 end at the same instant. */
    @Test
    void singleStepsAndOneBigStepAgree() throws Exception {
        SimulationRun single = prepare("coexist-fig3-threshold", new RunOptions());
        for (int i = 0; i < 90; i++) {
            single.step(1);
        }
        SimulationRun big = prepare("coexist-fig3-threshold", new RunOptions());
        big.step(90);
        assertEquals(big.nowPs(), single.nowPs());
        assertEquals(big.result().summary(), single.result().summary());
    }

    @Test
    void advancesToAnInstantAndStopsThere() throws Exception {
        SimulationRun run = prepare("coexist-fig3-threshold", new RunOptions());
        long tenMillisPs = 10_000_000_000L;
        assertEquals(Halt.REACHED, run.advanceTo(tenMillisPs, ProgressListener.NONE));
        assertEquals(tenMillisPs, run.nowPs());
        long events = run.eventCount();
        assertEquals(Halt.REACHED, run.advanceTo(2 * tenMillisPs, ProgressListener.NONE));
        assertTrue(run.eventCount() > events);
    }

    @Test
    void cancelledStepKeepsResults() throws Exception {
        SimulationRun run = prepare("coexist-fig3-threshold", new RunOptions());
        run.advanceTo(5_000_000_000L, ProgressListener.NONE);
        run.cancel();
        assertEquals(Halt.CANCELLED, run.advanceTo(run.endPs(), ProgressListener.NONE));
        RunResult result = run.result();
        assertEquals(RunStatus.CANCELLED, result.status());
        assertTrue(result.series().stream().anyMatch(s -> s.size() > 0), "samples up to the cancel are kept");
    }

    @Test
    void watchesWindowsAndKnowsTheMarkingThreshold() throws Exception {
        SimulationRun run = prepare("coexist-fig3-threshold", new RunOptions().watchWindows(true));
        run.advanceTo(5_000_000_000L, ProgressListener.NONE);
        List<Series> windows = run.result().series().stream().filter(s -> s.key().measure() == Measure.CWND).toList();
        assertEquals(4, windows.size(), () -> "one cwnd series per long flow: " + windows.stream().map(Series::name).toList());
        assertTrue(windows.stream().allMatch(s -> s.size() > 0));
        assertEquals(65.0, run.queueLines().get(SeriesKey.queueLength("left", "right")).get("K"));
    }

    /** A topology drawn in the editor has no traffic yet; the workbench prepares it (with every observer) all the same. */
    @Test
    void aScenarioWithoutTrafficPreparesAndRuns() throws Exception {
        org.dclab.model.Scenario drawn = org.dclab.sim.topology.Topologies.dumbbell(2, 10_000_000_000L, 1_000_000_000L, 10_000_000L, 100);
        drawn.setTraffic(null);
        drawn.setExperiment(null);
        SimulationRun run = Simulations.prepare(drawn, new RunOptions().watchWindows(true).watchLive(true).explain(1000).trace(1000));
        assertEquals(Halt.FINISHED, run.advanceTo(run.endPs(), ProgressListener.NONE));
        assertTrue(run.chartModels().queueLines().isEmpty());
    }
}
