package org.dclab.engine.internal.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.engine.app.IncastClient;
import org.dclab.engine.app.IncastStrategy;
import org.dclab.engine.app.NaiveIncast;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.GrowthRule;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpStack;

/**
 * Incast: one client and N servers on one switch, all links 1 Gbit/s, base RTT 100 us (25 us per link), 64 KB
 * drop-tail buffers, MSS 1000 B, NewReno with minRTO 200 ms, blocks of one 256 KB SRU per server.
 */
public final class IncastScenario {
    public static final long SRU_BYTES = 256 * 1024;

    private IncastScenario() {
    }

    public static final long LINK_BPS = 1_000_000_000L;
    public static final long BASE_RTT_PS = Time.fromMicros(100);
    public static final long BUFFER_BYTES = 64 * 1024;

    /** The classic naive client (persistent connections, all servers at once) used by the benchmark. */
    public static IncastClient build(Simulator sim, int servers, int blocks) {
        return build(sim, servers, blocks, new NaiveIncast());
    }

    /**
     * TCP as in AIPM's NS2 simulations: ns-2's TCPSink acknowledges every segment. With Linux-style delayed ACKs
     * an odd advertised window of 3 segments moves only 2 per round trip (the third waits for the next pair), which
     * costs AIPM's small equal windows up to a third of their rate.
     */
    public static TcpConfig ns2TcpConfig() {
        return tcpConfig().delayedAckSegments(1).growthRule(GrowthRule.PER_ACK);
    }

    /** The benchmark's TCP: MSS 1000 B, minRTO 200 ms, Linux-style delayed ACKs. */
    public static TcpConfig tcpConfig() {
        return new TcpConfig().mssBytes(1000).minRtoPs(Time.fromMillis(200));
    }

    /** The single-bottleneck star with any strategy and the benchmark's TCP; SRU 256 KB per server. */
    public static IncastClient build(Simulator sim, int servers, int blocks, IncastStrategy strategy) {
        return build(sim, servers, blocks, strategy, tcpConfig());
    }

    public static IncastClient build(Simulator sim, int servers, int blocks, IncastStrategy strategy, TcpConfig cfg) {
        return build(sim, servers, blocks, strategy, cfg, BUFFER_BYTES);
    }

    /** The star with another port buffer (every port, in bytes). */
    public static IncastClient build(Simulator sim, int servers, int blocks, IncastStrategy strategy, TcpConfig cfg,
            long bufferBytes) {
        return build(sim, servers, SRU_BYTES, blocks, strategy, cfg, bufferBytes);
    }

    private static IncastClient build(Simulator sim, int servers, long sruBytes, int blocks, IncastStrategy strategy, TcpConfig cfg,
            long bufferBytes) {
        Network net = star(sim, servers, bufferBytes);
        return IncastClient.builder(net, net.host("client"), servers(net, servers)).sruBytes(sruBytes).blocks(blocks)
                .requestDelayPs(BASE_RTT_PS / 2).tcp(cfg, NewReno::new).strategy(strategy).build();
    }

    /** The single-bottleneck star alone: "client" and "srv0".."srv{N-1}" on switch "sw". */
    public static Network star(Simulator sim, int servers, long bufferBytes) {
        NetworkBuilder b = new NetworkBuilder(sim);
        b.addSwitch("sw");
        b.addHost("client");
        LinkSpec link = LinkSpec.of(LINK_BPS, BASE_RTT_PS / 4).withQueue(DropTail.bytes(bufferBytes));
        b.connect("client", "sw", link);
        for (int i = 0; i < servers; i++) {
            b.addHost("srv" + i);
            b.connect("srv" + i, "sw", link);
        }
        return b.build();
    }

    public static List<Host> servers(Network net, int servers) {
        List<Host> srv = new ArrayList<>();
        for (int i = 0; i < servers; i++) {
            srv.add(net.host("srv" + i));
        }
        return srv;
    }

    public static ScenarioResult run(long seed, int servers, int blocks) {
        return run(seed, servers, blocks, TcpStack.PAPERS);
    }

    /** The benchmark run with the servers' TCP set to {@code stack}. */
    public static ScenarioResult run(long seed, int servers, int blocks, TcpStack stack) {
        return run("incast", seed, servers, SRU_BYTES, blocks, stack);
    }

    /**
     * Issue 20's "incast 64 × 5,000 packets", the run it measured DC Lab and a C++ simulator on: on the same star,
     * {@code servers} servers each answer one block of {@code segments} full segments (MSS 1000 B), all at once.
     */
    public static ScenarioResult runOneBlock(String name, long seed, int servers, int segments, TcpStack stack) {
        return run(name, seed, servers, (long) segments * tcpConfig().mssBytes(), 1, stack);
    }

    private static ScenarioResult run(String name, long seed, int servers, long sruBytes, int blocks, TcpStack stack) {
        long t0 = System.nanoTime();
        Simulator sim = new Simulator(seed);
        IncastClient client = build(sim, servers, sruBytes, blocks, new NaiveIncast(), stack.applyTo(tcpConfig()), BUFFER_BYTES).start();
        long buildNanos = System.nanoTime() - t0;
        sim.run();
        if (!client.isFinished()) {
            throw new IllegalStateException(name + ": client did not finish all blocks");
        }
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("servers", servers);
        d.put("goodputGbps", client.goodputBps() / 1e9);
        if (blocks > 1) {
            d.put("goodputAfterFirstBlockGbps", client.goodputBps(1) / 1e9);
        }
        d.put("rtos", client.timeouts());
        return new ScenarioResult(name, sim.eventCount(), client.finishPs(), d, client, buildNanos);
    }
}
