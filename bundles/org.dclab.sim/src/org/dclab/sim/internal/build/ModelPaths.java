package org.dclab.sim.internal.build;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;

/**
 * Fewest-hop paths through the model's links, for the analytic models that need a flow's round trip and its
 * bottleneck. The engine's static routing also takes fewest hops; where ECMP offers several, all of equal length
 * have the same propagation delay in the paper topologies, so any one stands for them.
 */
public final class ModelPaths {

    /** One hop: the link and the node the packet leaves from. */
    public record Hop(Link link, Node from) {
    }

    private ModelPaths() {
    }

    /** The hops from {@code source} to {@code destination}, empty when they are not connected. */
    public static List<Hop> between(Network network, Node source, Node destination) {
        Map<Node, Hop> reachedBy = new HashMap<>();
        Deque<Node> frontier = new ArrayDeque<>(List.of(source));
        reachedBy.put(source, null);
        while (!frontier.isEmpty() && !reachedBy.containsKey(destination)) {
            Node at = frontier.removeFirst();
            for (Link link : network.getLinks()) {
                Node next = link.getSource() == at ? link.getTarget() : link.getTarget() == at ? link.getSource() : null;
                if (next != null && !reachedBy.containsKey(next)) {
                    reachedBy.put(next, new Hop(link, at));
                    frontier.addLast(next);
                }
            }
        }
        List<Hop> hops = new ArrayList<>();
        if (!reachedBy.containsKey(destination)) {
            return hops;
        }
        for (Node n = destination; n != source; n = reachedBy.get(n).from()) {
            hops.add(0, reachedBy.get(n));
        }
        return hops;
    }

    /** Twice the one-way propagation delay: the round trip without queueing or transmission. */
    public static long propagationRttPs(List<Hop> hops) {
        return 2 * hops.stream().mapToLong(h -> h.link().getDelayPs()).sum();
    }
}
