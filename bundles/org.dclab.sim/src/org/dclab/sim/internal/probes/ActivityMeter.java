package org.dclab.sim.internal.probes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.net.Link;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.Port;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.sim.live.InFlightPacket;
import org.dclab.sim.live.Motion;
import org.dclab.sim.live.NetworkActivity;
import org.dclab.sim.live.PortActivity;
import org.dclab.sim.live.QueueScale;

/**
 * Takes {@link NetworkActivity} snapshots on the run's thread by reading counters the engine keeps anyway (queue
 * lengths, drop and mark counts, bytes transmitted, the wire's FIFO), so that watching costs nothing per packet,
 * only a walk over the ports per snapshot.
 */
public final class ActivityMeter {

    /**
     * Shortest simulated time utilisation is averaged over. Stepping a few events advances the clock by nanoseconds,
     * in which one packet finishing reads as many times the line rate; 200 µs holds 16 full packets at 1 Gbit/s, so
     * a flow's share of an access link does not flicker between idle and loaded from one step to the next.
     */
    static final long MIN_UTILISATION_WINDOW_PS = 200_000_000L;

    private static final InFlightPacket[] NO_PACKETS = {};
    /** The ECN codepoints by their ordinal in the engine, as RFC 3168 writes them. */
    private static final String[] ECN_NAMES = { "Not-ECT", "ECT(0)", "ECT(1)", "CE" };

    private final Simulator sim;
    private final Network net;
    private final FlowOwners owners;
    private final List<Meter> meters = new ArrayList<>();
    private long sequence;

    public ActivityMeter(Network net, FlowOwners owners) {
        this.sim = net.simulator();
        this.net = net;
        this.owners = owners;
        net.ports().values().stream().sorted((a, b) -> a.name().compareTo(b.name())).forEach(p -> meters.add(new Meter(p)));
    }

    /**
     * A new snapshot of now; {@code motion} says how the run came here. Only when its packets can be followed are
     * they told apart by application: those are the snapshots whose packets are drawn.
     */
    public NetworkActivity snapshot(Motion motion) {
        long now = sim.nowPs();
        Map<String, PortActivity> ports = new HashMap<>();
        for (Meter m : meters) {
            PortActivity a = m.read(now, motion.packetsFollowable() ? this : null);
            ports.put(a.name(), a);
        }
        return new NetworkActivity(sequence++, now, sim.eventCount(), motion, ports);
    }

    /** The limit and thresholds a bar draws, as the queue itself states them; one that states none shows its fill only. */
    static QueueScale scaleOf(QueueDiscipline q) {
        return new QueueScale(q.isInBytes(), q.limit(), q.level(ThresholdMarking.K), q.level(Red.MIN_TH), q.level(Red.MAX_TH));
    }

    /** The packets {@link Meter#inFlight} places on {@code port}'s wire, in its order, with their flows and headers. */
    private InFlightPacket[] packetsInFlight(Port port) {
        Link link = port.link();
        InFlightPacket[] packets = new InFlightPacket[shownInFlight(link)];
        for (int i = 0; i < packets.length; i++) {
            Packet p = link.inFlightPacket(i);
            long arrivesPs = link.inFlightArrivalPs(i);
            String[] owner = owners.ownerOf(p);
            packets[i] = new InFlightPacket(owner[0], owner[1], endPoint(p.srcHost(), p.srcPort()), endPoint(p.dstHost(), p.dstPort()), p
                    .seq(), p.ack(), TcpFlags.toString(p.flags()), ECN_NAMES[p.ecn().ordinal()], sack(p), p.payloadBytes(), p.sizeBytes(),
                    port
                            .name(), p.enqueuedPs(), arrivesPs - link.delayPs(), arrivesPs, p.sentPs(), p.hops());
        }
        return packets;
    }

    private String endPoint(int address, int port) {
        return net.hostByAddress(address).name() + ":" + port;
    }

    private static String sack(Packet p) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < p.sackBlockCount(); i++) {
            b.append(i == 0 ? "" : ", ").append(p.sackStart(i)).append('-').append(p.sackEnd(i));
        }
        return b.toString();
    }

    /** Packets in flight a snapshot places: a wire without delay holds none long enough to be seen. */
    private static int shownInFlight(Link link) {
        return link.delayPs() <= 0 ? 0 : Math.min(link.inFlightPackets(), NetworkActivity.MAX_PACKETS_IN_FLIGHT);
    }

    /** The counters of one port at the previous snapshot. */
    private static final class Meter {
        private final Port port;
        private final QueueScale scale;
        private final String from;
        private final String to;
        private long drops;
        private long marks;
        private long windowStartPs;
        private long windowStartBytes;
        private double utilisation;

        Meter(Port port) {
            this.port = port;
            this.scale = scaleOf(port.queue());
            this.from = port.owner().name();
            this.to = port.peer().name();
        }

        PortActivity read(long now, ActivityMeter teller) {
            QueueDiscipline q = port.queue();
            long d = q.dropCount();
            long m = q.markCount();
            long sent = port.txBytes();
            long windowPs = now - windowStartPs;
            if (windowPs >= MIN_UTILISATION_WINDOW_PS) {
                utilisation = (sent - windowStartBytes) * 8e12 / ((double) port.link().rateBps() * windowPs);
                windowStartPs = now;
                windowStartBytes = sent;
            }
            PortActivity a = new PortActivity(from, to, scale, q.lengthPackets(), q.lengthBytes(), utilisation, d - drops,
                    m - marks, d, m, inFlight(port.link(), now), teller == null ? NO_PACKETS : teller.packetsInFlight(port));
            drops = d;
            marks = m;
            return a;
        }

        private static double[] inFlight(Link link, long now) {
            int n = shownInFlight(link);
            if (n == 0) {
                return new double[0];
            }
            double[] along = new double[n];
            for (int i = 0; i < n; i++) {
                along[i] = 1.0 - (double) (link.inFlightArrivalPs(i) - now) / link.delayPs();
            }
            return along;
        }
    }
}
