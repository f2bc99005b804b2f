package org.dclab.ui.editor.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.DclabPackage.Literals;
import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.model.Switch;
import org.dclab.ui.editor.templates.ScenarioTemplate;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.swt.graphics.Point;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Every gesture is one command: undoing it once restores the model exactly. */
class DiagramCommandsTest {

    private EditingDomain domain;
    private Network network;

    @BeforeEach
    void emptyScenario() {
        domain = new AdapterFactoryEditingDomain(new ComposedAdapterFactory(), new BasicCommandStack(), new HashMap<>());
        network = ScenarioTemplate.EMPTY.create("t", 0).getNetwork();
    }

    private void run(Command command) {
        assertTrue(command.canExecute(), () -> command.getLabel() + " cannot execute");
        domain.getCommandStack().execute(command);
    }

    @Test
    void createsUniquelyNamedNodesAndLinksAndUndoesThem() {
        run(DiagramCommands.createNode(domain, network, Literals.HOST, 100, 100));
        run(DiagramCommands.createNode(domain, network, Literals.HOST, 200, 100));
        run(DiagramCommands.createNode(domain, network, Literals.SWITCH, 150, 200));
        assertEquals(List.of("h1", "h2", "s1"), network.getNodes().stream().map(Node::getName).toList());

        Node h1 = network.getNodes().get(0);
        Node s1 = network.getNodes().get(2);
        run(DiagramCommands.createLink(domain, network, h1, s1));
        Link link = network.getLinks().get(0);
        assertEquals("l1", link.getName());
        assertSame(h1, link.getSource());
        assertEquals(10_000_000_000L, link.getRateBps());

        domain.getCommandStack().undo();
        assertTrue(network.getLinks().isEmpty());
        domain.getCommandStack().redo();
        assertSame(link, network.getLinks().get(0));
    }

    @Test
    void refusesSelfLinks() {
        run(DiagramCommands.createNode(domain, network, Literals.HOST, 0, 0));
        Node h1 = network.getNodes().get(0);
        assertFalse(DiagramCommands.createLink(domain, network, h1, h1).canExecute());
    }

    @Test
    void deletingANodeRemovesItsLinksInTheSameCommand() {
        Network leafSpine = ScenarioTemplate.LEAF_SPINE.create("ls", 2).getNetwork();
        Node leaf = leafSpine.getNodes().stream().filter(n -> n.getName().equals("leaf1")).findFirst().orElseThrow();
        long attached = leafSpine.getLinks().stream().filter(l -> l.getSource() == leaf || l.getTarget() == leaf).count();
        assertEquals(4 + 2, attached, "4 spines and 2 hosts");
        int nodes = leafSpine.getNodes().size();
        int links = leafSpine.getLinks().size();

        run(DiagramCommands.delete(domain, leafSpine, List.of(leaf)));
        assertEquals(nodes - 1, leafSpine.getNodes().size());
        assertEquals(links - attached, leafSpine.getLinks().size());
        assertTrue(leafSpine.getLinks().stream().noneMatch(l -> l.getSource() == leaf || l.getTarget() == leaf));

        domain.getCommandStack().undo();
        assertEquals(nodes, leafSpine.getNodes().size());
        assertEquals(links, leafSpine.getLinks().size());
        assertFalse(domain.getCommandStack().canUndo(), "one gesture, one command");
    }

    @Test
    void aMultiNodeMoveIsOneCommand() {
        run(DiagramCommands.createNode(domain, network, Literals.HOST, 100, 100));
        run(DiagramCommands.createNode(domain, network, Literals.ROUTER, 300, 100));
        Node a = network.getNodes().get(0);
        Node b = network.getNodes().get(1);
        Map<Node, Point> targets = new HashMap<>(Map.of(a, new Point(130, 140), b, new Point(330, 140)));
        run(DiagramCommands.move(domain, targets));
        assertEquals(new Point(130, 140), new Point(a.getX(), a.getY()));
        assertEquals(new Point(330, 140), new Point(b.getX(), b.getY()));

        domain.getCommandStack().undo();
        assertEquals(new Point(100, 100), new Point(a.getX(), a.getY()));
        assertEquals(new Point(300, 100), new Point(b.getX(), b.getY()));
    }

    @Test
    void pasteCopiesNodesWithTheirLinksUnderFreshNames() {
        Network dumbbell = ScenarioTemplate.DUMBBELL.create("d", 2).getNetwork();
        List<EObject> switches = List.copyOf(dumbbell.getNodes().stream().filter(Switch.class::isInstance).toList());
        DiagramClipboard clipboard = new DiagramClipboard();
        assertTrue(clipboard.copy(switches));
        int nodes = dumbbell.getNodes().size();
        int links = dumbbell.getLinks().size();

        List<EObject> copies = clipboard.copiesForPaste();
        run(DiagramCommands.paste(domain, dumbbell, copies, 20, 20));
        assertEquals(nodes + 2, dumbbell.getNodes().size());
        assertEquals(links + 1, dumbbell.getLinks().size(), "the left-right link comes along, host links do not");
        Link pastedLink = (Link) copies.get(2);
        assertTrue(copies.contains(pastedLink.getSource()) && copies.contains(pastedLink.getTarget()));
        assertNotEquals("left", ((Node) copies.get(0)).getName());
        assertEquals(dumbbell.getNodes().stream().map(Node::getName).distinct().count(), dumbbell.getNodes().size());
    }
}
