package org.dclab.sim.labs;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.stream.Stream;

import org.dclab.sim.RepositoryFiles;
import org.dclab.sim.RunResult;
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
                            RunResult result = LabPredictionTable.doIt(step, RepositoryFiles.examples());
                            Prediction p = step.prediction().orElseThrow();
                            double measured = p.measurement().valueIn(result);
                            assertFalse(Double.isNaN(measured) || Double.isInfinite(measured), p.question() + ": " + measured);
                        })));
    }
}
