package org.dclab.model.validation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;

/**
 * The network of a model as a graph, for rules about paths. Hosts end paths but never forward, as in the engine;
 * among equal-length paths the first found stands for all of them (the engine spreads flows over them by ECMP).
 */
public final class ModelTopology {

    /** One egress port on a path: {@code from} sends into {@code link}. */
    public record Hop(Node from, Link link) {
        public Node to() {
            return link.getSource() == from ? link.getTarget() : link.getSource();
        }
    }

    private final Map<Node, List<Link>> links = new HashMap<>();

    public ModelTopology(Network network) {
        for (Link link : network.getLinks()) {
            if (link.getSource() != null && link.getTarget() != null && link.getSource() != link.getTarget()) {
                links.computeIfAbsent(link.getSource(), n -> new ArrayList<>()).add(link);
                links.computeIfAbsent(link.getTarget(), n -> new ArrayList<>()).add(link);
            }
        }
    }

    public List<Link> linksOf(Node node) {
        return links.getOrDefault(node, List.of());
    }

    /** A shortest path from {@code source} to {@code destination}, or null when there is none. */
    public List<Hop> path(Host source, Host destination) {
        if (source == destination) {
            return List.of();
        }
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

    private static List<Hop> walkBack(Map<Node, Hop> reachedBy, Node destination) {
        List<Hop> hops = new ArrayList<>();
        for (Hop hop = reachedBy.get(destination); hop != null; hop = reachedBy.get(hop.from())) {
            hops.add(hop);
        }
        Collections.reverse(hops);
        return hops;
    }
}
