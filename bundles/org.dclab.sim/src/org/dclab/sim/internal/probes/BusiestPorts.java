package org.dclab.sim.internal.probes;

import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
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
 * The ports a scenario's traffic will load most, known before the run: what a chart shows when the experiment
 * probes no queue. Each sender offers its line rate (a generated mix the share its load asks for) to each of its
 * destinations, spread over the equal-cost next hops the switches will choose among, and a port's load is what is
 * offered to it over its rate. An incast's last hop, a dumbbell's bottleneck and a fat-tree's oversubscribed uplink
 * come out on top, as a teacher would point at them. Random traffic spread evenly over many hosts loads many
 * ports alike, and any one of them may stay idle for a while: all that tie are returned, up to a limit.
 */
public final class BusiestPorts {

    private BusiestPorts() {
    }

    /**
     * The most loaded switch ports, at most {@code limit} of those that tie, in the order of the first of the traffic's
     * sender-receiver pairs that crosses each; empty when the traffic offers nothing to any switch port.
     */
    public static List<Port> of(Traffic traffic, Network net, int limit) {
        if (traffic == null) {
            return List.of();
        }
        // What each destination is offered, at the senders' NICs: routed once per destination, not once per pair, so
        // background traffic among all the hosts of a large fabric costs a walk per host rather than per pair of them.
        // Each flow of load keeps the number of the first sender-receiver pair in it, which orders ports that tie.
        Map<Integer, Map<Port, Flow>> toDestination = new LinkedHashMap<>();
        int[] pairs = { 0 };
        for (Application app : traffic.getApplications()) {
            demands(app, (from, to, share) -> {
                Host source = net.host(from.getName());
                Host destination = net.host(to.getName());
                if (source != null && destination != null && source != destination) {
                    toDestination.computeIfAbsent(destination.address(), d -> new LinkedHashMap<>()).merge(source.nic(),
                            new Flow(share * source.nic().link().rateBps(), pairs[0]++), Flow::plus);
                }
            });
        }
        Map<Port, Flow> offered = new HashMap<>();
        Map<Port, Integer> hops = new HashMap<>();
        toDestination.forEach((address, atSenders) -> route(atSenders, address, offered, hops));
        // A host's own NIC is loaded by its own sending alone: the queues worth watching are in the fabric.
        Map<Port, Double> loads = new HashMap<>();
        offered.forEach((port, flow) -> {
            if (port.owner() instanceof Switch) {
                loads.put(port, flow.bps() / port.link().rateBps());
            }
        });
        double most = loads.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
        List<Port> tied = loads.keySet().stream().filter(p -> most > 0 && loads.get(p) >= most * (1 - 1e-9)).toList();
        // Of a chain of equally loaded ports, the first holds the queue: it passes on no more than its rate, so the ones
        // after it never see more than they can send (a WAN's far end behind the WAN).
        int nearest = tied.stream().mapToInt(hops::get).min().orElse(0);
        return tied.stream().filter(p -> hops.get(p) == nearest)
                .sorted(Comparator.comparingInt((Port p) -> offered.get(p).firstPair()).thenComparing(Port::name)).limit(limit).toList();
    }

    /** Load in bit/s, and the number of the first sender-receiver pair whose traffic makes part of it. */
    private record Flow(double bps, int firstPair) {
        Flow plus(Flow other) {
            return new Flow(bps + other.bps, Math.min(firstPair, other.firstPair));
        }

        Flow split(int ways) {
            return new Flow(bps / ways, firstPair);
        }
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

    /**
     * Adds what {@code atSenders} offer toward {@code address} to every port on the way, hop by hop, split evenly where
     * a switch has several next hops; {@code hops} keeps each port's fewest hops from a sender.
     */
    private static void route(Map<Port, Flow> atSenders, int address, Map<Port, Flow> offered, Map<Port, Integer> hops) {
        Map<Port, Flow> layer = atSenders;
        // Routing tables are loop-free; the bound only guards against a table this class does not expect.
        for (int hop = 0; !layer.isEmpty() && hop <= 64; hop++) {
            Map<Port, Flow> next = new LinkedHashMap<>();
            for (Map.Entry<Port, Flow> e : layer.entrySet()) {
                Port port = e.getKey();
                offered.merge(port, e.getValue(), Flow::plus);
                hops.merge(port, hop, Math::min);
                if (port.peer() instanceof Switch s) {
                    Port[] choices = s.nextHops(address);
                    for (Port choice : choices) {
                        next.merge(choice, e.getValue().split(choices.length), Flow::plus);
                    }
                }
            }
            layer = next;
        }
    }
}
