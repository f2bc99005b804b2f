package org.dclab.engine.packet;

/**
 * A TCP/IP packet: a 40-byte header (IP + TCP without options) plus payload. The 5-tuple is hashed once at
 * creation so every ECMP hop reuses it. Only the ECN field changes in flight (a router may set CE).
 */
public final class Packet {
    /** IPv4 (20 B) + TCP (20 B) without options; a pure ACK is exactly this size. */
    public static final int HEADER_BYTES = 40;
    public static final int PROTOCOL_TCP = 6;

    private final int srcHost;
    private final int dstHost;
    private final int srcPort;
    private final int dstPort;
    private final int flowHash;
    private final long seq;
    private final long ack;
    private final int flags;
    private final int payloadBytes;
    private final long windowBytes;
    private final long sentPs;
    private Ecn ecn;

    /**
     * @param flowHash hash of the 5-tuple, see {@link #hashFlow(int, int, int, int)}; senders compute it once per
     *                 connection
     */
    public Packet(int srcHost, int dstHost, int srcPort, int dstPort, int flowHash, long seq, long ack, int flags,
            int payloadBytes, long windowBytes, Ecn ecn, long sentPs) {
        this.srcHost = srcHost;
        this.dstHost = dstHost;
        this.srcPort = srcPort;
        this.dstPort = dstPort;
        this.flowHash = flowHash;
        this.seq = seq;
        this.ack = ack;
        this.flags = flags;
        this.payloadBytes = payloadBytes;
        this.windowBytes = windowBytes;
        this.ecn = ecn;
        this.sentPs = sentPs;
    }

    /** Hash of (src, dst, srcPort, dstPort, TCP) with good avalanche, so ECMP spreads flows evenly. */
    public static int hashFlow(int srcHost, int dstHost, int srcPort, int dstPort) {
        long z = ((long) srcHost << 32) ^ (dstHost & 0xffffffffL);
        z = z * 0x9E3779B97F4A7C15L + (((long) srcPort << 16) ^ dstPort ^ ((long) PROTOCOL_TCP << 48));
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        z ^= z >>> 31;
        return (int) (z ^ (z >>> 32));
    }

    public int srcHost() {
        return srcHost;
    }

    public int dstHost() {
        return dstHost;
    }

    public int srcPort() {
        return srcPort;
    }

    public int dstPort() {
        return dstPort;
    }

    public int flowHash() {
        return flowHash;
    }

    public long seq() {
        return seq;
    }

    public long ack() {
        return ack;
    }

    public int flags() {
        return flags;
    }

    public boolean has(int flag) {
        return (flags & flag) != 0;
    }

    public int payloadBytes() {
        return payloadBytes;
    }

    public int sizeBytes() {
        return payloadBytes + HEADER_BYTES;
    }

    public long windowBytes() {
        return windowBytes;
    }

    public Ecn ecn() {
        return ecn;
    }

    /** Routers call this to mark CE; only ECN-capable packets may be marked. */
    public void setEcn(Ecn ecn) {
        this.ecn = ecn;
    }

    /** Time the sending endpoint emitted this packet; for tracing and one-way delay probes. */
    public long sentPs() {
        return sentPs;
    }

    /** True when both packets belong to the same 5-tuple in the same direction (CHOKe's flow match). */
    public boolean sameFlow(Packet other) {
        return srcHost == other.srcHost && dstHost == other.dstHost && srcPort == other.srcPort && dstPort == other.dstPort;
    }

    @Override
    public String toString() {
        return srcHost + ":" + srcPort + "->" + dstHost + ":" + dstPort + " seq=" + seq + " ack=" + ack + " "
                + TcpFlags.toString(flags) + " len=" + payloadBytes + " " + ecn;
    }
}
