package org.dclab.sim.internal.probes;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.Node;
import org.dclab.engine.net.Port;
import org.dclab.engine.net.Switch;
import org.dclab.model.Application;
import org.dclab.model.CbrSource;
import org.dclab.model.IncastClient;
import org.dclab.model.LongFlow;
import org.dclab.model.PoissonBackground;
import org.dclab.model.ShortFlowMix;
import org.dclab.model.Traffic;
import org.dclab.model.validation.BackgroundPools;
import org.dclab.sim.internal.build.SenderTransports;

/**
 * The port a scenario's traffic will load most, known before the run: what a chart shows when the experiment
 * probes no queue. Each sender offers its line rate (a generated mix the share its load asks for) to each of its
 * destinations, spread over the equal-cost next hops the switches will choose among, and a port's load is what is
 * offered to it over its rate. An incast's last hop, a dumbbell's bottleneck and a fat-tree's oversubscribed uplink
 * come out on top, as a teacher would point at them.
 */
public final class BusiestPort {

    private BusiestPort() {
    }

    /** The most loaded port, or empty when the traffic offers nothing to any switch port. */
    public static Optional<Port> of(Traffic traffic, Network net) {
        if (traffic == null) {
            return Optional.empty();
        }
        Map<Port, Double> offered = new LinkedHashMap<>();
        for (Application app : traffic.getApplications()) {
            demands(app, (from, to, share) -> {
                Host source = net.host(from.getName());
                Host destination = net.host(to.getName());
                if (source != null && destination != null && source != destination) {
                    route(source.nic(), destination.address(), share * source.nic().link().rateBps(), offered, 0);
                }
            });
        }
        Port busiest = null;
        double most = 0;
        for (Map.Entry<Port, Double> e : offered.entrySet()) {
            // A host's own NIC is loaded by its own sending alone: the queue worth watching is in the fabric.
            if (!(e.getKey().owner() instanceof Switch)) {
                continue;
            }
            double load = e.getValue() / e.getKey().link().rateBps();
            if (load > most * (1 + 1e-9)) {
                busiest = e.getKey();
                most = load;
            }
        }
        return Optional.ofNullable(busiest);
    }

    private interface Demand {
        void add(org.dclab.model.Host from, org.dclab.model.Host to, double shareOfLineRate);
    }

    private static void demands(Application app, Demand demand) {
        if (app instanceof LongFlow f) {
            demand.add(f.getSource(), f.getDestination(), 1);
        } else if (app instanceof CbrSource c) {
            demand.add(c.getSource(), c.getDestination(), 1);
        } else if (app instanceof IncastClient incast) {
            SenderTransports.activeServers(incast).forEach(server -> demand.add(server, incast.getClient(), 1));
        } else if (app instanceof ShortFlowMix mix) {
            spread(List.of(mix.getSource()), mix.getDestinations(), mix.getLoad(), demand);
        } else if (app instanceof PoissonBackground background) {
            BackgroundPools pools = BackgroundPools.of(background);
            spread(pools.sources(), pools.destinations(), background.getLoad(), demand);
        }
    }

    private static void spread(List<org.dclab.model.Host> sources, List<org.dclab.model.Host> destinations, double load, Demand demand) {
        for (org.dclab.model.Host from : sources) {
            long others = destinations.stream().filter(to -> to != from).count();
            for (org.dclab.model.Host to : destinations) {
                if (to != from && from != null && to != null) {
                    demand.add(from, to, load / others);
                }
            }
        }
    }

    /** Adds {@code bps} to {@code port} and onward, split evenly where a switch has several next hops. */
    private static void route(Port port, int address, double bps, Map<Port, Double> offered, int hops) {
        // Routing tables are loop-free; the bound only guards against a table this class does not expect.
        if (port == null || hops > 64) {
            return;
        }
        offered.merge(port, bps, Double::sum);
        Node next = port.peer();
        if (next instanceof Switch s) {
            Port[] choices = s.nextHops(address);
            for (Port choice : choices) {
                route(choice, address, bps / choices.length, offered, hops + 1);
            }
        }
    }
}
