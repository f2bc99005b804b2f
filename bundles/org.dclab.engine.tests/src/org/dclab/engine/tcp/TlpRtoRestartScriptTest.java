package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.junit.jupiter.api.Test;

/**
 * The retransmission timer restarted while it carries a tail loss probe. A probe is set for 30 ms while the timeout,
 * backed off to 400 ms, is far later; at 10 ms an ACK brings an RTT sample, which clears the back-off (RTO = 1 ms
 * minimum now), and restarts the timer: RFC 6298 (5.3) makes the timeout expire one RTO after that ACK, at 11 ms, not
 * at the probe's 30 ms. The timer used to keep the probe's deadline, so the timeout came 19 ms late, and when the probe
 * was due by then the timer was set for a deadline in the past and the run failed ("time … is in the past"): found by
 * GEMINI's web-search pattern 1 with BBR on the Linux stack, at 6.3 s of seed 1.
 */
class TlpRtoRestartScriptTest {

    @Test
    void aRestartBeforeAPendingProbeBringsTheTimeoutForward() {
        Simulator sim = new Simulator(1);
        RttEstimator rtt = new RttEstimator(Time.fromMillis(100), Time.fromMillis(1), Time.fromSeconds(60), 0);
        List<Long> expiries = new ArrayList<>();
        RetransmissionTimer timer = new RetransmissionTimer(sim, rtt, () -> expiries.add(sim.nowPs()));
        // A probe that is never eligible: its deadline is -1 whenever the timer asks.
        new TailLossProbe(null, null, null, timer, 0);
        rtt.backoff();
        rtt.backoff();
        timer.restart();
        assertEquals(Time.fromMillis(400), timer.deadlinePs(), "RTO 100 ms backed off twice");
        timer.probeBy(Time.fromMillis(30));
        sim.runUntil(Time.fromMillis(10));
        rtt.onNewAck(Time.fromMicros(100), -1, RtoBackoff.KEPT_UNTIL_RTT_SAMPLE);
        timer.restart();
        sim.runUntil(Time.fromMillis(500));
        assertEquals(List.of(Time.fromMillis(11)), expiries, "one RTO (1 ms, the minimum) after the ACK at 10 ms");
    }
}
