package org.dclab.engine.net;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;

/**
 * Whether every host can reach every other. Hosts do not forward, so two hosts reach each other when one cable joins
 * them or when their edge switches are connected through switches: labelling the groups of connected switches once
 * answers for every pair, where asking pair by pair would cost the hosts squared.
 */
final class Reachability {

    private Reachability() {
    }

    /**
     * The first pair, in the order of destinations and then sources, whose source cannot reach its destination, as
     * {source, destination}; null when every host reaches every other. Every host has exactly one port.
     */
    static Host[] firstUnreachable(List<Node> nodes, List<Host> hosts) {
        int[] group = switchGroups(nodes);
        int[] hostsInGroup = new int[nodes.size()];
        for (Host h : hosts) {
            if (edge(h) instanceof Switch s) {
                hostsInGroup[group[s.id()]]++;
            }
        }
        for (Host dst : hosts) {
            boolean reachedByAll = edge(dst) instanceof Switch s ? hostsInGroup[group[s.id()]] == hosts.size() : hosts.size() <= 2;
            if (!reachedByAll) {
                for (Host src : hosts) {
                    if (!reaches(src, dst, group)) {
                        return new Host[] { src, dst };
                    }
                }
            }
        }
        return null;
    }

    private static Node edge(Host h) {
        return h.ports().get(0).peer();
    }

    private static boolean reaches(Host src, Host dst, int[] group) {
        Node from = edge(src);
        Node to = edge(dst);
        return src == dst || from == dst
                || from instanceof Switch && to instanceof Switch && group[from.id()] == group[to.id()];
    }

    /** A number per switch, the same for switches joined through switches (-1 for hosts). */
    private static int[] switchGroups(List<Node> nodes) {
        int[] group = new int[nodes.size()];
        Arrays.fill(group, -1);
        ArrayDeque<Node> frontier = new ArrayDeque<>();
        int next = 0;
        for (Node start : nodes) {
            if (!(start instanceof Switch) || group[start.id()] >= 0) {
                continue;
            }
            group[start.id()] = next;
            frontier.add(start);
            while (!frontier.isEmpty()) {
                for (Port p : frontier.poll().ports()) {
                    if (p.peer() instanceof Switch && group[p.peer().id()] < 0) {
                        group[p.peer().id()] = next;
                        frontier.add(p.peer());
                    }
                }
            }
            next++;
        }
        return group;
    }
}
