package org.dclab.ui.editor.templates;

import java.util.List;

import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.Network;
import org.dclab.model.Router;
import org.dclab.model.Scenario;
import org.dclab.model.Switch;

/**
 * The topologies a new scenario can start from. Each takes one size parameter (servers, hosts per leaf, ...), so
 * the wizard can offer a single number field. Rates and delays are those of the seed experiments: 10 Gbps edge
 * links, 40 Gbps fabric links, microsecond delays inside a datacenter and milliseconds across a WAN.
 */
public enum ScenarioTemplate {

	EMPTY("Empty", "A scenario with an empty network", 0) {
		@Override
		public Scenario create(String name, int size) {
			Scenario scenario = DclabFactory.eINSTANCE.createScenario();
			scenario.setName(name);
			Network network = DclabFactory.eINSTANCE.createNetwork();
			scenario.setNetwork(network);
			return scenario;
		}
	},
	DUMBBELL("Dumbbell", "Senders and receivers on two switches joined by one bottleneck link", 2) {
		@Override
		public Scenario create(String name, int pairs) {
			TopologyBuilder b = new TopologyBuilder(name, "Dumbbell with " + pairs + " sender/receiver pairs");
			List<Switch> sw = b.switches("s", 2, 1, 400, 5);
			List<Host> senders = b.hosts("snd", pairs, 0, 225);
			List<Host> receivers = b.hosts("rcv", pairs, 2, 575);
			senders.forEach(h -> b.link(h, sw.get(0), TEN_G, ONE_US));
			receivers.forEach(h -> b.link(sw.get(1), h, TEN_G, ONE_US));
			b.link(sw.get(0), sw.get(1), TEN_G, ONE_US);
			return b.scenario();
		}
	},
	INCAST_STAR("Incast star", "N servers answer one client through a single switch", 16) {
		@Override
		public Scenario create(String name, int servers) {
			TopologyBuilder b = new TopologyBuilder(name, "Incast: " + servers + " servers, one client, one switch");
			Switch tor = b.switches("tor", 1, 1, 400, 1).get(0);
			b.hosts("srv", servers, 2, 400, 8).forEach(h -> b.link(h, tor, ONE_G, ONE_US * 25));
			b.link(tor, b.hosts("client", 1, 0, 400).get(0), ONE_G, ONE_US * 25);
			return b.scenario();
		}
	},
	TREE("Single-rooted tree", "A core switch over N top-of-rack switches with four hosts each", 4) {
		@Override
		public Scenario create(String name, int racks) {
			TopologyBuilder b = new TopologyBuilder(name, "Single-rooted tree: " + racks + " racks of 4 hosts");
			Switch core = b.switches("core", 1, 0, 40 + racks * 4 * TopologyBuilder.COLUMN_WIDTH / 2, 1).get(0);
			List<Switch> tors = b.switches("tor", racks, 1, core.getX(), 4);
			for (int r = 0; r < racks; r++) {
				Switch tor = tors.get(r);
				b.link(core, tor, FORTY_G, ONE_US);
				b.hosts("h" + (r + 1) + "_", 4, 2, tor.getX()).forEach(h -> b.link(tor, h, TEN_G, ONE_US));
			}
			return b.scenario();
		}
	},
	LEAF_SPINE("Leaf-spine", "4 spines and 9 leaves, every leaf with N hosts (16 gives 157 nodes)", 16) {
		@Override
		public Scenario create(String name, int hostsPerLeaf) {
			int leaves = 9;
			TopologyBuilder b = new TopologyBuilder(name, "Leaf-spine: 4 spines, " + leaves + " leaves, " + hostsPerLeaf + " hosts per leaf");
			int columns = Math.min(hostsPerLeaf, 4);
			int width = leaves * (columns + 1) * TopologyBuilder.COLUMN_WIDTH;
			List<Switch> spines = b.switches("spine", 4, 0, width / 2, 2 * (columns + 1));
			List<Switch> leafSwitches = b.switches("leaf", leaves, 1, width / 2, columns + 1);
			for (int l = 0; l < leaves; l++) {
				Switch leaf = leafSwitches.get(l);
				spines.forEach(spine -> b.link(spine, leaf, FORTY_G, ONE_US));
				b.hosts("h" + (l + 1) + "_", hostsPerLeaf, 2, leaf.getX(), columns).forEach(h -> b.link(leaf, h, TEN_G, ONE_US));
			}
			return b.scenario();
		}
	},
	TWO_DATACENTERS("Two datacenters over a WAN", "Two leaf-spine fabrics with N hosts each, joined by border routers", 4) {
		@Override
		public Scenario create(String name, int hostsPerDc) {
			TopologyBuilder b = new TopologyBuilder(name, "Two datacenters, " + hostsPerDc + " hosts each, 10 ms WAN");
			int dcWidth = Math.max(hostsPerDc, 4) * TopologyBuilder.COLUMN_WIDTH;
			Router east = b.router("dc1_border", dcWidth / 2, 0);
			Router west = b.router("dc2_border", dcWidth * 3 / 2 + 140, 0);
			b.link(east, west, TEN_G * 10, ONE_US * 10_000);
			buildDc(b, "dc1_", east, hostsPerDc, dcWidth / 2);
			buildDc(b, "dc2_", west, hostsPerDc, dcWidth * 3 / 2 + 140);
			return b.scenario();
		}

		private void buildDc(TopologyBuilder b, String prefix, Router border, int hosts, int centreX) {
			List<Switch> spines = b.switches(prefix + "spine", 2, 1, centreX, 2);
			List<Switch> leaves = b.switches(prefix + "leaf", 2, 2, centreX, Math.max(hosts / 2, 1));
			spines.forEach(s -> b.link(border, s, FORTY_G, ONE_US));
			for (Switch leaf : leaves) {
				spines.forEach(s -> b.link(s, leaf, FORTY_G, ONE_US));
			}
			int perLeaf = (hosts + 1) / 2;
			for (int l = 0; l < leaves.size(); l++) {
				Switch leaf = leaves.get(l);
				int count = Math.min(perLeaf, hosts - l * perLeaf);
				if (count > 0) {
					b.hosts(prefix + "h" + (l + 1) + "_", count, 3, leaf.getX()).forEach(h -> b.link(leaf, h, TEN_G, ONE_US));
				}
			}
		}
	};

	private static final long ONE_G = 1_000_000_000L;
	private static final long TEN_G = 10 * ONE_G;
	private static final long FORTY_G = 40 * ONE_G;
	private static final long ONE_US = 1_000_000L;

	private final String label;
	private final String description;
	private final int defaultSize;

	ScenarioTemplate(String label, String description, int defaultSize) {
		this.label = label;
		this.description = description;
		this.defaultSize = defaultSize;
	}

	/** A new scenario named {@code name}; {@code size} is the template's one parameter (ignored by EMPTY). */
	public abstract Scenario create(String name, int size);

	public String label() {
		return label;
	}

	public String description() {
		return description;
	}

	/** The size the wizard proposes; 0 when the template takes none. */
	public int defaultSize() {
		return defaultSize;
	}
}
