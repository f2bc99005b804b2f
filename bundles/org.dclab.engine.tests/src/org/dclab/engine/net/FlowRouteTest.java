package org.dclab.engine.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.QueueListener;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.junit.jupiter.api.Test;

/** The oracle of a flow's route is its own packets: the ports its data segments were sent from. */
class FlowRouteTest {

    private static final int FLOWS_PER_PAIR = 4;

    /** Three leaves of two hosts under two spines. */
    private static Network leafSpine(Simulator sim, EcmpMode mode) {
        NetworkBuilder b = new NetworkBuilder(sim).ecmp(mode);
        LinkSpec spec = LinkSpec.of(10_000_000_000L, Time.fromMicros(1));
        for (int s = 1; s <= 2; s++) {
            b.addSwitch("spine" + s);
        }
        for (int l = 1; l <= 3; l++) {
            b.addSwitch("leaf" + l);
            b.connect("leaf" + l, "spine1", spec);
            b.connect("leaf" + l, "spine2", spec);
            for (int h = 1; h <= 2; h++) {
                b.addHost("h" + l + h);
                b.connect("h" + l + h, "leaf" + l, spec);
            }
        }
        return b.build();
    }

    /** Several flows per pair of hosts, between racks and within one, each with 200 kB to send. */
    private static List<TcpConnection> openFlows(Network net) {
        List<TcpConnection> flows = new ArrayList<>();
        String[][] pairs = { { "h11", "h21" }, { "h12", "h31" }, { "h22", "h11" }, { "h11", "h12" } };
        for (String[] pair : pairs) {
            for (int i = 0; i < FLOWS_PER_PAIR; i++) {
                TcpConnection c = TcpConnection.open(net, pair[0], pair[1], new TcpConfig(), NewReno::new);
                c.sender().write(200_000);
                c.sender().close();
                flows.add(c);
            }
        }
        return flows;
    }

    /** Each flow's name to the ports its data segments were dequeued at, counted by a listener on every queue. */
    private static Map<String, Set<String>> portsOfData(Network net, List<TcpConnection> flows) {
        Map<String, Set<String>> seen = new HashMap<>();
        Map<QueueDiscipline, Port> portOf = new HashMap<>();
        net.ports().values().forEach(p -> portOf.put(p.queue(), p));
        for (Port port : net.ports().values()) {
            port.queue().addListener(new QueueListener() {
                @Override
                public void onDequeue(long nowPs, QueueDiscipline queue, Packet p) {
                    for (TcpConnection c : flows) {
                        if (p.payloadBytes() > 0 && p.srcHost() == c.sender().host().address() && p.srcPort() == c.sender()
                                .localPort()) {
                            seen.computeIfAbsent(c.name(), k -> new TreeSet<>()).add(portOf.get(queue).name());
                        }
                    }
                }
            });
        }
        return seen;
    }

    /** The flows of a run until all are done, and the ports each one's data segments were dequeued at. */
    private record Ran(List<TcpConnection> flows, Map<String, Set<String>> portsOfData) {
    }

    private static Ran run(EcmpMode mode) {
        Simulator sim = new Simulator(7);
        Network net = leafSpine(sim, mode);
        List<TcpConnection> flows = openFlows(net);
        Map<String, Set<String>> seen = portsOfData(net, flows);
        sim.runUntil(Time.fromMillis(2_000));
        return new Ran(flows, seen);
    }

    private static Set<String> names(FlowRoute route) {
        return new TreeSet<>(route.ports().stream().map(Port::name).toList());
    }

    @Test
    void perFlowRouteIsWhereTheFlowsDataWent() {
        Ran ran = run(EcmpMode.PER_FLOW);
        List<TcpConnection> flows = ran.flows();
        Map<String, Set<String>> seen = ran.portsOfData();
        Set<String> spinesBetweenRacks = new LinkedHashSet<>();
        for (TcpConnection c : flows) {
            FlowRoute route = c.dataRoute();
            assertFalse(route.sprayed(), c.name());
            assertEquals(seen.get(c.name()), names(route), c.name());
            assertEquals(200_000, c.sender().stats().bytesAcked(), c.name() + " finished, so every segment it sent is counted");
            route.ports().stream().filter(p -> p.owner().name().startsWith("spine")).forEach(p -> spinesBetweenRacks.add(p
                    .owner().name()));
        }
        // The oracle means something only if the hash sent some flows over each spine.
        assertEquals(Set.of("spine1", "spine2"), spinesBetweenRacks);
        assertEquals(List.of("h11->leaf1", "leaf1->h12"), flows.get(3 * FLOWS_PER_PAIR).dataRoute().ports().stream().map(
                Port::name).toList(), "within a rack the route turns at the leaf");
    }

    @Test
    void sprayedFlowHasNoSingleRoute() {
        Ran ran = run(EcmpMode.PER_PACKET);
        List<TcpConnection> flows = ran.flows();
        Map<String, Set<String>> seen = ran.portsOfData();
        TcpConnection between = flows.get(0);
        FlowRoute route = between.dataRoute();
        assertTrue(route.sprayed());
        assertEquals(Set.of("h11->leaf1", "leaf1->spine1", "leaf1->spine2", "spine1->leaf2", "spine2->leaf2", "leaf2->h21"),
                names(route));
        assertEquals(seen.get(between.name()), names(route), "its sprayed segments took every way there is");
        FlowRoute withinRack = flows.get(3 * FLOWS_PER_PAIR).dataRoute();
        assertFalse(withinRack.sprayed(), "one way only: nothing to spray");
    }
}
