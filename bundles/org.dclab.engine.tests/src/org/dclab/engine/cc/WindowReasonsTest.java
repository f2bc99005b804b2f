package org.dclab.engine.cc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Time;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;
import org.dclab.engine.tcp.ScriptedState;
import org.dclab.engine.tcp.WindowReasons;
import org.junit.jupiter.api.Test;

/** Each congestion control names the rule behind a window cut, with inputs and result computed by hand. */
class WindowReasonsTest {
    private static final int MSS = 1460;

    @Test
    void dctcpCutsByHalfOfAlpha() {
        Dctcp dctcp = new Dctcp(new Dctcp.Params(1.0 / 16, 0.12));
        ScriptedState s = new ScriptedState(40);
        s.sndNxt = 100 * MSS;
        dctcp.init(s);
        dctcp.onEcnEcho(s);
        // snd.una stays below the end of the observation window, so alpha keeps its initial 0.12.
        s.sndUna = MSS;
        dctcp.onAck(s, ScriptedState.ack(0, MSS, true, -1));
        Reason r = s.only();
        assertEquals(ReasonKind.WINDOW_CUT, r.kind());
        assertEquals("DCTCP ECN-Echo", r.rule());
        assertEquals(0.12, r.value("alpha"), 1e-12);
        assertEquals(40 * MSS, r.value("cwnd before"));
        // 58400 B - floor(58400 * 0.06) = 54896 B = 37.6 MSS
        assertEquals(54_896, r.value("cwnd after"));
        assertEquals(54_896, s.cwndBytes);
        assertEquals("DCTCP: \u03b1 = 0.12 \u2192 cwnd 40 \u00d7 (1 \u2212 0.12/2) = 37.6 MSS", r.text());
    }

    @Test
    void cubicMultipliesByBetaAndRemembersWmax() {
        Cubic cubic = new Cubic();
        ScriptedState s = new ScriptedState(100);
        long ss = cubic.ssthreshAfterLoss(s);
        Reason.Builder b = WindowReasons.start(ReasonKind.WINDOW_CUT, cubic, "3 duplicate ACKs (fast retransmit)", s);
        assertEquals("ssthresh = cwnd 100 \u00d7 \u03b2 0.7 = 70 MSS, W_max = 100", cubic.explainLoss(s, ss, b));
        assertEquals(100, b.text("").value("W_max"));

        // A second loss below the last W_max releases bandwidth: W_max = 80 * (1 + 0.7) / 2 = 68.
        s.cwndBytes = 80L * MSS;
        ss = cubic.ssthreshAfterLoss(s);
        String formula = cubic.explainLoss(s, ss, WindowReasons.start(ReasonKind.WINDOW_CUT, cubic, "loss", s));
        assertEquals(56 * MSS, ss);
        assertTrue(formula.startsWith("ssthresh = cwnd 80 \u00d7 \u03b2 0.7 = 56 MSS, W_max = 68 (fast convergence"), formula);
    }

    @Test
    void vegasDecreasesWhenMoreThanBetaSegmentsAreQueued() {
        Vegas vegas = new Vegas();
        ScriptedState s = new ScriptedState(20);
        s.ssthresh = 10L * MSS;
        s.sndNxt = 20 * MSS;
        vegas.init(s);
        // Round 1: base RTT 100 us, nothing queued: grows by one segment.
        for (int i = 1; i <= 3; i++) {
            vegas.onAck(s, ScriptedState.ack(0, 0, false, Time.fromMicros(100)));
        }
        s.sndUna = 21 * MSS;
        s.sndNxt = 41 * MSS;
        vegas.onAck(s, ScriptedState.ack(0, MSS, false, Time.fromMicros(100)));
        assertEquals(21L * MSS, s.cwndBytes);
        // Round 2: RTT 150 us, so 21 segments x 50/100 = 10.5 segments queued > beta 4: one segment less.
        for (int i = 1; i <= 3; i++) {
            vegas.onAck(s, ScriptedState.ack(0, 0, false, Time.fromMicros(150)));
        }
        s.sndUna = 42 * MSS;
        vegas.onAck(s, ScriptedState.ack(0, MSS, false, Time.fromMicros(150)));
        Reason r = s.only();
        assertEquals(20L * MSS, r.value("cwnd after"));
        assertEquals(10.5, r.value("diff"), 1e-3);
        assertEquals(4, r.value("beta"));
        assertTrue(r.text().startsWith(
                "Vegas: diff = cwnd \u00d7 (RTT \u2212 baseRTT)/baseRTT = 10.5 > \u03b2 4 \u2192 cwnd = 21 \u2212 1 = 20 MSS"),
                r.text());
    }

    @Test
    void geminiCutsByAlphaTimesF() {
        // 10 Gbit/s, K = 50 packets, base RTT 100 us: C*RTT = 83.33 packets, F = 4*50/(83.33 + 50) = 1.5.
        Gemini.Params p = new Gemini.Params(10_000_000_000L, 50, Time.fromMillis(5), 0.2, 1.2e-7, 0.1, 5, 1.0 / 16, 0.2, 1500,
                false, 0);
        Gemini gemini = new Gemini(p);
        ScriptedState s = new ScriptedState(40);
        s.minRttPs = Time.fromMicros(100);
        s.sndNxt = 10 * MSS;
        gemini.init(s);
        s.sndUna = 10 * MSS;
        // The whole round was marked: alpha = 0.2 + (1 - 0.2)/16 = 0.25, so the cut is 0.25 * 1.5 = 0.375.
        gemini.onAck(s, ScriptedState.ack(0, 10 * MSS, true, Time.fromMicros(100)));
        Reason r = s.only();
        assertEquals(0.25, r.value("alpha"), 1e-12);
        assertEquals(1.5, r.value("F"), 1e-12);
        // 58400 - 58400 * 0.375 = 36500 B = 25 MSS
        assertEquals(36_500, r.value("cwnd after"));
        assertEquals("GEMINI: cwnd 40 \u00d7 (1 \u2212 max(\u03b1 0.25 \u00b7 F 1.5, 0)) = 25 MSS", r.text());
    }
}
