package org.dclab.sim.topology;

import java.util.LinkedHashMap;
import java.util.Map;

import org.dclab.engine.api.QueueType;
import org.dclab.engine.api.TransportType;
import org.dclab.engine.cc.Bbr;
import org.dclab.engine.cc.Cubic;
import org.dclab.engine.cc.Dctcp;
import org.dclab.engine.cc.Gemini;
import org.dclab.engine.cc.Vegas;
import org.dclab.engine.queue.Choke;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.SampledChoke;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.engine.tcp.NewReno;
import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.IncastStrategy;
import org.dclab.model.Link;
import org.dclab.model.LongFlow;
import org.dclab.model.PoissonBackground;
import org.dclab.model.ProbeKind;
import org.dclab.model.QueueSettings;
import org.dclab.model.Router;
import org.dclab.model.Scenario;
import org.dclab.model.ShortFlowMix;
import org.dclab.model.Switch;
import org.dclab.model.TcpStack;
import org.dclab.model.TransportSettings;

/**
 * The example scenarios of the papers' experiments, by file name. {@code examples/} holds them in their saved form
 * and a test keeps the two equal, so a change here shows up as a diff of the example files.
 */
public final class PaperExamples {

    private static final long GBPS = 1_000_000_000L;
    private static final long MS = 1_000_000_000L;
    /** Datacenter studies lower the minimum RTO to 10 ms, so one timeout does not dominate a 2 s measurement. */
    private static final long DC_MIN_RTO_PS = 10 * MS;
    private static final int COEXIST_BUFFER_PACKETS = 250;
    private static final int INCAST_MAX_SERVERS = 90;
    private static final long CONVERGENCE_STAGGER_MS = 2_000;

    private PaperExamples() {
    }

    /** Every example, keyed by its file name without the extension. */
    public static Map<String, Scenario> all() {
        Map<String, Scenario> examples = new LinkedHashMap<>();
        examples.put("coexist-fig2-droptail", coexistence("coexist-fig2-droptail", DropTail.TYPE));
        examples.put("coexist-fig3-threshold", coexistence("coexist-fig3-threshold", ThresholdMarking.TYPE));
        examples.put("coexist-fig4-red", coexistence("coexist-fig4-red", Red.TYPE));
        examples.put("coexist-fig5-choke", coexistence("coexist-fig5-choke", Choke.TYPE));
        examples.put("coexist-fig6-mchoke", coexistence("coexist-fig6-mchoke", SampledChoke.TYPE));
        examples.put("coexist-fig7-incast-red", coexistenceIncast("coexist-fig7-incast-red", Red.TYPE));
        examples.put("coexist-fig7-incast-choke", coexistenceIncast("coexist-fig7-incast-choke", SampledChoke.TYPE));
        examples.put("coexist-fig8-short-flows", coexistenceShortFlows());
        examples.put("gemini-fig5-dctcp-k-intra-inter", geminiDctcpIntraInter());
        examples.put("gemini-fig9-k-sweep", geminiKSweep());
        examples.put("gemini-fig10-t-beta-sweep", geminiTBetaSweep());
        examples.put("gemini-fig11-convergence", geminiConvergence());
        examples.put("gemini-fig12-rtt-fairness", geminiRttFairness());
        examples.put("gemini-fig13-websearch-pattern1", geminiWebSearchPattern1());
        examples.put("gemini-fig14-websearch-pattern1-pools", GeminiWebSearchExamples.pattern1());
        examples.put("gemini-fig15-16-websearch-pattern2", GeminiWebSearchExamples.pattern2());
        return examples;
    }

