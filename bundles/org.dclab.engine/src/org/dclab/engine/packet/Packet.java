package org.dclab.engine.packet;

import org.dclab.engine.api.TcpLimits;

/**
 * A TCP/IP packet: a 40-byte header (IP + TCP), the TCP options a connection negotiated (timestamps, SACK) and the
 * payload. The 5-tuple is hashed once at creation so every ECMP hop reuses it. Only the ECN field changes in flight
 * (a router may set CE).
 */
public final class Packet {
    /** IPv4 (20 B) + TCP (20 B) without options; a pure ACK is exactly this size. */
    public static final int HEADER_BYTES = 40;
    public static final int PROTOCOL_TCP = 6;
    /** Option bit: a SYN or SYN-ACK offering or accepting SACK (RFC 2018). */
    public static final int OPT_SACK_PERMITTED = 1;
    /** Option bit: the segment carries the timestamps option (RFC 7323), TSval and TSecr. */
    public static final int OPT_TIMESTAMPS = 1 << 1;
    /** Most SACK blocks one ACK carries: 4 fit the 40 bytes of option space, 3 beside timestamps. */
    public static final int MAX_SACK_BLOCKS = 4;

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
    private final int options;
    private final int optionBytes;
    private final int tsVal;
    private final int tsEcr;
    private final long[] sackBlocks;
    private Ecn ecn;
    /** When this packet entered the egress queue it sits in or last left; for a learner opening the packet. */
    private long enqueuedPs;
    /** Egress queues this packet has entered, its sender's own included. */
    private int hops;

    /**
     * @param flowHash hash of the 5-tuple, see {@link #hashFlow(int, int, int, int)}; senders compute it once per
     *                 connection
     */
    public Packet(int srcHost, int dstHost, int srcPort, int dstPort, int flowHash, long seq, long ack, int flags,
            int payloadBytes, long windowBytes, Ecn ecn, long sentPs) {
        this(srcHost, dstHost, srcPort, dstPort, flowHash, seq, ack, flags, payloadBytes, windowBytes, ecn, sentPs, 0, 0, 0, null);
    }

    /**
     * A packet with TCP options.
     *
     * @param options    {@link #OPT_SACK_PERMITTED} and {@link #OPT_TIMESTAMPS} bits
     * @param tsVal      the sender's timestamp clock (RFC 7323 TSval), meaningful with {@link #OPT_TIMESTAMPS}
     * @param tsEcr      the timestamp echoed (TSecr), meaningful with {@link #OPT_TIMESTAMPS}
     * @param sackBlocks SACK blocks as [start, end) pairs, most recent first, or null; at most
     *                   {@link #MAX_SACK_BLOCKS} (3 with timestamps); the packet keeps the array
     */
    public Packet(int srcHost, int dstHost, int srcPort, int dstPort, int flowHash, long seq, long ack, int flags,
            int payloadBytes, long windowBytes, Ecn ecn, long sentPs, int options, int tsVal, int tsEcr, long[] sackBlocks) {
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
        this.options = options;
        this.tsVal = tsVal;
        this.tsEcr = tsEcr;
        this.sackBlocks = sackBlocks;
        this.optionBytes = optionBytes(flags, options, sackBlocks);
    }

    /**
     * Header bytes the options take, aligned to 4 as Linux writes them: timestamps 12; SACK-permitted 4 alone or
     * folded into the timestamps' padding; SACK 4 + 8 per block. The SYN's MSS and window-scale options are not
     * modelled, so a connection without SACK and timestamps keeps 40-byte headers throughout.
     */
    private static int optionBytes(int flags, int options, long[] sackBlocks) {
        boolean ts = (options & OPT_TIMESTAMPS) != 0;
        int bytes = ts ? TcpLimits.TIMESTAMPS_OPTION_BYTES : 0;
        if ((options & OPT_SACK_PERMITTED) != 0 && (flags & TcpFlags.SYN) != 0 && !ts) {
            bytes += 4;
        }
        if (sackBlocks != null) {
            int blocks = sackBlocks.length / 2;
            if (sackBlocks.length % 2 != 0 || blocks == 0 || blocks > (ts ? MAX_SACK_BLOCKS - 1 : MAX_SACK_BLOCKS)) {
                throw new IllegalArgumentException("packet: " + blocks + " SACK blocks (array of " + sackBlocks.length
                        + ") do not fit the TCP option space; send 1 to " + (ts ? 3 : 4) + " [start, end) pairs");
            }
            bytes += 4 + 8 * blocks;
        }
        return bytes;
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

    /** Bytes on the wire: header, options and payload. */
    public int sizeBytes() {
        return payloadBytes + HEADER_BYTES + optionBytes;
    }

    /** Header bytes taken by TCP options (0 without timestamps and SACK). */
    public int optionBytes() {
        return optionBytes;
    }

    /** {@link #OPT_SACK_PERMITTED} and {@link #OPT_TIMESTAMPS} bits. */
    public int options() {
        return options;
    }

    public boolean hasOption(int option) {
        return (options & option) != 0;
    }

    /** RFC 7323 TSval: the sender's timestamp clock when it sent this segment. */
    public int tsVal() {
        return tsVal;
    }

    /** RFC 7323 TSecr: the timestamp the sender of this segment echoes back. */
    public int tsEcr() {
        return tsEcr;
    }

    /** Number of SACK blocks carried. */
    public int sackBlockCount() {
        return sackBlocks == null ? 0 : sackBlocks.length / 2;
    }

    /** Start (inclusive) of SACK block {@code i}; block 0 is the most recent. */
    public long sackStart(int i) {
        return sackBlocks[2 * i];
    }

    /** End (exclusive) of SACK block {@code i}. */
    public long sackEnd(int i) {
        return sackBlocks[2 * i + 1];
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

    /**
     * Called by each port the packet is offered to, before its queue decides: two field writes per hop, no allocation,
     * so that an opened packet can tell how long it queued and how far it came.
     */
    public void enteredQueue(long nowPs) {
        enqueuedPs = nowPs;
        hops++;
    }

    /** When this packet was last offered to an egress queue; 0 before the first. */
    public long enqueuedPs() {
        return enqueuedPs;
    }

    /** Egress queues this packet has been offered to, its sender's own included; 0 before the first. */
    public int hops() {
        return hops;
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
                + TcpFlags.toString(flags) + " len=" + payloadBytes + " " + ecn + sackText();
    }

    private String sackText() {
        if (sackBlocks == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(" sack");
        for (int i = 0; i < sackBlocks.length; i += 2) {
            sb.append(' ').append(sackBlocks[i]).append(':').append(sackBlocks[i + 1]);
        }
        return sb.toString();
    }
}
