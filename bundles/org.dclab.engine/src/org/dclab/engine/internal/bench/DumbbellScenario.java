package org.dclab.engine.internal.bench;

import java.util.LinkedHashMap;
import java.util.Map;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.probe.Metrics;
import org.dclab.engine.cc.Dctcp;
import org.dclab.engine.cc.Transport;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.QueueFactory;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpStack;
import org.dclab.engine.tcp.TcpConnection;

/**
 * Dumbbell: two long NewReno flows (ECN off) from s1, s2 through switches left and right to r1, r2; 10 Gbit/s
 * access, a 1 Gbit/s bottleneck between the switches, base RTT 250 us, 250-packet drop-tail queues, MSS 1460 B
 * (1500 B packets), 2 s simulated. The DCTCP variant runs DCTCP flows (ECN, DCTCP echo) over threshold-marking
 * queues with K = 65 packets (C*RTT/7 is 3 packets here, so K is well above it) and the same buffers. The 10 Gbit/s
 * DCTCP variant ({@code dumbbell-dctcp-10g}) has a 10 Gbit/s bottleneck too: the "2-flow 10 Gbit/s DCTCP dumbbell, 2 s"
 * that issue 20 measured DC Lab and a C++ simulator on (K = 65 packets is DCTCP's own choice for 10 Gbit/s).
 */
public final class DumbbellScenario {
    private DumbbellScenario() {
    }

    public static ScenarioResult run(long seed, long durationPs) {
        return run(seed, durationPs, false);
    }

    public static ScenarioResult run(long seed, long durationPs, boolean dctcp) {
        return run(seed, durationPs, dctcp, TcpStack.PAPERS);
    }

    public static ScenarioResult run(long seed, long durationPs, boolean dctcp, TcpStack stack) {
        return run(seed, durationPs, dctcp, stack, 1_000_000_000L);
    }

    /** The dumbbell with a bottleneck of {@code bottleneckBps}; the 1 Gbit/s one is the standard scenario. */
    public static ScenarioResult run(long seed, long durationPs, boolean dctcp, TcpStack stack, long bottleneckBps) {
        long t0 = System.nanoTime();
        Simulator sim = new Simulator(seed);
        NetworkBuilder b = new NetworkBuilder(sim);
        long perLinkPs = Time.fromNanos(250_000 / 6);
        QueueFactory queue = dctcp ? ThresholdMarking.packets(250, 65) : DropTail.packets(250);
        LinkSpec access = LinkSpec.of(10_000_000_000L, perLinkPs).withQueue(queue);
        LinkSpec bottleneck = LinkSpec.of(bottleneckBps, perLinkPs).withQueue(queue);
        b.addSwitch("left");
        b.addSwitch("right");
        b.connect("left", "right", bottleneck);
        for (int i = 1; i <= 2; i++) {
            b.addHost("s" + i);
            b.addHost("r" + i);
            b.connect("s" + i, "left", access);
            b.connect("right", "r" + i, access);
        }
        Network net = b.build();
        TcpConfig cfg = stack.applyTo(new TcpConfig().mssBytes(1460).ecn(false));
        Transport dctcpTransport = Transport.dctcp(Dctcp.Params.DEFAULTS);
        TcpConnection f1 = dctcp ? dctcpTransport.open(net, "s1", "r1", cfg) : TcpConnection.open(net, "s1", "r1", cfg, NewReno::new);
        TcpConnection f2 = dctcp ? dctcpTransport.open(net, "s2", "r2", cfg) : TcpConnection.open(net, "s2", "r2", cfg, NewReno::new);
        f1.sender().write(Long.MAX_VALUE / 4);
        f2.sender().write(Long.MAX_VALUE / 4);
        long buildNanos = System.nanoTime() - t0;
        sim.runUntil(durationPs);
        double r1 = Metrics.rateBps(f1.receiver().bytesDelivered(), durationPs);
        double r2 = Metrics.rateBps(f2.receiver().bytesDelivered(), durationPs);
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("flow1Mbps", r1 / 1e6);
        d.put("flow2Mbps", r2 / 1e6);
        d.put("jain", Metrics.jainIndex(r1, r2));
        String name = (dctcp ? "dumbbell-dctcp" : "dumbbell") + (bottleneckBps == 1_000_000_000L ? "" : "-" + bottleneckBps / 1_000_000_000L
                + "g");
        return new ScenarioResult(name, sim.eventCount(), sim.nowPs(), d, net, buildNanos);
    }
}
