package org.dclab.engine.cc;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Time;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.junit.jupiter.api.Test;

/**
 * Finding: one DCTCP and one ECN NewReno flow on a 1 Gbit/s bottleneck (RTT 250 us, 250-packet buffer) under
 * threshold marking, with the window brought down after ECN-Echo by PRR over a round trip (Linux's CWR state) or at
 * once (the papers' stack). PRR costs ECN NewReno the growth of the round trip it spends reducing, every time it is
 * marked, while DCTCP's small cuts cost it little; DCTCP's share grows by about 1.6 at K = 20 (the factor the
 * issue's reference simulator found), and by less as K grows and marks become rarer.
 */
class PrrCoexistenceFindingsTest {
    private static final int[] K = { 20, 40, 80, 150 };

    static double ratio(int k, boolean prr) {
        TcpConfig cfg = new TcpConfig().mssBytes(1460).minRtoPs(Time.fromMillis(10)).prr(prr);
        Bottleneck b = new Bottleneck(1, 2, Bottleneck.GBPS, Time.fromMicros(250), ThresholdMarking.packets(250, k));
        TcpConnection dctcp = b.bulk(1, Transport.dctcp(Dctcp.Params.DEFAULTS), cfg);
        TcpConnection tcp = b.bulk(2, Transport.ecnNewReno(), cfg);
        b.sim.runUntil(Time.fromMillis(100));
        long[] x = Bottleneck.deliveredDuring(b.sim, Time.fromMillis(2100), dctcp, tcp);
        return (double) x[0] / x[1];
    }

    @Test
    void prrRaisesDctcpsShareMostAtSmallK() {
        double[] gain = new double[K.length];
        for (int i = 0; i < K.length; i++) {
            double immediate = ratio(K[i], false);
            double prr = ratio(K[i], true);
            gain[i] = prr / immediate;
            assertTrue(gain[i] > 1.1, "PRR raises DCTCP's share at K=" + K[i] + ": " + gain[i]);
        }
        assertTrue(gain[0] > 1.4 && gain[0] < 1.8, "about 1.6 at K=20: " + gain[0]);
        assertTrue(gain[0] > gain[K.length - 1], "the effect is largest at the smallest K");
    }
}
