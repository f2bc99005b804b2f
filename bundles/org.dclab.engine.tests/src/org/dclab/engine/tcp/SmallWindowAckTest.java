package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.probe.Metrics;
import org.junit.jupiter.api.Test;

/**
 * Oracle: with delayed ACKs (every 2nd segment, 40 ms timer) a window of one segment still moves one segment per
 * RTT, because the receiver acknowledges once half the advertised window has arrived (Linux's window-update rule);
 * without it every segment would wait 40 ms for the timer. A 3-segment window moves 2 per RTT: after each pair
 * is acknowledged the odd segment waits for the next pair, as in Linux.
 */
class SmallWindowAckTest {
    private static final long GBPS = 1_000_000_000L;

    private static double rateBps(int windowSegments) {
        Simulator sim = new Simulator(5);
        LinkSpec link = LinkSpec.of(10 * GBPS, Time.fromMicros(50));
        Network net = TestPaths.star(sim, 1, link, link);
        TcpConnection c = TcpConnection.open(net, "s1", "r", new TcpConfig(), NewReno::new);
        c.receiver().setAdvertisedWindowBytes(windowSegments * 1460L);
        c.sender().write(Long.MAX_VALUE / 4);
        sim.runUntil(Time.fromMillis(20));
        long before = c.receiver().bytesDelivered();
        sim.runUntil(Time.fromMillis(120));
        return Metrics.rateBps(c.receiver().bytesDelivered() - before, Time.fromMillis(100));
    }

    /** RTT = 200 us propagation + 2 x 1.2 us data serialisation + 2 x 0.032 us ACK serialisation = 202.464 us. */
    @Test
    void oneAndThreeSegmentWindowsAreAckClockedNotTimerClocked() {
        double rtt = 200e-6 + 2 * 1500 * 8 / 10e9 + 2 * 40 * 8 / 10e9;
        double perSegment = 1460 * 8 / rtt;
        assertEquals(perSegment, rateBps(1), 0.02 * perSegment, "one segment per RTT");
        assertEquals(2 * perSegment, rateBps(3), 0.02 * 2 * perSegment, "two segments per RTT with a 3-segment window");
    }
}
