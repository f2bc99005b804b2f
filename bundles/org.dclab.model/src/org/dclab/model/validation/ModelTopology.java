package org.dclab.model.validation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;

/**
 * The network of a model as a graph, for rules about paths. Hosts end paths but never forward, as in the engine;
 * among equal-length paths the first found stands for all of them (the engine spreads flows over them by ECMP).
 *
 * <p>A scenario may ask for the paths of tens of thousands of flows across tens of thousands of hosts, so a path is
 * not searched afresh each time: a host has one link, to the switch of its rack, and every host behind one switch
 * shares the breadth-first tree that switch spans over the forwarding nodes. Hosts stay out of that tree (they are
 * its leaves), so it costs the size of the switch fabric, not of the whole network, and the paths of a scenario
 * cost about one tree per rack plus the length of each path.
 */
public final class ModelTopology {

    /** One egress port on a path: {@code from} sends into {@code link}. */
    public record Hop(Node from, Link link) {
        public Node to() {
            return link.getSource() == from ? link.getTarget() : link.getSource();
        }
    }

    /** How many tree entries are kept at most (8 bytes each, 32 MiB in all); older trees are searched again. */
    private static final int TREE_ENTRY_BUDGET = 4 << 20;

    private final Map<Node, List<Link>> links = new HashMap<>();
    /** The links of the network that join two nodes, numbered for the trees' arrays. */
    private final List<Link> joining = new ArrayList<>();
    private final Map<Link, Integer> linkIndex = new HashMap<>();
    /** The forwarding nodes (switches, routers), numbered for the trees' arrays. */
    private final Map<Node, Integer> forwarderIndex = new HashMap<>();
    private final Map<Node, Tree> trees;

