package org.dclab.ui.inspect;

import java.util.ArrayList;
import java.util.List;

import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.sim.live.QueuePort;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;

/**
 * What the inspector looks at, from a workbench selection: one port's queue (a queue bar picked on the canvas), or
 * the ports of a node or of a link, summed up one line each.
 *
 * @param scenario    the scenario the element belongs to, whose live run is looked into
 * @param scenarioUri the scenario file's URI, under which its live run is shown
 * @param title       what is inspected, in words: "port left → right", "node left", "link left-right"
 * @param port        the port whose queue is looked into, "from->to", or null for a summary of {@code ports}
 * @param ports       the ports summed up, "from->to" each (the one port for a port)
 * @param element     the node or link looked into (a port's link)
 */
public record InspectedTarget(Scenario scenario, String scenarioUri, String title, String port, List<String> ports, EObject element) {

    public InspectedTarget {
        ports = List.copyOf(ports);
    }

    /** The target of {@code selection}, or null when it holds no port, node or link of a saved scenario. */
    public static InspectedTarget of(ISelection selection) {
        if (!(selection instanceof IStructuredSelection structured)) {
            return null;
        }
        for (Object element : structured.toList()) {
            if (element instanceof QueuePort port) {
                return of(port.link(), port.portName(), "port " + port.at().getName() + " \u2192 " + port.peer().getName(),
                        List.of(port.portName()));
            }
        }
        for (Object element : structured.toList()) {
            Node node = Adapters.adapt(element, Node.class);
            if (node != null && node.getName() != null) {
                return of(node, null, "node " + node.getName(), portsOf(node));
            }
            Link link = Adapters.adapt(element, Link.class);
            if (link != null && link.getSource() != null && link.getTarget() != null) {
                String a = link.getSource().getName();
                String b = link.getTarget().getName();
                return of(link, null, "link " + a + " \u2013 " + b, List.of(a + "->" + b, b + "->" + a));
            }
        }
        return null;
    }

    private static InspectedTarget of(EObject element, String port, String title, List<String> ports) {
        if (!(EcoreUtil.getRootContainer(element) instanceof Scenario scenario) || scenario.eResource() == null
                || scenario.eResource().getURI() == null) {
            return null;
        }
        return new InspectedTarget(scenario, scenario.eResource().getURI().toString(), title, port, ports, element);
    }

    /** The egress ports of {@code node}, one per link, toward each neighbour. */
    private static List<String> portsOf(Node node) {
        List<String> ports = new ArrayList<>();
        if (node.eContainer() instanceof org.dclab.model.Network network) {
            for (Link link : network.getLinks()) {
                Node peer = link.getSource() == node ? link.getTarget() : link.getTarget() == node ? link.getSource() : null;
                if (peer != null && peer.getName() != null) {
                    ports.add(node.getName() + "->" + peer.getName());
                }
            }
        }
        return ports;
    }

    /**
     * Whether what is looked at is no longer there: the element was deleted from its scenario, or the scenario's
     * editor let it go (closed, or the file reloaded), so showing it would show what nobody has open.
     */
    public boolean isGone() {
        return scenario.eResource() == null || EcoreUtil.getRootContainer(element) != scenario || element.eContainer() == null;
    }

    /** Whether {@code other} looks at the same thing, so the view keeps its picture. */
    public boolean sameAs(InspectedTarget other) {
        return other != null && scenarioUri.equals(other.scenarioUri) && title.equals(other.title) && ports.equals(other.ports);
    }
}
