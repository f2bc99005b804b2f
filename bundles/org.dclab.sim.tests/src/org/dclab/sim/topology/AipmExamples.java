package org.dclab.sim.topology;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.Application;
import org.dclab.model.DclabFactory;
import org.dclab.model.Experiment;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.IncastStrategy;
import org.dclab.model.Link;
import org.dclab.model.NamedElement;
import org.dclab.model.Node;
import org.dclab.model.PoissonBackground;
import org.dclab.model.Probe;
import org.dclab.model.ProbeKind;
import org.dclab.model.Scenario;
import org.dclab.model.SweepParameter;
import org.dclab.model.Traffic;

/**
 * The AIPM paper's experiments (Luo, Xu, Sun, J. Electronic Science and Technology 16(1), 2018) as scenarios, by
 * file name. {@code examples/} holds them in saved form and a test keeps the two equal. All TCP is the paper's NS2
 * set-up: NewReno, 1000-byte segments, every segment acknowledged, minRTO 200 ms.
 */
public final class AipmExamples {

    public static final long FIXED_BLOCK_BYTES = 2 * 1024 * 1024;
    private static final long LINK_BPS = IncastClients.LINK_BPS;
    private static final long TEN_GBPS = 10 * LINK_BPS;
    private static final long BASE_RTT_PS = IncastClients.BASE_RTT_PS;
    /** The leaf-spine's port buffer: 100 packets of 1000 B payload plus 40 B headers. */
    public static final long LEAF_SPINE_BUFFER_BYTES = 100 * 1040;
    private static final long MS = 1_000_000_000L;
    /** Background runs alone this long before the first request, so the client meets a loaded fabric. */
    public static final long LEAF_SPINE_WARMUP_PS = 20 * MS;
    /** More blocks than a client can read in the run: the leaf-spine client reads until the run ends. */
    private static final int UNENDING_BLOCKS = 100_000;
    private static final int STAR_SERVERS = 128;
    private static final int LEAF_SPINE_LEAVES = 9;
    private static final int HOSTS_PER_LEAF = 16;
    private static final String[] SERVER_COUNTS = { "4", "8", "16", "32", "64", "128" };
    private static final String[] STRATEGIES = { "NAIVE", "AIPM", "OSDT", "OSM" };
    private static final DclabFactory FACTORY = DclabFactory.eINSTANCE;

    private AipmExamples() {
    }

    /** Every example, keyed by its file name without the extension. */
    public static Map<String, Scenario> all() {
        Map<String, Scenario> examples = new LinkedHashMap<>();
        examples.put("aipm-fig4-single-bottleneck", fig4SingleBottleneck());
        examples.put("aipm-fig4-leafspine", fig4LeafSpine());
        examples.put("aipm-fig5-fixed-block", fig5FixedBlock());
        examples.put("aipm-fig7-10g", fig7TenGig());
        examples.put("aipm-fig7-10g-leafspine", fig7LeafSpine());
        return examples;
    }

    /** Fig. 4a: SRU 256 KB per server on the single-bottleneck star; sweeps N and the strategy. */
    public static Scenario fig4SingleBottleneck() {
        Scenario s = singleBottleneck("aipm-fig4-single-bottleneck", IncastStrategy.AIPM, 16, 5);
        s.setDescription("AIPM Fig. 4a: a client reads blocks of one 256 KB SRU from each of N servers through one 1 Gbit/s"
                + " switch port with 64 KiB of buffer (100 µs base RTT; NS2 TCP: MSS 1000 B, every segment acknowledged,"
                + " minRTO 200 ms). The paper: AIPM keeps 0.68-0.88 Gbit/s for N up to 128 while Naive collapses."
                + " Sweeps incast.serverCount and incast.strategy.");
        sweep(s, "incast.serverCount", SERVER_COUNTS);
        sweep(s, "incast.strategy", STRATEGIES);
        return s;
    }

    /** Figs. 5-6: a fixed 2 MB block split over the N servers; goodput and request completion time against N. */
    public static Scenario fig5FixedBlock() {
        Scenario s = singleBottleneck("aipm-fig5-fixed-block", IncastStrategy.AIPM, 16, 20);
        s.setDescription("AIPM Figs. 5-6: blocks of 2 MB split evenly over N servers on the single-bottleneck star of"
                + " Fig. 4a; per-block request completion time (rctMs, rctP99Ms) and goodput against N."
                + " Sweeps incast.serverCount and incast.strategy.");
        incast(s).setBlockBytes(FIXED_BLOCK_BYTES);
        sweep(s, "incast.serverCount", SERVER_COUNTS);
        sweep(s, "incast.strategy", STRATEGIES);
        return s;
    }

