package org.dclab.sim.topology;

import java.util.List;
import java.util.SplittableRandom;

import org.dclab.engine.cc.Dctcp;
import org.dclab.engine.internal.bench.FatTreeScenario;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.Link;
import org.dclab.model.LongFlow;
import org.dclab.model.ProbeKind;
import org.dclab.model.QueueSettings;
import org.dclab.model.Scenario;
import org.dclab.model.Switch;
import org.dclab.model.TcpStack;
import org.dclab.model.TransportSettings;

/**
 * The scenarios {@code dclab bench --suite} runs as a user runs a file: DCTCP permutations on fat trees of 128, 432,
 * 1,024, 3,456 and 8,192 hosts, and an incast of 64 servers answering 5,000 segments each at once. They are the work
 * DC Lab and htsim are compared on (issue 33), written as scenario files, so the benchmark goes through the model, the
 * bridge and the probes exactly as {@code dclab run} does.
 */
public final class BenchScenarios {

    /** The suite, smallest first. */
    public static final List<String> NAMES = List.of("fattree-128", "fattree-432", "fattree-1024", "fattree-3456", "fattree-8192",
            "incast-64x5000");

    private static final long GBPS = 1_000_000_000L;
    private static final long PS_PER_US = Topologies.PS_PER_US;
    private static final int BUFFER_PACKETS = 250;
    private static final int MARKING_K_PACKETS = 65;

    private BenchScenarios() {
    }

    /** The scenario of the suite called {@code name}. */
    public static Scenario named(String name) {
        return switch (name) {
            case "fattree-128" -> fatTreePermutation(8, 13_000 * PS_PER_US);
            case "fattree-432" -> fatTreePermutation(12, 4_000 * PS_PER_US);
            case "fattree-1024" -> fatTreePermutation(16, 1_750 * PS_PER_US);
            case "fattree-3456" -> fatTreePermutation(24, 600 * PS_PER_US);
            case "fattree-8192" -> fatTreePermutation(32, 250 * PS_PER_US);
            case "incast-64x5000" -> incast(64, 5_000);
            default -> throw new IllegalArgumentException("no bench scenario " + name + "; choose one of " + NAMES);
        };
    }

    /**
     * A k-ary fat tree of 10 Gbit/s links of 1 µs, every port 250 packets marking CE at K = 65, per-flow ECMP; every
     * host sends one unending DCTCP flow (MSS 1,460 B, minRTO 10 ms) to another, the pairs one random cycle (so every
     * host also receives one flow), run for {@code durationPs}. A queue probe on one core port and a window probe on
     * the first flow stand for what a user records. The engine's {@code fattree} benchmark scenarios, as files.
     */
    public static Scenario fatTreePermutation(int k, long durationPs) {
        QueueSettings queue = markingQueue();
        Scenario s = Topologies.fatTree(k, 10 * GBPS, PS_PER_US, queue);
        s.setName("fattree-" + k * k * k / 4);
        s.setDescription("DCTCP permutation on a k = " + k + " fat tree (" + k * k * k / 4
                + " hosts, 10 Gbit/s, 1 µs links, K = 65 of 250 packets): every host one unending flow to another");
        s.setDurationPs(durationPs);
        s.setSeed(1);
        s.setTcpStack(TcpStack.PAPERS);
        ScenarioParts parts = new ScenarioParts(s);
        List<Host> hosts = s.getNetwork().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast).toList();
        int[] to = FatTreeScenario.derangement(hosts.size(), new SplittableRandom(1));
        // Hosts and flows by reference: a look-up by name walks the whole model, which 8,192 hosts make quadratic.
        LongFlow first = null;
        for (int i = 0; i < hosts.size(); i++) {
            hosts.get(i).setTransport(dctcp());
            LongFlow flow = DclabFactory.eINSTANCE.createLongFlow();
            flow.setName("f" + i);
            flow.setSource(hosts.get(i));
            flow.setDestination(hosts.get(to[i]));
            parts.addApplication(flow);
            first = first == null ? flow : first;
        }
        Link toCore = s.getNetwork().getLinks().stream().filter(l -> l.getTarget().getName().equals("core0")).findFirst().orElseThrow();
        parts.probe(ProbeKind.QUEUE_LENGTH, toCore, toCore.getTarget(), 10 * PS_PER_US);
        parts.probe(ProbeKind.CWND, first, null, 10 * PS_PER_US);
        return s;
    }

    /**
     * {@code servers} servers on the incast star (1 Gbit/s, 25 µs links) each answering one block of {@code segments}
     * segments of 1,000 B at once, the client's port 250 packets marking CE at K = 65 and the servers on DCTCP
     * (minRTO 10 ms): the windows fall to a few segments each and the queue holds them all, so the incast runs at the
     * line's rate instead of collapsing into retransmission timeouts. Queue and goodput probes as a lab records them.
     */
    public static Scenario incast(int servers, int segments) {
        Scenario s = Topologies.incastStar(servers);
        s.setName("incast-" + servers + "x" + segments);
        s.setDescription(servers + " DCTCP servers each answer " + segments
                + " segments of 1,000 B at once through one 1 Gbit/s port marking at K = 65 of 250 packets");
        s.setSeed(1);
        s.setTcpStack(TcpStack.PAPERS);
        ScenarioParts parts = new ScenarioParts(s);
        Switch sw = parts.element("sw", Switch.class);
        QueueSettings queue = markingQueue();
        sw.setDefaultQueue(queue);
        IncastClient client = DclabFactory.eINSTANCE.createIncastClient();
        client.setName("incast");
        client.setClient(parts.element("client", Host.class));
        for (int i = 1; i <= servers; i++) {
            Host server = parts.element("srv" + i, Host.class);
            client.getServers().add(server);
            server.setTransport(dctcp());
            server.getTransport().setMssBytes(1000);
        }
        client.setSruBytes(segments * 1000L);
        client.setBlocks(1);
        parts.addApplication(client);
        long bytes = (long) servers * segments * 1000L;
        // The block at line rate and a quarter more: it takes 2.66 s of the 3.2 s (0.96 Gbit/s, a few timeouts after
        // the first windows overflow the port), and the probes sample until the end.
        s.setDurationPs(bytes * 8 * 1_000L * 5 / 4);
        parts.probe(ProbeKind.QUEUE_LENGTH, parts.element("client-sw", Link.class), sw, 100 * PS_PER_US);
        parts.probe(ProbeKind.GOODPUT, client, null, 10_000 * PS_PER_US);
        return s;
    }

    /** Every port's queue: 250 packets, marking CE at K = 65. */
    private static QueueSettings markingQueue() {
        QueueSettings queue = ScenarioParts.queue(ThresholdMarking.TYPE, BUFFER_PACKETS);
        ScenarioParts.set(queue, ThresholdMarking.K, (long) MARKING_K_PACKETS);
        return queue;
    }

    /** DCTCP with ECN, minRTO 10 ms. */
    private static TransportSettings dctcp() {
        TransportSettings t = ScenarioParts.transport(Dctcp.TYPE);
        t.setEcn(true);
        t.setMinRtoPs(10_000 * PS_PER_US);
        return t;
    }
}
