package org.dclab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.junit.jupiter.api.Test;

/** A cancelled run stops early and still reports what it measured up to then. */
class CancellationTest {

    private static final long CANCEL_AFTER_PS = 20_000_000_000L;

    @Test
    void cancellingFromTheProgressListenerKeepsTheResultsSoFar() throws Exception {
        SimulationRun run = dumbbell();
        RunResult result = run.run(p -> {
            if (p.nowPs() >= CANCEL_AFTER_PS) {
                run.cancel();
            }
        });

        assertEquals(RunStatus.CANCELLED, result.status());
        assertEquals("cancelled", result.summary().get("status"));
        double simulated = (Double) result.summary().get("simulatedSeconds");
        assertTrue(simulated >= CANCEL_AFTER_PS / 1e12 && simulated < 0.5, "stopped early: " + simulated);
        assertTrue(flow1(result).get("deliveredBytes") instanceof Long bytes && bytes > 0, result.summary()::toString);
        assertTrue(result.series().stream().anyMatch(s -> s.size() > 0), "kept the series recorded so far");
    }

    /**
     * Oracle: the engine is deterministic, so what a cancelled run keeps is exactly what a run told to stop at the
     * same simulated time measures; only the status differs.
     */
    @Test
    void theResultsKeptAreThoseOfARunToTheSameTime() throws Exception {
        SimulationRun cancelled = dumbbell();
        RunResult kept = cancelled.run(p -> {
            if (p.nowPs() >= CANCEL_AFTER_PS) {
                cancelled.cancel();
            }
        });
        long stoppedAtPs = Math.round((Double) kept.summary().get("simulatedSeconds") * 1e12);
        Scenario scenario = ScenarioFiles.load(RepositoryFiles.example("dumbbell-two-flows"));

        Map<String, Object> reference = new java.util.LinkedHashMap<>(
                Simulations.prepare(scenario, new RunOptions().untilPs(stoppedAtPs)).run(ProgressListener.NONE).summary());
        reference.put("status", "cancelled");

        assertEquals(reference, kept.summary());
    }

    /** As a workbench job does: the run on a worker thread, cancel from another thread. */
    @Test
    void cancellingFromAnotherThreadStopsTheWorker() throws Exception {
        SimulationRun run = dumbbell();
        CountDownLatch started = new CountDownLatch(1);
        AtomicReference<RunResult> result = new AtomicReference<>();
        Thread worker = new Thread(() -> {
            try {
                result.set(run.run(p -> started.countDown()));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        worker.start();
        assertTrue(started.await(30, TimeUnit.SECONDS));
        run.cancel();
        worker.join(30_000);

        assertEquals(RunStatus.CANCELLED, result.get().status());
        assertTrue((Double) result.get().summary().get("simulatedSeconds") < 0.5);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> flow1(RunResult result) {
        return ((Map<String, Map<String, Object>>) result.summary().get("applications")).get("flow1");
    }

    private static SimulationRun dumbbell() throws Exception {
        Scenario scenario = ScenarioFiles.load(RepositoryFiles.example("dumbbell-two-flows"));
        return Simulations.prepare(scenario, new RunOptions());
    }
}
