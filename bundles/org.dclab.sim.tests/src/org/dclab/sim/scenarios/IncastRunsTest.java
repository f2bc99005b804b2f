package org.dclab.sim.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.model.DclabFactory;
import org.dclab.model.IncastStrategy;
import org.dclab.model.Probe;
import org.dclab.model.ProbeKind;
import org.dclab.model.Scenario;
import org.dclab.sim.Series;
import org.dclab.sim.results.JsonText;
import org.dclab.sim.topology.AipmExamples;
import org.dclab.sim.Measure;
import org.junit.jupiter.api.Test;

/**
 * The AIPM paper's findings through the bridge, from scenarios generated on the incast star of Fig. 4a (1 Gbit/s,
 * 64 KiB buffer, 100 µs RTT, SRU 256 KB, NS2 TCP). Each run takes well under a second.
 */
class IncastRunsTest {

    private static Scenario star(IncastStrategy strategy, int servers, int blocks) {
        return AipmExamples.singleBottleneck("incast-test", strategy, servers, blocks);
    }

    /**
     * Fig. 4a. Oracle (paper): AIPM keeps 0.68-0.88 Gbit/s for every N while Naive collapses. Tolerance: AIPM
     * >= 0.6 Gbit/s, the first block paying for con_wnd's climb from 1 (measured 0.65 at N = 16, 0.82 at N = 64),
     * and no retransmission timeout at all; Naive < 0.3 Gbit/s (measured 0.15 and 0.03, with RTOs).
     */
    @Test
    void aipmKeepsGoodputWhereNaiveCollapses() throws Exception {
        for (int n : new int[] { 16, 64 }) {
            IncastRun aipm = IncastRun.of(star(IncastStrategy.AIPM, n, 5));
            IncastRun naive = IncastRun.of(star(IncastStrategy.NAIVE, n, 5));

            assertTrue(aipm.goodputGbps() >= 0.6, "N=" + n + ": AIPM " + aipm.incast());
            assertEquals(0, aipm.rtos(), "N=" + n + ": AIPM without RTO " + aipm.incast());
            assertTrue(naive.goodputGbps() < 0.3, "N=" + n + ": Naive " + naive.incast());
            assertTrue(naive.rtos() > 0, "N=" + n + ": Naive collapses through timeouts " + naive.incast());
        }
    }

    /**
     * With 64 KiB of buffer no connection is lost, so con_wnd only grows. Oracle, sample by sample: it starts at 1
     * and every change is exactly +1/con_wnd (one per completed connection, 64 x 4 of them), ending at the value the
     * summary reports.
     */
    @Test
    void conWndSeriesShowsAdditiveGrowth() throws Exception {
        IncastRun run = IncastRun.of(star(IncastStrategy.AIPM, 64, 4));
        Series conWnd = run.series("incast con_wnd");

        assertEquals(0L, run.incast().get("lostConnections"));
        assertEquals(1.0, conWnd.value(0));
        for (int i = 1; i < conWnd.size(); i++) {
            double prev = conWnd.value(i - 1);
            assertEquals(prev + 1 / prev, conWnd.value(i), 1e-9, "sample " + i);
            assertTrue(conWnd.timePs(i) >= conWnd.timePs(i - 1));
        }
        assertEquals(64 * 4 + 1, conWnd.size(), "one rise per completed connection");
        assertEquals(conWnd.value(conWnd.size() - 1), (Double) run.incast().get("conWnd"), 0);
    }

    /**
     * 6 KiB buffers overflow once con_wnd outgrows the pipe (the engine's withdrawal trace, now from a scenario).
     * Oracle: connections are lost and replaced rather than timed out; con_wnd rises by exactly 1/con_wnd, and a
     * withdrawal falls by exactly one per step from the value it started at until it lands on half that value; the
     * lost-connections series counts up to the summary's figure, one step per loss.
     */
    @Test
    void lostConnectionsAreWithdrawnSlowlyAndCounted() throws Exception {
        IncastRun run = IncastRun.of(star(IncastStrategy.AIPM, 64, 3), "sw.defaultQueue.bufferLimit=6144");
        Series conWnd = run.series("incast con_wnd");
        Series lost = run.series("incast lost_connections");

        long lostConnections = (Long) run.incast().get("lostConnections");
        assertTrue(lostConnections >= 2, run.incast().toString());
        assertEquals(0, run.rtos(), run.incast().toString());
        int withdrawals = 0;
        double episodeStart = Double.NaN;
        for (int i = 1; i < conWnd.size(); i++) {
            double prev = conWnd.value(i - 1);
            double w = conWnd.value(i);
            if (w > prev) {
                assertTrue(Double.isNaN(episodeStart), "no rise during a withdrawal, sample " + i);
                assertEquals(prev + 1 / prev, w, 1e-9, "rise at sample " + i);
                continue;
            }
            if (Double.isNaN(episodeStart)) {
                episodeStart = prev;
                withdrawals++;
            }
            double target = Math.max(1, episodeStart / 2);
            if (Math.abs(w - target) < 1e-9) {
                episodeStart = Double.NaN;
            } else {
                assertEquals(prev - 1, w, 1e-9, "withdrawal step at sample " + i);
                assertTrue(w > target, "never below half, sample " + i);
            }
        }
        assertTrue(withdrawals > 0, "con_wnd withdrew");
        assertEquals(0.0, lost.value(0));
        assertEquals(lostConnections, (long) lost.value(lost.size() - 1));
        assertEquals(lostConnections + 1, lost.size(), "one step per lost connection");
    }

