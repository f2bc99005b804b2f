package org.dclab.sim.trace;

import java.util.List;

/**
 * Writes the detail text of a trace event from the figures recorded with it. A recorder passes one shared
 * instance per kind of text, so recording an event allocates nothing; the text is written only when someone reads
 * it. What each figure means is the writer's business: a sequence number, a length, a queue length, flags.
 */
@FunctionalInterface
public interface TraceDetail {
    String write(long first, long second, long third, int bits);

    /**
     * For an event about one packet, the packet's fields as a person opening it reads them, one a line, from the same
     * figures; empty for any other event.
     */
    default List<String> packet(long first, long second, long third, int bits) {
        return List.of();
    }
}
