package org.dclab.ui.editor.layout;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.ui.editor.commands.DiagramCommands;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.tools.Snapping;
import org.eclipse.elk.alg.layered.LayeredLayoutProvider;
import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
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
 * Auto-layout with ELK's layered algorithm, top to bottom, which suits datacenter fabrics: links run from core to
 * edge (spine to leaf to host), so layers become tiers. Work is split so the UI never waits for ELK: {@link #prepare}
 * copies what the layout needs out of the model on the UI thread, {@link Prepared#run} may run in a background job,
 * and {@link Prepared#command} turns the result into one undoable command back on the UI thread.
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
		private Map<Node, Point> centres;

		private Prepared(ElkNode graph, Map<Node, ElkNode> nodes) {
			this.graph = graph;
			this.nodes = nodes;
		}

		/** Runs ELK; returns the new centre of every node. */
		public Map<Node, Point> run() {
			new LayeredLayoutProvider().layout(graph, new BasicProgressMonitor());
			Map<Node, Point> result = new LinkedHashMap<>();
			nodes.forEach((node, elk) -> result.put(node, new Point(
					Snapping.snap(MARGIN + elk.getX() + elk.getWidth() / 2),
					Snapping.snap(MARGIN + elk.getY() + elk.getHeight() / 2))));
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

	/** Copies the network's nodes (with the sizes they are drawn at) and links into an ELK graph. UI thread. */
	public static Prepared prepare(Network network) {
		ElkNode root = ElkGraphUtil.createGraph();
		root.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
		root.setProperty(CoreOptions.DIRECTION, Direction.DOWN);
		root.setProperty(CoreOptions.PADDING, new ElkPadding(0));
		root.setProperty(LayeredOptions.SPACING_NODE_NODE, 16.0);
		root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, 90.0);
		root.setProperty(LayeredOptions.SEPARATE_CONNECTED_COMPONENTS, true);
		Map<Node, ElkNode> nodes = new HashMap<>();
		for (Node node : network.getNodes()) {
			ElkNode elk = ElkGraphUtil.createNode(root);
			Rectangle bounds = NodeFigure.paintBounds(node, 0, 0);
			elk.setDimensions(bounds.width, bounds.height);
			elk.setIdentifier(node.getName());
			nodes.put(node, elk);
		}
		for (Link link : network.getLinks()) {
			ElkNode source = nodes.get(link.getSource());
			ElkNode target = nodes.get(link.getTarget());
			if (source != null && target != null && source != target) {
				ElkGraphUtil.createSimpleEdge(source, target);
			}
		}
		return new Prepared(root, new LinkedHashMap<>(nodes));
	}
}