    /**
     * DCTCP and ECN NewReno sharing a 1 Gbit/s bottleneck (10 Gbit/s access, 250 µs RTT, 250-packet buffer) under
     * one queue discipline, as in Irteza et al. (ICC 2014). Two flows of each: with one of each, equal RTTs and no
     * randomness, drop-tail locks into a phase pattern that favours whichever flow started second, a property of
     * deterministic drop-tail rather than of the protocols (the engine's coexistence oracle says the same).
     */
    public static Scenario coexistence(String name, QueueType discipline) {
        Scenario s = coexistenceDumbbell(name, discipline, 4, 0);
        ScenarioParts parts = new ScenarioParts(s);
        Link bottleneck = parts.element("left-right", Link.class);
        Switch left = parts.element("left", Switch.class);
        parts.probe(ProbeKind.QUEUE_LENGTH, bottleneck, left, 100 * Topologies.PS_PER_US);
        parts.probe(ProbeKind.QUEUE_MARKS, bottleneck, left, 10 * MS);
        parts.probe(ProbeKind.QUEUE_DROPS, bottleneck, left, 10 * MS);
        parts.perApplication(ProbeKind.GOODPUT, 10 * MS);
        parts.probe(ProbeKind.ALPHA, parts.element("dctcp1", LongFlow.class), null, MS);
        String queue = "left-right.sourceQueue.";
        if (discipline == ThresholdMarking.TYPE) {
            parts.sweep(queue + ThresholdMarking.K.name(), "20", "40", "65", "100", "150");
        } else if (discipline == Red.TYPE) {
            parts.sweep(queue + Red.MAX_P.name(), "0.02", "0.05", "0.1", "0.2");
        } else if (discipline == Choke.TYPE) {
            parts.sweep(queue + Red.MIN_TH.name(), "10", "30", "60");
        } else if (discipline == SampledChoke.TYPE) {
            parts.sweep(queue + SampledChoke.SAMPLES.name(), "1", "2", "4", "7", "10");
            // The study does not say whether matches were dropped or marked; the sweep runs both.
            parts.sweep(queue + SampledChoke.MARK_MATCHES.name(), "false", "true");
        } else {
            parts.sweep(queue + "bufferLimit", "100", "250", "500");
        }
        s.setDescription(coexistenceDescription(discipline));
        return s;
    }

    /**
     * The coexistence dumbbell with {@code pairs} sender-receiver pairs and {@code incastServers} incast servers, the
     * bottleneck under {@code discipline}, and the two DCTCP and two ECN NewReno long flows on pairs 1-4; the rest is
     * left to the caller.
     */
    private static Scenario coexistenceDumbbell(String name, QueueType discipline, int pairs, int incastServers) {
        Scenario s = Topologies.dumbbell(pairs, incastServers, 10 * GBPS, GBPS, 250 * Topologies.PS_PER_US / 6, COEXIST_BUFFER_PACKETS);
        s.setName(name);
        s.setDurationPs(2_000 * MS);
        ScenarioParts parts = new ScenarioParts(s);
        parts.element("left-right", Link.class).setSourceQueue(coexistenceQueue(discipline));
        for (int i = 1; i <= 4; i++) {
            boolean dctcp = i % 2 == 1;
            parts.transport("s" + i, dctcp ? Dctcp.TYPE : NewReno.ECN_TYPE, DC_MIN_RTO_PS);
            parts.longFlow((dctcp ? "dctcp" : "tcp") + (i + 1) / 2, "s" + i, "r" + i);
        }
        return s;
    }

