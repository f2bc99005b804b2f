package org.dclab.sim.live;

/**
 * One packet on a wire as a stepped snapshot found it, for a learner who opens it: its headers as they are at that
 * instant (a queue further on may still set CE) and where it has been.
 *
 * @param application     the application of its flow, whose colour it is drawn in; {@link QueuedFlow#UNKNOWN} for a packet
 *                        of no flow an application opened
 * @param flow            the flow as runs name it, "application #n src->dst"; "" likewise
 * @param source          its sender, "host:port"
 * @param destination     its receiver, "host:port"
 * @param seq             TCP sequence number
 * @param ack             TCP acknowledgement number
 * @param flags           TCP flags as the Event List writes them, "ACK", "SYN|ACK|ECE", "-" for none
 * @param ecn             the IP header's ECN codepoint: "Not-ECT", "ECT(0)", "ECT(1)" or "CE"
 * @param sack            SACK blocks as "start-end" pairs, most recent first; empty without
 * @param payloadBytes    TCP payload; 0 for a pure ACK
 * @param sizeBytes       bytes on the wire: headers, options and payload
 * @param port            the egress port whose wire it is on, "from->to"; the queue it last sat in
 * @param enqueuedPs      when it entered that queue
 * @param departedPs      when its last bit left that port: it waited and was sent in between
 * @param arrivesPs       when its last bit reaches the wire's far end
 * @param sentPs          when its sender emitted it
 * @param hops            egress queues it has been offered to, its sender's own and this one included
 */
public record InFlightPacket(String application, String flow, String source, String destination, long seq, long ack, String flags,
        String ecn, String sack, int payloadBytes, int sizeBytes, String port, long enqueuedPs, long departedPs, long arrivesPs,
        long sentPs,
        int hops) {

    /** Whether a queue on its way set Congestion Experienced. */
    public boolean congestionExperienced() {
        return ecn.equals("CE");
    }

    /** Whether it carries TCP's ECN-Echo flag: a receiver telling its sender of a CE mark. */
    public boolean ecnEcho() {
        return flags.contains("ECE");
    }

    /** Whether it carries TCP's Congestion Window Reduced flag: a sender saying it has slowed down. */
    public boolean windowReduced() {
        return flags.contains("CWR");
    }
}
