package org.dclab.engine.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.probe.FlowRecord;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.TcpConfig;
import org.junit.jupiter.api.Test;

/** The shipped workloads and the short-flow mix. */
class WorkloadTest {

    /** Means with linear interpolation as listed in ../shared/data/cdfs/README.md. */
    @Test
    void shippedCdfsHaveTheDocumentedMeans() {
        assertEquals(1_711_250, Workload.byName("web-search").sizes().meanBytes(), 1);
        assertEquals(1_710_004, Workload.byName("WEB_SEARCH_ZENG").sizes().meanBytes(), 1);
        assertEquals(7_470_236, Workload.byName("data-mining").sizes().meanBytes(), 1);
        assertThrows(IllegalArgumentException.class, () -> Workload.byName("hadoop"));
    }

    /** Uniform 10-50 KB: every draw in range, sample mean within 1 % of 30 000 B over 100 000 draws (sd 11.5 KB / sqrt(1e5) = 37 B). */
    @Test
    void uniformSizesStayInRange() {
        FlowSizes u = FlowSizes.uniform(10_000, 50_000);
        SplittableRandom r = new SplittableRandom(1);
        double sum = 0;
        for (int i = 0; i < 100_000; i++) {
            long v = u.sample(r);
            assertTrue(v >= 10_000 && v <= 50_000);
            sum += v;
        }
        assertEquals(30_000, sum / 100_000, 300);
        assertEquals(30_000, u.meanBytes(), 0);
    }

    /**
     * Short flows at 20 % of a 1 Gbit/s bottleneck, MSS 1460: lambda = 0.2e9 / (8 * 30 000 * 1500/1460)
     * = 811.1 flows/s; in 1 s of arrivals about 811 flows (Poisson, sd 28), all from the senders to the receiver.
     */
    @Test
    void shortFlowMixOffersTheTargetLoad() {
        Simulator sim = new Simulator(1);
        NetworkBuilder b = new NetworkBuilder(sim);
        b.addSwitch("sw");
        b.addHost("r");
        b.connect("sw", "r", LinkSpec.of(1_000_000_000L, Time.fromMicros(25)));
        for (int i = 0; i < 4; i++) {
            b.addHost("s" + i);
            b.connect("s" + i, "sw", LinkSpec.of(10_000_000_000L, Time.fromMicros(25)));
        }
        Network net = b.build();
        List<Host> senders = List.of(net.host("s0"), net.host("s1"), net.host("s2"), net.host("s3"));
        PoissonFlowGenerator g = PoissonFlowGenerator.shortFlows(net, senders, net.host("r"), 10_000, 50_000, 0.2,
                1_000_000_000L, new TcpConfig(), NewReno::new, Time.fromSeconds(1)).start();
        assertEquals(0.2e9 / (8 * 30_000 * 1500.0 / 1460), g.flowsPerSecond(), 1e-6);
        sim.runUntil(Time.fromSeconds(2));
        List<FlowRecord> flows = g.recorder().records();
        assertEquals(811, flows.size(), 4 * 28.5, "within 4 standard deviations");
        for (FlowRecord f : flows) {
            assertTrue(f.completed() && f.name().endsWith("->r") && f.bytes() >= 10_000 && f.bytes() <= 50_000, f.toString());
        }
    }
}
