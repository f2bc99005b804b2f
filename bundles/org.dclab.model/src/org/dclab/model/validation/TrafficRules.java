package org.dclab.model.validation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;

import org.dclab.engine.api.TransportType;

import org.dclab.model.Application;
import org.dclab.model.CbrSource;
import org.dclab.model.TransportSettings;
import org.dclab.model.GeneratedFlows;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.IncastStrategy;
import org.dclab.model.LongFlow;
import org.dclab.model.PoissonBackground;
import org.dclab.model.ShortFlowMix;
import org.dclab.model.transport.CongestionControls;
import org.dclab.model.transport.QueueDisciplines;
import org.dclab.model.validation.ModelTopology.Hop;

/** Rules about applications: their parameters, and whether the network can carry them as configured. */
final class TrafficRules {

    /** How far configured and actual C·D may differ before AIPM's windows are badly sized: a factor of two. */
    private static final double AIPM_BDP_TOLERANCE = 2.0;

    private TrafficRules() {
    }

    record Pair(Host sender, Host receiver) {
    }

    /** The sender-receiver pairs an application connects; random pairs of background traffic are not listed. */
    static List<Pair> pairs(Application app) {
        List<Pair> pairs = new ArrayList<>();
        if (app instanceof LongFlow f) {
            pairs.add(new Pair(f.getSource(), f.getDestination()));
        } else if (app instanceof CbrSource c) {
            pairs.add(new Pair(c.getSource(), c.getDestination()));
        } else if (app instanceof ShortFlowMix m) {
            m.getDestinations().forEach(d -> pairs.add(new Pair(m.getSource(), d)));
        } else if (app instanceof IncastClient i) {
            activeServers(i).forEach(s -> pairs.add(new Pair(s, i.getClient())));
        }
        return pairs;
    }

    static List<Host> activeServers(IncastClient incast) {
        int n = incast.getServerCount() == 0 ? incast.getServers().size() : Math.min(incast.getServerCount(), incast.getServers().size());
        return incast.getServers().subList(0, n);
    }

    static void application(Application app, ModelTopology topology, Report report) {
        if (app instanceof GeneratedFlows g) {
            String problem = SizeClassBounds.problem(g);
            if (problem != null) {
                report.error(g, problem);
            }
        }
        if (app instanceof ShortFlowMix m) {
            shortFlows(m, report);
        }
        if (app instanceof PoissonBackground p) {
            background(p, topology, report);
        }
        if (app instanceof IncastClient i) {
            incast(i, report);
        }
        for (Pair pair : pairs(app)) {
            if (pair.sender() == null || pair.receiver() == null) {
                return;
            }
            if (pair.sender() == pair.receiver()) {
                report.error(app, "host " + pair.sender().getName() + " would send to itself; pick two different hosts");
                return;
            }
        }
        routes(app, topology, report);
    }

    private static void shortFlows(ShortFlowMix m, Report report) {
        if (m.getMinSizeBytes() > m.getMaxSizeBytes()) {
            report.error(m, "sizes " + m.getMinSizeBytes() + "-" + m.getMaxSizeBytes()
                    + " B are not a range; make minSizeBytes at most maxSizeBytes, e.g. 10240-51200");
        }
        overload(m, m.getLoad(), "the source's link", report);
    }

    /** A load above 1 runs, for overload studies; it is said so that nobody overloads a network by a typo. */
    private static void overload(Application app, double load, String capacity, Report report) {
        if (load > 1) {
            report.warning(app, "load " + load + " is more than " + capacity + " can carry, so flows pile up and the network "
                    + "is overloaded; meant for overload studies, otherwise use a load of at most 1");
        }
    }

    private static void background(PoissonBackground p, ModelTopology topology, Report report) {
        if (FlowSizeCdfs.hasPoints(p)) {
            String problem = FlowSizeCdfs.pointsProblem(p);
            if (problem != null) {
                report.error(p, "cdfPoints: " + problem);
            }
        } else if (p.getCdf() == null || p.getCdf().isBlank()) {
            report.error(p, "no flow-size distribution; set cdf, e.g. datamining or websearch, or give its points in cdfPoints");
        }
        overload(p, p.getLoad(), "the sources' links", report);
        boolean sources = !p.getSources().isEmpty();
        boolean destinations = !p.getDestinations().isEmpty();
        if ((sources || destinations) && !p.getHosts().isEmpty()) {
            report.error(p, "lists hosts and also sources or destinations; use hosts for flows among one pool, or sources and"
                    + " destinations for flows from one pool to the other, not both");
            return;
        }
        if (sources != destinations) {
            report.error(p, sources ? "has sources but no destinations; list the hosts its flows go to in destinations"
                    : "has destinations but no sources; list the hosts its flows start at in sources");
            return;
        }
        BackgroundPools pools = BackgroundPools.of(p);
        if (!sources) {
            onePool(p, pools.sources(), topology, report);
            return;
        }
        if (pools.sources().size() == 1 && pools.destinations().equals(pools.sources())) {
            report.error(p, "host " + pools.sources().get(0).getName() + " would send to itself; add another destination");
            return;
        }
        // Every source must reach a destination and every destination be reached; one route each keeps this linear.
        for (Host source : pools.sources()) {
            Host destination = other(pools.destinations(), source);
            if (topology.path(source, destination) == null) {
                report.error(p, "source " + source.getName() + " has no route to destination " + destination.getName()
                        + "; add links joining them or remove it from sources");
                return;
            }
        }
        for (Host destination : pools.destinations()) {
            Host source = other(pools.sources(), destination);
            if (topology.path(source, destination) == null) {
                report.error(p, "destination " + destination.getName() + " has no route from source " + source.getName()
                        + "; add links joining them or remove it from destinations");
                return;
            }
        }
    }

