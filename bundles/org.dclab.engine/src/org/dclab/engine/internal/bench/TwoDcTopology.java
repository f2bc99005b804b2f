package org.dclab.engine.internal.bench;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.net.Port;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.QueueFactory;
import org.dclab.engine.queue.ThresholdMarking;

/**
 * GEMINI's testbed shape (Zeng et al., ToN 2022, section on the testbed; docs/ALGORITHMS.md section 1.5): two data
 * centres, each with one border router "dc{d}_br", DC switches "dc{d}_sw{j}" and servers "dc{d}_h{j}_{i}", joined by
 * one WAN link between the border routers. DC links carry 25 us each way, so two servers on different DC switches
 * see a 200 us RTT (4 links each way); the WAN link's delay makes the inter-DC RTT {@code interDcRttPs}. DC switch
 * ports are shallow and mark at K (DCTCP-style, instantaneous queue; Not-ECT packets see drop-tail); the border
 * routers' WAN ports are deep drop-tail buffers.
 */
public final class TwoDcTopology {
    public static final long DC_LINK_DELAY_PS = Time.fromMicros(25);

    /**
     * Sizes and rates. Testbed [SEED]: 2 DC switches x 12 servers per DC (24 servers), 1 Gbit/s everywhere, DC port
     * buffer 450 packets, border router 10 000 packets, K = 50 packets per Gbit/s, inter-DC RTT 10 ms.
     */
    public record Params(int switchesPerDc, int serversPerSwitch, long dcBps, long wanBps, long interDcRttPs,
            int dcBufferPackets, int kPackets, int wanBufferPackets) {
        public static Params testbed() {
            return new Params(2, 12, 1_000_000_000L, 1_000_000_000L, Time.fromMillis(10), 450, 50, 10_000);
        }

        public Params withSize(int switches, int servers) {
            return new Params(switches, servers, dcBps, wanBps, interDcRttPs, dcBufferPackets, kPackets, wanBufferPackets);
        }

        public Params withK(int packets) {
            return new Params(switchesPerDc, serversPerSwitch, dcBps, wanBps, interDcRttPs, dcBufferPackets, packets,
                    wanBufferPackets);
        }

        public Params withWanBps(long bps) {
            return new Params(switchesPerDc, serversPerSwitch, dcBps, bps, interDcRttPs, dcBufferPackets, kPackets,
                    wanBufferPackets);
        }
    }

    private TwoDcTopology() {
    }

    public static Network build(Simulator sim, Params p) {
        long wanOneWayPs = p.interDcRttPs() / 2 - 4 * DC_LINK_DELAY_PS;
        if (wanOneWayPs < 0) {
            throw new IllegalArgumentException("two DCs: inter-DC RTT " + Time.toMicros(p.interDcRttPs())
                    + " us is below the 400 us the DC links alone take; raise it");
        }
        NetworkBuilder b = new NetworkBuilder(sim);
        QueueFactory dcQueue = ThresholdMarking.packets(p.dcBufferPackets(), p.kPackets());
        LinkSpec dcLink = LinkSpec.of(p.dcBps(), DC_LINK_DELAY_PS).withQueue(dcQueue);
        for (int d = 0; d < 2; d++) {
            b.addSwitch(border(d));
            for (int j = 0; j < p.switchesPerDc(); j++) {
                b.addSwitch(dcSwitch(d, j));
                b.connect(dcSwitch(d, j), border(d), dcLink);
                for (int i = 0; i < p.serversPerSwitch(); i++) {
                    b.addHost(server(d, j, i));
                    b.connect(server(d, j, i), dcSwitch(d, j), dcLink);
                }
            }
        }
        b.connect(border(0), border(1), LinkSpec.of(p.wanBps(), wanOneWayPs).withQueue(DropTail.packets(p.wanBufferPackets())));
        return b.build();
    }

    public static String border(int dc) {
        return "dc" + dc + "_br";
    }

    public static String dcSwitch(int dc, int sw) {
        return "dc" + dc + "_sw" + sw;
    }

    public static String server(int dc, int sw, int index) {
        return "dc" + dc + "_h" + sw + "_" + index;
    }

    /** The servers of one DC, switch by switch. */
    public static List<Host> servers(Network net, Params p, int dc) {
        List<Host> out = new ArrayList<>();
        for (int j = 0; j < p.switchesPerDc(); j++) {
            for (int i = 0; i < p.serversPerSwitch(); i++) {
                out.add(net.host(server(dc, j, i)));
            }
        }
        return out;
    }

    /** Whether a port is one of the two WAN ports (border router to border router). */
    public static boolean isWan(Port port) {
        return port.name().equals(border(0) + "->" + border(1)) || port.name().equals(border(1) + "->" + border(0));
    }
}