    /**
     * Coexistence Fig. 7: beside the four long flows, client reads 1 MiB blocks split evenly over n servers (n swept
     * up to {@value #INCAST_MAX_SERVERS}, the paper's largest) through the bottleneck under RED or m-sample CHOKe. The
     * paper compares the incast's completion time when its servers run DCTCP with when they run TCP, so the incast's
     * transport is swept too (min RTO 10 ms). The incast starts with the long flows: its servers open their
     * connections (kept for every block) while the queue is still empty. Opened later, RED drops their SYNs, which
     * are not ECN-capable, at its marking probability, and a SYN's 1 s timeout stalls the block; NS2's agents, the
     * paper's, have no handshake.
     */
    public static Scenario coexistenceIncast(String name, QueueType discipline) {
        Scenario s = coexistenceDumbbell(name, discipline, 4, INCAST_MAX_SERVERS);
        ScenarioParts parts = new ScenarioParts(s);
        IncastClient incast = DclabFactory.eINSTANCE.createIncastClient();
        incast.setName("incast");
        incast.setClient(parts.element("client", Host.class));
        for (int i = 1; i <= INCAST_MAX_SERVERS; i++) {
            incast.getServers().add(parts.element("srv" + i, Host.class));
        }
        incast.setServerCount(30);
        incast.setStrategy(IncastStrategy.NAIVE);
        incast.setBlockBytes(1024 * 1024);
        incast.setBlocks(20);
        incast.setTransport(ecnTransport(Dctcp.TYPE));
        parts.addApplication(incast);
        Link bottleneck = parts.element("left-right", Link.class);
        parts.probe(ProbeKind.QUEUE_LENGTH, bottleneck, parts.element("left", Switch.class), 100 * Topologies.PS_PER_US);
        parts.perApplication(ProbeKind.GOODPUT, 10 * MS);
        parts.sweep("incast.serverCount", "10", "30", "50", "70", "90");
        parts.sweep("incast.transport.congestionControl", Dctcp.TYPE.key(), NewReno.ECN_TYPE.key());
        s.setDescription("Coexistence Fig. 7 (Irteza et al., ICC 2014): two DCTCP and two ECN NewReno long flows share the 1 Gbit/s "
                + "bottleneck (250 µs RTT, 250 packets) under " + (discipline == Red.TYPE
                        ? "RED 30..100 packets, max_p 0.1, marking ECN"
                        : "7-sample CHOKe over RED 30..100 packets")
                + ", while client reads 20 blocks of 1 MiB split over n servers (n swept 10..90; the servers run DCTCP or ECN "
                + "NewReno, swept, min RTO 10 ms). Per-block completion time (rctMs) of the incast against n and its transport.");
        return s;
    }

    /**
     * Coexistence Fig. 8: beside the four long flows, short flows of 10-50 KB (uniform, Poisson arrivals) offer 20 %
     * of the bottleneck, split as in the paper: 10 % DCTCP from s5 to r5, 10 % ECN NewReno from s6 to r6. s5 and s6
     * have 1 Gbit/s links because a mix's load is a fraction of its source's link. The bottleneck's discipline is
     * swept: drop-tail (the baseline), threshold marking at K = 65, RED and 7-sample CHOKe.
     */
    public static Scenario coexistenceShortFlows() {
        Scenario s = coexistenceDumbbell("coexist-fig8-short-flows", ThresholdMarking.TYPE, 6, 0);
        ScenarioParts parts = new ScenarioParts(s);
        shortFlows(parts, "shortDctcp", "s5", "r5", Dctcp.TYPE);
        shortFlows(parts, "shortTcp", "s6", "r6", NewReno.ECN_TYPE);
        Link bottleneck = parts.element("left-right", Link.class);
        parts.probe(ProbeKind.QUEUE_LENGTH, bottleneck, parts.element("left", Switch.class), 100 * Topologies.PS_PER_US);
        parts.perApplication(ProbeKind.GOODPUT, 10 * MS);
        parts.sweep("left-right.sourceQueue.discipline", DropTail.TYPE.key(), ThresholdMarking.TYPE.key(), Red.TYPE.key(),
                SampledChoke.TYPE.key());
        s.setDescription("Coexistence Fig. 8 (Irteza et al., ICC 2014): two DCTCP and two ECN NewReno long flows share the 1 Gbit/s "
                + "bottleneck (250 µs RTT, 250 packets) with short flows of 10-50 KB at 20 % load from 200 ms on: half DCTCP "
                + "(s5 to r5), half ECN NewReno (s6 to r6), each source on a 1 Gbit/s link. Short-flow FCT under the bottleneck's "
                + "discipline, swept: drop-tail, threshold marking at K = 65, RED 30..100 packets (max_p 0.1, marking), "
                + "7-sample CHOKe.");
        return s;
    }

