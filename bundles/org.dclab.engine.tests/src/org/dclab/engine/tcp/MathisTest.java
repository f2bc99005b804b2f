package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.probe.Metrics;
import org.dclab.engine.queue.DropTail;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MathisTest {

    /**
     * Oracle: Mathis et al. (1997), throughput = MSS/RTT * sqrt(3/(2 b p)), within +-25 %. The path is 10 Gbit/s
     * with 1 ms RTT, so the BDP (856 segments) is far above the predicted window (12 to 39 segments) and the
     * window, not the link, limits the flow. The first link drops data packets uniformly with probability p; b is
     * 1 (every segment acknowledged) or 2 (delayed ACKs). Limited transmit (RFC 3042) is on because the model
     * assumes losses are repaired by fast retransmit, which small windows otherwise often cannot do. RTT is the
     * measured minimum. The window grows per ACK (RFC 5681 eq. 3), as the model assumes: with byte counting delayed
     * ACKs would not slow the increase. 10 s measured after 1 s of warm-up gives several hundred loss events.
     */
    @ParameterizedTest(name = "p={0}, b={1}")
    @CsvSource({ "0.001, 1", "0.001, 2", "0.01, 1", "0.01, 2" })
    void throughputFollowsTheSquareRootLaw(double p, int b) {
        Simulator sim = new Simulator(7);
        NetworkBuilder nb = new NetworkBuilder(sim);
        nb.addHost("a");
        nb.addHost("z");
        nb.addSwitch("sw");
        LinkSpec link = LinkSpec.of(10_000_000_000L, Time.fromMicros(250)).withQueue(DropTail.packets(1000));
        nb.connect("a", "sw", link.withLoss(p), link);
        nb.connect("sw", "z", link);
        Network net = nb.build();
        int mss = 1460;
        TcpConfig cfg = new TcpConfig().mssBytes(mss).delayedAckSegments(b).limitedTransmit(true).growthRule(GrowthRule.PER_ACK);
        TcpConnection c = TcpConnection.open(net, "a", "z", cfg, NewReno::new);
        c.sender().write(Long.MAX_VALUE / 4);
        sim.runUntil(Time.fromSeconds(1));
        long before = c.receiver().bytesDelivered();
        sim.runUntil(Time.fromSeconds(11));
        double measured = Metrics.rateBps(c.receiver().bytesDelivered() - before, Time.fromSeconds(10));
        double rttS = Time.toSeconds(c.sender().rtt().minRttPs());
        double predicted = mss * 8 / rttS * Math.sqrt(3.0 / (2 * b * p));
        assertEquals(1.0, measured / predicted, 0.25, "measured/predicted");
    }
}
