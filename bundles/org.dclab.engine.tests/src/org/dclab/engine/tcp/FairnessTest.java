package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.probe.Metrics;
import org.dclab.engine.queue.DropTail;
import org.junit.jupiter.api.Test;

class FairnessTest {

    /**
     * Oracle: AIMD with equal RTTs converges to equal shares; Jain's index over 2 s >= 0.95. Set-up is the
     * dumbbell of the benchmark: 10 Gbit/s access, 1 Gbit/s bottleneck with 250 packets, RTT 250 us. The 2 s are
     * measured after a 0.5 s warm-up: the joint slow-start overshoot loses about half a window per flow, which
     * NewReno without SACK repairs one segment per RTT until an RTO, and which flow suffers longer is a matter of
     * packet phase rather than of the steady-state sharing the oracle is about.
     */
    @Test
    void twoFlowsShareADropTailBottleneck() {
        Simulator sim = new Simulator(21);
        long oneWay = Time.fromNanos(62_500);
        LinkSpec access = LinkSpec.of(10_000_000_000L, oneWay / 2).withQueue(DropTail.packets(250));
        LinkSpec bottleneck = LinkSpec.of(1_000_000_000L, oneWay / 2).withQueue(DropTail.packets(250));
        Network net = TestPaths.star(sim, 2, access, bottleneck);
        TcpConfig cfg = new TcpConfig();
        TcpConnection a = TcpConnection.open(net, "s1", "r", cfg, NewReno::new);
        TcpConnection b = TcpConnection.open(net, "s2", "r", cfg, NewReno::new);
        a.sender().write(Long.MAX_VALUE / 4);
        b.sender().write(Long.MAX_VALUE / 4);
        sim.runUntil(Time.fromMillis(500));
        long a0 = a.receiver().bytesDelivered();
        long b0 = b.receiver().bytesDelivered();
        sim.runUntil(Time.fromMillis(2500));
        double ra = Metrics.rateBps(a.receiver().bytesDelivered() - a0, Time.fromSeconds(2));
        double rb = Metrics.rateBps(b.receiver().bytesDelivered() - b0, Time.fromSeconds(2));
        double jain = Metrics.jainIndex(ra, rb);
        assertTrue(jain >= 0.95, "Jain " + jain + " (" + ra / 1e6 + " vs " + rb / 1e6 + " Mbit/s)");
        assertTrue(ra + rb >= 0.9 * 1e9 * 1460 / 1500, "together they still fill the bottleneck");
    }
}
