package org.dclab.engine.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.junit.jupiter.api.Test;

class ProbeTest {

    private static Network path(Simulator sim, int bottleneckPackets) {
        NetworkBuilder b = new NetworkBuilder(sim);
        b.addHost("a");
        b.addHost("z");
        b.addSwitch("sw");
        b.connect("a", "sw", LinkSpec.of(10_000_000_000L, Time.fromMicros(10)));
        b.connect("sw", "z", LinkSpec.of(1_000_000_000L, Time.fromMicros(10)).withQueue(DropTail.packets(bottleneckPackets)),
                LinkSpec.of(1_000_000_000L, Time.fromMicros(10)));
        return b.build();
    }

    /** Oracle: queue probe counts equal the queue's own counters, and the length never exceeds the limit. */
    @Test
    void queueRecorderSeesEveryEnqueueAndDrop() {
        Simulator sim = new Simulator(2);
        Network net = path(sim, 20);
        QueueDiscipline q = net.port("sw", "z").queue();
        QueueRecorder rec = new QueueRecorder("sw->z", true);
        q.addListener(rec);
        PeriodicSampler sampler = new PeriodicSampler(sim, "qlen", Time.fromMicros(100), q::lengthPackets);
        TcpConnection c = TcpConnection.open(net, "a", "z", new TcpConfig(), NewReno::new);
        c.sender().write(20_000_000);
        c.sender().close();
        sim.runUntil(Time.fromMillis(300));
        sampler.stop();
        assertTrue(rec.drops() > 0, "the 10:1 speed step overflows 20 packets");
        assertEquals(q.dropCount(), rec.drops());
        double max = 0;
        for (int i = 0; i < rec.packets().size(); i++) {
            max = Math.max(max, rec.packets().value(i));
        }
        assertEquals(20, max, "queue reaches but never exceeds its limit");
        assertEquals(3001, sampler.series().size(), "one sample per 100 us over 300 ms, both ends included");
    }

    /** Oracle: the flow record agrees with the endpoints; cwnd and RTT series are populated on change. */
    @Test
    void flowAndSenderRecordsMatchTheConnection() {
        Simulator sim = new Simulator(2);
        Network net = path(sim, 20);
        FlowRecorder flows = new FlowRecorder();
        TcpConnection c = flows.watch(TcpConnection.open(net, "a", "z", new TcpConfig(), NewReno::new));
        SenderRecorder s = new SenderRecorder("f");
        c.sender().addListener(s);
        c.sender().write(5_000_000);
        c.sender().close();
        sim.run();
        FlowRecord r = flows.records().get(0);
        assertTrue(r.completed());
        assertEquals(5_000_000, r.bytes());
        assertEquals(c.sender().stats().retransmits(), r.retransmits());
        assertEquals(c.sender().stats().timeouts(), r.timeouts());
        assertTrue(r.completionTimePs() > Time.fromMillis(40), "5 MB at 1 Gbit/s takes > 40 ms");
        assertTrue(s.cwnd().size() > 10 && s.rtt().size() > 100);
        assertEquals(r.retransmits(), s.retransmits());
        long handshakeRtt = Time.fromMicros(40) + 2 * (32_000 + 320_000);
        assertEquals(handshakeRtt, c.sender().rtt().minRttPs(),
                "smallest sample is the SYN exchange: 4 x 10 us plus a 40 B header at 10 and 1 Gbit/s each way");
    }

    @Test
    void jainIndexBounds() {
        assertEquals(1.0, Metrics.jainIndex(3, 3, 3), 1e-12);
        assertEquals(0.5, Metrics.jainIndex(1, 0), 1e-12);
    }
}