    private static void shortFlows(ScenarioParts parts, String name, String source, String destination, TransportType cc) {
        parts.element(source + "-left", Link.class).setRateBps(GBPS);
        ShortFlowMix mix = DclabFactory.eINSTANCE.createShortFlowMix();
        mix.setName(name);
        mix.setSource(parts.element(source, Host.class));
        mix.getDestinations().add(parts.element(destination, Host.class));
        mix.setMinSizeBytes(10 * 1024);
        mix.setMaxSizeBytes(50 * 1024);
        mix.setLoad(0.1);
        // After the long flows' slow start, so the short flows meet the queue the long flows hold.
        mix.setStartPs(200 * MS);
        mix.setTransport(ecnTransport(cc));
        parts.addApplication(mix);
    }

    /** The short and incast flows' transport: ECN on, and the study's 10 ms minimum RTO. */
    static TransportSettings ecnTransport(TransportType cc) {
        TransportSettings t = ScenarioParts.transport(cc);
        t.setEcn(true);
        t.setMinRtoPs(DC_MIN_RTO_PS);
        return t;
    }

    private static QueueSettings coexistenceQueue(QueueType discipline) {
        QueueSettings q = ScenarioParts.queue(discipline, COEXIST_BUFFER_PACKETS);
        // DCTCP's K for 1 Gbit/s in the coexistence study; RED and CHOKe use 30..100 packets with Floyd's max_p. Each is
        // set whatever the discipline, so that a sweep of the discipline (Fig. 8) finds them.
        ScenarioParts.set(q, ThresholdMarking.K, 65L);
        ScenarioParts.set(q, Red.MIN_TH, 30L);
        ScenarioParts.set(q, Red.MAX_TH, 100L);
        ScenarioParts.set(q, Red.MAX_P, 0.1);
        ScenarioParts.set(q, SampledChoke.SAMPLES, 7L);
        return q;
    }

    private static String coexistenceDescription(QueueType discipline) {
        String common = "Two DCTCP and two ECN NewReno long flows share a 1 Gbit/s bottleneck (10 Gbit/s access, 250 µs RTT, "
                + "250-packet buffer, min RTO 10 ms) as in Irteza et al., ICC 2014, ";
        if (discipline == ThresholdMarking.TYPE) {
            return common + "Fig. 3: under threshold marking at K = 65 DCTCP cuts by alpha/2 while NewReno halves, so "
                    + "DCTCP takes several times NewReno's share, more as K grows (swept).";
        }
        if (discipline == Red.TYPE) {
            return common + "Fig. 4: RED 30..100 packets marking ECN with max_p 0.1 (swept): DCTCP still leads, by less than under "
                    + "threshold marking.";
        }
        if (discipline == Choke.TYPE) {
            return common + "Fig. 5: CHOKe over RED 30..100 packets drops an arrival with a random queued packet of its flow, "
                    + "penalising whoever holds the queue.";
        }
        if (discipline == SampledChoke.TYPE) {
            return common + "Fig. 6: CHOKe with m = 7 draws per arrival (swept) penalises the flow holding more of the queue "
                    + "more steeply, evening out the shares; matches are dropped, or marked with markMatches (swept too).";
        }
        return common + "Fig. 2: under drop-tail nobody marks, both are NewReno on loss, and they share about equally.";
    }