    /**
     * OSDT and OSM on the star without background fill the link without a loss. Oracle: their schedules from B, C
     * and D as configured (64 KiB + 12.5 KB over 1040-byte packets): OSDT runs min(N, 75) = 64 connections at once,
     * OSM floor(78,036 / (13 x 1040)) = 5 with 13-segment windows; both above 0.9 Gbit/s with no RTO (measured 0.96).
     */
    @Test
    void osdtAndOsmRunTheirStaticSchedules() throws Exception {
        IncastRun osdt = IncastRun.of(star(IncastStrategy.OSDT, 64, 4));
        IncastRun osm = IncastRun.of(star(IncastStrategy.OSM, 64, 4));

        assertEquals(64.0, osdt.incast().get("conWnd"));
        assertEquals(5.0, osm.incast().get("conWnd"));
        assertEquals(1000.0, osdt.series("incast awnd").value(0), "OSDT: one segment per connection");
        assertEquals(13_000.0, osm.series("incast awnd").value(0), "OSM: one connection fills the pipe");
        for (IncastRun run : new IncastRun[] { osdt, osm }) {
            assertEquals(true, run.incast().get("finished"));
            assertTrue(run.goodputGbps() > 0.9, run.incast().toString());
            assertEquals(0, run.rtos());
        }
    }

    /**
     * Figs. 5-6: a 2 MB block split over 16 servers. Oracle: the block is exactly 2 MiB; each of the 20 blocks takes
     * at least its transmission time at 1 Gbit/s (16.8 ms), and the RCT statistics are ordered min <= mean <= p99
     * <= max.
     */
    @Test
    void aFixedBlockIsSplitAndEveryBlockTimed() throws Exception {
        IncastRun run = IncastRun.of(AipmExamples.fig5FixedBlock());
        var incast = run.incast();

        assertEquals(AipmExamples.FIXED_BLOCK_BYTES, incast.get("blockBytes"));
        assertEquals(20, incast.get("blocksCompleted"));
        double min = (Double) incast.get("rctMinMs");
        double mean = (Double) incast.get("rctMs");
        assertTrue(min >= AipmExamples.FIXED_BLOCK_BYTES * 8 / 1e9 * 1e3, incast.toString());
        assertTrue(min <= mean && mean <= (Double) incast.get("rctP99Ms") && (Double) incast.get("rctP99Ms") <= (Double) incast.get(
                "rctMaxMs"),
                incast.toString());
    }

    /** con_wnd += 1 per completed connection with the model's aipmIncrease=ONE: the first rises are exactly +1. */
    @Test
    void theIncreaseRuleIsTheModels() throws Exception {
        IncastRun run = IncastRun.of(star(IncastStrategy.AIPM, 16, 1), "incast.aipmIncrease=ONE");
        Series conWnd = run.series("incast con_wnd");

        assertEquals(1.0, conWnd.value(0));
        assertEquals(2.0, conWnd.value(1));
        assertEquals(3.0, conWnd.value(2));
    }

    /**
     * AIPM opens a connection per request as the run goes on. Oracle: a cwnd probe of the client gets one series
     * per connection the summary counts (16 servers x 2 blocks, none lost), each starting at the initial window.
     */
    @Test
    void perConnectionProbesSeeEveryConnectionOpenedDuringTheRun() throws Exception {
        Scenario scenario = star(IncastStrategy.AIPM, 16, 2);
        Probe cwnd = DclabFactory.eINSTANCE.createProbe();
        cwnd.setKind(ProbeKind.CWND);
        cwnd.setTarget(scenario.getTraffic().getApplications().get(0));
        scenario.getExperiment().getProbes().add(cwnd);

        IncastRun run = IncastRun.of(scenario);

        List<Series> perConnection = run.result().series().stream().filter(s -> s.key().measure() == Measure.CWND).toList();
        assertEquals(32, run.incast().get("connectionsOpened"));
        assertEquals(32, perConnection.size());
        for (Series s : perConnection) {
            assertEquals(10 * 1000.0, s.value(0), s.name());
        }
    }

    /** Oracle: the engine is deterministic; AIPM with losses and reconnections gives byte-identical JSON twice. */
    @Test
    void sameAipmScenarioSameSeedGivesIdenticalJson() throws Exception {
        String[] lossy = { "sw.defaultQueue.bufferLimit=6144" };
        IncastRun first = IncastRun.of(star(IncastStrategy.AIPM, 32, 2), lossy);
        IncastRun second = IncastRun.of(star(IncastStrategy.AIPM, 32, 2), lossy);

        assertTrue((Long) first.incast().get("lostConnections") > 0, "the run exercises reconnection");
        assertEquals(JsonText.of(first.result().summary()), JsonText.of(second.result().summary()));
        assertEquals(first.series("incast con_wnd").size(), second.series("incast con_wnd").size());
    }
}
