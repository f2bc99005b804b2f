package org.dclab.ui.editor.templates;

import java.util.List;
import java.util.function.Function;

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
 * parameter so the wizard can offer a number field, and a fabric its tiers' sizes too (a leaf-spine's leaves and
 * spines); the generators' other parameters are fixed at the values of the papers' experiments. A new scenario runs TCP as Linux does ({@link TcpStack#LINUX}); the papers' own
 * examples keep the stack of their simulations.
 */
public enum ScenarioTemplate {

    EMPTY("Empty", "A scenario with an empty network", 0, sizes -> {
        Scenario scenario = DclabFactory.eINSTANCE.createScenario();
        scenario.setSchemaVersion(ScenarioFormat.CURRENT_VERSION);
        scenario.setNetwork(DclabFactory.eINSTANCE.createNetwork());
        return scenario;
    }),
    /** The coexistence experiments' dumbbell: 10 Gbit/s access, a 1 Gbit/s bottleneck, 250 µs base RTT, 250 packets. */
    DUMBBELL("Dumbbell", "N long flows between sender/receiver pairs on two switches joined by a 1 Gbit/s bottleneck (250 µs RTT)", 2,
            sizes -> StarterScenarios.dumbbell(sizes[0])),
    /** AIPM's single bottleneck, with the naive client of TCP's incast collapse. */
    INCAST_STAR("Incast: N senders → 1 receiver",
            "N servers answer one client at once through a single switch (1 Gbit/s, 64 KiB buffers, 100 µs RTT)", 16,
            sizes -> StarterScenarios.incast(sizes[0])),
    TREE("Single-rooted tree",
            "A root over N aggregation switches, each with 2 racks of 4 hosts; the first aggregation's hosts send to the last rack", 2,
            sizes -> StarterScenarios.tree(sizes[0])),
    /** AIPM's leaf-spine (pFabric's scaled by 1/10): 8 traversals of 12.5 µs give a 100 µs inter-rack RTT. */
    LEAF_SPINE("Leaf-spine", "Spines over leaves, every leaf with N hosts (16 hosts, 9 leaves, 4 spines give AIPM's 157 nodes); every"
            + " host of the other leaves sends to its twin under leaf0", 16, sizes -> StarterScenarios.leafSpine(sizes[0], sizes[1],
                    sizes[2]), new Tier("Leaves:", 9), new Tier("Spines:", 4)),
    /** GEMINI's testbed: about 200 µs inside a datacenter, about 10 ms between them. */
    TWO_DATACENTERS("Two datacenters over a WAN",
            "Two datacenters of 2 switches with N servers each, joined by a 10 ms WAN; flows cross it", 4,
            sizes -> StarterScenarios.twoDatacenters(sizes[0]));

    /** A tier of a fabric whose size the wizard offers beside the template's own size, e.g. a leaf-spine's leaves. */
    public record Tier(String label, int defaultCount) {
    }

    private final String label;
    private final String description;
    private final int defaultSize;
    private final Function<int[], Scenario> network;
    private final List<Tier> tiers;

    ScenarioTemplate(String label, String description, int defaultSize, Function<int[], Scenario> network, Tier... tiers) {
        this.label = label;
        this.description = description;
        this.defaultSize = defaultSize;
        this.network = network;
        this.tiers = List.of(tiers);
    }

    /** A new scenario named {@code name} of the template's size and its tiers' default sizes. */
    public Scenario create(String name, int size) {
        return create(name, size, tiers.stream().mapToInt(Tier::defaultCount).toArray());
    }

    /**
     * A new scenario named {@code name}; {@code size} is the template's own parameter (ignored by EMPTY), {@code tierSizes}
     * the sizes of its {@link #tiers()}, in order.
     */
    public Scenario create(String name, int size, int... tierSizes) {
        int[] sizes = new int[1 + tiers.size()];
        sizes[0] = size;
        for (int i = 0; i < tiers.size(); i++) {
            sizes[1 + i] = i < tierSizes.length ? tierSizes[i] : tiers.get(i).defaultCount();
        }
        Scenario scenario = network.apply(sizes);
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

    /** The tiers whose sizes the wizard offers beside the size, in order; none for most templates. */
    public List<Tier> tiers() {
        return tiers;
    }

    /** The size the wizard proposes; 0 when the template takes none. */
    public int defaultSize() {
        return defaultSize;
    }
}