    /**
     * GEMINI (Zeng et al.) Fig. 9: two inter-DC flows (10 ms RTT, C·RTT = 833 packets) share a-sw1's 1 Gbit/s uplink,
     * which marks above K (swept; 450-packet buffer), the DCN congestion GEMINI's factor F = 4K/(C·RTT + K) is for.
     * Hosts have 10 Gbit/s links, as in the engine's GEMINI oracle, so the marking uplink and not a sender's own NIC is
     * the bottleneck; border routers hold 10000 packets and never mark. Both senders run GEMINI, and the sweep moves the
     * K they assume in F together with the switch's threshold (one linked parameter), as the paper configures them
     * alike; setting both transports to DCTCP gives the baseline.
     */
    public static Scenario geminiKSweep() {
        Scenario s = geminiTestbed(1, 2);
        s.setName("gemini-fig9-k-sweep");
        // 400 round trips of 10 ms: slow start and its losses take the first second.
        s.setDurationPs(4_000 * MS);
        ScenarioParts parts = new ScenarioParts(s);
        for (String sw : new String[] { "a-sw1", "b-sw1" }) {
            QueueSettings q = ScenarioParts.queue(ThresholdMarking.TYPE, 450);
            ScenarioParts.set(q, ThresholdMarking.K, 50L);
            parts.element(sw, Switch.class).setDefaultQueue(q);
        }
        for (String host : new String[] { "a-h1_1", "a-h1_2", "b-h1_1", "b-h1_2" }) {
            parts.element(host + "-" + host.charAt(0) + "-sw1", Link.class).setRateBps(10 * GBPS);
        }
        parts.transport("a-h1_1", Gemini.TYPE, 200 * MS);
        parts.transport("a-h1_2", Gemini.TYPE, 200 * MS);
        parts.longFlow("inter1", "a-h1_1", "b-h1_1");
        parts.longFlow("inter2", "a-h1_2", "b-h1_2");
        Link uplink = parts.element("a-sw1-a-border", Link.class);
        Switch aSw1 = parts.element("a-sw1", Switch.class);
        parts.probe(ProbeKind.QUEUE_LENGTH, uplink, aSw1, 100 * Topologies.PS_PER_US);
        parts.probe(ProbeKind.QUEUE_MARKS, uplink, aSw1, 10 * MS);
        parts.perApplication(ProbeKind.GOODPUT, 10 * MS);
        parts.perApplication(ProbeKind.ALPHA, MS);
        parts.perApplication(ProbeKind.CWND, MS);
        parts.sweep("a-sw1.defaultQueue.markingThreshold+a-h1_1.transport.markingThresholdPackets"
                + "+a-h1_2.transport.markingThresholdPackets", "20", "50", "100", "200");
        s.setDescription("GEMINI Fig. 9: two inter-DC flows (10 ms RTT) share a-sw1's 1 Gbit/s uplink, which marks above K (swept "
                + "20..200 packets, 450-packet buffer); hosts have 10 Gbit/s links, border routers 10000 packets and no marking. "
                + "Both senders run GEMINI (T = 5 ms, beta = 0.2, H = 1.2e-7) and assume the switch's K, swept with it. The paper's claim to check: at low K "
                + "DCTCP's cuts drain the queue and idle the uplink while GEMINI's alpha·F cuts do not. --set a-h1_1.transport.congestionControl=DCTCP "
                + "--set a-h1_2.transport.congestionControl=DCTCP runs the DCTCP baseline.");
        return s;
    }

    /**
     * GEMINI Fig. 5: three DCTCP senders under a-sw1 send to one server; a-sw1's 1 Gbit/s uplink, which marks above K
     * (swept 20..320 packets as in the paper), is the bottleneck. The paper compares a receiver in the same DC with
     * one in the remote DC; here the receiver stays b-h1_1 and the WAN delay is swept instead: 1 µs (a link needs a
     * positive delay) gives the intra-DC RTT of 200 µs through the same ports, 4.9 ms the inter-DC 10 ms (the paper
     * itself zeroes the WAN delay to make every flow low-BDP). A sweep sets attributes, not which host receives, so this keeps one file.
     */
    public static Scenario geminiDctcpIntraInter() {
        Scenario s = geminiTestbed(1, 3);
        s.setName("gemini-fig5-dctcp-k-intra-inter");
        s.setDurationPs(3_000 * MS);
        ScenarioParts parts = new ScenarioParts(s);
        markingQueue(parts, "a-sw1", 50);
        for (int i = 1; i <= 3; i++) {
            parts.transport("a-h1_" + i, Dctcp.TYPE, 200 * MS);
            parts.longFlow("dctcp" + i, "a-h1_" + i, "b-h1_1");
        }
        uplinkProbes(parts);
        parts.sweep("wan.delayPs", "1000000", "4900000000");
        parts.sweep("a-sw1.defaultQueue.markingThreshold", "20", "40", "80", "160", "320");
        s.setDescription("GEMINI Fig. 5: three DCTCP senders under a-sw1 (1 Gbit/s links) send to b-h1_1; a-sw1's uplink marks above "
                + "K (swept 20..320 packets, 450-packet buffer). The WAN delay is swept too: 1 µs gives the intra-DC RTT of 200 µs, "
                + "4.9 ms the inter-DC 10 ms. The paper: intra-DC flows need a small K for low delay, inter-DC flows a large K "
                + "for throughput.");
        return s;
    }