    /** The first host of {@code pool} that is not {@code host}, or {@code host} when it is the pool's only one. */
    private static Host other(List<Host> pool, Host host) {
        return pool.stream().filter(h -> h != host).findFirst().orElse(host);
    }

    private static void onePool(PoissonBackground p, List<Host> hosts, ModelTopology topology, Report report) {
        if (hosts.size() < 2) {
            report.error(p, "has " + hosts.size() + " hosts; background flows need at least two");
            return;
        }
        for (Host other : hosts.subList(1, hosts.size())) {
            if (topology.path(hosts.get(0), other) == null) {
                report.error(p, "host " + hosts.get(0).getName() + " has no route to its peer " + other.getName()
                        + "; add links joining them");
                return;
            }
        }
    }

    private static void incast(IncastClient i, Report report) {
        if (i.getClient() != null && i.getServers().contains(i.getClient())) {
            report.error(i, "the client " + i.getClient().getName() + " is also one of its servers; remove it from servers");
        }
        if (new HashSet<>(i.getServers()).size() != i.getServers().size()) {
            report.error(i, "a server is listed twice; list every server once");
        }
        if (i.getServerCount() < 0 || i.getServerCount() > i.getServers().size()) {
            report.error(i, "serverCount is " + i.getServerCount() + " but " + i.getServers().size()
                    + " servers are listed; use 0 (all) to " + i.getServers().size() + ", or list more servers");
        }
        int active = activeServers(i).size();
        if (i.getBlockBytes() > 0 && i.getBlockBytes() < active) {
            report.error(i, "blockBytes " + i.getBlockBytes() + " is fewer than the " + active + " servers that share each block;"
                    + " give every server a byte at least, or set blockBytes=\"0\" to send sruBytes from each");
        }
    }

    private static void routes(Application app, ModelTopology topology, Report report) {
        boolean ecnWarned = false;
        for (Pair pair : pairs(app)) {
            List<Hop> path = topology.path(pair.sender(), pair.receiver());
            if (path == null) {
                report.error(app, "host " + pair.sender().getName() + " has no route to its peer " + pair.receiver().getName()
                        + "; add links joining them through switches");
                return;
            }
            if (!ecnWarned) {
                ecnWarned = ecnSenderBehindNonMarkingPorts(app, pair, path, report);
            }
        }
        if (app instanceof IncastClient incast && incast.getStrategy() == IncastStrategy.AIPM && !pairs(app).isEmpty()) {
            aipmBandwidthDelay(incast, topology.path(pairs(app).get(0).sender(), incast.getClient()), report);
        }
    }

    private static boolean ecnSenderBehindNonMarkingPorts(Application app, Pair pair, List<Hop> path, Report report) {
        TransportSettings transport = EffectiveSettings.transport(app, pair.sender());
        String cc = transport.getCongestionControl();
        if (!CongestionControls.find(transport).map(TransportType::keepsAlpha).orElse(false)) {
            return false;
        }
        for (Hop hop : path) {
            if (EffectiveSettings.marksEcn(EffectiveSettings.queue(hop.from(), hop.link()))) {
                return false;
            }
        }
        report.warning(app, cc + " sender " + pair.sender().getName() + " reaches " + pair.receiver().getName()
                + " only through ports that never mark CE, so it falls back to reacting to loss; give the bottleneck port "
                + QueueDisciplines.markingChoices());
        return true;
    }

    private static void aipmBandwidthDelay(IncastClient incast, List<Hop> path, Report report) {
        if (path == null || path.isEmpty() || incast.getCapacityBps() <= 0 || incast.getPropagationRttPs() <= 0) {
            return;
        }
        double configured = bdpBytes(incast.getCapacityBps(), incast.getPropagationRttPs());
        long pathBps = ModelTopology.bottleneckBps(path);
        long pathRttPs = ModelTopology.propagationRttPs(path);
        double actual = bdpBytes(pathBps, pathRttPs);
        if (configured > actual * AIPM_BDP_TOLERANCE || configured * AIPM_BDP_TOLERANCE < actual) {
            report.warning(incast, String.format(Locale.ROOT,
                    "AIPM's configured C·D is %.0f B (%s × %s) but the path from %s is %.0f B (%s × %s); "
                            + "set capacityBps=\"%d\" and propagationRttPs=\"%d\"",
                    configured, rate(incast.getCapacityBps()), time(incast.getPropagationRttPs()), path.get(0).from().getName(),
                    actual, rate(pathBps), time(pathRttPs), pathBps, pathRttPs));
        }
    }

    private static double bdpBytes(long bps, long rttPs) {
        return bps / 8.0 * rttPs / 1e12;
    }

    private static String rate(long bps) {
        return String.format(Locale.ROOT, "%.3g Gbit/s", bps / 1e9);
    }

    private static String time(long ps) {
        return String.format(Locale.ROOT, "%.3g µs", ps / 1e6);
    }
}
