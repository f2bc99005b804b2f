package org.dclab.ui.editor.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.IntSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.sim.topology.Topologies;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.templates.ScenarioTemplate;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;

/** ELK lays a leaf-spine out in tiers without overlaps, as one undoable command. */
class LayeredLayoutTest {

    @Test
    void laysALeafSpineOutInTiersWithoutOverlapsAndUndoesInOneStep() {
        Network network = ScenarioTemplate.LEAF_SPINE.create("ls", 16).getNetwork();
        for (Node node : network.getNodes()) {
            node.setX(0);
            node.setY(0);
        }
        EditingDomain domain = new AdapterFactoryEditingDomain(new ComposedAdapterFactory(), new BasicCommandStack(), new HashMap<>());

        Command layout = LayeredLayout.prepare(network).command(domain, network);
        assertEquals("Auto-layout", layout.getLabel());
        domain.getCommandStack().execute(layout);

        int lowestSpine = maxY(network, "spine");
        int highestLeaf = minY(network, "leaf");
        assertTrue(lowestSpine < highestLeaf && maxY(network, "leaf") < minY(network, "h"), "spines above leaves above hosts");
        List<Node> nodes = network.getNodes();
        for (int i = 0; i < nodes.size(); i++) {
            Rectangle a = NodeFigure.shapeBounds(nodes.get(i), 0, 0);
            for (int j = i + 1; j < nodes.size(); j++) {
                assertFalse(a.intersects(NodeFigure.shapeBounds(nodes.get(j), 0, 0)),
                        nodes.get(i).getName() + " overlaps " + nodes.get(j).getName());
            }
        }

        Map<Node, Point> after = new HashMap<>();
        nodes.forEach(n -> after.put(n, new Point(n.getX(), n.getY())));
        domain.getCommandStack().undo();
        assertTrue(nodes.stream().allMatch(n -> n.getX() == 0 && n.getY() == 0), "one Undo restores every position");
        assertFalse(domain.getCommandStack().canUndo());
        domain.getCommandStack().redo();
        nodes.forEach(n -> assertEquals(after.get(n), new Point(n.getX(), n.getY())));
    }

    /**
     * A leaf-spine whose 144 hosts stand in one row 8640 px wide, as one drawn by hand may: stacked in racks under
     * their leaves it fits a screen at a readable zoom.
     */
    @Test
    void aWideFabricIsArrangedInRacksNarrowEnoughToRead() {
        Network network = ScenarioTemplate.LEAF_SPINE.create("ls", 16).getNetwork();
        int column = 0;
        for (Node node : network.getNodes()) {
            node.setX(column++ * 60);
        }
        assertTrue(width(network) > 8000);

        LayeredLayout.arrange(network);

        assertTrue(width(network) < 3000, () -> "width " + width(network));
        assertTrue(maxY(network, "spine") < minY(network, "leaf") && maxY(network, "leaf") < minY(network, "h"));
        assertEquals(names(network, "leaf"), sortedByX(network, "leaf"), "leaves left to right in the network's order");
        assertEquals(names(network, "spine"), sortedByX(network, "spine"));
        LayeredLayout.arrange(ScenarioTemplate.EMPTY.create("e", 0).getNetwork());
    }

    /**
     * The shapes a class draws: a star of four hosts, a dumbbell, a tree, a small leaf-spine, two datacenters and the
     * incast star, each laid out so that no link runs across a node it does not join (it would seem to end there) and
     * the two switches of a dumbbell, the two border routers of a WAN, stand side by side.
     */
    @Test
    void noLinkRunsAcrossANodeItDoesNotJoin() {
        Map<String, Network> shapes = new LinkedHashMap<>();
        shapes.put("star", Topologies.star(4, 1_000_000_000L, 1_000_000L, null).getNetwork());
        shapes.put("dumbbell", ScenarioTemplate.DUMBBELL.create("d", 2).getNetwork());
        shapes.put("tree", ScenarioTemplate.TREE.create("t", 2).getNetwork());
        shapes.put("leaf-spine", ScenarioTemplate.LEAF_SPINE.create("l", 2).getNetwork());
        shapes.put("two datacenters", ScenarioTemplate.TWO_DATACENTERS.create("w", 4).getNetwork());
        shapes.put("incast star", ScenarioTemplate.INCAST_STAR.create("i", 16).getNetwork());
        shapes.forEach((shape, network) -> {
            LayeredLayout.arrange(network);
            for (Link link : network.getLinks()) {
                for (Node node : network.getNodes()) {
                    if (node != link.getSource() && node != link.getTarget()) {
                        assertFalse(crosses(link, NodeFigure.shapeBounds(node, 0, 0)),
                                shape + ": " + link.getSource().getName() + " - " + link.getTarget().getName() + " runs across " + node
                                        .getName());
                    }
                }
            }
        });
        assertEquals(y(shapes.get("dumbbell"), "left"), y(shapes.get("dumbbell"), "right"));
        assertEquals(y(shapes.get("two datacenters"), "a-border"), y(shapes.get("two datacenters"), "b-border"));
    }

    private static int y(Network network, String name) {
        return network.getNodes().stream().filter(n -> n.getName().equals(name)).findFirst().orElseThrow().getY();
    }

    /** Whether the straight link passes through {@code box}, sampled every diagram pixel. */
    private static boolean crosses(Link link, Rectangle box) {
        int x1 = link.getSource().getX();
        int y1 = link.getSource().getY();
        int x2 = link.getTarget().getX();
        int y2 = link.getTarget().getY();
        int steps = Math.max(1, Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1)));
        for (int i = 0; i <= steps; i++) {
            if (box.contains(x1 + (x2 - x1) * i / steps, y1 + (y2 - y1) * i / steps)) {
                return true;
            }
        }
        return false;
    }

    private static List<String> names(Network network, String prefix) {
        return network.getNodes().stream().map(Node::getName).filter(n -> n.startsWith(prefix)).toList();
    }

    private static List<String> sortedByX(Network network, String prefix) {
        return network.getNodes().stream().filter(n -> n.getName().startsWith(prefix))
                .sorted(java.util.Comparator.comparingInt(Node::getX)).map(Node::getName).toList();
    }

    private static int width(Network network) {
        IntSummaryStatistics x = network.getNodes().stream().mapToInt(Node::getX).summaryStatistics();
        return x.getMax() - x.getMin();
    }

    private static int maxY(Network network, String prefix) {
        return network.getNodes().stream().filter(n -> n.getName().startsWith(prefix)).mapToInt(Node::getY).max().orElseThrow();
    }

    private static int minY(Network network, String prefix) {
        return network.getNodes().stream().filter(n -> n.getName().startsWith(prefix)).mapToInt(Node::getY).min().orElseThrow();
    }
}
