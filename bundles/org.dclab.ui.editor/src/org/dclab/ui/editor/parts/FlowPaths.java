package org.dclab.ui.editor.parts;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.dclab.model.Application;
import org.dclab.model.CbrSource;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.Link;
import org.dclab.model.LongFlow;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.model.ShortFlowMix;
import org.dclab.sim.live.FlowRoutes;

/**
 * The links each application's packets cross, from its senders to its receivers, for the canvas to draw in the
 * application's colour. Once a run has opened an application's flows, these are the links the run's switches forward
 * them over ({@link FlowRoutes}): under per-flow ECMP each flow on the one path its hash picks, under packet spraying
 * on every path. Until then (a run just prepared, or a flow that starts later) they are the routing's candidates: shortest
 * paths by hop count, every equal-cost path a flow may hash to; a dumbbell or a single rack has one. Background
 * traffic between random hosts has no path to draw.
 */
final class FlowPaths {

    private FlowPaths() {
    }

    /** Every application with a path, in the scenario's order, to every link its data may cross. */
    static Map<Application, Set<Link>> of(Network network) {
        return of(network, FlowRoutes.NONE);
    }

    /**
     * Every application with a path, in the scenario's order, to the links its data crosses: those {@code routes}
     * gives for its flows where any has opened, else every link it may cross.
     */
    static Map<Application, Set<Link>> of(Network network, FlowRoutes routes) {
        Map<Application, Set<Link>> paths = new LinkedHashMap<>();
        if (!(network.eContainer() instanceof Scenario scenario) || scenario.getTraffic() == null) {
            return paths;
        }
        Map<Node, List<Link>> adjacent = adjacency(network);
        Map<String, Link> byName = new HashMap<>();
        network.getLinks().forEach(l -> byName.put(l.getName(), l));
        for (Application app : scenario.getTraffic().getApplications()) {
            Set<Link> links = new LinkedHashSet<>();
            for (String taken : routes.linksOf(app.getName())) {
                if (byName.get(taken) != null) {
                    links.add(byName.get(taken));
                }
            }
            if (links.isEmpty()) {
                for (Host[] ends : endpoints(app)) {
                    links.addAll(shortestPaths(adjacent, ends[0], ends[1]));
                }
            }
            if (!links.isEmpty()) {
                paths.put(app, links);
            }
        }
        return paths;
    }

    /** Sender and receiver of each of the application's connections that a scenario fixes. */
    private static List<Host[]> endpoints(Application app) {
        List<Host[]> ends = new ArrayList<>();
        if (app instanceof LongFlow f) {
            ends.add(new Host[] { f.getSource(), f.getDestination() });
        } else if (app instanceof CbrSource c) {
            ends.add(new Host[] { c.getSource(), c.getDestination() });
        } else if (app instanceof IncastClient i) {
            i.getServers().forEach(server -> ends.add(new Host[] { server, i.getClient() }));
        } else if (app instanceof ShortFlowMix m) {
            m.getDestinations().forEach(d -> ends.add(new Host[] { m.getSource(), d }));
        }
        ends.removeIf(e -> e[0] == null || e[1] == null || e[0] == e[1]);
        return ends;
    }

    private static Map<Node, List<Link>> adjacency(Network network) {
        Map<Node, List<Link>> adjacent = new HashMap<>();
        for (Link link : network.getLinks()) {
            if (link.getSource() != null && link.getTarget() != null) {
                adjacent.computeIfAbsent(link.getSource(), n -> new ArrayList<>()).add(link);
                adjacent.computeIfAbsent(link.getTarget(), n -> new ArrayList<>()).add(link);
            }
        }
        return adjacent;
    }

    /**
     * The links on any shortest path from {@code from} to {@code to}, as the engine routes: hosts never forward, so a
     * path enters a host only at its end.
     */
    static Set<Link> shortestPaths(Map<Node, List<Link>> adjacent, Node from, Node to) {
        Map<Node, Integer> hopsTo = new HashMap<>();
        hopsTo.put(to, 0);
        ArrayDeque<Node> frontier = new ArrayDeque<>();
        frontier.add(to);
        while (!frontier.isEmpty()) {
            Node x = frontier.poll();
            if (x != to && x instanceof Host) {
                continue;
            }
            for (Link link : adjacent.getOrDefault(x, List.of())) {
                Node y = other(link, x);
                if (!hopsTo.containsKey(y)) {
                    hopsTo.put(y, hopsTo.get(x) + 1);
                    frontier.add(y);
                }
            }
        }
        Set<Link> links = new LinkedHashSet<>();
        if (!hopsTo.containsKey(from)) {
            return links;
        }
        // Walk forward from the sender along every link that brings the packet one hop closer.
        ArrayDeque<Node> walk = new ArrayDeque<>();
        Set<Node> seen = new LinkedHashSet<>();
        walk.add(from);
        while (!walk.isEmpty()) {
            Node x = walk.poll();
            if (x == to || !seen.add(x) || x != from && x instanceof Host) {
                continue;
            }
            for (Link link : adjacent.getOrDefault(x, List.of())) {
                Node y = other(link, x);
                if (hopsTo.containsKey(y) && hopsTo.get(y) == hopsTo.get(x) - 1) {
                    links.add(link);
                    walk.add(y);
                }
            }
        }
        return links;
    }

    private static Node other(Link link, Node end) {
        return link.getSource() == end ? link.getTarget() : link.getSource();
    }
}
