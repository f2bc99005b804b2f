package org.dclab.engine.internal.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.app.AipmIncast;
import org.dclab.engine.app.IncastClient;
import org.dclab.engine.app.IncastListener;
import org.dclab.engine.app.IncastStrategy;
import org.dclab.engine.app.NaiveIncast;
import org.dclab.engine.app.OsdtIncast;
import org.dclab.engine.app.OsmIncast;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.junit.jupiter.api.Test;

/**
 * AIPM's findings (Luo, Xu, Sun 2018, Fig. 4) with 256 KB SRUs and the paper's NS2-style TCP (ACK every segment,
 * 1000-byte packets, minRTO 200 ms). Naive's collapse with growing N is {@link IncastOracleTest}'s.
 */
class AipmFindingsTest {
    private static AipmIncast aipm(long capacityBps, long rttPs) {
        return new AipmIncast(AipmIncast.Params.of(capacityBps, rttPs));
    }

    /**
     * Fig. 4a: 1 Gbit/s, 64 KB buffer, 100 us RTT, no background. AIPM keeps goodput >= 0.6 Gbit/s for every N up
     * to 128 (the paper reports 0.68-0.88) without a single retransmission timeout, while the naive client loses
     * blocks to timeouts from N = 16 on. 4 blocks per N, goodput over all of them.
     */
    @Test
    void aipmKeepsGoodputAboveSixTenthsOnTheSingleBottleneck() {
        for (int n : new int[] { 4, 8, 16, 32, 64, 128 }) {
            Simulator sim = new Simulator(1);
            IncastClient c = IncastScenario.build(sim, n, 4, aipm(IncastScenario.LINK_BPS, IncastScenario.BASE_RTT_PS),
                    IncastScenario.ns2TcpConfig());
            c.start();
            sim.runUntil(Time.fromSeconds(5));
            assertTrue(c.isFinished(), "N=" + n + " finished");
            double gbps = c.goodputBps() / 1e9;
            assertTrue(gbps >= 0.6, "N=" + n + ": AIPM goodput " + gbps + " Gbit/s >= 0.6");
            assertEquals(0, c.timeouts(), "N=" + n + ": no retransmission timeout");
        }
    }

    /**
     * Fig. 4b: the leaf-spine fabric with background TCP at load 0.5 (data-mining sizes), N = 32. OSDT and OSM fix
     * concurrency and windows to buffer + BDP, so background traffic overflows the client's port; OSDT's
     * one-segment windows then lose whole windows and wait 200 ms per timeout. AIPM leaves the buffer to the
     * background and replaces stalled connections within a few completions. Oracle (paper): AIPM above both, and
     * OSDT below 0.3 Gbit/s. The paper also puts OSM below 0.3; here its mean over the three seeds is about 0.36, one
     * of the findings examples/aipm-results.md examines. 1 s of incast after 20 ms of background per seed: one
     * 200 ms timeout more or less moves a single run by a fifth, so the ranking is taken over the mean of three seeds
     * (seed 1 alone ranks OSM first); the full fabric is kept because the background's share of the client's link is
     * what the finding is about.
     */
    @Test
    void aipmBeatsOsdtAndOsmUnderLeafSpineBackground() {
        OsdtIncast.Params fixed = new OsdtIncast.Params(LeafSpineScenario.HOST_BPS, LeafSpineScenario.BASE_RTT_PS,
                LeafSpineIncastScenario.BUFFER_BYTES);
        double a = 0;
        double osdt = 0;
        double osm = 0;
        for (long seed = 1; seed <= SEEDS; seed++) {
            a += leafSpine(seed, aipm(LeafSpineScenario.HOST_BPS, LeafSpineScenario.BASE_RTT_PS)) / SEEDS;
            osdt += leafSpine(seed, new OsdtIncast(fixed)) / SEEDS;
            osm += leafSpine(seed, new OsmIncast(fixed)) / SEEDS;
        }
        assertTrue(a > osdt && a > osm, "mean AIPM " + a + " above OSDT " + osdt + " and OSM " + osm);
        assertTrue(osdt < 0.3, "mean OSDT " + osdt + " below 0.3 Gbit/s");
    }

