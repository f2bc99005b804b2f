package org.dclab.engine.net;

/** How a switch chooses among equal-cost next hops. */
public enum EcmpMode {
    /** Hash of the 5-tuple: all packets of a flow take one path, so a flow is never reordered. */
    PER_FLOW,
    /** Independent uniform choice per packet ("packet spraying"): best balance, reorders flows. */
    PER_PACKET
}
