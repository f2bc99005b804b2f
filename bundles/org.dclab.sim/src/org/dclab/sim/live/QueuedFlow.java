package org.dclab.sim.live;

/**
 * The packets one flow has waiting in a queue: its data segments and the ACKs of its reverse direction alike, since
 * both take the flow's buffer space.
 *
 * @param application the application the flow belongs to, whose colour it is drawn in; "" for packets of no known flow
 * @param flow        the flow as runs name it, "application #n src->dst" (see {@code SeriesSubject.Flow}); "" likewise
 * @param packets     packets waiting
 * @param bytes       bytes waiting, headers included
 */
public record QueuedFlow(String application, String flow, int packets, long bytes) {

    /** Name of the row of packets of no known flow. */
    public static final String UNKNOWN = "";
}
