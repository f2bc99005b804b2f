package org.dclab.sim.live;

/**
 * How a port's queue is measured, fixed for the whole run: its buffer limit and the thresholds a queue bar draws,
 * all in one unit (packets, or bytes when {@link #inBytes()}), except that RED's thresholds always count packets.
 *
 * @param inBytes       whether {@code limit} and {@code markThreshold} count bytes rather than packets
 * @param limit         the buffer limit, or 0 when the discipline does not say (a shared buffer)
 * @param markThreshold K of threshold marking, or NaN for other disciplines
 * @param redMinPackets RED's min_th on the average queue, or NaN when the queue is not of the RED family
 * @param redMaxPackets RED's max_th, or NaN likewise
 */
public record QueueScale(boolean inBytes, long limit, double markThreshold, double redMinPackets, double redMaxPackets) {

    /** A queue whose limit and thresholds are not known. */
    public static final QueueScale UNKNOWN = new QueueScale(false, 0, Double.NaN, Double.NaN, Double.NaN);

    public boolean hasMarkThreshold() {
        return !Double.isNaN(markThreshold);
    }

    public boolean isRed() {
        return !Double.isNaN(redMinPackets);
    }
}
