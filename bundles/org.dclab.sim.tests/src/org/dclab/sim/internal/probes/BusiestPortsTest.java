package org.dclab.sim.internal.probes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.Port;
import org.dclab.model.Link;
import org.dclab.model.Probe;
import org.dclab.model.ProbeKind;
import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.Measure;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RepositoryFiles;
import org.dclab.sim.RunOptions;
import org.dclab.sim.Series;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.Simulations;
import org.dclab.sim.internal.build.EngineNetworks;
import org.junit.jupiter.api.Test;

/**
 * The queue a chart shows when a scenario probes none. The oracle is the people who wrote the examples: each probes
 * the queue its paper's figure is about, and the busiest port by offered load must be that one.
 */
class BusiestPortsTest {

    @Test
    void everyExampleProbesTheQueueThatTheOfferedLoadPicks() throws Exception {
        List<String> checked = new ArrayList<>();
        for (Path file : examples()) {
            Scenario scenario = ScenarioFiles.load(file);
            List<Probe> queues = scenario.getExperiment() == null ? List.of()
                    : scenario.getExperiment().getProbes().stream().filter(p -> p.getKind() == ProbeKind.QUEUE_LENGTH).toList();
            if (queues.size() != 1) {
                continue;
            }
            Probe probe = queues.get(0);
            Network net = EngineNetworks.build(new Simulator(scenario.getSeed()), scenario.getNetwork());
            Port expected = ProbeInstaller.port(net, (Link) probe.getTarget(), probe.getAt() != null ? probe.getAt() : ((Link) probe
                    .getTarget()).getSource());
            List<String> picked = BusiestPorts.of(scenario.getTraffic(), net, 8).stream().map(Port::name).toList();
            // Symmetric traffic loads both directions of a WAN alike: both are shown, the first as the example's.
            assertEquals(expected.name(), picked.get(0), file.getFileName() + ": the example probes " + expected.name() + ", not "
                    + picked);
            assertTrue(picked.size() <= 2, file.getFileName() + ": " + picked);
            checked.add(file.getFileName().toString());
        }
        assertTrue(checked.size() >= 20, "examples with one probed queue: " + checked);
    }

    @Test
    void aScenarioWithoutAQueueProbeChartsTheBusiestQueueFromTimeZero() throws Exception {
        Scenario scenario = ScenarioFiles.load(RepositoryFiles.example("coexist-fig3-threshold"));
        scenario.getExperiment().getProbes().removeIf(p -> p.getKind() == ProbeKind.QUEUE_LENGTH);
        List<Series> series = Simulations.prepare(scenario, new RunOptions().watchLive(true).untilPs(20_000_000_000L))
                .run(ProgressListener.NONE).series();
        Series queue = series.stream().filter(s -> s.key().equals(SeriesKey.queueLength("left", "right"))).findFirst()
                .orElseThrow(() -> new AssertionError(series.stream().map(Series::name).toList().toString()));
        assertTrue(queue.value(0) <= 1, "recorded from its first packet: " + queue.value(0));
        double most = 0;
        for (int i = 0; i < queue.size(); i++) {
            most = Math.max(most, queue.value(i));
        }
        // DCTCP with K = 65 keeps the bottleneck queue near K.
        assertTrue(most > 40, "the queue builds: " + most);
        assertEquals(1, series.stream().filter(s -> s.key().measure() == Measure.QUEUE_LENGTH).count());
    }

    @Test
    void withoutTheLiveWatchNothingIsAdded() throws Exception {
        Scenario scenario = ScenarioFiles.load(RepositoryFiles.example("leafspine-datamining-background"));
        assertTrue(Simulations.prepare(scenario, new RunOptions().untilPs(1_000_000_000L)).run(ProgressListener.NONE).series().stream()
                .noneMatch(s -> s.key().measure() == Measure.QUEUE_LENGTH));
        // Background traffic among all hosts loads every host's port alike: eight of the twelve are watched, and in
        // 20 ms some of them carry packets.
        List<Series> queues = Simulations.prepare(scenario, new RunOptions().watchLive(true).untilPs(20_000_000_000L))
                .run(ProgressListener.NONE).series().stream().filter(s -> s.key().measure() == Measure.QUEUE_LENGTH).toList();
        assertEquals(8, queues.size(), "the tied busiest ports, up to eight");
        assertTrue(queues.stream().anyMatch(q -> q.size() > 0), "no watched queue has seen a packet in 20 ms");
    }

    private static List<Path> examples() throws IOException {
        return RepositoryFiles.exampleScenarios();
    }
}
