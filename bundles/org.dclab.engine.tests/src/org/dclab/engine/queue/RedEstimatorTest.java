package org.dclab.engine.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Simulator;
import org.junit.jupiter.api.Test;

/** RED's estimator against Floyd and Jacobson's formulas. */
class RedEstimatorTest {
    private static RedEstimator attached(RedParams p) {
        RedEstimator r = new RedEstimator(p);
        r.attach(new QueueContext(new Simulator(11), "q", 1_000_000_000L));
        return r;
    }

    /** Oracle: n arrivals seeing q packets give avg = q(1 - (1 - w_q)^n); an idle period of m mean packet times multiplies it by (1 - w_q)^m. */
    @Test
    void averageIsAnEwmaDecayingOverIdleTime() {
        RedParams p = RedParams.of(1000, 5, 15);
        RedEstimator r = attached(p);
        for (int i = 0; i < 500; i++) {
            r.update(10, 15_000, 0);
        }
        double expected = 10 * (1 - Math.pow(1 - p.wq(), 500));
        assertEquals(expected, r.average(), 1e-9);
        long meanPacketPs = 1500 * 8_000L;
        r.update(0, 0, 250 * meanPacketPs);
        assertEquals(expected * Math.pow(1 - p.wq(), 250), r.average(), 1e-9);
    }

    /**
     * Oracle (Floyd and Jacobson, section 7): with p_a = p_b/(1 - count*p_b) the gap between marks is uniform on
     * 1 .. 1/p_b - 1 arrivals, mean 1/(2 p_b), instead of geometric with mean 1/p_b.
     */
    @Test
    void countSpreadsMarksUniformly() {
        RedParams p = RedParams.of(1000, 10, 30).withMaxP(0.1).withWq(1);
        RedEstimator r = attached(p);
        double pb = 0.1 * (20 - 10) / 20.0;
        long marks = 0;
        long arrivals = 0;
        int gap = 0;
        int maxGap = 0;
        long sinceFirst = -1;
        for (int i = 0; i < 400_000; i++) {
            r.update(20, 0, 0);
            RedEstimator.Verdict v = r.decide(1500);
            gap++;
            if (v == RedEstimator.Verdict.EARLY) {
                if (sinceFirst >= 0) {
                    marks++;
                    arrivals += gap;
                    maxGap = Math.max(maxGap, gap);
                }
                sinceFirst = 0;
                gap = 0;
            }
        }
        double meanGap = (double) arrivals / marks;
        assertEquals(1 / (2 * pb), meanGap, 0.03 / (2 * pb), "mean gap between marks");
        assertTrue(maxGap <= Math.round(1 / pb) - 1, "longest gap " + maxGap);
    }
}
