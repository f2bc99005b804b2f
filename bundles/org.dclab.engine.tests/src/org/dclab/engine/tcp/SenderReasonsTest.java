package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.dclab.engine.core.Time;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;
import org.junit.jupiter.api.Test;

/** The reasons the sender gives itself, with values computed by hand. */
class SenderReasonsTest {

    @Test
    void timeoutShowsTheRfc6298ValueAndItsBackOff() {
        TcpConfig cfg = new TcpConfig();
        RttEstimator rtt = new RttEstimator(Time.fromSeconds(1), Time.fromMillis(200), Time.fromSeconds(60), Time.fromMicros(1));
        rtt.sample(Time.fromMicros(100));
        rtt.backoff();
        rtt.backoff();
        Reason r = SenderReasons.timeout(rtt, cfg, false);
        // srtt 100 us, rttvar 50 us: 100 + 4*50 = 300 us, raised to minRTO 200 ms, doubled twice = 800 ms.
        assertEquals(ReasonKind.RTO, r.kind());
        assertEquals(Time.fromMillis(800), r.value("RTO"));
        assertEquals(2, r.value("backoffs"));
        assertEquals(Time.fromMillis(200), r.value("base RTO"));
        assertEquals("RTO: no ACK for 800 ms = max(minRTO 200 ms, srtt 100 \u00b5s + 4 \u00d7 rttvar 50 \u00b5s = 300 \u00b5s) \u00d7 2^2",
                r.text());
    }

    @Test
    void timeoutBeforeAnyRttSampleUsesTheInitialValue() {
        RttEstimator rtt = new RttEstimator(Time.fromSeconds(1), Time.fromMillis(200), Time.fromSeconds(60), Time.fromMicros(1));
        Reason r = SenderReasons.timeout(rtt, new TcpConfig(), true);
        assertEquals("RTO: no SYN-ACK for 1 s = initial RTO 1 s \u00d7 2^0", r.text());
    }

    @Test
    void newRenoHalvesTheFlightOnLoss() {
        ScriptedState s = new ScriptedState(40);
        s.sndNxt = 40 * 1460;
        NewReno reno = new NewReno();
        long ss = reno.ssthreshAfterLoss(s);
        Reason.Builder b = WindowReasons.start(ReasonKind.WINDOW_CUT, reno, "3 duplicate ACKs (fast retransmit)", s);
        assertEquals("ssthresh = max(flight 40 / 2, 2) = 20 MSS", reno.explainLoss(s, ss, b));
        assertEquals(20 * 1460, ss);
    }

    @Test
    void rfc3168EcnEchoCutsLikeALoss() {
        ScriptedState s = new ScriptedState(40);
        s.sndNxt = 30 * 1460;
        new NewReno().onEcnEcho(s);
        Reason r = s.only();
        assertEquals(15 * 1460, r.value("cwnd after"));
        assertEquals(40 * 1460, r.value("cwnd before"));
        assertEquals("NewReno: ECN-Echo, answered as a loss \u2192 ssthresh = max(flight 30 / 2, 2) = 15 MSS, cwnd = ssthresh", r.text());
    }
}
