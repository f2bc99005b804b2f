package org.dclab.ui.editor.templates;

import java.util.function.IntFunction;

import org.dclab.model.DclabFactory;
import org.dclab.model.Scenario;
import org.dclab.model.TcpStack;
import org.dclab.model.resource.ScenarioFormat;
import org.dclab.sim.topology.StarterScenarios;
import org.dclab.sim.topology.Topologies;

/**
 * The topologies a new scenario can start from, with traffic and probes so that its first run shows something
 * ({@link StarterScenarios}). The networks are the bridge's {@link Topologies}, so a leaf-spine drawn from the wizard
 * is the leaf-spine of the examples and the command line. Each template exposes one size
 * parameter so the wizard can offer a single number field; the generators' other parameters are fixed at the values
 * of the papers' experiments. A new scenario runs TCP as Linux does ({@link TcpStack#LINUX}); the papers' own
 * examples keep the stack of their simulations.
 */
public enum ScenarioTemplate {

    EMPTY("Empty", "A scenario with an empty network", 0, size -> {
        Scenario scenario = DclabFactory.eINSTANCE.createScenario();
        scenario.setSchemaVersion(ScenarioFormat.CURRENT_VERSION);
        scenario.setNetwork(DclabFactory.eINSTANCE.createNetwork());
        return scenario;
    }),
    /** The coexistence experiments' dumbbell: 10 Gbit/s access, a 1 Gbit/s bottleneck, 250 µs base RTT, 250 packets. */
    DUMBBELL("Dumbbell", "N long flows between sender/receiver pairs on two switches joined by a 1 Gbit/s bottleneck (250 µs RTT)", 2,
            StarterScenarios::dumbbell),
    /** AIPM's single bottleneck, with the naive client of TCP's incast collapse. */
    INCAST_STAR("Incast: N senders → 1 receiver",
            "N servers answer one client at once through a single switch (1 Gbit/s, 64 KiB buffers, 100 µs RTT)", 16,
            StarterScenarios::incast),
    TREE("Single-rooted tree",
            "A root over N aggregation switches, each with 2 racks of 4 hosts; the first aggregation's hosts send to the last rack", 2,
            StarterScenarios::tree),
    /** AIPM's leaf-spine (pFabric's scaled by 1/10): 8 traversals of 12.5 µs give a 100 µs inter-rack RTT. */
    LEAF_SPINE("Leaf-spine", "4 spines and 9 leaves, every leaf with N hosts (16 gives AIPM's 157 nodes); one host per leaf sends to h0_0",
            16,
            StarterScenarios::leafSpine),
    /** GEMINI's testbed: about 200 µs inside a datacenter, about 10 ms between them. */
    TWO_DATACENTERS("Two datacenters over a WAN",
            "Two datacenters of 2 switches with N servers each, joined by a 10 ms WAN; flows cross it", 4,
            StarterScenarios::twoDatacenters);

    private final String label;
    private final String description;
    private final int defaultSize;
    private final IntFunction<Scenario> network;

    ScenarioTemplate(String label, String description, int defaultSize, IntFunction<Scenario> network) {
        this.label = label;
        this.description = description;
        this.defaultSize = defaultSize;
        this.network = network;
    }

    /** A new scenario named {@code name}; {@code size} is the template's one parameter (ignored by EMPTY). */
    public Scenario create(String name, int size) {
        Scenario scenario = network.apply(size);
        scenario.setName(name);
        scenario.setTcpStack(TcpStack.LINUX);
        return scenario;
    }

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
