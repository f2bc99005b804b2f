package org.dclab.ui.editor.commands;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

import org.dclab.model.DclabFactory;
import org.dclab.model.DclabPackage.Literals;
import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.common.command.UnexecutableCommand;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.swt.graphics.Point;

/**
 * The commands behind the editor's gestures. Each method returns one command for one gesture, so that a single
 * Undo takes back everything the gesture did: all nodes of a multi-node move, a node together with its links.
 */
public final class DiagramCommands {

    private DiagramCommands() {
    }

    /** Adds a new node of {@code kind} (Host, Switch or Router) centred at diagram position (x, y). */
    public static Command createNode(EditingDomain domain, Network network, EClass kind, int x, int y) {
        Node node = (Node) DclabFactory.eINSTANCE.create(kind);
        node.setName(NodeNames.of(network).next(NodeNames.prefixFor(kind)));
        node.setX(x);
        node.setY(y);
        Command add = AddCommand.create(domain, network, Literals.NETWORK__NODES, node);
        return labelled("Create " + node.getName(), add);
    }

    /** Connects two distinct nodes with a link at the model's default rate and delay. */
    public static Command createLink(EditingDomain domain, Network network, Node source, Node target) {
        if (source == null || target == null || source == target) {
            return UnexecutableCommand.INSTANCE;
        }
        Link link = DclabFactory.eINSTANCE.createLink();
        link.setName(NodeNames.of(network).next(NodeNames.prefixFor(Literals.LINK)));
        link.setSource(source);
        link.setTarget(target);
        Command add = AddCommand.create(domain, network, Literals.NETWORK__LINKS, link);
        return labelled("Connect " + source.getName() + " to " + target.getName(), add);
    }

    /** Moves every node to its new centre as one command; nodes already there are left out. */
    public static Command move(EditingDomain domain, Map<Node, Point> newCentres) {
        CompoundCommand move = new CompoundCommand(newCentres.size() == 1 ? "Move node" : "Move " + newCentres.size() + " nodes");
        newCentres.forEach((node, p) -> {
            if (node.getX() != p.x) {
                move.append(SetCommand.create(domain, node, Literals.NODE__X, p.x));
            }
            if (node.getY() != p.y) {
                move.append(SetCommand.create(domain, node, Literals.NODE__Y, p.y));
            }
        });
        return move.isEmpty() ? UnexecutableCommand.INSTANCE : move;
    }

    /**
     * Deletes the given nodes and links, and with them whatever would be left pointing at them (see {@link Deletion}):
     * a node's links, the applications that need it, probes and sweeps of what goes.
     */
    public static Command delete(EditingDomain domain, Network network, Collection<? extends EObject> elements) {
        if (!(EcoreUtil.getRootContainer(network) instanceof Scenario scenario)) {
            return UnexecutableCommand.INSTANCE;
        }
        return Deletion.of(scenario, elements).command(domain);
    }

    /**
     * Adds copies of nodes and links (as made by {@link DiagramClipboard}) shifted by (dx, dy), renamed where their
     * names are taken. Returns the command; the pasted elements are {@code copies} themselves.
     */
    public static Command paste(EditingDomain domain, Network network, List<EObject> copies, int dx, int dy) {
        NodeNames names = NodeNames.of(network);
        List<Node> nodes = new ArrayList<>();
        List<Link> links = new ArrayList<>();
        for (EObject copy : copies) {
            if (copy instanceof Node node) {
                node.setName(names.fresh(node.getName()));
                node.setX(node.getX() + dx);
                node.setY(node.getY() + dy);
                nodes.add(node);
            } else if (copy instanceof Link link) {
                link.setName(names.fresh(link.getName()));
                links.add(link);
            }
        }
        if (nodes.isEmpty()) {
            return UnexecutableCommand.INSTANCE;
        }
        CompoundCommand paste = new CompoundCommand("Paste " + nodes.size() + (nodes.size() == 1 ? " node" : " nodes"));
        paste.append(AddCommand.create(domain, network, Literals.NETWORK__NODES, nodes));
        if (!links.isEmpty()) {
            paste.append(AddCommand.create(domain, network, Literals.NETWORK__LINKS, links));
        }
        return paste;
    }

    private static Command labelled(String label, Command command) {
        CompoundCommand compound = new CompoundCommand(label);
        compound.append(command);
        return compound;
    }
}
