package org.dclab.sim.live;

import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.sim.SeriesKey;

/**
 * One port of a scenario as a selection can name it: the egress queue of node {@code at} on {@code link}, feeding
 * the wire toward the link's other end. The topology canvas puts one in its selection, after the link, when a
 * queue bar is clicked, so that a view following the selection can pick that queue's series rather than both.
 */
public record QueuePort(Link link, Node at) {

    public QueuePort {
        if (link.getSource() != at && link.getTarget() != at) {
            throw new IllegalArgumentException("queue port: " + at.getName() + " is not an end of link " + link.getName());
        }
    }

    /** The node at the far end of the wire. */
    public Node peer() {
        return link.getSource() == at ? link.getTarget() : link.getSource();
    }

    /** "at->peer", the name the engine, {@link PortActivity#name()} and pcap targets use. */
    public String portName() {
        return at.getName() + "->" + peer().getName();
    }

    /** The key of the queue-length series a run records for this port. */
    public SeriesKey queueSeries() {
        return SeriesKey.queueLength(at.getName(), peer().getName());
    }
}
