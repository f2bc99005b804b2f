package org.dclab.engine.cc;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Time;
import org.dclab.engine.queue.Choke;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.QueueFactory;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.RedParams;
import org.dclab.engine.queue.SampledChoke;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.junit.jupiter.api.Test;

/**
 * DCTCP sharing a 1 Gbit/s bottleneck (RTT 250 us, 250-packet buffer) with ECN NewReno, as in Irteza et al. (ICC
 * 2014). The AIMD model (Shorten et al.) gives the throughput ratio DCTCP/TCP = [1/(alpha/2)] / [1/(1/2)] = 1/alpha
 * under threshold marking, and alpha ~ sqrt(2/W*) falls as K grows, so the ratio grows with K. Under RED with
 * marking probability p, DCTCP's alpha tracks p and the ratio is about sqrt(2/p). Under drop-tail there are no marks
 * and both flows are NewReno, ratio 1. Two DCTCP and two TCP flows are used: with one of each, identical RTTs and no
 * randomness, drop-tail locks into a phase pattern that favours whichever flow started second (ratio 0.45 one way
 * round, 1.06 the other), which is a property of deterministic drop-tail, not of the protocols. Min RTO 10 ms, as in
 * datacenter studies, so one timeout does not dominate a 2 s measurement.
 */
class CoexistenceOracleTest {
    private static final int PAIRS = 2;
    private static final TcpConfig CFG = new TcpConfig().mssBytes(1460).minRtoPs(Time.fromMillis(10));

    /** DCTCP bytes over TCP bytes in [0.1 s, 2.1 s), summed over seeds (only RED and CHOKe draw random numbers). */
    static double ratio(QueueFactory q, int seeds) {
        double dctcp = 0;
        double tcp = 0;
        for (long seed = 1; seed <= seeds; seed++) {
            Bottleneck b = new Bottleneck(seed, 2 * PAIRS, Bottleneck.GBPS, Time.fromMicros(250), q);
            TcpConnection[] f = new TcpConnection[2 * PAIRS];
            for (int i = 0; i < PAIRS; i++) {
                f[2 * i] = b.bulk(2 * i + 1, Transport.dctcp(Dctcp.Params.DEFAULTS), CFG);
                f[2 * i + 1] = b.bulk(2 * i + 2, Transport.ecnNewReno(), CFG);
            }
            b.sim.runUntil(Time.fromMillis(100));
            long[] x = Bottleneck.deliveredDuring(b.sim, Time.fromMillis(2100), f);
            for (int i = 0; i < PAIRS; i++) {
                dctcp += x[2 * i];
                tcp += x[2 * i + 1];
            }
        }
        return dctcp / tcp;
    }

    @Test
    void dctcpDominatesUnderThresholdMarkingMoreSoWithLargerK() {
        double k20 = ratio(ThresholdMarking.packets(250, 20), 1);
        double k65 = ratio(ThresholdMarking.packets(250, 65), 1);
        double k150 = ratio(ThresholdMarking.packets(250, 150), 1);
        assertTrue(k20 >= 3, "several times at K=20: " + k20);
        assertTrue(k20 < k65 && k65 < k150, "ratio grows with K: " + k20 + ", " + k65 + ", " + k150);
    }

    /**
     * RED 30..100 packets with max_p 0.1 (Floyd's value) keeps its average queue in the same range as threshold
     * marking at K = 100; there it gives a ratio below that of threshold marking and above drop-tail's.
     */
    @Test
    void redFallsBetweenDropTailAndThresholdMarking() {
        double dropTail = ratio(DropTail.packets(250), 1);
        double red = ratio(Red.factory(RedParams.of(250, 30, 100).withMaxP(0.1)), 3);
        double threshold = ratio(ThresholdMarking.packets(250, 100), 1);
        assertTrue(dropTail > 0.8 && dropTail < 1.25, "drop-tail near 1: " + dropTail);
        assertTrue(red > dropTail && red < threshold, "RED between: " + red);
    }

    /** More draws penalise whichever flow holds more of the queue, so the shares move toward equality. */
    @Test
    void sevenSampleChokeIsFairerThanChoke() {
        RedParams p = RedParams.of(250, 30, 100);
        double choke = ratio(Choke.factory(p), 3);
        double sampled = ratio(SampledChoke.factory(p, 7, SampledChoke.MatchAction.DROP), 3);
        assertTrue(Math.abs(Math.log(sampled)) < Math.abs(Math.log(choke)), "closer to 1 with 7 draws");
    }
}
