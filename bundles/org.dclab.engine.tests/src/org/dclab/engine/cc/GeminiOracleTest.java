package org.dclab.engine.cc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Time;
import org.dclab.engine.probe.SenderRecorder;
import org.dclab.engine.probe.TimeSeries;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.engine.tcp.TcpConnection;
import org.junit.jupiter.api.Test;

/** GEMINI (Zeng et al.) on 1 Gbit/s paths: the DCN factor F, low-K inter-DC throughput, and WAN delay control. */
class GeminiOracleTest {
    private static final double K = 50;

    /** F = 4K/(C*RTT + K) with the flow's own base RTT; about 3.0 at 200 us and 0.23 at 10 ms for K = 50. */
    @Test
    void factorFMatchesTheorem1ForIntraAndInterDcFlows() {
        for (long rttUs : new long[] { 200, 10_000 }) {
            Bottleneck b = new Bottleneck(1, 1, Bottleneck.GBPS, Time.fromMicros(rttUs), ThresholdMarking.packets(1000, (int) K));
            TcpConnection c = b.bulk(1, Transport.gemini(Gemini.Params.DEFAULTS));
            b.sim.runUntil(Time.fromMillis(200));
            Gemini g = (Gemini) c.sender().congestionControl();
            double bdp = 1e9 * Time.toSeconds(g.baseRttPs()) / 12_000;
            double expected = 4 * K / (bdp + K);
            double nominal = 4 * K / (b.bdpPackets() + K);
            assertEquals(expected, g.factorF(), 1e-9);
            assertEquals(nominal, g.factorF(), 0.1 * nominal, "base RTT is the propagation RTT plus serialisation");
        }
    }

    /**
     * Inter-DC flows (RTT 10 ms, C*RTT = 833 packets) behind switches marking at K = 20, far below C*RTT/7 = 119:
     * DCTCP's halving-scale cuts drain the queue and idle the link; GEMINI's cut alpha*F with F = 0.094 does not.
     */
    @Test
    void geminiBeatsDctcpInterDcAtLowK() {
        double[] util = new double[2];
        Transport[] ts = { Transport.gemini(Gemini.Params.DEFAULTS.withK(20)), Transport.dctcp(Dctcp.Params.DEFAULTS) };
        for (int i = 0; i < 2; i++) {
            Bottleneck b = new Bottleneck(1, 2, Bottleneck.GBPS, Time.fromMillis(10), ThresholdMarking.packets(1000, 20));
            b.bulk(1, ts[i]);
            b.bulk(2, ts[i]);
            b.sim.runUntil(Time.fromSeconds(1));
            util[i] = b.runAndMeasureUtilization(Time.fromSeconds(4));
        }
        assertTrue(util[0] >= util[1], "GEMINI " + util[0] + " vs DCTCP " + util[1]);
    }

    /**
     * WAN congestion: no marks (a deep drop-tail border-router buffer), RTT 10 ms. Each time the smallest RTT of a
     * round exceeds base + T, the window is cut by beta = 0.2, so the queue delay swings between
     * (1 - beta)(RTT_base + T) - RTT_base = 2 ms and T = 5 ms: RTT held near RTT_base + T.
     */
    @Test
    void wanQueueingAboveTCutsByBetaAndHoldsRtt() {
        Bottleneck b = new Bottleneck(1, 1, Bottleneck.GBPS, Time.fromMillis(10), DropTail.packets(10_000));
        TcpConnection c = b.bulk(1, Transport.gemini(Gemini.Params.DEFAULTS));
        SenderRecorder rec = new SenderRecorder("gemini");
        c.sender().addListener(rec);
        b.sim.runUntil(Time.fromSeconds(2));
        long from = b.sim.nowPs();
        b.sim.runUntil(Time.fromSeconds(8));
        Gemini g = (Gemini) c.sender().congestionControl();
        double base = Time.toMillis(g.baseRttPs());
        TimeSeries rtt = rec.rtt();
        double sum = 0;
        double max = 0;
        int n = 0;
        for (int i = 0; i < rtt.size(); i++) {
            if (rtt.timePs(i) >= from) {
                double ms = Time.toMillis((long) rtt.value(i));
                sum += ms;
                max = Math.max(max, ms);
                n++;
            }
        }
        double mean = sum / n;
        TimeSeries cwnd = rec.cwnd();
        int cuts = 0;
        double worstCut = 0;
        for (int i = 1; i < cwnd.size(); i++) {
            if (cwnd.timePs(i) >= from && cwnd.value(i) < cwnd.value(i - 1)) {
                cuts++;
                worstCut = Math.max(worstCut, Math.abs(cwnd.value(i) / cwnd.value(i - 1) - 0.8));
            }
        }
        assertTrue(cuts > 0 && worstCut < 0.01, "every cut is by beta");
        assertTrue(mean > base + 2 && mean < base + 5, "mean RTT " + mean + " between base+2 ms and base+T");
        assertTrue(max < base + 5 * 1.3, "max RTT " + max + " stays near base+T");
    }
}