    /**
     * GEMINI Fig. 10: GEMINI's WAN parameters. One sender with two flows (one transport, so T and beta sweep as a
     * grid of two paths) on 10 Gbit/s links up to a-border, whose 1 Gbit/s WAN port with its deep drop-tail buffer
     * (10000 packets) is the bottleneck: the WAN congestion that T (queueing-delay threshold) and beta (cut on it)
     * are for. The paper's guideline is beta < T/(T + RTT), 0.33 at T = 5 ms and RTT = 10 ms.
     */
    public static Scenario geminiTBetaSweep() {
        Scenario s = geminiTestbed(1, 2);
        s.setName("gemini-fig10-t-beta-sweep");
        s.setDurationPs(3_000 * MS);
        ScenarioParts parts = new ScenarioParts(s);
        markingQueue(parts, "a-sw1", 50);
        parts.element("a-h1_1-a-sw1", Link.class).setRateBps(10 * GBPS);
        parts.element("a-sw1-a-border", Link.class).setRateBps(10 * GBPS);
        parts.transport("a-h1_1", Gemini.TYPE, 200 * MS);
        parts.longFlow("inter1", "a-h1_1", "b-h1_1");
        parts.longFlow("inter2", "a-h1_1", "b-h1_2");
        Link wan = parts.element("wan", Link.class);
        Router border = parts.element("a-border", Router.class);
        parts.probe(ProbeKind.QUEUE_LENGTH, wan, border, 100 * Topologies.PS_PER_US);
        parts.perApplication(ProbeKind.GOODPUT, 10 * MS);
        parts.perApplication(ProbeKind.CWND, MS);
        parts.sweep("a-h1_1.transport." + Gemini.T.name(), "1000000000", "2500000000", "5000000000", "10000000000");
        parts.sweep("a-h1_1.transport." + Gemini.BETA.name(), "0.1", "0.2", "0.4", "0.6");
        s.setDescription("GEMINI Fig. 10: two GEMINI flows from a-h1_1 over 10 Gbit/s DC links into the 1 Gbit/s WAN (10 ms RTT), whose "
                + "10000-packet drop-tail buffer at a-border is the bottleneck. Sweeps the queueing-delay threshold T (1..10 ms) and "
                + "the WAN cut beta (0.1..0.6): throughput stays high while beta < T/(T + RTT), and the standing queue follows T.");
        return s;
    }

