package org.dclab.engine.queue;

/**
 * What an ECN-marking queue does with a packet it would mark but cannot, because the packet is Not-ECT: a SYN,
 * a pure ACK (RFC 3168 sends neither ECN-capable) or any packet of a flow without ECN.
 */
public enum NotEctPolicy {
    /** Drop it, as RFC 3168 section 7 asks of a router and as switches with ECN on WRED do (and ns-2, ns-3, Linux RED). */
    DROP,
    /** Let it in unmarked: the queue only ever marks, and a Not-ECT flow sees drop-tail at the buffer limit. */
    ADMIT
}
