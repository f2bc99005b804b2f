package org.dclab.engine.net;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Static shortest-path routing by hop count: every port of a switch toward a neighbour one hop closer to the
 * destination host is an equal-cost next hop. Hosts never forward and have one link, so a path to a host ends at
 * the switch it hangs off (its edge switch) and every host behind one edge switch is reached through the same
 * ports until that switch. One breadth-first search over the switches per edge switch therefore routes all of its
 * hosts, and a switch keeps one entry per rack (see {@link Switch}): building the routes of a fabric costs its racks
 * times its links, not its hosts squared. Within a switch, equal hop lists are one shared array (an aggregation switch of a
 * fat tree sends every other pod's racks up the same core ports), so a packet's route lookup finds a handful of
 * arrays that stay in the cache rather than one per rack. The searches run over the links as arrays of node
 * numbers: a fabric of a thousand hosts is routed before the JIT has compiled much, so the loops must be cheap even
 * when interpreted.
 */
final class Routing {

    private static final Port[] NONE = new Port[0];

    private Routing() {
    }

    /** Installs in every switch its equal-cost next hops toward every host; a host has exactly one port. */
    static void install(List<Node> nodes, List<Host> hosts, List<Switch> switches, EcmpMode mode) {
        Fabric fabric = new Fabric(nodes);
        List<Map.Entry<Node, List<Host>>> racks = new ArrayList<>(racks(hosts).entrySet());
        int[] rackOf = new int[hosts.size()];
        int[] rankInRack = new int[hosts.size()];
        for (int r = 0; r < racks.size(); r++) {
            List<Host> members = racks.get(r).getValue();
            for (int i = 0; i < members.size(); i++) {
                rackOf[members.get(i).address()] = r;
                rankInRack[members.get(i).address()] = i;
            }
        }
        Port[][][] byRack = new Port[nodes.size()][][];
        Port[][][] toOwnHosts = new Port[nodes.size()][][];
        int[] ownRack = new int[nodes.size()];
        HopLists[] lists = new HopLists[nodes.size()];
        for (Switch s : switches) {
            byRack[s.id()] = new Port[racks.size()][];
            toOwnHosts[s.id()] = new Port[0][];
            ownRack[s.id()] = -1;
            lists[s.id()] = new HopLists();
        }
        int[] distance = new int[nodes.size()];
        int[] frontier = new int[nodes.size()];
        Port[] scratch = new Port[fabric.maxDegree()];
        for (int r = 0; r < racks.size(); r++) {
            Node edge = racks.get(r).getKey();
            if (!(edge instanceof Switch)) {
                // Two hosts joined by one cable: no switch carries their packets.
                for (Switch s : switches) {
                    byRack[s.id()][r] = NONE;
                }
                continue;
            }
            fabric.hopsFrom(edge.id(), distance, frontier);
            for (Switch s : switches) {
                int id = s.id();
                if (s != edge) {
                    byRack[id][r] = lists[id].of(scratch, fabric.closer(id, distance, scratch));
                } else {
                    List<Host> members = racks.get(r).getValue();
                    byRack[id][r] = NONE;
                    ownRack[id] = r;
                    toOwnHosts[id] = new Port[members.size()][];
                    for (int i = 0; i < members.size(); i++) {
                        toOwnHosts[id][i] = lists[id].of(scratch, fabric.portsTo(id, members.get(i).id(), scratch));
                    }
                }
            }
        }
        for (Switch s : switches) {
            s.setRoutes(rackOf, rankInRack, byRack[s.id()], ownRack[s.id()], toOwnHosts[s.id()], mode);
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

    /** The distinct hop lists of one switch, each one array shared by every destination that uses it. */
    private static final class HopLists {
        private final Map<List<Port>, Port[]> known = new HashMap<>();
        private Port[] last = NONE;

        /** The shared array holding the first {@code count} ports of {@code hops}. */
        Port[] of(Port[] hops, int count) {
            if (count == 0) {
                return NONE;
            }
            // Successive racks mostly share their hops (the racks of this pod, of another pod): one comparison then
            // spares hashing the list.
            if (Arrays.equals(last, 0, last.length, hops, 0, count)) {
                return last;
            }
            Port[] copy = Arrays.copyOf(hops, count);
            last = known.computeIfAbsent(List.of(copy), h -> copy);
            return last;
        }
    }

    /** The links of a network as arrays: each node's ports and the node number at the far end of each. */
    private static final class Fabric {
        private final Port[][] ports;
        private final int[][] peers;
        private final boolean[] isSwitch;

        Fabric(List<Node> nodes) {
            int n = nodes.size();
            ports = new Port[n][];
            peers = new int[n][];
            isSwitch = new boolean[n];
            for (Node x : nodes) {
                int id = x.id();
                ports[id] = x.ports().toArray(NONE);
                peers[id] = new int[ports[id].length];
                for (int j = 0; j < ports[id].length; j++) {
                    peers[id][j] = ports[id][j].peer().id();
                }
                isSwitch[id] = x instanceof Switch;
            }
        }

        int maxDegree() {
            int max = 0;
            for (Port[] p : ports) {
                max = Math.max(max, p.length);
            }
            return max;
        }

        /** Hop counts from {@code edge} to every switch over switches only ({@code -1}: unreachable); hosts get -1. */
        void hopsFrom(int edge, int[] distance, int[] queue) {
            Arrays.fill(distance, -1);
            distance[edge] = 0;
            int head = 0;
            int tail = 0;
            queue[tail++] = edge;
            while (head < tail) {
                int x = queue[head++];
                int next = distance[x] + 1;
                for (int y : peers[x]) {
                    if (isSwitch[y] && distance[y] < 0) {
                        distance[y] = next;
                        queue[tail++] = y;
                    }
                }
            }
        }

        /**
         * Writes into {@code hops} the ports of switch {@code s} to a switch one hop closer to the edge switch, in
         * port order, and returns how many there are.
         */
        int closer(int s, int[] distance, Port[] hops) {
            int d = distance[s];
            if (d <= 0) {
                return 0;
            }
            int[] to = peers[s];
            Port[] from = ports[s];
            int count = 0;
            for (int j = 0; j < to.length; j++) {
                if (distance[to[j]] == d - 1 && isSwitch[to[j]]) {
                    hops[count++] = from[j];
                }
            }
            return count;
        }

        /** Writes into {@code hops} the ports of {@code edge} on its cables to node {@code dst}; returns how many. */
        int portsTo(int edge, int dst, Port[] hops) {
            int[] to = peers[edge];
            int count = 0;
            for (int j = 0; j < to.length; j++) {
                if (to[j] == dst) {
                    hops[count++] = ports[edge][j];
                }
            }
            return count;
        }
    }
}
