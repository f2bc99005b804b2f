package org.dclab.engine.tcp;

/**
 * Receiver-side rule for echoing congestion marks back to the sender. RFC 3168 latches ECE until CWR; DCTCP
 * mirrors the CE bit of each segment and flushes a pending delayed ACK whenever that bit changes, which is why
 * the receiver asks {@link #flushBefore(boolean, boolean)} before it processes each data segment.
 */
public interface EcnEchoPolicy {
    /**
     * Whether the receiver must send an ACK for data already received, carrying the current {@link #echo()}, before
     * it takes in a segment with the given CE state.
     */
    boolean flushBefore(boolean ce, boolean ackPending);

    /** Updates the echo state with an arriving data segment. */
    void onSegment(boolean ce, boolean cwr);

    /** Whether the next ACK carries ECE. */
    boolean echo();

    /** Whether the segment just taken in must be acknowledged at once rather than delayed. */
    default boolean ackNow() {
        return false;
    }
}