    /**
     * Fig. 7a: the SRU experiment of Fig. 4a with every link at 10 Gbit/s and AIPM configured with C = 10 Gbit/s;
     * the paper keeps SRU, the 64 KB buffer and the 100 µs RTT.
     */
    public static Scenario fig7TenGig() {
        Scenario s = singleBottleneck("aipm-fig7-10g", IncastStrategy.AIPM, 16, 5, TEN_GBPS);
        s.setDescription("AIPM Fig. 7a: Fig. 4a at 10 Gbit/s: a client reads blocks of one 256 KB SRU from each of N servers"
                + " through one 10 Gbit/s switch port with 64 KiB of buffer (100 µs base RTT, C·D = 125 segments; NS2 TCP)."
                + " The paper: AIPM keeps up to 91 % of the capacity. Sweeps incast.serverCount and incast.strategy.");
        sweep(s, "incast.serverCount", SERVER_COUNTS);
        sweep(s, "incast.strategy", STRATEGIES);
        return s;
    }

    /**
     * Fig. 4b: the leaf-spine of {@link Topologies#leafSpine} as in the paper (9 leaves x 16 hosts, 4 spines,
     * 1/4 Gbit/s, 100 µs inter-rack RTT, 100-packet ports) with Poisson background TCP at load 0.5 with data-mining
     * sizes among all hosts, and an incast client on h0_0 whose servers are spread round-robin over the other
     * leaves. The client starts after the warm-up and reads until the run ends, so goodput is its bytes over 1 s.
     */
    public static Scenario fig4LeafSpine() {
        Scenario s = leafSpine("aipm-fig4-leafspine", LINK_BPS, 1000 * MS);
        s.setDescription("AIPM Fig. 4b: incast from N servers on other racks to h0_0 across the paper's leaf-spine, with"
                + " data-mining background TCP at load 0.5 sharing the client's link; 1 s of incast after 20 ms of"
                + " background. The paper: AIPM keeps its goodput, OSDT and OSM fall below 0.3 Gbit/s."
                + " Sweeps incast.strategy.");
        return s;
    }

    /**
     * Fig. 7b: the leaf-spine of Fig. 4b with 10 Gbit/s edges and 40 Gbit/s core, AIPM's C at 10 Gbit/s, the rest
     * unchanged as in the paper. Ten times the packets per second of Fig. 4b, so 100 ms of incast rather than 1 s
     * keeps a run near a minute.
     */
    public static Scenario fig7LeafSpine() {
        Scenario s = leafSpine("aipm-fig7-10g-leafspine", TEN_GBPS, 100 * MS);
        s.setDescription("AIPM Fig. 7b: Fig. 4b with 10 Gbit/s edges and 40 Gbit/s core: incast from N = 32 servers on other racks to"
                + " h0_0 with data-mining background TCP at load 0.5; 100 ms of incast after 20 ms of background. The paper:"
                + " AIPM nearly twice the goodput of the alternatives. Sweeps incast.strategy.");
        return s;
    }

