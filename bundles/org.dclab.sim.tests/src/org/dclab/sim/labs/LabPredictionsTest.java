package org.dclab.sim.labs;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.stream.Stream;

import org.dclab.model.Scenario;
import org.dclab.model.parameters.ParameterPath;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RepositoryFiles;
import org.dclab.sim.RunOptions;
import org.dclab.sim.RunResult;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every prediction of the shipped lab sheets is measured by the run its step's Do it makes: the step done headless as
 * the workbench does it (the scenario opened, its parameters set, run as far as the step says, with the workbench's
 * probes) gives a finite number for the prediction's measurement.
 */
class LabPredictionsTest {

    @Test
    void everyLabAsksForAtLeastOnePrediction() throws IOException {
        for (LabSheet sheet : LabSheet.readAll(RepositoryFiles.examples().resolve("labs"))) {
            assertTrue(sheet.steps().stream().anyMatch(s -> s.prediction().isPresent()), sheet.file() + " asks for no prediction");
            assertTrue(sheet.steps().stream().allMatch(s -> !s.doIt().isEmpty() || s.prediction().isEmpty()), sheet.file().toString());
        }
    }

    @TestFactory
    Stream<DynamicTest> everyPredictionIsMeasuredByItsStepsRun() throws IOException {
        return LabSheet.readAll(RepositoryFiles.examples().resolve("labs")).stream()
                .flatMap(sheet -> sheet.steps().stream().filter(s -> s.prediction().isPresent())
                        .map(step -> DynamicTest.dynamicTest(sheet.file().getFileName() + " step " + step.number(), () -> {
                            RunResult result = doIt(step);
                            Prediction p = step.prediction().orElseThrow();
                            double measured = p.measurement().valueIn(result);
                            System.out.printf("%s step %d: %s = %.4g %s%n", sheet.file().getFileName(), step.number(), p.question(),
                                    measured,
                                    p.unit());
                            assertFalse(Double.isNaN(measured) || Double.isInfinite(measured), p.question() + ": " + measured);
                        })));
    }

    /** The step's Do it, headless: as the workbench, every run starts over from the scenario as the step sets it. */
    private static RunResult doIt(LabStep step) throws Exception {
        Scenario scenario = null;
        SimulationRun run = null;
        for (LabAction action : step.doIt()) {
            if (action instanceof LabAction.Open open) {
                scenario = ScenarioFiles.load(RepositoryFiles.examples().resolve(open.scenario()));
            } else if (action instanceof LabAction.Set set) {
                ParameterPath.parse(scenario, set.path()).set(set.value());
            } else {
                run = Simulations.prepare(scenario, workbenchOptions());
                run.advanceTo(action instanceof LabAction.RunUntil until ? until.untilPs() : run.endPs(), ProgressListener.NONE);
            }
        }
        return run.result();
    }

    /** What the workbench's run session records beside the scenario's own probes. */
    private static RunOptions workbenchOptions() {
        return new RunOptions().watchWindows(true).watchLive(true);
    }
}
