package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.dclab.engine.core.Time;
import org.dclab.engine.core.Timer;
import org.junit.jupiter.api.Test;

/**
 * The window after an idle period, segment by segment. The application writes 40 segments; each is acknowledged on
 * its own, so slow start takes the window from the initial 10 up by one segment per ACK until all 40 have left, at
 * ACK 15: cwnd 25. The application then writes nothing for a while, writes 100 more segments, and what leaves at
 * once is the window the restart rule left. The RTO is minRTO, 200 ms. Oracles by hand: RFC 5681 section 4.1
 * restarts from min(cwnd, IW) = 10 once the pause exceeds the RTO; Linux's {@code tcp_cwnd_restart} halves 25 once for
 * each whole RTO after the first (a pause of 350 ms: 12.5 segments, so 12 leave; of 650 ms: 6.25, below its floor,
 * the initial window of 10) and keeps three quarters of 25 in ssthresh; without a rule the window stays 25.
 */
class IdleRestartScriptTest {
    private static final int P = SegmentScript.PAYLOAD;

    /** Segments sent at once after {@code pauseMs} of silence, and ssthresh after. */
    private static long[] restart(IdleRestart rule, long pauseMs) {
        TcpConfig cfg = new TcpConfig().idleRestart(rule);
        SegmentScript s = new SegmentScript(cfg, NewReno::new, 40L * P).establish();
        assertEquals(10, s.drain().size());
        for (int a = 1; a <= 40; a++) {
            s.ack(a);
        }
        assertEquals(25 * P, s.sender.cwndBytes(), "slow start until the last segment left, at ACK 15");
        // The clock only moves with events: the write is one, at the end of the pause.
        new Timer(s.sim, () -> s.sender.write(100L * P)).armAfter(Time.fromMillis(pauseMs));
        s.advance(Time.fromMillis(pauseMs));
        return new long[] { s.drain().size(), s.sender.ssthreshBytes() };
    }

    @Test
    void offKeepsTheWindow() {
        assertEquals(25, restart(IdleRestart.OFF, 650)[0]);
    }

    @Test
    void rfc5681RestartsFromTheInitialWindow() {
        assertEquals(25, restart(IdleRestart.INITIAL_WINDOW, 150)[0], "a pause shorter than the RTO changes nothing");
        assertEquals(10, restart(IdleRestart.INITIAL_WINDOW, 350)[0]);
    }

    @Test
    void linuxHalvesOncePerRtoOfIdleness() {
        assertEquals(25, restart(IdleRestart.DECAY, 150)[0], "a pause shorter than the RTO changes nothing");
        long[] once = restart(IdleRestart.DECAY, 350);
        assertEquals(12, once[0], "cwnd 12.5 segments");
        assertEquals(Long.MAX_VALUE, once[1], "ssthresh stays above three quarters of 25: still the initial infinity");
        assertEquals(10, restart(IdleRestart.DECAY, 650)[0], "halved twice, to the initial window");
        assertEquals(10, restart(IdleRestart.DECAY, 2000)[0], "never below the initial window");
    }
}
