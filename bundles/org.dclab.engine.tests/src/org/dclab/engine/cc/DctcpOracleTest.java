package org.dclab.engine.cc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Time;
import org.dclab.engine.probe.TimeSeries;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.engine.tcp.TcpConnection;
import org.junit.jupiter.api.Test;

/**
 * DCTCP's steady state against the fluid analysis of Alizadeh et al. (SIGCOMM 2010, section 3.3): N long flows on a
 * 1 Gbit/s bottleneck with base RTT 4 ms (C*RTT = 333 packets), delayed ACKs on, the switch marking above K.
 * With W* = (C*RTT + K)/N: alpha ~ sqrt(2/W*), queue amplitude A = (1/2)*sqrt(2N(C*RTT + K)), and the queue
 * oscillates between K + N - A and K + N, never emptying when K > C*RTT/7.
 */
class DctcpOracleTest {
    private static final long RTT_PS = Time.fromMillis(4);

    private record Run(double utilization, double meanQueue, double amplitude, double alpha, double bdp) {
    }

    /**
     * Warm up 0.5 s, then measure 1.5 s: utilisation of the bottleneck, queue sampled every 20 us, and each flow's
     * alpha sampled every 10 ms. The amplitude estimate is sqrt(12) times the queue's standard deviation, exact for
     * the sawtooth the analysis predicts (a queue spread uniformly over [Q_min, Q_max]).
     */
    private static Run run(int flows, int k) {
        Bottleneck b = new Bottleneck(1, flows, Bottleneck.GBPS, RTT_PS, ThresholdMarking.packets(1000, k));
        TcpConnection[] f = new TcpConnection[flows];
        for (int i = 0; i < flows; i++) {
            f[i] = b.bulk(i + 1, Transport.dctcp(Dctcp.Params.DEFAULTS));
        }
        TimeSeries q = b.sampleQueue(Time.fromMicros(20));
        b.sim.runUntil(Time.fromMillis(500));
        long from = b.sim.nowPs();
        long txBefore = b.port.txBytes();
        double alphaSum = 0;
        int alphaSamples = 0;
        for (int step = 0; step < 150; step++) {
            b.sim.runUntil(b.sim.nowPs() + Time.fromMillis(10));
            for (TcpConnection c : f) {
                alphaSum += ((Dctcp) c.sender().congestionControl()).alpha();
                alphaSamples++;
            }
        }
        double util = (b.port.txBytes() - txBefore) * 8.0e12 / ((b.sim.nowPs() - from) * (double) b.rateBps);
        double mean = Bottleneck.mean(q, from);
        double var = 0;
        int n = 0;
        for (int i = 0; i < q.size(); i++) {
            if (q.timePs(i) >= from) {
                var += (q.value(i) - mean) * (q.value(i) - mean);
                n++;
            }
        }
        return new Run(util, mean, Math.sqrt(12 * var / n), alphaSum / alphaSamples, b.bdpPackets());
    }

    @Test
    void steadyStateMatchesTheFluidModel() {
        int flows = 2;
        int k = 60;
        Run r = run(flows, k);
        assertTrue(k >= r.bdp() / 7, "set-up must satisfy K >= C*RTT/7");
        double wStar = (r.bdp() + k) / flows;
        double predictedAmplitude = 0.5 * Math.sqrt(2 * flows * (r.bdp() + k));
        double predictedAlpha = Math.sqrt(2 / wStar);
        assertTrue(r.utilization() >= 0.95, "utilization " + r.utilization());
        assertTrue(r.meanQueue() >= k + flows - predictedAmplitude && r.meanQueue() <= k + flows,
                "mean queue " + r.meanQueue() + " lies between Q_min and Q_max of the model");
        assertEquals(predictedAmplitude, r.amplitude(), 0.35 * predictedAmplitude, "queue amplitude");
        assertEquals(predictedAlpha, r.alpha(), 0.35 * predictedAlpha, "alpha");
    }

    @Test
    void alphaTracksWindowWithFourFlows() {
        int flows = 4;
        int k = 60;
        Run r = run(flows, k);
        double predictedAlpha = Math.sqrt(2 / ((r.bdp() + k) / flows));
        double predictedAmplitude = 0.5 * Math.sqrt(2 * flows * (r.bdp() + k));
        assertEquals(predictedAlpha, r.alpha(), 0.35 * predictedAlpha, "alpha");
        assertEquals(predictedAmplitude, r.amplitude(), 0.35 * predictedAmplitude, "queue amplitude");
    }

    /** K = 5 is far below C*RTT/7 = 48: the model's Q_min is negative, so the queue empties and the link idles. */
    @Test
    void thresholdFarBelowBdpOverSevenLosesThroughput() {
        Run good = run(2, 60);
        Run low = run(2, 5);
        assertTrue(low.utilization() < good.utilization() - 0.01,
                "K=5 utilization " + low.utilization() + " vs K=60 " + good.utilization());
    }
}
