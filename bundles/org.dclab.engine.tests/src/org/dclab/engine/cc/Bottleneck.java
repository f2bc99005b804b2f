package org.dclab.engine.cc;

import java.util.Arrays;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.net.Port;
import org.dclab.engine.probe.PeriodicSampler;
import org.dclab.engine.probe.TimeSeries;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.QueueFactory;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;

/**
 * Senders s1..sN behind switch "sw" whose port toward receiver "r" is the bottleneck: 10 Gbit/s access links and
 * a bottleneck of the given rate, every link carrying a quarter of the base RTT as propagation delay. MSS 1460 B,
 * so data packets are 1500 B and C*RTT in packets is {@code rate*rtt/12000}.
 */
final class Bottleneck {
    static final long GBPS = 1_000_000_000L;
    static final int PACKET_BYTES = 1500;

    final Simulator sim;
    final Network net;
    final Port port;
    final long rateBps;
    final long rttPs;

    Bottleneck(long seed, int senders, long rateBps, long rttPs, QueueFactory queue) {
        this.sim = new Simulator(seed);
        this.rateBps = rateBps;
        this.rttPs = rttPs;
        NetworkBuilder b = new NetworkBuilder(sim);
        LinkSpec access = LinkSpec.of(10 * GBPS, rttPs / 4).withQueue(DropTail.packets(10_000));
        b.addSwitch("sw");
        b.addHost("r");
        b.connect("sw", "r", LinkSpec.of(rateBps, rttPs / 4).withQueue(queue), access);
        for (int i = 1; i <= senders; i++) {
            b.addHost("s" + i);
            b.connect("s" + i, "sw", access);
        }
        this.net = b.build();
        this.port = net.port("sw", "r");
    }

    /** C*RTT in 1500-byte packets. */
    double bdpPackets() {
        return rateBps * Time.toSeconds(rttPs) / (8.0 * PACKET_BYTES);
    }

    /** An unlimited flow from sender {@code i} (1-based) to r. */
    TcpConnection bulk(int i, Transport t) {
        return bulk(i, t, new TcpConfig().mssBytes(1460));
    }

    TcpConnection bulk(int i, Transport t, TcpConfig cfg) {
        TcpConnection c = t.open(net, "s" + i, "r", cfg);
        c.sender().write(Long.MAX_VALUE / 4);
        return c;
    }

    /** Samples the bottleneck queue length in packets every {@code periodPs}. */
    TimeSeries sampleQueue(long periodPs) {
        return new PeriodicSampler(sim, "queue", periodPs, () -> port.queue().lengthPackets()).series();
    }

    /** Wire utilisation of the bottleneck while running from now until {@code untilPs}. */
    double runAndMeasureUtilization(long untilPs) {
        long from = sim.nowPs();
        long before = port.txBytes();
        sim.runUntil(untilPs);
        return (port.txBytes() - before) * 8.0e12 / ((untilPs - from) * (double) rateBps);
    }

    /** Payload bytes delivered to each flow's receiver between now and {@code untilPs}. */
    static long[] deliveredDuring(Simulator sim, long untilPs, TcpConnection... flows) {
        long[] before = new long[flows.length];
        for (int i = 0; i < flows.length; i++) {
            before[i] = flows[i].receiver().bytesDelivered();
        }
        sim.runUntil(untilPs);
        long[] d = new long[flows.length];
        for (int i = 0; i < flows.length; i++) {
            d[i] = flows[i].receiver().bytesDelivered() - before[i];
        }
        return d;
    }

    /** The q-quantile of the samples of {@code s} taken at or after {@code fromPs}. */
    static double quantile(TimeSeries s, long fromPs, double q) {
        double[] v = values(s, fromPs);
        Arrays.sort(v);
        return v[(int) Math.min(v.length - 1, Math.floor(q * v.length))];
    }

    static double mean(TimeSeries s, long fromPs) {
        double[] v = values(s, fromPs);
        double sum = 0;
        for (double x : v) {
            sum += x;
        }
        return sum / v.length;
    }

    private static double[] values(TimeSeries s, long fromPs) {
        int first = 0;
        while (first < s.size() && s.timePs(first) < fromPs) {
            first++;
        }
        double[] v = new double[s.size() - first];
        for (int i = first; i < s.size(); i++) {
            v[i - first] = s.value(i);
        }
        return v;
    }
}
