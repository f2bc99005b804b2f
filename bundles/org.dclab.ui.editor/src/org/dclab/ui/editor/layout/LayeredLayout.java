package org.dclab.ui.editor.layout;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
 * <p>Hosts hanging off a single switch or router (a rack) are not given to ELK: in one layer, the 144 hosts of a
 * leaf-spine would make a strip 9000 pixels wide. Instead each switch's ELK node is made big enough for a compact block
 * of its hosts, which are then placed in rows beneath it.
 *
 * <p>Work is split so the UI never waits for ELK: {@link #prepare} copies what the layout needs out of the model on
 * the UI thread, {@link Prepared#run} may run in a background job, and {@link Prepared#command} turns the result into
 * one undoable command back on the UI thread.
 */
public final class LayeredLayout {

	private static final int MARGIN = 60;
	private static final int RACK_GAP = 50;
	private static final int RACK_CELL_WIDTH = 60;
	private static final int RACK_CELL_HEIGHT = 60;

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
		private final Map<Node, List<Host>> racks;
		private Map<Node, Point> centres;

		private Prepared(ElkNode graph, Map<Node, ElkNode> nodes, Map<Node, List<Host>> racks) {
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
				List<Host> rack = racks.get(node);
				if (rack != null) {
					placeRack(rack, centreX, top + size.y + NodeFigure.LABEL_HEIGHT + RACK_GAP, result);
				}
			});
			centres = result;
			return result;
		}

		/** One command moving the nodes still in {@code network} to their laid-out places. */
		public Command command(EditingDomain domain, Network network) {
			Map<Node, Point> targets = new LinkedHashMap<>(centres == null ? run() : centres);
			targets.keySet().removeIf(node -> node.eContainer() != network);
			CompoundCommand layout = new CompoundCommand("Auto-layout");
			layout.append(DiagramCommands.move(domain, targets));
			return layout;
		}
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
		Map<Node, List<Host>> racks = racks(network);
		Set<Node> racked = new HashSet<>();
		racks.values().forEach(racked::addAll);
		ElkNode root = ElkGraphUtil.createGraph();
		root.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
		root.setProperty(CoreOptions.DIRECTION, Direction.DOWN);
		root.setProperty(CoreOptions.PADDING, new ElkPadding(0));
		root.setProperty(LayeredOptions.SPACING_NODE_NODE, 24.0);
		root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, 90.0);
		root.setProperty(LayeredOptions.SEPARATE_CONNECTED_COMPONENTS, true);
		// Where crossings tie (a full spine-leaf mesh crosses the same whatever the order), keep the network's own
		// order, so leaf0..leaf8 read left to right as they do in the Outline.
		root.setProperty(LayeredOptions.CONSIDER_MODEL_ORDER_STRATEGY, OrderingStrategy.NODES_AND_EDGES);
		Map<Node, ElkNode> nodes = new LinkedHashMap<>();
		for (Node node : network.getNodes()) {
			if (racked.contains(node)) {
				continue;
			}
			ElkNode elk = ElkGraphUtil.createNode(root);
			Rectangle bounds = NodeFigure.paintBounds(node, 0, 0);
			Point rack = rackSize(racks.get(node));
			Point shape = NodeFigure.shapeSize(node);
			int height = rack.y == 0 ? bounds.height : shape.y + NodeFigure.LABEL_HEIGHT + RACK_GAP + rack.y;
			elk.setDimensions(Math.max(bounds.width, rack.x), height);
			elk.setIdentifier(node.getName());
			nodes.put(node, elk);
		}
		Map<Node, Integer> hops = hopsFromHosts(network);
		for (Link link : network.getLinks()) {
			boolean upward = hops.getOrDefault(link.getSource(), 0) < hops.getOrDefault(link.getTarget(), 0);
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

	/** Hosts with exactly one link, whose other end is a switch or router, grouped by that node. */
	private static Map<Node, List<Host>> racks(Network network) {
		Map<Node, List<Link>> linksOf = new HashMap<>();
		for (Link link : network.getLinks()) {
			if (link.getSource() != null && link.getTarget() != null) {
				linksOf.computeIfAbsent(link.getSource(), n -> new ArrayList<>()).add(link);
				linksOf.computeIfAbsent(link.getTarget(), n -> new ArrayList<>()).add(link);
			}
		}
		Map<Node, List<Host>> racks = new LinkedHashMap<>();
		for (Node node : network.getNodes()) {
			List<Link> links = linksOf.getOrDefault(node, List.of());
			if (node instanceof Host host && links.size() == 1) {
				Link link = links.get(0);
				Node other = link.getSource() == host ? link.getTarget() : link.getSource();
				if (!(other instanceof Host)) {
					racks.computeIfAbsent(other, n -> new ArrayList<>()).add(host);
				}
			}
		}
		return racks;
	}

	/** Columns of a rack: about square, but never more than eight side by side. */
	private static int columns(int hosts) {
		return Math.min(8, (int) Math.ceil(Math.sqrt(hosts)));
	}

	private static Point rackSize(List<Host> rack) {
		if (rack == null || rack.isEmpty()) {
			return new Point(0, 0);
		}
		int columns = columns(rack.size());
		int rows = (rack.size() + columns - 1) / columns;
		return new Point(columns * RACK_CELL_WIDTH, rows * RACK_CELL_HEIGHT);
	}

	private static void placeRack(List<Host> rack, int centreX, int top, Map<Node, Point> result) {
		int columns = columns(rack.size());
		for (int i = 0; i < rack.size(); i++) {
			int column = i % columns;
			int row = i / columns;
			int x = centreX + (int) ((column - (columns - 1) / 2.0) * RACK_CELL_WIDTH);
			int y = top + row * RACK_CELL_HEIGHT + RACK_CELL_HEIGHT / 2;
			result.put(rack.get(i), new Point(Snapping.snap(x), Snapping.snap(y)));
		}
	}
}
