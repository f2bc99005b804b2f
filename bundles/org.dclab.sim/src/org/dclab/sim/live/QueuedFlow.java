package org.dclab.sim.live;

/**
 * One flow at a queue: the packets it has waiting, its data segments and the ACKs of its reverse direction alike, since
 * both take the flow's buffer space; and how many of its packets the queue dropped and marked since the run began,
 * which tell who lost packets and who was told to slow down.
 *
 * @param application the application the flow belongs to, whose colour it is drawn in; "" for packets of no known flow
 * @param flow        the flow as runs name it, "application #n src->dst" (see {@code SeriesSubject.Flow}); "" likewise;
 *                    {@link #quietFlows} for a row that sums many flows of the application with nothing waiting
 * @param packets     packets waiting; 0 for a flow that has only drops or marks here
 * @param bytes       bytes waiting, headers included
 * @param drops       its packets this queue dropped since the run began, arrivals and victims alike
 * @param marks       its packets this queue marked CE since the run began
 */
public record QueuedFlow(String application, String flow, int packets, long bytes, long drops, long marks) {

    /** Name of the row of packets of no known flow. */
    public static final String UNKNOWN = "";

    /**
     * The name of the one row that sums {@code count} flows of {@code application} with nothing waiting, dropped or
     * marked here: "shortTcp: 37 flows, none queued".
     */
    public static String quietFlows(String application, int count) {
        return application + ": " + count + " flows, none queued";
    }
}
