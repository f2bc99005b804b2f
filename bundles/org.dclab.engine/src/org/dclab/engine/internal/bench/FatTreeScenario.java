package org.dclab.engine.internal.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.dclab.engine.cc.Dctcp;
import org.dclab.engine.cc.Transport;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.queue.QueueFactory;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.engine.tcp.TcpStack;

/**
 * Fat-tree permutation at scale: a k-ary fat tree (k pods of k/2 edge and k/2 aggregation switches, (k/2)^2 cores,
 * k^3/4 hosts), every link 10 Gbit/s with 1 us propagation, 250-packet ports marking at K = 65 packets, per-flow
 * ECMP. Every host opens one unending DCTCP flow (MSS 1460 B) to another host drawn as a random derangement, so
 * every host sends one flow and receives one. The simulated time of each standard size gives well over ten million
 * events; it is what the engine's speed at 128, 432 and 1,024 hosts is measured on.
 */
public final class FatTreeScenario {
    public static final long LINK_BPS = 10_000_000_000L;
    public static final long LINK_DELAY_PS = Time.fromMicros(1);
    public static final int BUFFER_PACKETS = 250;
    public static final int MARKING_K_PACKETS = 65;

    private FatTreeScenario() {
    }

    /** Hosts of a k-ary fat tree. */
    public static int hosts(int k) {
        return k * k * k / 4;
    }

    /** The standard simulated time for the benchmark's sizes: 11 to 12 M events each on the papers' stack. */
    public static long standardDurationPs(int k) {
        return switch (k) {
            case 8 -> Time.fromMillis(13);
            case 12 -> Time.fromMillis(4);
            case 16 -> Time.fromMicros(1750);
            default -> throw new IllegalArgumentException("fat tree: no standard duration for k = " + k + "; use 8, 12 or 16");
        };
    }

    /**
     * The topology: hosts "h{pod}_{edge}_{i}", switches "edge{pod}_{e}", "agg{pod}_{a}", "core{c}"; aggregation switch
     * a of every pod joins cores a*k/2 .. a*k/2+k/2-1. Hosts are added pod by pod, so addresses follow the tree.
     */
    public static Network build(Simulator sim, int k, QueueFactory queue) {
        if (k < 2 || k % 2 != 0) {
            throw new IllegalArgumentException("fat tree: k must be even and at least 2, got " + k);
        }
        int half = k / 2;
        NetworkBuilder b = new NetworkBuilder(sim);
        LinkSpec link = LinkSpec.of(LINK_BPS, LINK_DELAY_PS).withQueue(queue);
        for (int c = 0; c < half * half; c++) {
            b.addSwitch("core" + c);
        }
        for (int p = 0; p < k; p++) {
            for (int a = 0; a < half; a++) {
                String agg = "agg" + p + "_" + a;
                b.addSwitch(agg);
                for (int c = 0; c < half; c++) {
                    b.connect(agg, "core" + (a * half + c), link);
                }
            }
            for (int e = 0; e < half; e++) {
                String edge = "edge" + p + "_" + e;
                b.addSwitch(edge);
                for (int a = 0; a < half; a++) {
                    b.connect(edge, "agg" + p + "_" + a, link);
                }
                for (int i = 0; i < half; i++) {
                    String host = "h" + p + "_" + e + "_" + i;
                    b.addHost(host);
                    b.connect(host, edge, link);
                }
            }
        }
        return b.build();
    }

    /**
     * A random permutation of 0..n-1 that is one n-cycle (Sattolo's algorithm), so no host sends to itself; the bench
     * suite's fat-tree files draw their pairs with it too, so that they are this scenario's work.
     */
    public static int[] derangement(int n, SplittableRandom random) {
        int[] to = new int[n];
        for (int i = 0; i < n; i++) {
            to[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i);
            int t = to[i];
            to[i] = to[j];
            to[j] = t;
        }
        return to;
    }

    public static ScenarioResult run(long seed, int k, long durationPs, TcpStack stack) {
        long t0 = System.nanoTime();
        Simulator sim = new Simulator(seed);
        Network net = build(sim, k, ThresholdMarking.packets(BUFFER_PACKETS, MARKING_K_PACKETS));
        List<Host> hosts = net.hosts();
        int[] to = derangement(hosts.size(), sim.randomStream("fat-tree permutation"));
        Transport dctcp = Transport.dctcp(Dctcp.Params.DEFAULTS);
        TcpConfig cfg = stack.applyTo(new TcpConfig().mssBytes(1460));
        List<TcpConnection> flows = new ArrayList<>(hosts.size());
        for (int i = 0; i < hosts.size(); i++) {
            TcpConnection c = dctcp.open(net, hosts.get(i), hosts.get(to[i]), cfg);
            c.sender().write(Long.MAX_VALUE / 4);
            flows.add(c);
        }
        long buildNanos = System.nanoTime() - t0;
        sim.runUntil(durationPs);
        long delivered = 0;
        long slowest = Long.MAX_VALUE;
        for (TcpConnection c : flows) {
            long bytes = c.receiver().bytesDelivered();
            delivered += bytes;
            slowest = Math.min(slowest, bytes);
        }
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("hosts", hosts.size());
        d.put("deliveredMB", delivered / 1e6);
        d.put("meanFlowGbps", delivered * 8.0 / Time.toSeconds(durationPs) / hosts.size() / 1e9);
        d.put("slowestFlowGbps", slowest * 8.0 / Time.toSeconds(durationPs) / 1e9);
        return new ScenarioResult("fattree" + k, sim.eventCount(), sim.nowPs(), d, net, buildNanos);
    }
}
