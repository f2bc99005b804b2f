package org.dclab.engine.internal.bench;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.app.EmpiricalCdf;
import org.dclab.engine.app.IncastClient;
import org.dclab.engine.app.IncastStrategy;
import org.dclab.engine.app.PoissonFlowGenerator;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.TcpConfig;

/**
 * AIPM's second scenario (Fig. 4b): the {@link LeafSpineScenario} fabric with Poisson background TCP flows between
 * random hosts at load 0.5 with data-mining sizes (pFabric CDF), and an incast client on h0_0 reading 256 KB SRUs
 * from N servers spread round-robin over the other leaves, so the client's access link is the incast bottleneck
 * and background flows share it. All TCP uses 1000-byte payloads and minRTO 200 ms, as in the paper. The run is
 * cut at a fixed time and goodput is the client's bytes over its active time, so a collapsed strategy costs no
 * more to simulate than a good one.
 */
public final class LeafSpineIncastScenario {
    public static final double BACKGROUND_LOAD = 0.5;
    /** Port buffer of the fabric in bytes of 1000-byte-payload packets (100 packets of 1040 B), for OSDT/OSM. */
    public static final long BUFFER_BYTES = 100 * 1040;

    private LeafSpineIncastScenario() {
    }

    /** Outcome: client goodput over the measured span, blocks finished, timeouts and background flows started. */
    public record Result(double goodputBps, int blocksFinished, long timeouts, long lostConnections, int backgroundFlows) {
    }

    /**
     * @param warmupPs   background runs alone this long before the first request
     * @param measurePs  the client runs this long
     */
    public static Result run(long seed, int servers, IncastStrategy strategy, TcpConfig cfg, long warmupPs, long measurePs) {
        Simulator sim = new Simulator(seed);
        Network net = LeafSpineScenario.build(sim);
        List<Host> srv = new ArrayList<>();
        for (int i = 0; i < servers; i++) {
            int otherLeaves = LeafSpineScenario.LEAVES - 1;
            srv.add(net.host(LeafSpineScenario.host(1 + i % otherLeaves, i / otherLeaves)));
        }
        long endPs = warmupPs + measurePs;
        EmpiricalCdf cdf = EmpiricalCdf.fromResource(EmpiricalCdf.DATAMINING_PFABRIC_PACKETS);
        PoissonFlowGenerator background = new PoissonFlowGenerator(net, net.hosts(), cdf, 1460, BACKGROUND_LOAD,
                LeafSpineScenario.HOST_BPS, cfg, NewReno::new, endPs).start();
        IncastClient client = IncastClient.builder(net, net.host(LeafSpineScenario.host(0, 0)), srv)
                .sruBytes(IncastScenario.SRU_BYTES).blocks(Integer.MAX_VALUE).requestDelayPs(LeafSpineScenario.BASE_RTT_PS / 2)
                .tcp(cfg, NewReno::new).strategy(strategy).build();
        sim.runUntil(warmupPs);
        client.start();
        sim.runUntil(endPs);
        double goodput = client.bytesReceived() * 8.0 / Time.toSeconds(measurePs);
        return new Result(goodput, client.blocksFinished(), client.timeouts(), client.lostConnections(),
                background.recorder().size());
    }
}