    /** The leaf-spine incast of Fig. 4b at {@code edgeBps} (core four times that), incast for {@code incastPs}. */
    private static Scenario leafSpine(String name, long edgeBps, long incastPs) {
        Scenario s = Topologies.leafSpine(LEAF_SPINE_LEAVES, HOSTS_PER_LEAF, 4, edgeBps, 4 * edgeBps, BASE_RTT_PS / 8, 100);
        s.setName(name);
        s.setSeed(1);
        s.setDurationPs(LEAF_SPINE_WARMUP_PS + incastPs);
        PoissonBackground background = FACTORY.createPoissonBackground();
        background.setName("background");
        background.setCdf("data-mining");
        background.setLoad(0.5);
        background.setTransport(IncastClients.ns2Transport());
        List<Host> servers = new ArrayList<>();
        for (int i = 0; i < (LEAF_SPINE_LEAVES - 1) * HOSTS_PER_LEAF; i++) {
            servers.add(element(s, "h" + (1 + i % (LEAF_SPINE_LEAVES - 1)) + "_" + i / (LEAF_SPINE_LEAVES - 1), Host.class));
        }
        IncastClient incast = IncastClients.aipmPaper(element(s, "h0_0", Host.class), servers, IncastStrategy.AIPM, 32, UNENDING_BLOCKS);
        incast.setStartPs(LEAF_SPINE_WARMUP_PS);
        incast.setBottleneckBufferBytes(LEAF_SPINE_BUFFER_BYTES);
        incast.setCapacityBps(edgeBps);
        traffic(s, background, incast);
        Link clientLink = element(s, "h0_0-leaf0", Link.class);
        Experiment e = FACTORY.createExperiment();
        e.getProbes().add(probe(ProbeKind.QUEUE_LENGTH, clientLink, element(s, "leaf0", Node.class), BASE_RTT_PS));
        e.getProbes().add(probe(ProbeKind.GOODPUT, incast, null, 10 * MS));
        e.getProbes().add(probe(ProbeKind.CON_WND, incast, null, BASE_RTT_PS));
        e.getProbes().add(probe(ProbeKind.LOST_CONNECTIONS, incast, null, BASE_RTT_PS));
        s.setExperiment(e);
        sweep(s, "incast.strategy", STRATEGIES);
        return s;
    }

    /**
     * The incast star of Fig. 4a with {@value #STAR_SERVERS} servers listed, {@code serverCount} of them taking part,
     * blocks of one SRU of 256 KB per server, and the incast probes. Tests start from it; the examples add sweeps.
     */
    public static Scenario singleBottleneck(String name, IncastStrategy strategy, int serverCount, int blocks) {
        return singleBottleneck(name, strategy, serverCount, blocks, LINK_BPS);
    }

    private static Scenario singleBottleneck(String name, IncastStrategy strategy, int serverCount, int blocks, long linkBps) {
        Scenario s = Topologies.incastStar(STAR_SERVERS, linkBps);
        s.setName(name);
        s.setSeed(1);
        s.setDurationPs(10_000 * MS);
        List<Host> servers = new ArrayList<>();
        for (int i = 1; i <= STAR_SERVERS; i++) {
            servers.add(element(s, "srv" + i, Host.class));
        }
        IncastClient incast = IncastClients.aipmPaper(element(s, "client", Host.class), servers, strategy, serverCount, blocks);
        incast.setCapacityBps(linkBps);
        traffic(s, incast);
        Experiment e = FACTORY.createExperiment();
        e.getProbes().add(probe(ProbeKind.QUEUE_LENGTH, element(s, "client-sw", Link.class), element(s, "sw", Node.class), BASE_RTT_PS));
        e.getProbes().add(probe(ProbeKind.GOODPUT, incast, null, MS));
        for (ProbeKind kind : List.of(ProbeKind.CON_WND, ProbeKind.LIVE_CONNECTIONS, ProbeKind.AWND, ProbeKind.LOST_CONNECTIONS)) {
            e.getProbes().add(probe(kind, incast, null, BASE_RTT_PS));
        }
        s.setExperiment(e);
        return s;
    }

    private static void traffic(Scenario s, Application... apps) {
        Traffic traffic = FACTORY.createTraffic();
        traffic.getApplications().addAll(List.of(apps));
        s.setTraffic(traffic);
    }

    private static Probe probe(ProbeKind kind, NamedElement target, Node at, long periodPs) {
        Probe probe = FACTORY.createProbe();
        probe.setKind(kind);
        probe.setTarget(target);
        probe.setAt(at);
        probe.setPeriodPs(periodPs);
        return probe;
    }

    private static void sweep(Scenario s, String path, String... values) {
        SweepParameter p = FACTORY.createSweepParameter();
        p.setPath(path);
        p.getValues().addAll(List.of(values));
        s.getExperiment().getSweeps().add(p);
    }

    private static IncastClient incast(Scenario s) {
        return element(s, "incast", IncastClient.class);
    }

    private static <T extends NamedElement> T element(Scenario s, String name, Class<T> type) {
        for (var it = s.eAllContents(); it.hasNext();) {
            if (it.next() instanceof NamedElement e && name.equals(e.getName()) && type.isInstance(e)) {
                return type.cast(e);
            }
        }
        throw new IllegalArgumentException("no " + type.getSimpleName() + " named " + name + " in " + s.getName());
    }
}
