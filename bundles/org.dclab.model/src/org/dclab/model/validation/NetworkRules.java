package org.dclab.model.validation;

import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.NamedElement;
import org.dclab.model.Network;
import org.dclab.model.Scenario;
import org.dclab.model.internal.resource.OneLine;
import org.eclipse.emf.ecore.EObject;

/** Rules about the scenario as a whole, links and hosts; their numbers are checked by {@link RangeRules}. */
final class NetworkRules {

    private NetworkRules() {
    }

    static void scenario(Scenario scenario, Report report) {
        if (scenario.getNetwork() == null) {
            report.error(scenario, "has no network; add a <network> with hosts, switches and links");
        }
        uniqueNames(scenario, report);
    }

    /** Names are IDs in files and handles on command lines, so two elements may never share one. */
    private static void uniqueNames(Scenario scenario, Report report) {
        Map<String, EObject> seen = new HashMap<>();
        seen.put(scenario.getName(), scenario);
        for (Iterator<EObject> it = scenario.eAllContents(); it.hasNext();) {
            EObject element = it.next();
            if (element instanceof NamedElement named && named.getName() != null) {
                EObject first = seen.putIfAbsent(named.getName(), element);
                if (first != null) {
                    report.error(element, "duplicate name '" + OneLine.of(named.getName()) + "', also used by " + Labels.of(first)
                            + "; give every element its own name");
                }
            }
        }
    }

    static void link(Link link, Report report) {
        if (link.getSource() == null || link.getTarget() == null) {
            report.error(link, (link.getSource() == null ? "source" : "target")
                    + " is not set, so the link connects to nothing; connect both ends to nodes or delete the link");
        } else if (link.getSource() == link.getTarget()) {
            report.error(link, "both ends are " + link.getSource().getName() + "; connect it to another node");
        }
    }

    /** The engine runs a network only when every host can reach every other. */
    static void reachability(Network network, ModelTopology topology, Report report) {
        List<Host> hosts = network.getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast).toList();
        Host[] unreachable = topology.firstUnreachable(hosts);
        if (unreachable != null) {
            report.error(unreachable[0], "cannot reach host " + unreachable[1].getName() + ": no path through switches; add links "
                    + "joining their parts of the network");
        }
    }

    /** The engine gives a host one network interface. */
    static void host(Host host, ModelTopology topology, Report report) {
        int links = topology.linksOf(host).size();
        if (links == 0) {
            report.error(host, "is not connected; link it to a switch");
        } else if (links > 1) {
            report.error(host, "has " + links
                    + " links, but a host has one network interface; keep one and connect the others to a switch");
        }
    }

}
