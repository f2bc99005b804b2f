package org.dclab.ui.editor.templates;

import java.util.ArrayList;
import java.util.List;

import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.model.Router;
import org.dclab.model.Scenario;
import org.dclab.model.Switch;

/** Builds a scenario's network node by node, placing each tier of nodes on its own row of the diagram. */
final class TopologyBuilder {

	static final int ROW_HEIGHT = 140;
	static final int COLUMN_WIDTH = 70;
	static final int HOST_LINE_HEIGHT = 60;

	private final Scenario scenario;
	private final Network network;

	TopologyBuilder(String name, String description) {
		scenario = DclabFactory.eINSTANCE.createScenario();
		scenario.setName(name);
		scenario.setDescription(description);
		network = DclabFactory.eINSTANCE.createNetwork();
		scenario.setNetwork(network);
	}

	Scenario scenario() {
		return scenario;
	}

	/** {@code count} hosts named prefix1..prefixN on {@code row}, centred on x = {@code centreX}. */
	List<Host> hosts(String prefix, int count, int row, int centreX) {
		return hosts(prefix, count, row, centreX, count);
	}

	/**
	 * Like {@link #hosts(String, int, int, int)}, but at most {@code columns} side by side, further ones in lines
	 * underneath: a rack's hosts as a block rather than one endless row.
	 */
	List<Host> hosts(String prefix, int count, int row, int centreX, int columns) {
		List<Host> hosts = new ArrayList<>();
		int perLine = Math.max(1, Math.min(columns, count));
		for (int i = 0; i < count; i++) {
			Host host = place(DclabFactory.eINSTANCE.createHost(), prefix + (i + 1), row, centreX, i % perLine, perLine);
			host.setY(host.getY() + (i / perLine) * HOST_LINE_HEIGHT);
			hosts.add(host);
		}
		return hosts;
	}

	List<Switch> switches(String prefix, int count, int row, int centreX, int columnsPerNode) {
		List<Switch> switches = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			Switch s = DclabFactory.eINSTANCE.createSwitch();
			s.setName(prefix + (i + 1));
			s.setX(centreX + (int) ((i - (count - 1) / 2.0) * COLUMN_WIDTH * columnsPerNode));
			s.setY(60 + row * ROW_HEIGHT);
			network.getNodes().add(s);
			switches.add(s);
		}
		return switches;
	}

	Router router(String name, int x, int row) {
		Router router = DclabFactory.eINSTANCE.createRouter();
		router.setName(name);
		router.setX(x);
		router.setY(60 + row * ROW_HEIGHT);
		network.getNodes().add(router);
		return router;
	}

	Link link(Node a, Node b, long rateBps, long delayPs) {
		Link link = DclabFactory.eINSTANCE.createLink();
		link.setName(a.getName() + "-" + b.getName());
		link.setSource(a);
		link.setTarget(b);
		link.setRateBps(rateBps);
		link.setDelayPs(delayPs);
		network.getLinks().add(link);
		return link;
	}

	private <N extends Node> N place(N node, String name, int row, int centreX, int index, int count) {
		node.setName(name);
		node.setX(centreX + (int) ((index - (count - 1) / 2.0) * COLUMN_WIDTH));
		node.setY(60 + row * ROW_HEIGHT);
		network.getNodes().add(node);
		return node;
	}
}
