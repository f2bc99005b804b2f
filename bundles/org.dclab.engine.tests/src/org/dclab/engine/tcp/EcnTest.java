package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.probe.QueueRecorder;
import org.dclab.engine.probe.SenderRecorder;
import org.dclab.engine.queue.QueueDiscipline;
import org.junit.jupiter.api.Test;

/** RFC 3168 behaviour of the sender and receiver, with test-only marking queues. */
class EcnTest {
    private static final long GBPS = 1_000_000_000L;

    /**
     * Oracle: one CE mark makes the receiver echo ECE until it sees CWR, and the sender halves its window exactly
     * once (ssthresh = flight / 2), without retransmitting anything. A 200 KB receive window keeps the flow below
     * BDP plus buffer, so no packet is lost.
     */
    @Test
    void oneMarkGivesExactlyOneReduction() {
        Simulator sim = new Simulator(4);
        long markedSeq = 200 * 1460L;
        boolean[] marked = { false };
        LinkSpec access = LinkSpec.of(10 * GBPS, Time.fromMicros(25));
        LinkSpec bottleneck = access.withQueue(TestPaths.marking((p, t) -> {
            if (!marked[0] && p.payloadBytes() > 0 && p.seq() == markedSeq) {
                assertEquals(Ecn.ECT0, p.ecn(), "data is sent ECN-capable");
                marked[0] = true;
                return true;
            }
            return false;
        }));
        Network net = TestPaths.star(sim, 1, access, bottleneck);
        TcpConnection c = TcpConnection.open(net, "s1", "r", new TcpConfig().ecn(true).receiveBufferBytes(200 * 1024), NewReno::new);
        SenderRecorder rec = new SenderRecorder("f");
        c.sender().addListener(rec);
        c.sender().write(3_000_000);
        c.sender().close();
        sim.run();
        assertTrue(marked[0]);
        assertEquals(3_000_000, c.receiver().bytesDelivered());
        assertEquals(0, c.sender().stats().retransmits());
        assertEquals(2, rec.ssthresh().size(), "initial (infinite) ssthresh, then one reduction");
        assertTrue(rec.ssthresh().value(1) < Double.POSITIVE_INFINITY);
    }

    /** Oracle: with marking at K packets instead of dropping, the queue stays near K, nothing is lost, and the link stays busy. */
    @Test
    void markingKeepsTheQueueShortWithoutLoss() {
        Simulator sim = new Simulator(4);
        int k = 20;
        LinkSpec access = LinkSpec.of(10 * GBPS, Time.fromMicros(25));
        LinkSpec bottleneck = LinkSpec.of(GBPS, Time.fromMicros(25)).withQueue(TestPaths.threshold(k));
        Network net = TestPaths.star(sim, 1, access, bottleneck);
        QueueDiscipline q = net.port("sw", "r").queue();
        QueueRecorder qr = new QueueRecorder("q", true);
        q.addListener(qr);
        TcpConnection c = TcpConnection.open(net, "s1", "r", new TcpConfig().ecn(true), NewReno::new);
        c.sender().write(Long.MAX_VALUE / 4);
        sim.runUntil(Time.fromMillis(100));
        long before = c.receiver().bytesDelivered();
        sim.runUntil(Time.fromMillis(600));
        double rate = (c.receiver().bytesDelivered() - before) * 8 / 0.5;
        assertEquals(0, c.sender().stats().retransmits(), "marks replace losses");
        assertTrue(qr.marks() > 10);
        double mean = qr.packets().timeAverage(Time.fromMillis(100), Time.fromMillis(600));
        assertTrue(mean < 2 * k, "mean queue " + mean + " packets stays within 2K");
        assertTrue(rate > 0.9 * GBPS * 1460 / 1500, "link stays busy: " + rate / 1e9 + " Gbit/s");
    }
}
