package org.dclab.sim.trace;

/**
 * Writes the detail text of a trace event from the figures recorded with it. A recorder passes one shared
 * instance per kind of text, so recording an event allocates nothing; the text is written only when someone reads
 * it. What each figure means is the writer's business: a sequence number, a length, a queue length, flags.
 */
@FunctionalInterface
public interface TraceDetail {
    String write(long first, long second, long third, int bits);
}
