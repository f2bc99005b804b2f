package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.probe.Metrics;
import org.dclab.engine.queue.DropTail;
import org.junit.jupiter.api.Test;

class TcpThroughputTest {
    private static final long GBPS = 1_000_000_000L;

    /** Oracle: a lone NewReno flow fills the line; goodput >= 95 % of rate * MSS / (MSS + 40). */
    @Test
    void singleFlowReachesLineRate() {
        Simulator sim = new Simulator(11);
        LinkSpec link = LinkSpec.of(GBPS, Time.fromMicros(25)).withQueue(DropTail.packets(100));
        Network net = TestPaths.star(sim, 1, link, link);
        TcpConfig cfg = new TcpConfig();
        TcpConnection c = TcpConnection.open(net, "s1", "r", cfg, NewReno::new);
        c.sender().write(Long.MAX_VALUE / 4);
        sim.runUntil(Time.fromMillis(100));
        long before = c.receiver().bytesDelivered();
        sim.runUntil(Time.fromMillis(1100));
        double goodput = Metrics.rateBps(c.receiver().bytesDelivered() - before, Time.fromSeconds(1));
        double payloadShare = GBPS * 1460.0 / 1500.0;
        assertTrue(goodput >= 0.95 * payloadShare, "goodput " + goodput / 1e9 + " Gbit/s vs payload share "
                + payloadShare / 1e9);
        assertEquals(0, c.sender().stats().timeouts(), "no RTO on a clean path");
    }

    /** Oracle: the connection establishes, transfers exactly the bytes written, and closes on both ends. */
    @Test
    void handshakeTransferAndTeardown() {
        Simulator sim = new Simulator(3);
        LinkSpec link = LinkSpec.of(GBPS, Time.fromMicros(10));
        Network net = TestPaths.star(sim, 1, link, link);
        TcpConnection c = TcpConnection.open(net, "s1", "r", new TcpConfig().ecn(true), NewReno::new);
        c.sender().write(1_000_001);
        c.sender().close();
        sim.run();
        assertTrue(c.sender().ecnNegotiated() && c.receiver().ecnNegotiated(), "ECN negotiated in the handshake");
        assertEquals(1_000_001, c.receiver().bytesDelivered());
        assertEquals(TcpState.CLOSED, c.sender().state());
        assertEquals(TcpState.CLOSED, c.receiver().state());
        assertTrue(c.sender().stats().allAckedPs() > 0);
    }

    /** Oracle: a lost SYN is retransmitted after the initial RTO (1 s), and the flow still completes. */
    @Test
    void lostSynIsRetransmitted() {
        Simulator sim = new Simulator(3);
        boolean[] dropped = { false };
        LinkSpec access = LinkSpec.of(GBPS, Time.fromMicros(10)).withQueue(TestPaths.scripted((p, t) -> {
            if (p.has(org.dclab.engine.packet.TcpFlags.SYN) && !dropped[0]) {
                dropped[0] = true;
                return true;
            }
            return false;
        }));
        Network net = TestPaths.star(sim, 1, access, LinkSpec.of(GBPS, Time.fromMicros(10)));
        TcpConnection c = TcpConnection.open(net, "s1", "r", new TcpConfig(), NewReno::new);
        c.sender().write(10_000);
        c.sender().close();
        sim.run();
        assertEquals(10_000, c.receiver().bytesDelivered());
        assertEquals(1, c.sender().stats().timeouts());
        assertTrue(c.receiver().firstDataPs() >= Time.fromSeconds(1));
    }

    /** Oracle: the advertised window caps throughput at window / RTT when it is below the BDP. */
    @Test
    void advertisedWindowLimitsRate() {
        Simulator sim = new Simulator(5);
        LinkSpec link = LinkSpec.of(10 * GBPS, Time.fromMicros(50));
        Network net = TestPaths.star(sim, 1, link, link);
        TcpConnection c = TcpConnection.open(net, "s1", "r", new TcpConfig().delayedAckSegments(1), NewReno::new);
        c.receiver().setAdvertisedWindowBytes(10 * 1460);
        c.sender().write(Long.MAX_VALUE / 4);
        sim.runUntil(Time.fromMillis(20));
        long before = c.receiver().bytesDelivered();
        sim.runUntil(Time.fromMillis(120));
        double rtt = 200e-6 + 2 * 1500 * 8 / 10e9 + 2 * 40 * 8 / 10e9;
        double expected = 10 * 1460 * 8 / rtt;
        double got = Metrics.rateBps(c.receiver().bytesDelivered() - before, Time.fromMillis(100));
        assertEquals(expected, got, 0.02 * expected, "window-limited rate = awnd / RTT");
        c.receiver().setAdvertisedWindowBytes(20 * 1460);
        sim.runUntil(Time.fromMillis(140));
        before = c.receiver().bytesDelivered();
        sim.runUntil(Time.fromMillis(240));
        got = Metrics.rateBps(c.receiver().bytesDelivered() - before, Time.fromMillis(100));
        assertEquals(2 * expected, got, 0.04 * expected, "doubling the window at run time doubles the rate");
    }

    /** Oracle: abort() sends a RST; both ends are closed at once and the receiver's application hears of the reset. */
    @Test
    void abortResetsBothEnds() {
        Simulator sim = new Simulator(3);
        LinkSpec link = LinkSpec.of(GBPS, Time.fromMicros(10));
        Network net = TestPaths.star(sim, 1, link, link);
        TcpConnection c = TcpConnection.open(net, "s1", "r", new TcpConfig(), NewReno::new);
        boolean[] reset = { false };
        c.receiver().setApp(new TcpReceiverApp() {
            @Override
            public void onClosed(TcpReceiver r, boolean wasReset) {
                reset[0] = wasReset;
            }
        });
        c.sender().write(Long.MAX_VALUE / 4);
        sim.runUntil(Time.fromMillis(5));
        c.sender().abort();
        sim.run();
        assertEquals(TcpState.CLOSED, c.sender().state());
        assertEquals(TcpState.CLOSED, c.receiver().state());
        assertTrue(reset[0], "receiver closed by reset");
        assertTrue(c.receiver().bytesDelivered() > 0);
    }
}