    private static final int SEEDS = 3;

    private static double leafSpine(long seed, IncastStrategy s) {
        LeafSpineIncastScenario.Result r = LeafSpineIncastScenario.run(seed, 32, s, IncastScenario.ns2TcpConfig(),
                Time.fromMillis(20), Time.fromSeconds(1));
        return r.goodputBps() / 1e9;
    }

    /**
     * The con_wnd trace on a star whose 6 KB buffers overflow once con_wnd outgrows pipe + buffer (about 14 + 6
     * one-segment windows), N = 64, 3 blocks. Oracle, event by event: every rise is exactly +1/con_wnd; after a
     * lost connection con_wnd only falls, by exactly 1 per ending connection, until it lands on half its value at
     * the loss (landing early only when no more than the target are live); losses during a withdrawal do not halve
     * again, so there are fewer halvings than lost connections when several are lost at once.
     */
    @Test
    void conWndTraceShowsAdditiveGrowthAndSlowWithdrawal() {
        Simulator sim = new Simulator(1);
        AipmIncast s = aipm(IncastScenario.LINK_BPS, IncastScenario.BASE_RTT_PS);
        IncastClient c = IncastScenario.build(sim, 64, 3, s, IncastScenario.ns2TcpConfig(), 6 * 1024);
        List<double[]> log = new ArrayList<>();
        c.addListener(new IncastListener() {
            @Override
            public void onConnectionWindow(long nowPs, double conWnd) {
                log.add(new double[] { conWnd, s.withdrawing() ? 1 : 0 });
            }

            @Override
            public void onLostConnection(long nowPs, int server, long remainingBytes) {
                log.add(new double[] { Double.NaN, 1 });
            }
        });
        c.start();
        sim.runUntil(Time.fromSeconds(5));
        assertTrue(c.isFinished());
        int rises = 0;
        int withdrawalSteps = 0;
        int episodes = 0;
        double prev = Double.NaN;
        double target = Double.NaN;
        for (double[] e : log) {
            if (Double.isNaN(e[0])) {
                if (Double.isNaN(target)) {
                    target = Math.max(1, prev / 2);
                    episodes++;
                }
                continue;
            }
            double w = e[0];
            if (!Double.isNaN(target)) {
                assertTrue(w < prev, "no rise during a withdrawal: " + prev + " -> " + w);
                if (w == target) {
                    target = Double.NaN;
                } else {
                    assertEquals(prev - 1, w, 1e-9, "withdrawal steps by one");
                    assertTrue(w > target, "never below half: " + w + " vs " + target);
                }
                withdrawalSteps++;
            } else if (!Double.isNaN(prev)) {
                assertEquals(prev + 1 / prev, w, 1e-9, "additive increase by 1/con_wnd");
                rises++;
            }
            prev = w;
        }
        assertTrue(rises > 50, "additive growth observed");
        assertTrue(episodes >= 2, "several loss episodes");
        assertEquals(episodes, s.halvings(), "one halving per episode");
        assertTrue(s.halvings() < c.lostConnections(), "several losses in one episode halve once");
    }

    /** Sanity of the comparison: the same star collapses for the naive client at N = 64 (4 blocks). */
    @Test
    void naiveCollapsesWhereAipmDoesNot() {
        Simulator sim = new Simulator(1);
        IncastClient c = IncastScenario.build(sim, 64, 4, new NaiveIncast(), IncastScenario.ns2TcpConfig());
        c.start();
        sim.run();
        assertTrue(c.goodputBps() / 1e9 < 0.3, "naive collapses below 0.3 Gbit/s");
    }
}
