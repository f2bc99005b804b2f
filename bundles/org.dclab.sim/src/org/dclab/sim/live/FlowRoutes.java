package org.dclab.sim.live;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The routes of a run's flows opened so far, an immutable picture: a canvas draws each application's flows on the
 * links they actually take, ECMP's choice included, rather than on every equal-cost path. A flow appears once it has
 * opened (an application starting later has none yet). Flows that an application generates by the thousand (background
 * traffic, short-flow mixes) are not listed: each hashes anew, so together they take every equal-cost path.
 *
 * @param flows every routed flow, in the order they opened
 */
public record FlowRoutes(List<RoutedFlow> flows) {

    /** The routes of a run whose flows have not opened yet. */
    public static final FlowRoutes NONE = new FlowRoutes(List.of());

    public FlowRoutes {
        flows = List.copyOf(flows);
    }

    /** The routed flows of {@code application}; empty when none has opened. */
    public List<RoutedFlow> of(String application) {
        return flows.stream().filter(f -> f.application().equals(application)).toList();
    }

    /** The links any flow of {@code application} takes, in the order first met; empty when none has opened. */
    public Set<String> linksOf(String application) {
        Set<String> links = new LinkedHashSet<>();
        for (RoutedFlow f : flows) {
            if (f.application().equals(application)) {
                links.addAll(f.links());
            }
        }
        return links;
    }
}
