package org.dclab.engine.internal.bench;

import java.util.LinkedHashMap;
import java.util.Map;

import org.dclab.engine.app.EmpiricalCdf;
import org.dclab.engine.app.PoissonFlowGenerator;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.probe.FlowRecord;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.QueueFactory;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpStack;

/**
 * Leaf-spine: 9 leaves of 16 hosts at 1 Gbit/s, 4 spines with 4 Gbit/s uplinks, 12.5 us per link so the
 * inter-rack RTT (8 link traversals) is 100 us, per-flow ECMP, 100-packet drop-tail ports everywhere, Poisson
 * NewReno flows between random hosts at load 0.5 with data-mining sizes (pFabric CDF x 1460 B), 0.2 s simulated.
 */
public final class LeafSpineScenario {
    public static final int LEAVES = 9;
    public static final int HOSTS_PER_LEAF = 16;
    public static final int SPINES = 4;

    private LeafSpineScenario() {
    }

    public static final long HOST_BPS = 1_000_000_000L;
    public static final long UPLINK_BPS = 4_000_000_000L;
    /** Inter-rack base RTT: 8 link traversals of 12.5 us. */
    public static final long BASE_RTT_PS = Time.fromMicros(100);

    /** The topology alone: hosts "h{leaf}_{i}", leaves "leaf{l}", spines "spine{s}", 100-packet drop-tail ports. */
    public static Network build(Simulator sim) {
        return build(sim, DropTail.packets(100));
    }

    /** The topology with the given queue on every port. */
    public static Network build(Simulator sim, QueueFactory queue) {
        NetworkBuilder b = new NetworkBuilder(sim);
        long linkDelay = BASE_RTT_PS / 8;
        LinkSpec hostLink = LinkSpec.of(HOST_BPS, linkDelay).withQueue(queue);
        LinkSpec uplink = LinkSpec.of(UPLINK_BPS, linkDelay).withQueue(queue);
        for (int s = 0; s < SPINES; s++) {
            b.addSwitch("spine" + s);
        }
        for (int l = 0; l < LEAVES; l++) {
            b.addSwitch("leaf" + l);
            for (int s = 0; s < SPINES; s++) {
                b.connect("leaf" + l, "spine" + s, uplink);
            }
            for (int h = 0; h < HOSTS_PER_LEAF; h++) {
                String name = host(l, h);
                b.addHost(name);
                b.connect(name, "leaf" + l, hostLink);
            }
        }
        return b.build();
    }

    public static String host(int leaf, int index) {
        return "h" + leaf + "_" + index;
    }

    public static ScenarioResult run(long seed, long durationPs) {
        return run(seed, durationPs, TcpStack.PAPERS);
    }

    public static ScenarioResult run(long seed, long durationPs, TcpStack stack) {
        long t0 = System.nanoTime();
        Simulator sim = new Simulator(seed);
        Network net = build(sim);
        EmpiricalCdf cdf = EmpiricalCdf.fromResource(EmpiricalCdf.DATAMINING_PFABRIC_PACKETS);
        TcpConfig cfg = stack.applyTo(new TcpConfig().mssBytes(1460));
        PoissonFlowGenerator gen = new PoissonFlowGenerator(net, net.hosts(), cdf, 1460, 0.5, 1_000_000_000L, cfg,
                NewReno::new, durationPs).start();
        long buildNanos = System.nanoTime() - t0;
        sim.runUntil(durationPs);
        int done = 0;
        long bytes = 0;
        for (FlowRecord r : gen.recorder().records()) {
            done += r.completed() ? 1 : 0;
            bytes += r.bytes();
        }
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("flows", gen.recorder().size());
        d.put("completed", done);
        d.put("ackedMB", bytes / 1e6);
        return new ScenarioResult("leafspine", sim.eventCount(), sim.nowPs(), d, gen, buildNanos);
    }
}
