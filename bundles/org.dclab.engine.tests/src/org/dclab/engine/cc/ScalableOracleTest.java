package org.dclab.engine.cc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.ScriptedState;
import org.junit.jupiter.api.Test;

/**
 * Scalable TCP against Kelly's rule (CCR 33(2), 2003) with a = 0.01, b = 0.125, driven ACK by ACK of one MSS each in
 * congestion avoidance: above 1/a = 100 segments every segment delivered adds a segments, so 100 ACKs add one MSS;
 * below, it grows as NewReno does; a loss keeps 7/8 of the window. The round trips to win back a cut, ln(1/(1 − b)) /
 * ln(1 + a) = 13.4, are the same at 1,000 and at 10,000 segments, where NewReno's (W·b) grow with the window.
 */
class ScalableOracleTest {

    private static final int MSS = 1460;

    private static ScriptedState avoiding(long cwndSegments) {
        ScriptedState s = new ScriptedState(cwndSegments);
        s.ssthresh = s.cwndBytes;
        return s;
    }

    private static void ack(CongestionControl cc, ScriptedState s) {
        cc.onAck(s, ScriptedState.ack(0, MSS, false, -1));
    }

    @Test
    void aboveOneOverASegmentsAHundredAcksAddOneSegment() {
        ScriptedState s = avoiding(200);
        Scalable cc = new Scalable(0.01, 0.125);
        for (int i = 0; i < 100; i++) {
            ack(cc, s);
        }
        // 100 × 0.01 × 1460 B, less a fraction of a byte still carried.
        assertEquals(201L * MSS, s.cwndBytes, 1.0);
    }

    @Test
    void belowOneOverASegmentsItGrowsAsNewReno() {
        ScriptedState scalable = avoiding(50);
        ScriptedState reno = avoiding(50);
        Scalable cc = new Scalable(0.01, 0.125);
        NewReno newReno = new NewReno();
        for (int i = 0; i < 50; i++) {
            ack(cc, scalable);
            ack(newReno, reno);
            assertEquals(reno.cwndBytes, scalable.cwndBytes, 2.0, "after ACK " + (i + 1));
        }
        assertEquals(51L * MSS, scalable.cwndBytes, 0.02 * MSS, "about one segment in a window of ACKs");
    }

    @Test
    void aLossKeepsSevenEighthsOfTheWindow() {
        ScriptedState s = avoiding(200);
        assertEquals(175L * MSS, new Scalable(0.01, 0.125).ssthreshAfterLoss(s));
        assertEquals(2L * MSS, new Scalable(0.01, 0.125).ssthreshAfterLoss(avoiding(2)), "never below two segments");
    }

    @Test
    void theRoundTripsToWinBackACutDoNotDependOnTheWindow() {
        double expected = Math.log(1 / (1 - 0.125)) / Math.log(1 + 0.01);
        int small = roundsToRecover(new Scalable(0.01, 0.125), 1_000);
        int large = roundsToRecover(new Scalable(0.01, 0.125), 10_000);
        assertEquals(small, large);
        assertTrue(Math.abs(small - expected) <= 1, small + " round trips, theory " + expected);
        assertTrue(roundsToRecover(new NewReno(), 10_000) > 9 * roundsToRecover(new NewReno(), 1_000), "NewReno's grow with W");
    }

    /** Round trips, each delivering the window of its start, until the window is back at {@code wSegments} after a loss there. */
    private static int roundsToRecover(CongestionControl cc, long wSegments) {
        ScriptedState s = avoiding(wSegments);
        long cut = cc.ssthreshAfterLoss(s);
        s.ssthresh = cut;
        s.cwndBytes = cut;
        int rounds = 0;
        while (s.cwndBytes < wSegments * MSS) {
            for (long i = s.cwndBytes / MSS; i > 0; i--) {
                ack(cc, s);
            }
            rounds++;
        }
        return rounds;
    }
}