    /**
     * GEMINI Fig. 11: convergence. Three inter-DC GEMINI flows (10 ms RTT) join a-sw1's marking 1 Gbit/s uplink
     * {@value #CONVERGENCE_STAGGER_MS} ms apart; the goodput probes show each newcomer taking its share and the
     * shares meeting. No sweep: --set a-h1_1.transport.congestionControl=DCTCP (and a-h1_2, a-h1_3) runs the baseline.
     */
    public static Scenario geminiConvergence() {
        Scenario s = geminiTestbed(1, 3);
        s.setName("gemini-fig11-convergence");
        s.setDurationPs(4 * CONVERGENCE_STAGGER_MS * MS);
        ScenarioParts parts = new ScenarioParts(s);
        markingQueue(parts, "a-sw1", 50);
        for (int i = 1; i <= 3; i++) {
            // As in Fig. 9: a 1 Gbit/s NIC would be a second, non-marking bottleneck in front of the uplink.
            parts.element("a-h1_" + i + "-a-sw1", Link.class).setRateBps(10 * GBPS);
            parts.transport("a-h1_" + i, Gemini.TYPE, 200 * MS);
            parts.longFlow("inter" + i, "a-h1_" + i, "b-h1_" + i).setStartPs((i - 1) * CONVERGENCE_STAGGER_MS * MS);
        }
        uplinkProbes(parts);
        parts.perApplication(ProbeKind.CWND, MS);
        s.setDescription(
                "GEMINI Fig. 11: three inter-DC GEMINI flows (10 ms RTT, 10 Gbit/s host links) join a-sw1's 1 Gbit/s uplink, which marks "
                        + "above K = 50 packets, at 0, 2 and 4 s; 8 s. The goodput probes show how fast each newcomer reaches its share.");
        return s;
    }

    /**
     * GEMINI Fig. 12: RTT fairness. An intra-DC flow (a-h1_1 to a-h2_1, 200 µs RTT) and an inter-DC flow (a-h1_2 to
     * b-h1_1) share a-sw1's marking 1 Gbit/s uplink; the WAN delay is swept so that the inter-DC RTT is 4, 8, 16, 32 and
     * 64 times the intra-DC one (delay = (ratio - 1) x 100 µs). GEMINI scales its increase with the RTT (h = H·C·RTT,
     * clamped to [0.1, 5]) to narrow the gap a window-based AIMD opens in proportion to the RTT ratio.
     */
    public static Scenario geminiRttFairness() {
        Scenario s = geminiTestbed(2, 2);
        s.setName("gemini-fig12-rtt-fairness");
        s.setDurationPs(4_000 * MS);
        ScenarioParts parts = new ScenarioParts(s);
        markingQueue(parts, "a-sw1", 50);
        parts.transport("a-h1_1", Gemini.TYPE, 200 * MS);
        parts.transport("a-h1_2", Gemini.TYPE, 200 * MS);
        parts.longFlow("intra", "a-h1_1", "a-h2_1");
        parts.longFlow("inter", "a-h1_2", "b-h1_1");
        uplinkProbes(parts);
        parts.perApplication(ProbeKind.CWND, MS);
        parts.sweep("wan.delayPs", "300000000", "700000000", "1500000000", "3100000000", "6300000000");
        s.setDescription(
                "GEMINI Fig. 12: an intra-DC GEMINI flow (200 µs RTT) and an inter-DC one share a-sw1's 1 Gbit/s uplink, which marks "
                        + "above K = 50 packets. The WAN delay is swept so the inter-DC RTT is 4, 8, 16, 32 and 64 times the intra-DC RTT; "
                        + "compare the two flows' goodput. --set a-h1_1.transport.congestionControl=DCTCP --set a-h1_2.transport.congestionControl=DCTCP "
                        + "runs the DCTCP baseline.");
        return s;
    }

