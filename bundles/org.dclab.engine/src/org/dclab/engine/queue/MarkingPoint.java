package org.dclab.engine.queue;

/**
 * Where threshold marking compares the queue with K. Switches differ: the DCTCP paper and ns-2 mark the arriving
 * packet by the queue it finds, many switch ASICs mark the departing packet by the queue it leaves behind, which
 * tells the sender of a standing queue one queueing delay sooner.
 */
public enum MarkingPoint {
    /** The arriving packet is marked when the queue it finds holds more than K (DCTCP paper, ns-2). */
    ARRIVAL,
    /** The departing packet is marked when the queue it leaves behind holds more than K. */
    DEPARTURE
}