    public ModelTopology(Network network) {
        for (Link link : network.getLinks()) {
            if (link.getSource() != null && link.getTarget() != null && link.getSource() != link.getTarget()) {
                links.computeIfAbsent(link.getSource(), n -> new ArrayList<>()).add(link);
                links.computeIfAbsent(link.getTarget(), n -> new ArrayList<>()).add(link);
                linkIndex.put(link, joining.size());
                joining.add(link);
            }
        }
        for (Node node : network.getNodes()) {
            if (!(node instanceof Host)) {
                forwarderIndex.put(node, forwarderIndex.size());
            }
        }
        int maxTrees = Math.max(1, TREE_ENTRY_BUDGET / Math.max(1, forwarderIndex.size()));
        trees = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<Node, Tree> eldest) {
                return size() > maxTrees;
            }
        };
    }

    public List<Link> linksOf(Node node) {
        return links.getOrDefault(node, List.of());
    }

    /** A shortest path from {@code source} to {@code destination}, or null when there is none. */
    public List<Hop> path(Host source, Host destination) {
        if (source == destination) {
            return List.of();
        }
        List<Link> own = linksOf(source);
        if (own.size() != 1) {
            // Not a host the engine could run (validation says so); searched the plain way.
            return searchedPath(source, destination);
        }
        Hop first = new Hop(source, own.get(0));
        Node edge = first.to();
        if (edge == destination) {
            return List.of(first);
        }
        if (edge instanceof Host || !forwarderIndex.containsKey(edge)) {
            return null;
        }
        Tree tree = trees.computeIfAbsent(edge, this::span);
        Hop last = tree.lastHopTo(destination);
        if (last == null) {
            return null;
        }
        List<Hop> hops = new ArrayList<>();
        hops.add(last);
        for (Node node = last.from(); node != edge;) {
            Hop hop = tree.hopInto(node);
            hops.add(hop);
            node = hop.from();
        }
        hops.add(first);
        Collections.reverse(hops);
        return hops;
    }

    /**
     * The first two hosts of {@code hosts} that cannot reach each other, as {source, destination}, in the order the
     * engine asks (each destination in turn, then its sources); null when every host reaches every other, or when
     * some host has not exactly one link (the engine refuses that first, and so does a rule of its own). Hosts do not
     * forward, so two hosts reach each other when one link joins them or their switches are joined through switches:
     * one labelling of the groups of joined forwarding nodes answers for all pairs.
     */
    public Host[] firstUnreachable(List<Host> hosts) {
        for (Host h : hosts) {
            if (linksOf(h).size() != 1) {
                return null;
            }
        }
        int[] group = forwarderGroups();
        Map<Integer, Integer> hostsInGroup = new HashMap<>();
        for (Host h : hosts) {
            Integer edge = forwarderIndex.get(edgeOf(h));
            if (edge != null) {
                hostsInGroup.merge(group[edge], 1, Integer::sum);
            }
        }
        for (Host destination : hosts) {
            Integer edge = forwarderIndex.get(edgeOf(destination));
            boolean reachedByAll = edge != null ? hostsInGroup.get(group[edge]) == hosts.size() : hosts.size() <= 2;
            if (reachedByAll) {
                continue;
            }
            for (Host source : hosts) {
                if (!reaches(source, destination, group)) {
                    return new Host[] { source, destination };
                }
            }
        }
        return null;
    }

    private Node edgeOf(Host host) {
        return new Hop(host, linksOf(host).get(0)).to();
    }

    private boolean reaches(Host source, Host destination, int[] group) {
        Integer from = forwarderIndex.get(edgeOf(source));
        Integer to = forwarderIndex.get(edgeOf(destination));
        return source == destination || edgeOf(source) == destination || from != null && to != null && group[from] == group[to];
    }

    /** A number per forwarding node, the same for those joined through forwarding nodes. */
    private int[] forwarderGroups() {
        int[] group = new int[forwarderIndex.size()];
        Arrays.fill(group, -1);
        int next = 0;
        for (Map.Entry<Node, Integer> start : forwarderIndex.entrySet()) {
            if (group[start.getValue()] >= 0) {
                continue;
            }
            group[start.getValue()] = next;
            Deque<Node> frontier = new ArrayDeque<>(List.of(start.getKey()));
            while (!frontier.isEmpty()) {
                Node node = frontier.poll();
                for (Link link : linksOf(node)) {
                    Integer other = forwarderIndex.get(new Hop(node, link).to());
                    if (other != null && group[other] < 0) {
                        group[other] = next;
                        frontier.add(new Hop(node, link).to());
                    }
                }
            }
            next++;
        }
        return group;
    }

    /** Smallest rate along the path, in bit/s. */
    public static long bottleneckBps(List<Hop> path) {
        long rate = Long.MAX_VALUE;
        for (Hop hop : path) {
            rate = Math.min(rate, hop.link().getRateBps());
        }
        return rate;
    }

    /**
     * Twice the propagation delays along the path: the round-trip time of an empty network, in ps. A path of many
     * very long delays gives {@link Long#MAX_VALUE} rather than a sum that wrapped around.
     */
    public static long propagationRttPs(List<Hop> path) {
        long oneWay = 0;
        for (Hop hop : path) {
            oneWay = hop.link().getDelayPs() > Long.MAX_VALUE / 2 - oneWay ? Long.MAX_VALUE / 2 : oneWay + hop.link().getDelayPs();
        }
        return 2 * oneWay;
    }

    /** The breadth-first tree from forwarding node {@code root} over forwarding nodes. */
    private Tree span(Node root) {
        int n = forwarderIndex.size();
        Tree tree = new Tree(new int[n], new int[n]);
        Arrays.fill(tree.into, -1);
        Arrays.fill(tree.order, -1);
        Deque<Node> frontier = new ArrayDeque<>();
        frontier.add(root);
        int reached = 0;
        tree.order[forwarderIndex.get(root)] = reached++;
        while (!frontier.isEmpty()) {
            Node node = frontier.poll();
            for (Link link : linksOf(node)) {
                Hop hop = new Hop(node, link);
                Integer next = forwarderIndex.get(hop.to());
                if (next != null && tree.order[next] < 0) {
                    tree.order[next] = reached++;
                    tree.into[next] = linkIndex.get(link);
                    frontier.add(hop.to());
                }
            }
        }
        return tree;
    }

    /**
     * By which link the search reached each forwarding node ({@code into}, -1 for the root and nodes not reached) and
     * in which order ({@code order}, -1 when not reached).
     */
    private final class Tree {
        final int[] into;
        final int[] order;

        Tree(int[] into, int[] order) {
            this.into = into;
            this.order = order;
        }

        Hop hopInto(Node node) {
            Link link = joining.get(into[forwarderIndex.get(node)]);
            return new Hop(link.getSource() == node ? link.getTarget() : link.getSource(), link);
        }

        /**
         * The hop into {@code host} from the forwarding node that a search from the root reaches first: the one a
         * plain breadth-first search of the whole network would take, since hosts only end paths.
         */
        Hop lastHopTo(Host host) {
            Hop best = null;
            int bestOrder = Integer.MAX_VALUE;
            for (Link link : linksOf(host)) {
                Hop in = new Hop(host, link);
                Integer from = forwarderIndex.get(in.to());
                if (from != null && order[from] >= 0 && order[from] < bestOrder) {
                    bestOrder = order[from];
                    best = new Hop(in.to(), link);
                }
            }
            return best;
        }
    }

    private List<Hop> searchedPath(Host source, Host destination) {
        Map<Node, Hop> reachedBy = new HashMap<>();
        Deque<Node> frontier = new ArrayDeque<>();
        frontier.add(source);
        reachedBy.put(source, null);
        while (!frontier.isEmpty()) {
            Node node = frontier.poll();
            if (node == destination) {
                return walkBack(reachedBy, destination);
            }
            if (node instanceof Host && node != source) {
                continue;
            }
            for (Link link : linksOf(node)) {
                Hop hop = new Hop(node, link);
                if (!reachedBy.containsKey(hop.to())) {
                    reachedBy.put(hop.to(), hop);
                    frontier.add(hop.to());
                }
            }
        }
        return null;
    }

    private static List<Hop> walkBack(Map<Node, Hop> reachedBy, Node destination) {
        List<Hop> hops = new ArrayList<>();
        for (Hop hop = reachedBy.get(destination); hop != null; hop = reachedBy.get(hop.from())) {
            hops.add(hop);
        }
        Collections.reverse(hops);
        return hops;
    }
}
