package org.dclab.engine.app;

import org.dclab.engine.core.Event;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.PacketHandler;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;

/**
 * An unresponsive UDP-like flow: fixed-size packets at a constant rate from {@code start} until {@code stop},
 * whatever the network does, into a sink that only counts. It is the misbehaving flow of the AQM studies (CHOKe,
 * RED) and a simple way to load a port. Send times are computed from the packet index, so rounding never drifts.
 */
public final class ConstantBitRateSource {
    private final Simulator sim;
    private final Host src;
    private final Host dst;
    private final long rateBps;
    private final int packetBytes;
    private final Ecn ecn;
    private final long startPs;
    private final long stopPs;
    private final int srcPort;
    private final int dstPort;
    private final int flowHash;
    private long sentPackets;
    private long receivedPackets;
    private long receivedBytes;
    private final Event next = new Event() {
        @Override
        protected void fire() {
            sendOne();
        }
    };

    private ConstantBitRateSource(Host src, Host dst, long rateBps, int packetBytes, Ecn ecn, long startPs, long stopPs) {
        this.sim = src.simulator();
        this.src = src;
        this.dst = dst;
        this.rateBps = rateBps;
        this.packetBytes = packetBytes;
        this.ecn = ecn;
        this.startPs = startPs;
        this.stopPs = stopPs;
        // Nothing ever answers an unresponsive flow; the binding only reserves a source port for its 5-tuple.
        this.srcPort = src.bind(p -> {});
        PacketHandler sink = p -> {
            receivedPackets++;
            receivedBytes += p.sizeBytes();
        };
        this.dstPort = dst.bind(sink);
        this.flowHash = Packet.hashFlow(src.address(), dst.address(), srcPort, dstPort);
    }

    /**
     * Starts a source sending {@code packetBytes}-byte packets (headers included) at {@code rateBps} during
     * [{@code startPs}, {@code stopPs}); packets are Not-ECT.
     */
    public static ConstantBitRateSource start(Host src, Host dst, long rateBps, int packetBytes, long startPs, long stopPs) {
        return start(src, dst, rateBps, packetBytes, Ecn.NOT_ECT, startPs, stopPs);
    }

    /** As above with a chosen ECN codepoint, e.g. ECT(0) for an unresponsive flow that lies about ECN. */
    public static ConstantBitRateSource start(Host src, Host dst, long rateBps, int packetBytes, Ecn ecn, long startPs,
            long stopPs) {
        String what = "cbr flow " + (src == null ? "?" : src.name()) + "->" + (dst == null ? "?" : dst.name());
        if (src == null || dst == null || src == dst) {
            throw new IllegalArgumentException(what + ": needs two different hosts");
        }
        if (rateBps <= 0) {
            throw new IllegalArgumentException(what + ": rate must be > 0 bit/s, got " + rateBps);
        }
        if (packetBytes <= Packet.HEADER_BYTES) {
            throw new IllegalArgumentException(what + ": packet size must exceed the " + Packet.HEADER_BYTES
                    + " B header, got " + packetBytes);
        }
        if (startPs < src.simulator().nowPs() || stopPs <= startPs) {
            throw new IllegalArgumentException(what + ": need now <= start < stop, got start " + startPs + " ps, stop "
                    + stopPs + " ps");
        }
        ConstantBitRateSource s = new ConstantBitRateSource(src, dst, rateBps, packetBytes, ecn == null ? Ecn.NOT_ECT : ecn,
                startPs, stopPs);
        s.sim.schedule(s.next, startPs);
        return s;
    }

    private void sendOne() {
        src.send(new Packet(src.address(), dst.address(), srcPort, dstPort, flowHash, sentPackets, 0, 0,
                packetBytes - Packet.HEADER_BYTES, 0, ecn, sim.nowPs()));
        sentPackets++;
        long at = startPs + (long) (sentPackets * (packetBytes * 8.0e12 / rateBps));
        if (at < stopPs) {
            sim.schedule(next, at);
        }
    }

    public long rateBps() {
        return rateBps;
    }

    public long sentPackets() {
        return sentPackets;
    }

    public long receivedPackets() {
        return receivedPackets;
    }

    /** Bytes (headers included) that reached the destination. */
    public long receivedBytes() {
        return receivedBytes;
    }
}
