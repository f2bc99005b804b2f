package org.dclab.sim.live;

import java.util.Map;

/**
 * An immutable picture of a run's network, taken by the run's own thread after each slice of a run and after each
 * step, for a canvas to animate. Every snapshot is a new object, so a painter can tell a change by identity.
 *
 * @param sequence     0 for the picture taken when the run was prepared, then one more for each
 * @param nowPs        simulated time of the picture
 * @param events       events executed so far
 * @param motion       how the run came to this instant: a step, a slow paced slice or a run at speed; packets in
 *                     flight are worth drawing only in the first two, when they move slowly enough to follow
 * @param ports        every port by its name "from->to"
 */
public record NetworkActivity(long sequence, long nowPs, long events, Motion motion, Map<String, PortActivity> ports) {

    /** Packets in flight reported per port at most; a canvas cannot show more dots on one line anyway. */
    public static final int MAX_PACKETS_IN_FLIGHT = 64;

    public NetworkActivity {
        ports = Map.copyOf(ports);
    }

    /** The port of {@code from} toward {@code to}, or null when the run has no such port. */
    public PortActivity port(String from, String to) {
        return ports.get(from + "->" + to);
    }

    /** Drops of all ports since the run began; equals the "drops" of the run's summary at the same instant. */
    public long dropsTotal() {
        return ports.values().stream().mapToLong(PortActivity::dropsTotal).sum();
    }
}
