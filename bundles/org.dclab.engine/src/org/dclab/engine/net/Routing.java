package org.dclab.engine.net;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Static shortest-path routing by hop count: every port of a switch toward a neighbour one hop closer to the
 * destination host is an equal-cost next hop. Hosts never forward and have one link, so a path to a host ends at
 * the switch it hangs off (its edge switch) and every host behind one edge switch is reached through the same
 * ports until that switch. One breadth-first search over the switches per edge switch therefore routes all of its
 * hosts, and they share one next-hop array per switch: building the routes of a fabric costs its racks times its
 * switches, not its hosts squared.
 */
final class Routing {

    private static final Port[] NONE = new Port[0];

    private Routing() {
    }

    /** Installs in every switch its equal-cost next hops toward every host; a host has exactly one port. */
    static void install(List<Node> nodes, List<Host> hosts, List<Switch> switches, EcmpMode mode) {
        Port[][][] tables = new Port[nodes.size()][][];
        for (Switch s : switches) {
            tables[s.id()] = new Port[hosts.size()][];
        }
        int[] distance = new int[nodes.size()];
        for (Map.Entry<Node, List<Host>> rack : racks(hosts).entrySet()) {
            Node edge = rack.getKey();
            if (!(edge instanceof Switch)) {
                // Two hosts joined by one cable: no switch carries their packets.
                for (Host dst : rack.getValue()) {
                    switches.forEach(s -> tables[s.id()][dst.address()] = NONE);
                }
                continue;
            }
            hopsFromEdge(edge, nodes, distance);
            for (Switch s : switches) {
                Port[] towardEdge = s == edge ? null : closer(s, distance);
                for (Host dst : rack.getValue()) {
                    tables[s.id()][dst.address()] = towardEdge != null ? towardEdge : portsTo(s, dst);
                }
            }
        }
        for (Switch s : switches) {
            s.setRoutes(tables[s.id()], mode);
        }
    }

    /** The node each host's one link leads to, with the hosts behind it, in the order of the hosts. */
    private static Map<Node, List<Host>> racks(List<Host> hosts) {
        Map<Node, List<Host>> racks = new LinkedHashMap<>();
        for (Host h : hosts) {
            racks.computeIfAbsent(h.ports().get(0).peer(), e -> new ArrayList<>()).add(h);
        }
        return racks;
    }

    /** Hop counts from {@code edge} to every switch over switches only ({@code -1}: unreachable); hosts get -1. */
    private static void hopsFromEdge(Node edge, List<Node> nodes, int[] distance) {
        Arrays.fill(distance, -1);
        distance[edge.id()] = 0;
        ArrayDeque<Node> frontier = new ArrayDeque<>();
        frontier.add(edge);
        while (!frontier.isEmpty()) {
            Node x = frontier.poll();
            for (Port p : x.ports()) {
                Node y = p.peer();
                if (y instanceof Switch && distance[y.id()] < 0) {
                    distance[y.id()] = distance[x.id()] + 1;
                    frontier.add(y);
                }
            }
        }
    }

    /** The ports of {@code s} to a switch one hop closer to the edge switch, in port order. */
    private static Port[] closer(Switch s, int[] distance) {
        int d = distance[s.id()];
        if (d <= 0) {
            return NONE;
        }
        List<Port> hops = new ArrayList<>();
        for (Port p : s.ports()) {
            if (p.peer() instanceof Switch && distance[p.peer().id()] == d - 1) {
                hops.add(p);
            }
        }
        return hops.toArray(NONE);
    }

    private static Port[] portsTo(Switch edge, Host dst) {
        List<Port> hops = new ArrayList<>();
        for (Port p : edge.ports()) {
            if (p.peer() == dst) {
                hops.add(p);
            }
        }
        return hops.toArray(NONE);
    }
}
