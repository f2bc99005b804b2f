package org.dclab.sim.topology;

import java.util.LinkedHashMap;
import java.util.Map;

import org.dclab.engine.cc.Dctcp;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.model.IncastStrategy;
import org.dclab.model.Link;
import org.dclab.model.LongFlow;
import org.dclab.model.ProbeKind;
import org.dclab.model.QueueSettings;
import org.dclab.model.Scenario;
import org.dclab.model.Switch;

/**
 * Teaching scenarios the lab sheets in {@code examples/labs/} need beyond the papers' figures, by file name.
 * {@code examples/} holds them in saved form and a test keeps the two equal.
 */
public final class LabExamples {

    private static final long GBPS = 1_000_000_000L;
    private static final long MS = 1_000_000_000L;
    /** The DCTCP lab's path: 10 Gbit/s and 100 µs, so C·RTT is 125 KB, about 83 packets of 1500 B. */
    public static final long DCTCP_LAB_RATE_BPS = 10 * GBPS;
    public static final long DCTCP_LAB_RTT_PS = 100 * Topologies.PS_PER_US;
    /** The minimum RTOs the incast lab compares: Linux's default and the 1 ms incast studies recommend. */
    public static final long DEFAULT_MIN_RTO_PS = 200 * MS;
    public static final long SHORT_MIN_RTO_PS = MS;

    private LabExamples() {
    }

    /** Every example, keyed by its file name without the extension. */
    public static Map<String, Scenario> all() {
        Map<String, Scenario> examples = new LinkedHashMap<>();
        examples.put("lab-incast-minrto", incastMinRto());
        examples.put("lab-dctcp-k-sweep", dctcpKSweep());
        return examples;
    }

    /**
     * TCP incast collapse and the minimum RTO: the Naive client of AIPM Fig. 4a (every server sends its 256 KB SRU
     * at once through one 1 Gbit/s port with 64 KiB of buffer, 100 µs RTT), swept over N and over a minimum RTO of
     * 200 ms against 1 ms. A lost tail costs one RTO; against a block time of a few milliseconds 200 ms is the collapse.
     */
    public static Scenario incastMinRto() {
        Scenario s = AipmExamples.singleBottleneck("lab-incast-minrto", IncastStrategy.NAIVE, 16, 5);
        s.setDurationPs(3_000 * MS);
        ScenarioParts parts = new ScenarioParts(s);
        parts.sweep("incast.serverCount", "1", "4", "16", "64");
        parts.sweep("incast.transport.minRtoPs", Long.toString(DEFAULT_MIN_RTO_PS), Long.toString(SHORT_MIN_RTO_PS));
        s.setDescription("Lab 1, TCP incast: a client reads blocks of one 256 KB SRU from each of N servers at once through one"
                + " 1 Gbit/s switch port with 64 KiB of buffer (100 µs RTT, NewReno, minRTO 200 ms). Goodput collapses as N grows:"
                + " a tail loss waits out the minimum RTO. Sweeps incast.serverCount (1..64) and incast.transport.minRtoPs"
                + " (200 ms, 1 ms).");
        return s;
    }

    /**
     * DCTCP's marking threshold: two DCTCP long flows share a 10 Gbit/s bottleneck (100 µs RTT) that marks above K,
     * swept around the guideline K > C·RTT/7 (about 12 packets here). Below it the queue's saw-tooth reaches empty
     * and the link idles; above it the link stays full and the queue, hence the delay, grows with K.
     */
    public static Scenario dctcpKSweep() {
        Scenario s = Topologies.dumbbell(2, DCTCP_LAB_RATE_BPS, DCTCP_LAB_RATE_BPS, DCTCP_LAB_RTT_PS / 6, 250);
        s.setName("lab-dctcp-k-sweep");
        s.setSeed(1);
        // 2,000 round trips: DCTCP's alpha settles within a few hundred.
        s.setDurationPs(200 * MS);
        ScenarioParts parts = new ScenarioParts(s);
        Link bottleneck = parts.element("left-right", Link.class);
        QueueSettings q = ScenarioParts.queue(ThresholdMarking.TYPE, 250);
        ScenarioParts.set(q, ThresholdMarking.K, 12L);
        bottleneck.setSourceQueue(q);
        for (int i = 1; i <= 2; i++) {
            parts.transport("s" + i, Dctcp.TYPE, 10 * MS);
            parts.longFlow("dctcp" + i, "s" + i, "r" + i);
        }
        Switch left = parts.element("left", Switch.class);
        parts.probe(ProbeKind.QUEUE_LENGTH, bottleneck, left, 10 * Topologies.PS_PER_US);
        parts.probe(ProbeKind.QUEUE_MARKS, bottleneck, left, MS);
        parts.perApplication(ProbeKind.GOODPUT, MS);
        parts.perApplication(ProbeKind.CWND, 100 * Topologies.PS_PER_US);
        parts.probe(ProbeKind.ALPHA, parts.element("dctcp1", LongFlow.class), null, 100 * Topologies.PS_PER_US);
        parts.sweep("left-right.sourceQueue.markingThreshold", "1", "3", "6", "12", "24", "48");
        s.setDescription("Lab 3, DCTCP's marking threshold: two DCTCP long flows share a 10 Gbit/s bottleneck (100 µs RTT, so C·RTT"
                + " is about 83 packets of 1500 B) that marks above K packets. The guideline K > C·RTT/7 asks for about 12. Sweeps K"
                + " (1..48): below the guideline the queue empties and utilisation drops; above it the link stays full and the"
                + " queue grows with K.");
        return s;
    }
}
