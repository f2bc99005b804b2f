package org.dclab.engine.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.queue.DropReason;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.junit.jupiter.api.Test;

/** Metrics against hand-computed values. */
class StatsTest {

    /** Nearest rank: p99 of 1..100 is 99, p50 is 50, p100 the maximum; mean of 1..100 is 50.5. */
    @Test
    void percentileAndMean() {
        double[] x = new double[100];
        for (int i = 0; i < 100; i++) {
            x[99 - i] = i + 1;
        }
        assertEquals(99, Metrics.percentile(x, 0.99), 0);
        assertEquals(50, Metrics.percentile(x, 0.5), 0);
        assertEquals(100, Metrics.percentile(x, 1), 0);
        assertEquals(50.5, Metrics.mean(x), 1e-12);
    }

    /** Two DCTCP flows at 800 and 900 Mbit/s over two TCP flows at 100 each: 850/100 = 8.5. */
    @Test
    void throughputRatioIsRatioOfMeans() {
        assertEquals(8.5, Metrics.throughputRatio(new double[] { 800, 900 }, new double[] { 100, 100 }), 1e-12);
    }

    /**
     * Classes (0, 100 KB], (100 KB, 10 MB], (10 MB, inf): flows of 50 KB (FCT 1 and 3 ms), 100 KB (2 ms, on the
     * boundary so small), 1 MB (10 ms) and 20 MB (unfinished). Small: 3 flows, mean 2 ms, p99 3 ms; medium 1 flow
     * 10 ms; large 1 flow, none completed (NaN). Timeouts sum 1 + 2 = 3.
     */
    @Test
    void fctBySizeClass() {
        long ms = Time.fromMillis(1);
        List<FlowRecord> r = List.of(new FlowRecord(0, "a", 0, ms, 50_000, 0, 0),
                new FlowRecord(1, "b", 0, 3 * ms, 50_000, 0, 1), new FlowRecord(2, "c", ms, 3 * ms, 100_000, 0, 0),
                new FlowRecord(3, "d", 0, 10 * ms, 1_000_000, 0, 0), new FlowRecord(4, "e", 0, -1, 20_000_000, 0, 2));
        List<FlowStats.SizeClass> c = FlowStats.bySize(r, 100_000, 10_000_000);
        assertEquals(3, c.size());
        assertEquals(3, c.get(0).flows());
        assertEquals(2 * ms, c.get(0).meanFctPs(), 1e-6);
        assertEquals(3 * ms, c.get(0).p99FctPs(), 1e-6);
        assertEquals(10 * ms, c.get(1).meanFctPs(), 1e-6);
        assertEquals(1, c.get(2).flows());
        assertEquals(0, c.get(2).completed());
        assertTrue(Double.isNaN(c.get(2).meanFctPs()));
        assertEquals(3, FlowStats.timeouts(r));
    }

    /**
     * Queue 0 for 10 ps, 10 for 89 ps, 100 for 1 ps over [0, 100): time-weighted mean (0 + 890 + 100)/100 = 9.9;
     * the queue is at or below 10 for 99 % of the time, so p99 = 10; max 100. From 5 on: (0*5 + 890 + 100)/95.
     */
    @Test
    void timeWeightedQueueStats() {
        TimeSeries s = new TimeSeries("q");
        s.add(0, 0);
        s.add(10, 10);
        s.add(99, 100);
        QueueStats q = QueueStats.of(s, 0, 100);
        assertEquals(9.9, q.mean(), 1e-12);
        assertEquals(10, q.p99(), 0);
        assertEquals(100, q.max(), 0);
        assertEquals(990.0 / 95, QueueStats.of(s, 5, 100).mean(), 1e-12);
    }

    /** A victim (CHOKe) drop counts as a drop but not as a new arrival: 3 enqueues, 1 overflow, 1 victim -> 2/4. */
    @Test
    void lossRateCountsVictimsOnce() {
        LossMeter.Group g = new LossMeter.Group();
        for (int i = 0; i < 3; i++) {
            g.onEnqueue(0, null, null);
        }
        g.onDrop(0, null, null, DropReason.BUFFER_FULL);
        g.onDrop(0, null, null, DropReason.VICTIM);
        assertEquals(4, g.arrivals());
        assertEquals(0.5, g.lossRate(), 1e-12);
    }

    /**
     * Loss per location: a NewReno flow from a 10 Gbit/s sender into a 1 Gbit/s link with a 10-packet buffer loses
     * packets only at that port; every drop there is a data packet the sender retransmits (no loss elsewhere).
     */
    @Test
    void lossMeterGroupsPortsByName() {
        Simulator sim = new Simulator(1);
        NetworkBuilder b = new NetworkBuilder(sim);
        b.addSwitch("sw");
        b.addHost("s");
        b.addHost("r");
        b.connect("s", "sw", LinkSpec.of(10_000_000_000L, Time.fromMicros(10)));
        b.connect("sw", "r", LinkSpec.of(1_000_000_000L, Time.fromMicros(10)).withQueue(DropTail.packets(10)));
        Network net = b.build();
        LossMeter m = new LossMeter().watch(net, "bottleneck", p -> p.name().equals("sw->r"))
                .watch(net, "rest", p -> !p.name().equals("sw->r"));
        TcpConnection c = TcpConnection.open(net, "s", "r", new TcpConfig(), NewReno::new);
        c.sender().write(10_000_000);
        sim.runUntil(Time.fromMillis(200));
        LossMeter.Group bottleneck = m.group("bottleneck");
        assertTrue(bottleneck.drops() > 0, "slow start overflows the 10-packet buffer");
        assertEquals(0, m.group("rest").drops());
        assertEquals(c.sender().stats().retransmits(), bottleneck.drops(), "each lost segment retransmitted once");
        assertTrue(bottleneck.lossRate() > 0 && bottleneck.lossRate() < 0.1);
    }
}
