package org.dclab.sim.live;

import java.util.Arrays;

/**
 * What one egress port did up to a snapshot. A port is one direction of a scenario link: the queue at node
 * {@code from} feeding the wire toward node {@code to}, named by the scenario's node names as the engine names its
 * ports ("from->to") and as queue series are named ("queue from->to length").
 *
 * @param from           the node whose egress queue this is
 * @param to             the node at the far end of the wire
 * @param scale          the queue's limit and thresholds
 * @param queuePackets   packets waiting (the one being transmitted is no longer queued)
 * @param queueBytes     bytes waiting, headers included
 * @param utilisation    bytes put on the wire over what the line rate allows in the utilisation window that ended
 *                       at or before the snapshot; 1.0 is a busy line (a window can read slightly above 1 because a
 *                       packet counts when its last bit leaves)
 * @param dropsSince     packets this queue dropped since the previous snapshot
 * @param marksSince     packets this queue marked CE since the previous snapshot
 * @param dropsTotal     packets dropped since the run began
 * @param marksTotal     packets marked since the run began
 * @param inFlight       where the packets propagating on the wire are, as fractions of the way from {@code from}
 *                       (0) to {@code to} (1), oldest first; at most {@link NetworkActivity#MAX_PACKETS_IN_FLIGHT}
 * @param inFlightPackets the packets of {@code inFlight}, in the same order, with their flows and headers: data and ACKs
 *                       alike take their flow's application, whose colour they are drawn in. Told only in the snapshots
 *                       of a step or slow paced slice ({@link Motion#packetsFollowable()}), the ones whose packets are
 *                       drawn; empty in the others, so that a run nobody steps learns no flows
 */
public record PortActivity(String from, String to, QueueScale scale, int queuePackets, long queueBytes, double utilisation,
        long dropsSince, long marksSince, long dropsTotal, long marksTotal, double[] inFlight, InFlightPacket[] inFlightPackets) {

    public PortActivity {
        inFlight = inFlight.clone();
        inFlightPackets = inFlightPackets.clone();
        if (inFlightPackets.length != 0 && inFlightPackets.length != inFlight.length) {
            throw new IllegalArgumentException(from + "->" + to + ": " + inFlightPackets.length + " packets told of "
                    + inFlight.length + " in flight");
        }
    }

    /**
     * The application of the {@code i}-th packet in flight (oldest first), or {@link QueuedFlow#UNKNOWN} when this
     * snapshot does not tell.
     */
    public String applicationInFlight(int i) {
        return i < inFlightPackets.length ? inFlightPackets[i].application() : QueuedFlow.UNKNOWN;
    }

    /** The {@code i}-th packet in flight (oldest first), or null when this snapshot does not tell. */
    public InFlightPacket packetInFlight(int i) {
        return i < inFlightPackets.length ? inFlightPackets[i] : null;
    }

    /** "from->to", the engine's name of the port. */
    public String name() {
        return from + "->" + to;
    }

    /** The queue's occupancy in the unit of its {@link #scale()}. */
    public double occupancy() {
        return scale.inBytes() ? queueBytes : queuePackets;
    }

    @Override
    public double[] inFlight() {
        return inFlight.clone();
    }

    @Override
    public InFlightPacket[] inFlightPackets() {
        return inFlightPackets.clone();
    }

    /** The application of each packet of {@link #inFlightPackets()}, in its order. */
    public String[] inFlightApplications() {
        String[] apps = new String[inFlightPackets.length];
        for (int i = 0; i < apps.length; i++) {
            apps[i] = inFlightPackets[i].application();
        }
        return apps;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PortActivity p && from.equals(p.from) && to.equals(p.to) && scale.equals(p.scale)
                && queuePackets == p.queuePackets && queueBytes == p.queueBytes
                && Double.compare(utilisation, p.utilisation) == 0 && dropsSince == p.dropsSince
                && marksSince == p.marksSince && dropsTotal == p.dropsTotal && marksTotal == p.marksTotal
                && Arrays.equals(inFlight, p.inFlight) && Arrays.equals(inFlightPackets, p.inFlightPackets);
    }

    @Override
    public int hashCode() {
        return name().hashCode() * 31 + queuePackets;
    }

    @Override
    public String toString() {
        return name() + " queue " + queuePackets + " pkts/" + queueBytes + " B, util " + utilisation + ", drops +"
                + dropsSince + ", marks +" + marksSince + ", in flight " + inFlight.length;
    }
}
