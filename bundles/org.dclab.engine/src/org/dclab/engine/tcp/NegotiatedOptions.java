package org.dclab.engine.tcp;

import org.dclab.engine.api.TcpLimits;
import org.dclab.engine.packet.Packet;

/**
 * The TCP options one endpoint offers on its SYN and agrees to on the SYN it receives: SACK-permitted (RFC 2018)
 * and timestamps (RFC 7323), with the timestamp state an endpoint keeps. An option is on only when both ends
 * configured it. With neither, segments carry no options and look exactly as without this class.
 */
final class NegotiatedOptions {
    private final TcpConfig cfg;
    private boolean sack;
    private boolean timestamps;
    /** RFC 7323's TS.Recent: the peer's TSval this endpoint echoes. */
    private int tsRecent;

    NegotiatedOptions(TcpConfig cfg) {
        this.cfg = cfg;
    }

    /** What a SYN offers. */
    int offered() {
        return (cfg.sack() ? Packet.OPT_SACK_PERMITTED : 0) | (cfg.timestamps() ? Packet.OPT_TIMESTAMPS : 0);
    }

    /** Takes in the peer's SYN or SYN-ACK; returns what this end agrees to (what a SYN-ACK answers). */
    int agree(Packet syn) {
        sack = cfg.sack() && syn.hasOption(Packet.OPT_SACK_PERMITTED);
        timestamps = cfg.timestamps() && syn.hasOption(Packet.OPT_TIMESTAMPS);
        if (timestamps) {
            tsRecent = syn.tsVal();
        }
        return (sack ? Packet.OPT_SACK_PERMITTED : 0) | (timestamps ? Packet.OPT_TIMESTAMPS : 0);
    }

    boolean sack() {
        return sack;
    }

    boolean timestamps() {
        return timestamps;
    }

    /** Option bits of a segment after the handshake. */
    int onSegments() {
        return timestamps ? Packet.OPT_TIMESTAMPS : 0;
    }

    /** Payload bytes per full segment: the MSS less the timestamps option, as Linux keeps segments within the MTU. */
    int payloadPerSegment() {
        return cfg.mssBytes() - (timestamps ? TcpLimits.TIMESTAMPS_OPTION_BYTES : 0);
    }

    /** TSval: the timestamp clock, ticking every {@link TcpConfig#timestampTickPs()}; 32 bits wrap as on the wire. */
    int clock(long nowPs) {
        return (int) (nowPs / cfg.timestampTickPs());
    }

    int tsRecent() {
        return tsRecent;
    }

    /**
     * RFC 7323 section 4.3: a segment starting at or below the last acknowledgement sent updates TS.Recent, so an
     * ACK echoes the timestamp of the earliest segment it acknowledges, or of the one that filled a hole.
     */
    void onSegment(Packet p, long lastAckSent) {
        if (timestamps && p.hasOption(Packet.OPT_TIMESTAMPS) && p.seq() <= lastAckSent && p.tsVal() - tsRecent >= 0) {
            tsRecent = p.tsVal();
        }
    }

    /**
     * An RTT measured from the timestamp an ACK echoes, or -1 without timestamps. As Linux, at least one tick: with a
     * millisecond clock, every such sample is a whole number of milliseconds.
     */
    long rttFromEcho(Packet ack, long nowPs) {
        if (!timestamps || !ack.hasOption(Packet.OPT_TIMESTAMPS)) {
            return -1;
        }
        return Math.max(1, clock(nowPs) - ack.tsEcr()) * cfg.timestampTickPs();
    }
}
