package org.dclab.engine.net;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Static shortest-path routing by hop count. For every destination host a breadth-first search from that host
 * gives each switch its distance; every port toward a neighbour one hop closer is an equal-cost next hop. Hosts
 * never forward, so paths only cross switches.
 */
final class Routing {
    private Routing() {
    }

    /** Returns distance[dstAddress][nodeId] (-1 = unreachable) after installing tables in every switch. */
    static int[][] install(List<Node> nodes, List<Host> hosts, List<Switch> switches, EcmpMode mode) {
        int n = nodes.size();
        int[][] distances = new int[hosts.size()][];
        Port[][][] tables = new Port[n][][];
        for (Switch s : switches) {
            tables[s.id()] = new Port[hosts.size()][];
        }
        ArrayDeque<Node> frontier = new ArrayDeque<>();
        for (Host dst : hosts) {
            int[] dist = new int[n];
            Arrays.fill(dist, -1);
            dist[dst.id()] = 0;
            frontier.add(dst);
            while (!frontier.isEmpty()) {
                Node x = frontier.poll();
                if (x instanceof Host && x != dst) {
                    continue;
                }
                for (Port p : x.ports()) {
                    Node y = p.peer();
                    if (dist[y.id()] < 0) {
                        dist[y.id()] = dist[x.id()] + 1;
                        frontier.add(y);
                    }
                }
            }
            distances[dst.address()] = dist;
            for (Switch s : switches) {
                List<Port> hops = new ArrayList<>();
                int d = dist[s.id()];
                if (d > 0) {
                    for (Port p : s.ports()) {
                        if (dist[p.peer().id()] == d - 1) {
                            hops.add(p);
                        }
                    }
                }
                tables[s.id()][dst.address()] = hops.toArray(new Port[0]);
            }
        }
        for (Switch s : switches) {
            s.setRoutes(tables[s.id()], mode);
        }
        return distances;
    }
}
