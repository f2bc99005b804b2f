package org.dclab.sim.topology;

import java.util.ArrayList;
import java.util.List;

import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.IncastStrategy;
import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.model.ProbeKind;
import org.dclab.model.Scenario;

/**
 * The topologies of {@link Topologies} with traffic and probes, so that a scenario new from a template shows
 * something the first time it is run: flows through the network's one obvious bottleneck, that bottleneck's queue,
 * and every flow's window and goodput. The traffic is the simplest that makes each topology's lesson visible; a
 * teacher edits it from there.
 */
public final class StarterScenarios {

    private static final long MS = 1_000_000_000L;
    private static final long US = Topologies.PS_PER_US;

    private StarterScenarios() {
    }

    /** {@code pairs} long flows, sender i to receiver i, sharing the 1 Gbit/s bottleneck for 200 ms. */
    public static Scenario dumbbell(int pairs) {
        Scenario s = Topologies.dumbbell(pairs, 10_000_000_000L, 1_000_000_000L, 41_667_000L, 250);
        ScenarioParts parts = new ScenarioParts(s);
        for (int i = 1; i <= pairs; i++) {
            parts.longFlow("flow" + i, "s" + i, "r" + i);
        }
        longFlowProbes(parts, parts.element("left-right", Link.class), parts.element("left", Node.class), 10 * US);
        return described(s, 200 * MS, pairs + " long flows share the 1 Gbit/s link between the switches: watch its queue fill"
                + " and the windows saw.");
    }

    /**
     * N senders → 1 receiver: the incast of TCP's collapse. The client asks each of {@code servers} servers for a
     * 256 KB block at once, ten times, through one 1 Gbit/s port with 64 KiB of buffer; the naive client lets every
     * server send at once, so a lost tail waits out the 200 ms minimum RTO.
     */
    public static Scenario incast(int servers) {
        Scenario s = Topologies.incastStar(servers);
        ScenarioParts parts = new ScenarioParts(s);
        List<Host> senders = new ArrayList<>();
        for (int i = 1; i <= servers; i++) {
            senders.add(parts.element("srv" + i, Host.class));
        }
        IncastClient incast = IncastClients.aipmPaper(parts.element("client", Host.class), senders, IncastStrategy.NAIVE, servers, 10);
        parts.addApplication(incast);
        parts.probe(ProbeKind.QUEUE_LENGTH, parts.element("client-sw", Link.class), parts.element("sw", Node.class), 10 * US);
        parts.probe(ProbeKind.QUEUE_DROPS, parts.element("client-sw", Link.class), parts.element("sw", Node.class), MS);
        parts.probe(ProbeKind.GOODPUT, incast, null, 10 * MS);
        parts.probe(ProbeKind.LIVE_CONNECTIONS, incast, null, 100 * US);
        return described(s, 1_000 * MS, servers + " servers answer one client at once through one switch port: with many servers"
                + " the port drops, a sender waits out its 200 ms minimum RTO and goodput collapses. Set the client's"
                + " strategy to AIPM to see it kept.");
    }

    /** Every host under the first aggregation switch sends to one host under the last: its rack's port is the bottleneck. */
    public static Scenario tree(int aggregates) {
        int racks = 2;
        int hostsPerRack = 4;
        Scenario s = Topologies.singleRootedTree(aggregates, racks, hostsPerRack, 1_000_000_000L, 10_000_000_000L, 10 * US, 100);
        ScenarioParts parts = new ScenarioParts(s);
        String receiver = "h" + aggregates + "_" + racks + "_" + hostsPerRack;
        int flow = 1;
        for (int t = 1; t <= racks; t++) {
            for (int h = 1; h <= hostsPerRack; h++) {
                String sender = "h1_" + t + "_" + h;
                if (!sender.equals(receiver)) {
                    parts.longFlow("flow" + flow++, sender, receiver);
                }
            }
        }
        String tor = "tor" + aggregates + "_" + racks;
        longFlowProbes(parts, parts.element(receiver + "-" + tor, Link.class), parts.element(tor, Node.class), 10 * US);
        return described(s, 100 * MS, (flow - 1) + " hosts of the first aggregation send to " + receiver
                + " across the root: the port of its rack switch toward it is the bottleneck.");
    }

    /** The AIPM paper's fabric with {@code hostsPerLeaf} hosts under each of its 9 leaves and 4 spines. */
    public static Scenario leafSpine(int hostsPerLeaf) {
        return leafSpine(hostsPerLeaf, 9, 4);
    }

    /**
     * Every host of the other leaves sends to its twin under leaf0 (h3_5 to h0_5), so the traffic grows with the fabric:
     * at each of leaf0's ports toward its hosts {@code leaves - 1} flows meet, having crossed the {@code spines} spines.
     * The flows into h0_0, "flow1" from leaf 1 to "flow8" from leaf 8, are the ones watched (h0_0's queue, their windows
     * and goodputs); the twins' flows ("flow3_5") are their load.
     */
    public static Scenario leafSpine(int hostsPerLeaf, int leaves, int spines) {
        Scenario s = Topologies.leafSpine(leaves, hostsPerLeaf, spines, 1_000_000_000L, 4_000_000_000L, 12_500_000L, 100);
        ScenarioParts parts = new ScenarioParts(s);
        for (int l = 1; l < leaves; l++) {
            parts.longFlow("flow" + l, "h" + l + "_0", "h0_0");
        }
        longFlowProbes(parts, parts.element("h0_0-leaf0", Link.class), parts.element("leaf0", Node.class), 10 * US);
        for (int h = 1; h < hostsPerLeaf; h++) {
            for (int l = 1; l < leaves; l++) {
                parts.longFlow("flow" + l + "_" + h, "h" + l + "_" + h, "h0_" + h);
            }
        }
        return described(s, 50 * MS, (leaves - 1) * hostsPerLeaf + " hosts of the other leaves send to their twins under leaf0"
                + " over the " + spines + " spines (ECMP): at each of leaf0's ports toward its hosts " + (leaves - 1)
                + " flows meet; h0_0's is watched.");
    }

    /** The first server of each switch of datacenter a sends to its twin in b: the WAN is the bottleneck. */
    public static Scenario twoDatacenters(int serversPerSwitch) {
        int switches = 2;
        Scenario s = Topologies.twoDatacenters(switches, serversPerSwitch);
        ScenarioParts parts = new ScenarioParts(s);
        for (int sw = 1; sw <= switches; sw++) {
            parts.longFlow("flow" + sw, "a-h" + sw + "_1", "b-h" + sw + "_1");
        }
        longFlowProbes(parts, parts.element("wan", Link.class), parts.element("a-border", Node.class), 100 * US);
        return described(s, 500 * MS, switches + " flows from datacenter a to b share the 10 ms WAN: its queue at a-border"
                + " is the one that fills.");
    }

    /** The bottleneck's queue and drops, and every flow's window and goodput. */
    private static void longFlowProbes(ScenarioParts parts, Link bottleneck, Node at, long queuePeriodPs) {
        parts.probe(ProbeKind.QUEUE_LENGTH, bottleneck, at, queuePeriodPs);
        parts.probe(ProbeKind.QUEUE_DROPS, bottleneck, at, MS);
        parts.perApplication(ProbeKind.CWND, queuePeriodPs);
        parts.perApplication(ProbeKind.GOODPUT, 10 * MS);
    }

    private static Scenario described(Scenario s, long durationPs, String lesson) {
        s.setDurationPs(durationPs);
        s.setDescription(s.getDescription() + ". " + lesson);
        return s;
    }
}
