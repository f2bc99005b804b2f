package org.dclab.engine.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

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

    /**
     * An uneven three-tier fabric: racks of different sizes, a doubled cable, a spine-to-spine shortcut, a leaf under
     * two aggregates and a chain of switches without hosts.
     */
    private static Network unevenFabric(Simulator sim) {
        NetworkBuilder b = new NetworkBuilder(sim);
        LinkSpec spec = LinkSpec.of(10_000_000_000L, Time.fromMicros(1));
        for (String s : new String[] { "core1", "core2", "agg1", "agg2", "agg3", "leaf1", "leaf2", "leaf3", "leaf4", "x1", "x2" }) {
            b.addSwitch(s);
        }
        b.connect("core1", "core2", spec);
        for (String[] pair : new String[][] { { "agg1", "core1" }, { "agg2", "core1" }, { "agg2", "core2" }, { "agg3", "core2" },
                { "leaf1", "agg1" }, { "leaf1", "agg2" }, { "leaf2", "agg2" }, { "leaf2", "agg2" }, { "leaf3", "agg3" },
                { "leaf4", "agg3" }, { "leaf4", "agg1" }, { "x1", "leaf3" }, { "x2", "x1" }, { "x2", "core1" } }) {
            b.connect(pair[0], pair[1], spec);
        }
        int[] rackSizes = { 3, 1, 4, 2 };
        for (int leaf = 1; leaf <= 4; leaf++) {
            for (int i = 0; i < rackSizes[leaf - 1]; i++) {
                String host = "h" + leaf + "_" + i;
                b.addHost(host);
                b.connect(host, "leaf" + leaf, spec);
            }
        }
        return b.build();
    }

    /**
     * Oracle: the routes are those of a breadth-first search from each destination host over the whole network, hosts
     * not forwarding: every port of a switch toward a neighbour one hop closer, in port order.
     */
    @Test
    void nextHopsAreThoseOfASearchFromEveryDestination() {
        assertRoutesMatchSearch(unevenFabric(new Simulator(1)));
    }

    /**
     * The same oracle on random fabrics: random switch graphs (connected by a random tree, then random extra cables,
     * doubled cables and switches without hosts included) with racks of random sizes.
     */
    @Test
    void nextHopsOfRandomFabricsAreThoseOfASearch() {
        SplittableRandom r = new SplittableRandom(20);
        LinkSpec spec = LinkSpec.of(10_000_000_000L, Time.fromMicros(1));
        for (int trial = 0; trial < 40; trial++) {
            NetworkBuilder b = new NetworkBuilder(new Simulator(trial));
            int switches = 1 + r.nextInt(12);
            for (int i = 0; i < switches; i++) {
                b.addSwitch("s" + i);
                if (i > 0) {
                    b.connect("s" + i, "s" + r.nextInt(i), spec);
                }
            }
            for (int extra = r.nextInt(2 * switches); extra > 0 && switches > 1; extra--) {
                int x = r.nextInt(switches);
                int y = r.nextInt(switches);
                if (x != y) {
                    b.connect("s" + x, "s" + y, spec);
                }
            }
            int hosts = 2 + r.nextInt(20);
            for (int h = 0; h < hosts; h++) {
                b.addHost("h" + h);
                b.connect("h" + h, "s" + r.nextInt(switches), spec);
            }
            assertRoutesMatchSearch(b.build());
        }
    }

    /** A fat tree of k = 4: from an edge switch, a host of another pod is two ports away, one of its own rack one. */
    @Test
    void fatTreeEdgeSwitchesSpreadOverEveryAggregate() {
        Network net = org.dclab.engine.internal.bench.FatTreeScenario.build(new Simulator(1), 4, org.dclab.engine.queue.DropTail.packets(
                10));
        assertRoutesMatchSearch(net);
        Switch edge = (Switch) net.node("edge0_0");
        assertEquals(List.of("edge0_0->agg0_0", "edge0_0->agg0_1"),
                Arrays.stream(edge.nextHops(net.host("h3_1_0").address())).map(Port::name).toList());
        assertEquals(List.of("edge0_0->h0_0_1"), Arrays.stream(edge.nextHops(net.host("h0_0_1").address())).map(Port::name).toList());
        Switch core = (Switch) net.node("core3");
        assertEquals(List.of("core3->agg2_1"), Arrays.stream(core.nextHops(net.host("h2_0_1").address())).map(Port::name).toList());
    }

    private static void assertRoutesMatchSearch(Network net) {
        for (Host dst : net.hosts()) {
            int[] distance = new int[net.nodes().size()];
            Arrays.fill(distance, -1);
            distance[dst.id()] = 0;
            ArrayDeque<Node> frontier = new ArrayDeque<>(List.of(dst));
            while (!frontier.isEmpty()) {
                Node x = frontier.poll();
                if (x instanceof Host && x != dst) {
                    continue;
                }
                for (Port p : x.ports()) {
                    if (distance[p.peer().id()] < 0) {
                        distance[p.peer().id()] = distance[x.id()] + 1;
                        frontier.add(p.peer());
                    }
                }
            }
            for (Switch s : net.switches()) {
                List<String> expected = new ArrayList<>();
                for (Port p : s.ports()) {
                    if (distance[s.id()] > 0 && distance[p.peer().id()] == distance[s.id()] - 1) {
                        expected.add(p.name());
                    }
                }
                assertEquals(expected, Arrays.stream(s.nextHops(dst.address())).map(Port::name).toList(), s.name() + " toward " + dst
                        .name());
            }
        }
    }

    /** Two hosts joined by one cable reach each other without a switch; the switch beside them routes to neither. */
    @Test
    void twoHostsOnOneCableNeedNoSwitch() {
        NetworkBuilder b = new NetworkBuilder(new Simulator(1));
        b.addHost("a");
        b.addHost("b");
        b.addSwitch("idle");
        b.connect("a", "b", LinkSpec.of(10_000_000_000L, Time.fromMicros(1)));
        Network net = b.build();
        assertEquals(0, ((Switch) net.node("idle")).nextHops(net.host("b").address()).length);
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
        b.bind(p -> {});
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
        b.bind(p -> {});
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
