package org.dclab.engine.net;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The egress ports a flow's packets leave by, from the sender's interface to the last switch before the receiver,
 * found by asking each switch on the way what its forwarding does with the flow's hash
 * ({@link Switch#flowNextHops}). Under per-flow ECMP that is one path; under packet spraying there is no single
 * route, so every port a packet may take is given and {@link #sprayed()} says so. Computed on demand, off the
 * packets' path: forwarding itself keeps no record of it.
 *
 * @param ports   each port once, in the order a packet meets them (breadth first where a route branches)
 * @param sprayed true when some switch on the way spreads the flow's packets over several ports
 */
public record FlowRoute(List<Port> ports, boolean sprayed) {

    public FlowRoute {
        ports = List.copyOf(ports);
    }

    /** The route of packets carrying {@code flowHash} from {@code source} to the host with {@code destinationAddress}. */
    public static FlowRoute of(Host source, int destinationAddress, int flowHash) {
        List<Port> ports = new ArrayList<>();
        boolean sprayed = false;
        Set<Node> reached = new HashSet<>();
        ArrayDeque<Port> next = new ArrayDeque<>();
        if (source.nic() != null) {
            next.add(source.nic());
        }
        while (!next.isEmpty()) {
            Port port = next.poll();
            ports.add(port);
            // Routes are shortest paths, so a node is never met twice along one packet's way; where a sprayed route
            // branches and joins again, the join is walked once.
            if (port.peer() instanceof Switch s && reached.add(s)) {
                Port[] hops = s.flowNextHops(flowHash, destinationAddress);
                sprayed |= hops.length > 1;
                next.addAll(List.of(hops));
            }
        }
        return new FlowRoute(ports, sprayed);
    }
}
