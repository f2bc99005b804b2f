package org.dclab.ui.editor.parts;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.ui.editor.figures.LinkFigure;
import org.dclab.ui.editor.figures.NodeFigure;
import org.eclipse.emf.ecore.EObject;

/** Maps any element of a network to what the canvas draws for it, and a point of the diagram to what is drawn there. */
public final class DiagramElements {

    private DiagramElements() {
    }

    /**
     * The node or link that shows {@code element} on the canvas: itself, or for a queue or transport setting the node
     * or link that contains it. Null for elements outside a network or already removed from it.
     */
    public static EObject owner(EObject element) {
        for (EObject e = element; e != null; e = e.eContainer()) {
            if ((e instanceof Node || e instanceof Link) && e.eContainer() instanceof Network) {
                return e;
            }
        }
        return null;
    }

    /**
     * The nodes and links whose drawing a change to {@code notifiers} alters: their owners, and the links of any node
     * among them, since a link is drawn from its ends.
     */
    public static Set<EObject> drawnDifferently(Set<Object> notifiers, Network network) {
        Set<EObject> elements = new LinkedHashSet<>();
        boolean nodesChanged = false;
        for (Object notifier : notifiers) {
            EObject owner = notifier instanceof EObject e ? owner(e) : null;
            if (owner != null) {
                elements.add(owner);
                nodesChanged |= owner instanceof Node;
            }
        }
        if (nodesChanged) {
            for (Link link : network.getLinks()) {
                if (elements.contains(link.getSource()) || elements.contains(link.getTarget())) {
                    elements.add(link);
                }
            }
        }
        return elements;
    }

    /** The topmost node whose shape contains diagram point (x, y), or null. */
    public static Node nodeAt(Network network, double x, double y) {
        List<Node> nodes = network.getNodes();
        for (int i = nodes.size() - 1; i >= 0; i--) {
            if (NodeFigure.shapeBounds(nodes.get(i), 0, 0).contains((int) Math.round(x), (int) Math.round(y))) {
                return nodes.get(i);
            }
        }
        return null;
    }

    /** The link nearest to diagram point (x, y) no farther than {@code tolerance} (diagram units), or null. */
    public static Link linkAt(Network network, double x, double y, double tolerance) {
        double nearestDistance = tolerance;
        Link nearest = null;
        for (Link link : network.getLinks()) {
            double distance = LinkFigure.distance(link, x, y);
            if (distance <= nearestDistance) {
                nearestDistance = distance;
                nearest = link;
            }
        }
        return nearest;
    }
}
