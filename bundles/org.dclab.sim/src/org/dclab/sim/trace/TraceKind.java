package org.dclab.sim.trace;

/** What happened in one {@link TraceEvent}. */
public enum TraceKind {
    /** A packet entered an egress queue. */
    ENQUEUE,
    /** A packet left an egress queue to go on the wire. */
    DEQUEUE,
    /** A queue discarded a packet (full buffer, AQM, or a queued victim). */
    DROP,
    /** A queue set CE on a packet. */
    MARK,
    /** A pure acknowledgement arrived back at a sending host. */
    ACK,
    /** A sender's retransmission timer expired. */
    RTO,
    /** A sender sent a segment again. */
    RETRANSMIT,
    /** A sender's congestion window changed. */
    CWND,
    /** An incast client's connection window (AIPM's con_wnd) changed. */
    CON_WND,
    /** An incast client declared a connection lost. */
    LOST_CONNECTION
}