    /**
     * GEMINI Fig. 13, traffic pattern 1: web-search flows (Poisson arrivals) all inter-DC, the WAN about 90 % loaded.
     * A background draws both ends from one host list, so to keep every flow inter-DC the list is one server per DC,
     * a-h1_1 and b-h1_1, standing for the testbed's servers: their links and their switches' uplinks run at 10 Gbit/s
     * (marking at K = 500, the paper's 50 per Gbit/s, in 4500 packets: the 1 Gbit/s port's 450 scaled alike), and load 0.09 of their 2 x 10 Gbit/s offers 0.9 Gbit/s each way
     * to the 1 Gbit/s WAN, whose 10000-packet border buffers are the bottleneck. One transport for all flows, so the
     * congestion control is swept; flows start for 2 s and have 1 s to finish.
     */
    public static Scenario geminiWebSearchPattern1() {
        Scenario s = geminiTestbed(1, 1);
        s.setName("gemini-fig13-websearch-pattern1");
        s.setDurationPs(3_000 * MS);
        ScenarioParts parts = new ScenarioParts(s);
        for (String dc : new String[] { "a", "b" }) {
            markingQueue(parts, dc + "-sw1", 500, 4500);
            parts.element(dc + "-h1_1-" + dc + "-sw1", Link.class).setRateBps(10 * GBPS);
            parts.element(dc + "-sw1-" + dc + "-border", Link.class).setRateBps(10 * GBPS);
        }
        PoissonBackground web = DclabFactory.eINSTANCE.createPoissonBackground();
        web.setName("websearch");
        web.getHosts().add(parts.element("a-h1_1", Host.class));
        web.getHosts().add(parts.element("b-h1_1", Host.class));
        web.setCdf("web-search");
        web.setLoad(0.09);
        web.setStopPs(2_000 * MS);
        TransportSettings t = ecnTransport(Gemini.TYPE);
        t.setMinRtoPs(200 * MS);
        // The testbed paces every sender through fq; one transport for all controls keeps the comparison even.
        t.setPacing(true);
        web.setTransport(t);
        parts.addApplication(web);
        parts.probe(ProbeKind.QUEUE_LENGTH, parts.element("wan", Link.class), parts.element("a-border", Router.class), 100
                * Topologies.PS_PER_US);
        parts.sweep("websearch.transport.congestionControl", Cubic.TYPE.key(), Dctcp.TYPE.key(), Bbr.TYPE.key(), Vegas.TYPE.key(),
                Gemini.TYPE.key());
        s.setDescription(
                "GEMINI Fig. 13 (pattern 1): web-search flows, Poisson arrivals for 2 s, all between a-h1_1 and b-h1_1 (10 Gbit/s links "
                        + "and uplinks, standing for the servers of each DC) over the 1 Gbit/s WAN (10 ms RTT, 10000-packet border buffers) at "
                        + "about 90 % load each way. Sweeps the congestion control over CUBIC, DCTCP, BBR, Vegas and GEMINI; compare the small "
                        + "flows' (up to 100 KB) FCT.");
        return s;
    }

    /**
     * Two datacenters joined by a WAN ({@link Topologies#twoDatacenters}) running the Linux stack: GEMINI and the
     * controls it is compared with ran in Linux 4.9.25 on a testbed, not in a simulator's TCP.
     */
    static Scenario geminiTestbed(int switchesPerDc, int hostsPerSwitch) {
        Scenario s = Topologies.twoDatacenters(switchesPerDc, hostsPerSwitch);
        s.setTcpStack(TcpStack.LINUX);
        return s;
    }

    /** A threshold-marking queue of 450 packets (the testbed's per-port share) as {@code sw}'s default. */
    static void markingQueue(ScenarioParts parts, String sw, long kPackets) {
        markingQueue(parts, sw, kPackets, 450);
    }

    private static void markingQueue(ScenarioParts parts, String sw, long kPackets, long bufferPackets) {
        QueueSettings q = ScenarioParts.queue(ThresholdMarking.TYPE, bufferPackets);
        ScenarioParts.set(q, ThresholdMarking.K, kPackets);
        parts.element(sw, Switch.class).setDefaultQueue(q);
    }

    /** Queue and marks at a-sw1's uplink, the bottleneck, and every flow's goodput. */
    private static void uplinkProbes(ScenarioParts parts) {
        Link uplink = parts.element("a-sw1-a-border", Link.class);
        Switch aSw1 = parts.element("a-sw1", Switch.class);
        parts.probe(ProbeKind.QUEUE_LENGTH, uplink, aSw1, 100 * Topologies.PS_PER_US);
        parts.probe(ProbeKind.QUEUE_MARKS, uplink, aSw1, 10 * MS);
        parts.perApplication(ProbeKind.GOODPUT, 10 * MS);
    }
}
