package org.dclab.sim.live;

import java.util.List;

/**
 * The way one flow's data goes through the network, by the scenario's link names, as the run's switches forward it.
 *
 * @param application the application the flow belongs to
 * @param flow        the flow as a run names it, e.g. "dctcp1 #0 s1->r1"
 * @param links       the links its data segments cross, sender first, each once (where a sprayed route branches,
 *                    breadth first)
 * @param sprayed     true when packet spraying spreads the flow over several paths: then {@code links} holds every
 *                    link a packet of it may take, as there is no single route
 */
public record RoutedFlow(String application, String flow, List<String> links, boolean sprayed) {

    public RoutedFlow {
        links = List.copyOf(links);
    }
}
