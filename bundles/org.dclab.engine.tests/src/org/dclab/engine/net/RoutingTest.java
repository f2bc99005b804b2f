package org.dclab.engine.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.junit.jupiter.api.Test;

class RoutingTest {

    /** Two leaves, four spines, host a under leaf 1, host b under leaf 2. */
    private static Network leafSpine(Simulator sim, EcmpMode mode) {
        NetworkBuilder b = new NetworkBuilder(sim).ecmp(mode);
        b.addHost("a");
        b.addHost("b");
        b.addSwitch("l1");
        b.addSwitch("l2");
        LinkSpec spec = LinkSpec.of(10_000_000_000L, Time.fromMicros(1));
        b.connect("a", "l1", spec);
        b.connect("b", "l2", spec);
        for (int i = 1; i <= 4; i++) {
            b.addSwitch("s" + i);
            b.connect("l1", "s" + i, spec);
            b.connect("l2", "s" + i, spec);
        }
        return b.build();
    }

    @Test
    void shortestPathsGiveAllSpinesAsEqualCostHops() {
        Network net = leafSpine(new Simulator(1), EcmpMode.PER_FLOW);
        Switch l1 = (Switch) net.node("l1");
        assertEquals(4, l1.nextHops(net.host("b").address()).length);
        assertEquals(1, l1.nextHops(net.host("a").address()).length);
        Switch s1 = (Switch) net.node("s1");
        assertEquals("s1->l2", s1.nextHops(net.host("b").address())[0].name());
    }

    /** Oracle: per-flow ECMP keeps a flow on one spine; 4000 flows spread within 10 % of uniform over 4 spines. */
    @Test
    void perFlowHashingPinsFlowsAndSpreadsThem() {
        Simulator sim = new Simulator(1);
        Network net = leafSpine(sim, EcmpMode.PER_FLOW);
        Host a = net.host("a");
        Host b = net.host("b");
        b.bind(p -> {
        });
        int flows = 4000;
        for (int f = 0; f < flows; f++) {
            int hash = Packet.hashFlow(a.address(), b.address(), 1000 + f, 80);
            for (int k = 0; k < 3; k++) {
                a.send(new Packet(a.address(), b.address(), 1000 + f, 1, hash, k, 0, 0, 0, 0, Ecn.NOT_ECT, 0));
            }
            sim.run();
        }
        for (int i = 1; i <= 4; i++) {
            long n = net.port("s" + i, "l2").txPackets();
            assertEquals(0, n % 3, "each flow's 3 packets take the same spine");
            assertTrue(Math.abs(n / 3 - flows / 4) < flows / 40, "spine s" + i + " carried " + n / 3 + " flows");
        }
    }

    @Test
    void perPacketSprayingUsesEverySpineForOneFlow() {
        Simulator sim = new Simulator(1);
        Network net = leafSpine(sim, EcmpMode.PER_PACKET);
        Host a = net.host("a");
        Host b = net.host("b");
        b.bind(p -> {
        });
        for (int k = 0; k < 400; k++) {
            a.send(new Packet(a.address(), b.address(), 5, 1, 42, k, 0, 0, 0, 0, Ecn.NOT_ECT, 0));
            if (k % 50 == 49) {
                sim.run();
            }
        }
        for (int i = 1; i <= 4; i++) {
            assertTrue(net.port("s" + i, "l2").txPackets() > 60, "spine s" + i + " used");
        }
    }
}
