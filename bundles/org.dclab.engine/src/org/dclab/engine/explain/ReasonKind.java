package org.dclab.engine.explain;

/** The kinds of decision the engine explains. */
public enum ReasonKind {
    /** A sender lowered its congestion window (or set it on a loss, timeout or ECN-Echo). */
    WINDOW_CUT,
    /** A queue discarded a packet. */
    DROP,
    /** A queue set CE on a packet. */
    MARK,
    /** A retransmission timer expired. */
    RTO
}
