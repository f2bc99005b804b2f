package org.dclab.ui.editor.layout;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.ui.editor.commands.DiagramCommands;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.tools.Snapping;
import org.eclipse.elk.alg.layered.LayeredLayoutProvider;
import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.alg.layered.options.OrderingStrategy;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/**
 * Auto-layout with ELK's layered algorithm, top to bottom, which suits datacenter fabrics: every link is given to ELK
 * as running from core to edge (spine to leaf to host), so layers become tiers. A link is a full-duplex cable whose
 * source and target say nothing about tiers (generators and users draw them either way), so the direction comes from
 * the topology instead: the end farther from any host is the upper one.
 *
 * <p>Hosts hanging off a single switch or router are not given to ELK: each switch's ELK node is made big enough for
 * its {@link Racks rack}, which is then placed beneath it. Links between two nodes of one tier are not given to ELK
 * either: the two sit side by side (a dumbbell's switches, two datacenters' border routers), where ELK would stack
 * one above the other with their link running down through the upper one's rack.
 *
 * <p>Work is split so the UI never waits for ELK: {@link #prepare} copies what the layout needs out of the model on
 * the UI thread, {@link Prepared#run} may run in a background job, and {@link Prepared#command} turns the result into
 * one undoable command back on the UI thread.
 */
public final class LayeredLayout {

    private static final int MARGIN = 60;

    static {
        // Outside a running Eclipse nobody reads ELK's extension points: the metadata service must be created (it
        // registers ELK's option types for cloning) and told about the layered algorithm by hand.
        LayoutMetaDataService.getInstance().registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
    }

    private LayeredLayout() {
    }

    /** A layout graph detached from the model, safe to lay out on any thread. */
    public static final class Prepared {
        private final ElkNode graph;
        private final Map<Node, ElkNode> nodes;
        private final Racks racks;
        private Map<Node, Point> centres;

        private Prepared(ElkNode graph, Map<Node, ElkNode> nodes, Racks racks) {
            this.graph = graph;
            this.nodes = nodes;
            this.racks = racks;
        }

        /** Runs ELK; returns the new centre of every node. */
        public Map<Node, Point> run() {
            new LayeredLayoutProvider().layout(graph, new BasicProgressMonitor());
            Map<Node, Point> result = new LinkedHashMap<>();
            nodes.forEach((node, elk) -> {
                int centreX = (int) (MARGIN + elk.getX() + elk.getWidth() / 2);
                int top = (int) (MARGIN + elk.getY());
                Point size = NodeFigure.shapeSize(node);
                result.put(node, new Point(Snapping.snap(centreX), Snapping.snap(top + size.y / 2.0)));
                racks.place(node, centreX, top + size.y / 2, result);
            });
            spreadUpperTiers(result);
            centres = result;
            return result;
        }

        /**
         * ELK packs a layer of small nodes to the left above a wide one: a leaf-spine's four spines stood clumped over its
         * first leaves. A layer of two or more nodes without racks (spines, border routers) narrower than half the drawing
         * is spread evenly across the drawing's width, in its order, so every link to the tier below fans out alike.
         */
        private void spreadUpperTiers(Map<Node, Point> result) {
            int left = result.values().stream().mapToInt(p -> p.x).min().orElse(0);
            int right = result.values().stream().mapToInt(p -> p.x).max().orElse(0);
            Map<Integer, List<Node>> layers = new java.util.TreeMap<>();
            nodes.forEach((node, elk) -> {
                if (racks.size(node).y == 0) {
                    layers.computeIfAbsent((int) Math.round(elk.getY()), y -> new ArrayList<>()).add(node);
                }
            });
            for (List<Node> layer : layers.values()) {
                layer.sort(java.util.Comparator.comparingInt(n -> result.get(n).x));
                int span = result.get(layer.get(layer.size() - 1)).x - result.get(layer.get(0)).x;
                if (layer.size() < 2 || span * 2 >= right - left) {
                    continue;
                }
                double step = (right - left) / (double) layer.size();
                for (int i = 0; i < layer.size(); i++) {
                    Point at = result.get(layer.get(i));
                    result.put(layer.get(i), new Point(Snapping.snap((int) Math.round(left + step * (i + 0.5))), at.y));
                }
            }
        }

        /** One command moving the nodes still in {@code network} to their laid-out places. */
        public Command command(EditingDomain domain, Network network) {
            Map<Node, Point> targets = new LinkedHashMap<>(centres == null ? run() : centres);
            targets.keySet().removeIf(node -> node.eContainer() != network);
            CompoundCommand layout = new Arrangement();
            layout.append(DiagramCommands.move(domain, targets));
            return layout;
        }
    }

