package org.dclab.engine.tcp;

import org.dclab.engine.explain.Reason;

/**
 * The sender variables a congestion control may read and change, in bytes and picoseconds. A window is never
 * allowed below one MSS; the sender clamps values that are.
 */
public interface CongestionState {
    long nowPs();

    int mssBytes();

    long cwndBytes();

    void setCwndBytes(long cwnd);

    long ssthreshBytes();

    void setSsthreshBytes(long ssthresh);

    /** Bytes sent and not yet cumulatively acknowledged. */
    long bytesInFlight();

    /** How the window grows on delivered data (the connection's {@link TcpConfig#growthRule}). */
    GrowthRule growthRule();

    /** What a Reno-style decrease halves (the connection's {@link TcpConfig#ssthreshRule}). */
    SsthreshRule ssthreshRule();

    long sndUna();

    long sndNxt();

    /** Smoothed RTT per RFC 6298, or -1 before the first sample. */
    long srttPs();

    /** Smallest RTT sample seen, or -1 before the first sample. */
    long minRttPs();

    long initialWindowBytes();

    boolean inRecovery();

    /** Whether ECN was negotiated on this connection. */
    boolean ecnEnabled();

    /** Current pacing rate in payload bit/s; 0 means no pacing (send as the window allows). */
    long pacingRateBps();

    /**
     * Sets the rate, in payload bit/s (headers ride free, so a rate measured from delivered data paces exactly),
     * used to space transmissions; 0 turns pacing off. Once set, the sender's own window-based pacing stays off.
     */
    void setPacingRateBps(long rateBps);

    /** Whether the last transmission opportunity was limited by the window rather than by the application. */
    boolean isCwndLimited();

    /**
     * Whether someone listens for reasons. A control builds a {@link Reason} only when this is true, so explaining
     * costs one branch per decision when nobody listens.
     */
    default boolean explaining() {
        return false;
    }

    /** Tells the listeners why the control just changed the window; call after the change, when explaining. */
    default void explain(Reason reason) {
    }
}
