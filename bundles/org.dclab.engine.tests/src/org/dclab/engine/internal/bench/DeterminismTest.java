package org.dclab.engine.internal.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.app.EmpiricalCdf;
import org.dclab.engine.app.PoissonFlowGenerator;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.net.Port;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.DropReason;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.QueueListener;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.TcpConfig;
import org.junit.jupiter.api.Test;

/**
 * Oracle: a run is a function of its seed. The scenario uses every random stream the engine has: Poisson arrivals,
 * host pairs and sizes, per-switch ECMP salts, per-packet spraying and random link loss. The trace is a digest of
 * every enqueue, dequeue and drop at every port (time, port, packet fields).
 */
class DeterminismTest {

    private record Trace(long digest, long records, long events) {
    }

    private static Trace run(long seed) {
        Simulator sim = new Simulator(seed);
        NetworkBuilder b = new NetworkBuilder(sim);
        LinkSpec host = LinkSpec.of(1_000_000_000L, Time.fromMicros(5)).withQueue(DropTail.packets(30));
        LinkSpec up = LinkSpec.of(2_000_000_000L, Time.fromMicros(5)).withQueue(DropTail.packets(30)).withLoss(0.002);
        b.addSwitch("spine0");
        b.addSwitch("spine1");
        for (int l = 0; l < 3; l++) {
            b.addSwitch("leaf" + l);
            b.connect("leaf" + l, "spine0", up);
            b.connect("leaf" + l, "spine1", up);
            for (int h = 0; h < 4; h++) {
                b.addHost("h" + l + h);
                b.connect("h" + l + h, "leaf" + l, host);
            }
        }
        b.ecmp(org.dclab.engine.net.EcmpMode.PER_PACKET);
        Network net = b.build();
        long[] digest = { 17, 0 };
        for (Port p : net.ports().values()) {
            int portHash = p.name().hashCode();
            p.queue().addListener(new QueueListener() {
                private void mix(long now, Packet pk, int kind) {
                    long h = digest[0];
                    h = h * 1_000_003 + now;
                    h = h * 1_000_003 + portHash;
                    h = h * 1_000_003 + pk.seq() * 31 + pk.ack() * 7 + pk.flags() + kind;
                    digest[0] = h;
                    digest[1]++;
                }

                @Override
                public void onEnqueue(long nowPs, QueueDiscipline q, Packet pk) {
                    mix(nowPs, pk, 1);
                }

                @Override
                public void onDequeue(long nowPs, QueueDiscipline q, Packet pk) {
                    mix(nowPs, pk, 2);
                }

                @Override
                public void onDrop(long nowPs, QueueDiscipline q, Packet pk, DropReason reason) {
                    mix(nowPs, pk, 3);
                }
            });
        }
        EmpiricalCdf cdf = new EmpiricalCdf("short flows", new double[] { 1, 10, 200 }, new double[] { 0, 0.5, 1 });
        new PoissonFlowGenerator(net, net.hosts(), cdf, 1460, 0.6, 1_000_000_000L, new TcpConfig(), NewReno::new,
                Time.fromMillis(30)).start();
        sim.runUntil(Time.fromMillis(40));
        return new Trace(digest[0], digest[1], sim.eventCount());
    }

    @Test
    void sameSeedGivesIdenticalTraces() {
        Trace a = run(42);
        Trace b = run(42);
        assertTrue(a.records() > 10_000, "the scenario does real work (" + a.records() + " queue events)");
        assertEquals(a, b);
    }

    @Test
    void differentSeedGivesADifferentTrace() {
        assertNotEquals(run(42).digest(), run(43).digest());
    }
}
