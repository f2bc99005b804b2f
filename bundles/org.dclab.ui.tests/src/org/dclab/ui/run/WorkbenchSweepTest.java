package org.dclab.ui.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.SweepPlan;
import org.dclab.sim.SweepRunner;
import org.dclab.sim.results.SweepTable;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

/** The workbench's sweep job gives the very table the command line's sweep gives for the same scenario. */
class WorkbenchSweepTest {

    private static Scenario shortThresholdSweep() throws Exception {
        Scenario scenario = ScenarioFiles.load(example("coexist-fig3-threshold"));
        scenario.setDurationPs(5_000_000_000L);
        return scenario;
    }

    @Test
    void theThresholdSweepGivesTheCommandLinesTable() throws Exception {
        CompletableFuture<WorkbenchSweep.Outcome> done = new CompletableFuture<>();
        WorkbenchSweep sweep = WorkbenchSweep.of(shortThresholdSweep(), done::complete);
        assertNotNull(sweep);
        assertEquals(5, sweep.points(), "K = 20, 40, 65, 100, 150");
        sweep.schedule();
        WorkbenchSweep.Outcome outcome = done.get(120, TimeUnit.SECONDS);

        assertNull(outcome.problem());
        assertEquals(5, outcome.finished());
        Scenario same = shortThresholdSweep();
        SweepPlan plan = SweepPlan.of(same, Map.of());
        String expected = SweepTable.csv(plan.parameterNames(), new SweepRunner(plan, 1).run(row -> {}));
        assertEquals(expected, outcome.csv());
        List<String> lines = outcome.csv().lines().toList();
        assertTrue(lines.get(0).startsWith("left-right.sourceQueue.markingThreshold,repetition,seed,"), lines.get(0));
        assertEquals(6, lines.size());
    }

    @Test
    void aScenarioWithoutSweepHasNone() throws Exception {
        Scenario scenario = EcoreUtil.copy(shortThresholdSweep());
        scenario.getExperiment().getSweeps().clear();
        assertNull(WorkbenchSweep.of(scenario, outcome -> {}));
    }

    private static Path example(String name) {
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            if (Files.isRegularFile(d.resolve("dclab")) && Files.isDirectory(d.resolve("examples"))) {
                return d.resolve("examples").resolve(name + ".dclab");
            }
        }
        throw new IllegalStateException("no examples/ folder above " + Path.of("").toAbsolutePath());
    }
}
