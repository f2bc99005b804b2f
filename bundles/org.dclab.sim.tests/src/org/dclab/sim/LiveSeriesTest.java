package org.dclab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.junit.jupiter.api.Test;

/** The series a live run records beyond the experiment's probes, the queue levels and the analytic models. */
class LiveSeriesTest {

    @Test
    void watchLiveAddsSsthreshAlphaGoodputWithoutRecordingANameTwice() throws Exception {
        RunResult result = run("coexist-fig3-threshold", new RunOptions().watchLive(true));
        List<String> names = result.series().stream().map(Series::name).toList();
        Set<String> unique = Set.copyOf(names);
        assertEquals(unique.size(), names.size(), "a series name recorded twice: " + names);
        List<SeriesKey> keys = result.series().stream().map(Series::key).toList();
        assertTrue(has(keys, Measure.SSTHRESH, "dctcp1"), names::toString);
        assertTrue(has(keys, Measure.SSTHRESH, "tcp2"), names::toString);
        // dctcp1's alpha is probed by the file; dctcp2's comes from the live watch; NewReno keeps none.
        assertTrue(has(keys, Measure.ALPHA, "dctcp2"), names::toString);
        assertFalse(has(keys, Measure.ALPHA, "tcp1") || has(keys, Measure.ALPHA, "tcp2"), names::toString);
        for (String app : List.of("dctcp1", "dctcp2", "tcp1", "tcp2")) {
            assertTrue(keys.contains(SeriesKey.ofApplication(app, Measure.GOODPUT)), names::toString);
            assertTrue(names.contains(app + " goodput"), "named as before in legends and files: " + names);
        }
        Series alpha = result.series().stream()
                .filter(s -> s.key().measure() == Measure.ALPHA && s.key().subject().ofApplication("dctcp2")).findFirst().orElseThrow();
        assertTrue(alpha.size() > 0);
        for (int i = 0; i < alpha.size(); i++) {
            assertTrue(alpha.value(i) >= 0 && alpha.value(i) <= 1, "alpha is a fraction: " + alpha.value(i));
        }
    }

    @Test
    void withoutTheLiveWatchOnlyTheFilesProbesAreRecorded() throws Exception {
        List<SeriesKey> keys = run("coexist-fig3-threshold", new RunOptions()).series().stream().map(Series::key).toList();
        assertTrue(keys.stream().noneMatch(k -> k.measure() == Measure.SSTHRESH), keys::toString);
    }

    @Test
    void aipmIncastProbedByTheFileIsRecordedOnceUnderTheLiveWatch() throws Exception {
        List<String> all = run("aipm-fig4-single-bottleneck", new RunOptions().watchLive(true)).series().stream()
                .map(Series::name).toList();
        Set<String> names = Set.copyOf(all);
        assertEquals(names.size(), all.size(), "a series name recorded twice: " + all);
        assertTrue(names.contains("incast con_wnd"), names::toString);
        assertTrue(names.contains("incast live_connections"), names::toString);
    }

    @Test
    void aPreparedRunKnowsTheMeasuresItWillRecordBeforeAnyConnectionOpens() throws Exception {
        RunOptions live = new RunOptions().watchWindows(true).watchLive(true).untilPs(20_000_000_000L);
        SimulationRun coexistence = Simulations.prepare(load("coexist-fig3-threshold"), live);
        assertTrue(coexistence.measures().containsAll(Set.of(Measure.QUEUE_LENGTH, Measure.CWND, Measure.SSTHRESH, Measure.ALPHA,
                Measure.GOODPUT)), "windows, ssthresh and alpha are promised before their connections open: " + coexistence.measures());
        assertFalse(coexistence.measures().contains(Measure.CON_WND), "no incast client, no con_wnd");
        SimulationRun incast = Simulations.prepare(load("aipm-fig4-single-bottleneck"), live);
        assertTrue(incast.measures().containsAll(Set.of(Measure.CON_WND, Measure.LIVE_CONNECTIONS, Measure.CWND)),
                incast.measures()::toString);
        // The measures promised are the measures recorded: nothing promised stays away, nothing unpromised comes.
        coexistence.run(ProgressListener.NONE);
        Set<Measure> recorded = coexistence.series().stream().map(s -> s.key().measure()).collect(java.util.stream.Collectors.toSet());
        assertEquals(coexistence.measures(), recorded);
        // Generated background flows are never watched one by one: no window is promised, and none comes.
        SimulationRun background = Simulations.prepare(load("leafspine-datamining-background"), live);
        assertTrue(background.measures().contains(Measure.QUEUE_LENGTH), "the busiest queues are: " + background.measures());
        assertFalse(background.measures().contains(Measure.CWND), background.measures()::toString);
    }

    private static boolean has(List<SeriesKey> keys, Measure measure, String application) {
        return keys.stream().anyMatch(k -> k.measure() == measure && k.subject().ofApplication(application));
    }

    @Test
    void queueLinesAreKOfAThresholdQueueAndTheRedThresholds() throws Exception {
        SimulationRun threshold = Simulations.prepare(load("coexist-fig3-threshold"), new RunOptions());
        assertEquals(Map.of(SeriesKey.queueLength("left", "right"), Map.of("K", 65.0)), threshold.queueLines());
        SimulationRun red = Simulations.prepare(load("coexist-fig4-red"), new RunOptions());
        Map<String, Double> lines = red.queueLines().get(SeriesKey.queueLength("left", "right"));
        assertEquals(List.of("min_th", "max_th"), List.copyOf(lines.keySet()));
        assertTrue(lines.get("min_th") < lines.get("max_th"), lines::toString);
    }

    @Test
    void dctcpBandOfTheThresholdExampleIsTheSteadyStateByHand() throws Exception {
        AnalyticModels.QueueBand band = AnalyticModels.dctcpQueueBands(load("coexist-fig3-threshold")).get(SeriesKey.queueLength("left",
                "right"));
        // Two DCTCP flows, 1 Gbit/s, RTT 6 x 41.67 us = 250 us: C*RTT = 1e9 * 250e-6 / (8 * 1500) = 20.83 packets.
        assertEquals(2, band.flows());
        assertEquals(20.833, band.bdpPackets(), 0.01);
        assertEquals(65 + 2, band.maxQueue(), 1e-9);
        // Q_min = Q_max - (1/2) sqrt(2 N (C*RTT + K)) = 67 - 0.5 * sqrt(4 * 85.83) = 57.74
        assertEquals(57.74, band.minQueue(), 0.01);
        assertTrue(band.kSufficient(), "K = 65 is above C*RTT/7 = 2.98");
        assertEquals(4 * 65 / (20.833 + 65), band.geminiF(), 1e-3);
        // alpha is about sqrt(2 / W*) with W* = (C*RTT + K) / N = 42.9 packets
        assertEquals(Math.sqrt(2 / 42.92), band.alpha(), 0.01);
    }

    @Test
    void aipmBdpIsCapacityTimesPropagationRtt() throws Exception {
        // 1 Gbit/s x 100 us / 8 = 12500 bytes
        assertEquals(Map.of("incast", 12_500.0), AnalyticModels.aipmBdpBytes(load("aipm-fig4-single-bottleneck")));
    }

    private static RunResult run(String example, RunOptions options) throws Exception {
        SimulationRun run = Simulations.prepare(load(example), options.untilPs(20_000_000_000L));
        return run.run(ProgressListener.NONE);
    }

    private static Scenario load(String example) throws Exception {
        return ScenarioFiles.load(RepositoryFiles.example(example));
    }
}
