package org.dclab.sim.explain;

/** What an {@link Explanation} explains. */
public enum ExplanationKind {
    /** A sender lowered (or set, on a loss, timeout or ECN-Echo) its congestion window. */
    WINDOW_CUT,
    /** A queue dropped a packet. */
    DROP,
    /** A queue marked a packet CE. */
    MARK,
    /** A sender's retransmission timer expired. */
    RTO
}
