package org.dclab.sim.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

import org.dclab.model.Scenario;
import org.dclab.sim.Measure;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RunOptions;
import org.dclab.sim.RunResult;
import org.dclab.sim.Series;
import org.dclab.sim.Simulations;
import org.junit.jupiter.api.Test;

/**
 * A scenario new from a template runs and shows its lesson: its one bottleneck's queue builds, and every flow's
 * window is charted. The oracle for each is the topology's arithmetic: the senders offer more than the bottleneck
 * port's rate, so its queue must grow well past empty.
 */
class StarterScenariosTest {

    private static final Map<String, IntFunction<Scenario>> STARTERS = Map.of("dumbbell", StarterScenarios::dumbbell, "incast",
            StarterScenarios::incast, "tree", StarterScenarios::tree, "leaf-spine", StarterScenarios::leafSpine, "two datacenters",
            StarterScenarios::twoDatacenters);

    @Test
    void everyStarterValidatesAndItsBottleneckQueueBuilds() throws Exception {
        for (var starter : STARTERS.entrySet()) {
            Scenario scenario = starter.getValue().apply(4);
            List<String> problems = Simulations.check(scenario);
            assertFalse(Simulations.hasErrors(problems), starter.getKey() + ": " + problems);
            // A fifth of the run, or 20 ms: enough for every bottleneck here to fill.
            long untilPs = Math.min(scenario.getDurationPs() / 5, 20_000_000_000L);
            RunResult result = Simulations.prepare(scenario, new RunOptions().untilPs(untilPs)).run(ProgressListener.NONE);
            List<Series> queues = result.series().stream().filter(s -> s.key().measure() == Measure.QUEUE_LENGTH).toList();
            assertEquals(1, queues.size(), starter.getKey());
            assertTrue(peak(queues.get(0)) >= 10, starter.getKey() + ": the bottleneck's queue peaks at " + peak(queues.get(0)));
            long windows = result.series().stream().filter(s -> s.key().measure() == Measure.CWND).count();
            if (starter.getKey().equals("leaf-spine")) {
                // The flows into h0_0 are watched, one per other leaf; their twins are load.
                assertEquals(8, windows, "leaf-spine: a window per flow into h0_0");
            } else if (!starter.getKey().equals("incast")) {
                assertEquals(scenario.getTraffic().getApplications().size(), windows, starter.getKey() + ": a window per flow");
            }
        }
    }

    /**
     * The leaf-spine's traffic grows with its size (16 and 64 hosts per leaf ran the same eight flows): every host of the
     * other leaves sends to its twin under leaf0, so each of leaf0's ports toward a host has one flow from each other leaf.
     */
    @Test
    void theLeafSpineStartersTrafficGrowsWithItsHostsAndLeaves() {
        for (int[] size : new int[][] { { 1, 9, 4 }, { 4, 9, 4 }, { 4, 5, 2 } }) {
            Scenario scenario = StarterScenarios.leafSpine(size[0], size[1], size[2]);
            List<org.dclab.model.Application> apps = scenario.getTraffic().getApplications();
            assertEquals(size[0] * (size[1] - 1), apps.size(), java.util.Arrays.toString(size));
            for (int h = 0; h < size[0]; h++) {
                String receiver = "h0_" + h;
                assertEquals(size[1] - 1, apps.stream().filter(a -> ((org.dclab.model.LongFlow) a).getDestination().getName().equals(
                        receiver))
                        .count(), receiver + " receives a flow from each other leaf");
            }
        }
    }

    @Test
    void theIncastStarterCollapsesWithManyServersAsTcpDoes() throws Exception {
        // 64 servers x 256 KB at once into 64 KiB of buffer: tail losses, so 200 ms timeouts, so goodput far below the
        // 1 Gbit/s link (AIPM's Fig. 4a: Naive below 0.2 Gbit/s from N = 32 on).
        RunResult result = Simulations.prepare(StarterScenarios.incast(64), new RunOptions()).run(ProgressListener.NONE);
        Object goodput = result.summary().get("goodputGbps");
        assertTrue(((Number) goodput).doubleValue() < 0.3, "goodput " + goodput);
    }

    private static double peak(Series series) {
        double most = 0;
        for (int i = 0; i < series.size(); i++) {
            most = Math.max(most, series.value(i));
        }
        return most;
    }
}
