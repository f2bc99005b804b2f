package org.dclab.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.model.validation.ModelTopology.Hop;
import org.junit.jupiter.api.Test;

class ModelTopologyTest {

    private static final DclabFactory FACTORY = DclabFactory.eINSTANCE;

    /**
     * Oracle: every path is the one a breadth-first search of the whole network from the source finds, hosts not
     * forwarding, on an uneven fabric with a doubled cable, a shortcut between cores, a leaf under two aggregates, a
     * router, a part the rest cannot reach, two hosts on one cable, a host with two links and a host with none.
     */
    @Test
    void everyPathIsTheOneABreadthFirstSearchFinds() {
        Network network = FACTORY.createNetwork();
        for (String s : new String[] { "core1", "core2", "agg1", "agg2", "agg3", "leaf1", "leaf2", "leaf3", "leaf4", "island" }) {
            node(network, FACTORY.createSwitch(), s);
        }
        node(network, FACTORY.createRouter(), "gw");
        String[][] cables = { { "core1", "core2" }, { "agg1", "core1" }, { "agg2", "core1" }, { "agg2", "core2" }, { "agg3", "core2" },
                { "leaf1", "agg1" }, { "leaf1", "agg2" }, { "leaf2", "agg2" }, { "leaf2", "agg2" }, { "leaf3", "agg3" },
                { "leaf4", "agg3" }, { "leaf4", "agg1" }, { "gw", "core2" } };
        for (String[] cable : cables) {
            link(network, cable[0], cable[1]);
        }
        int[] rackSizes = { 3, 1, 4, 2 };
        for (int leaf = 1; leaf <= 4; leaf++) {
            for (int i = 0; i < rackSizes[leaf - 1]; i++) {
                link(network, node(network, FACTORY.createHost(), "h" + leaf + "_" + i).getName(), "leaf" + leaf);
            }
        }
        node(network, FACTORY.createHost(), "far");
        link(network, "far", "island");
        node(network, FACTORY.createHost(), "wan");
        link(network, "wan", "gw");
        node(network, FACTORY.createHost(), "pairA");
        node(network, FACTORY.createHost(), "pairB");
        link(network, "pairA", "pairB");
        node(network, FACTORY.createHost(), "twoLinks");
        link(network, "twoLinks", "leaf1");
        link(network, "twoLinks", "leaf3");
        node(network, FACTORY.createHost(), "loose");

        ModelTopology topology = new ModelTopology(network);
        List<Host> hosts = network.getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast).toList();
        for (Host source : hosts) {
            for (Host destination : hosts) {
                assertEquals(names(searched(network, source, destination)), names(topology.path(source, destination)),
                        source.getName() + " to " + destination.getName());
            }
        }
    }

    /**
     * Oracle: the engine's rule, every host reaches every other; the pair named is the engine's first, each
     * destination in the order of the network, then its first source that cannot reach it.
     */
    @Test
    void theFirstPairThatCannotMeetIsTheEnginesFirst() {
        Network network = FACTORY.createNetwork();
        node(network, FACTORY.createSwitch(), "left");
        node(network, FACTORY.createSwitch(), "middle");
        node(network, FACTORY.createRouter(), "right");
        node(network, FACTORY.createSwitch(), "island");
        link(network, "left", "middle");
        link(network, "middle", "right");
        for (String[] host : new String[][] { { "a", "left" }, { "b", "right" }, { "c", "island" }, { "d", "left" } }) {
            node(network, FACTORY.createHost(), host[0]);
            link(network, host[0], host[1]);
        }
        List<Host> hosts = network.getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast).toList();

        Host[] pair = new ModelTopology(network).firstUnreachable(hosts);
        assertEquals(List.of("c", "a"), List.of(pair[0].getName(), pair[1].getName()));

        link(network, "island", "right");
        assertEquals(null, new ModelTopology(network).firstUnreachable(hosts));
    }

    private static Node node(Network network, Node node, String name) {
        node.setName(name);
        network.getNodes().add(node);
        return node;
    }

    private static void link(Network network, String a, String b) {
        Link link = FACTORY.createLink();
        link.setName(a + "-" + b + "#" + network.getLinks().size());
        link.setSource(find(network, a));
        link.setTarget(find(network, b));
        network.getLinks().add(link);
    }

    private static Node find(Network network, String name) {
        return network.getNodes().stream().filter(n -> n.getName().equals(name)).findFirst().orElseThrow();
    }

    private static List<String> names(List<Hop> path) {
        return path == null ? null : path.stream().map(h -> h.from().getName() + " via " + h.link().getName()).toList();
    }

    /** The plain search: from the source over every node, links in the order of the network. */
    private static List<Hop> searched(Network network, Host source, Host destination) {
        Map<Node, List<Link>> links = new HashMap<>();
        for (Link link : network.getLinks()) {
            links.computeIfAbsent(link.getSource(), n -> new ArrayList<>()).add(link);
            links.computeIfAbsent(link.getTarget(), n -> new ArrayList<>()).add(link);
        }
        Map<Node, Hop> reachedBy = new HashMap<>();
        reachedBy.put(source, null);
        Deque<Node> frontier = new ArrayDeque<>(List.of(source));
        while (!frontier.isEmpty()) {
            Node node = frontier.poll();
            if (node == destination) {
                List<Hop> hops = new ArrayList<>();
                for (Hop hop = reachedBy.get(destination); hop != null; hop = reachedBy.get(hop.from())) {
                    hops.add(hop);
                }
                Collections.reverse(hops);
                return hops;
            }
            if (node instanceof Host && node != source) {
                continue;
            }
            for (Link link : links.getOrDefault(node, List.of())) {
                Hop hop = new Hop(node, link);
                if (!reachedBy.containsKey(hop.to())) {
                    reachedBy.put(hop.to(), hop);
                    frontier.add(hop.to());
                }
            }
        }
        return null;
    }
}