    /** The command of an auto-layout: it moves every node, so the canvas shows the whole drawing after it, its Undo and Redo. */
    private static final class Arrangement extends CompoundCommand {
        Arrangement() {
            super("Auto-layout");
        }
    }

    /** Whether {@code command} is an auto-layout, which moves every node at once. */
    public static boolean isLayout(Command command) {
        return command instanceof Arrangement;
    }

    /**
     * Lays out a network that no editor shows yet, such as a new scenario before it is saved: positions are set
     * directly, as there is nothing to undo.
     */
    public static void arrange(Network network) {
        prepare(network).run().forEach((node, centre) -> {
            node.setX(centre.x);
            node.setY(centre.y);
        });
    }

    /** Copies the network's nodes (with the sizes they are drawn at) and links into an ELK graph. UI thread. */
    public static Prepared prepare(Network network) {
        Racks racks = Racks.of(network);
        ElkNode root = ElkGraphUtil.createGraph();
        root.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        root.setProperty(CoreOptions.DIRECTION, Direction.DOWN);
        root.setProperty(CoreOptions.PADDING, new ElkPadding(0));
        root.setProperty(LayeredOptions.SPACING_NODE_NODE, 24.0);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, 90.0);
        // One layered drawing for all, not one per connected component: the two ends of a link between nodes of one
        // tier, left out below, then stand in one layer side by side, where ELK would pack two components one above
        // the other.
        root.setProperty(LayeredOptions.SEPARATE_CONNECTED_COMPONENTS, false);
        // Where crossings tie (a full spine-leaf mesh crosses the same whatever the order), keep the network's own
        // order, so leaf0..leaf8 read left to right as they do in the Outline.
        root.setProperty(LayeredOptions.CONSIDER_MODEL_ORDER_STRATEGY, OrderingStrategy.NODES_AND_EDGES);
        Map<Node, ElkNode> nodes = new LinkedHashMap<>();
        for (Node node : network.getNodes()) {
            if (racks.isRacked(node)) {
                continue;
            }
            ElkNode elk = ElkGraphUtil.createNode(root);
            Rectangle bounds = NodeFigure.paintBounds(node, 0, 0);
            Point rack = racks.size(node);
            Point shape = NodeFigure.shapeSize(node);
            int height = rack.y == 0 ? bounds.height : shape.y + rack.y;
            elk.setDimensions(Math.max(bounds.width, rack.x), height);
            elk.setIdentifier(node.getName());
            nodes.put(node, elk);
        }
        Map<Node, Integer> hops = hopsFromHosts(network);
        for (Link link : network.getLinks()) {
            int sourceHops = hops.getOrDefault(link.getSource(), 0);
            int targetHops = hops.getOrDefault(link.getTarget(), 0);
            if (sourceHops == targetHops) {
                continue;
            }
            boolean upward = sourceHops < targetHops;
            ElkNode upper = nodes.get(upward ? link.getTarget() : link.getSource());
            ElkNode lower = nodes.get(upward ? link.getSource() : link.getTarget());
            if (upper != null && lower != null && upper != lower) {
                ElkGraphUtil.createSimpleEdge(upper, lower);
            }
        }
        return new Prepared(root, nodes, racks);
    }

    /** Each node's distance in links to the nearest host (hosts 0, leaves 1, spines 2); a breadth-first search from all hosts. */
    private static Map<Node, Integer> hopsFromHosts(Network network) {
        Map<Node, List<Node>> neighbours = new HashMap<>();
        for (Link link : network.getLinks()) {
            if (link.getSource() != null && link.getTarget() != null) {
                neighbours.computeIfAbsent(link.getSource(), n -> new ArrayList<>()).add(link.getTarget());
                neighbours.computeIfAbsent(link.getTarget(), n -> new ArrayList<>()).add(link.getSource());
            }
        }
        Map<Node, Integer> hops = new HashMap<>();
        ArrayDeque<Node> queue = new ArrayDeque<>();
        network.getNodes().stream().filter(Host.class::isInstance).forEach(host -> {
            hops.put(host, 0);
            queue.add(host);
        });
        while (!queue.isEmpty()) {
            Node node = queue.poll();
            for (Node next : neighbours.getOrDefault(node, List.of())) {
                if (hops.putIfAbsent(next, hops.get(node) + 1) == null) {
                    queue.add(next);
                }
            }
        }
        return hops;
    }
}
