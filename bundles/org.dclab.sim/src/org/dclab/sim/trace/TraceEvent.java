package org.dclab.sim.trace;

/**
 * One thing the simulation did, as a teacher's event list shows it.
 *
 * @param timePs     simulated time it happened
 * @param eventIndex number of the engine event that caused it (1 = the first event run); several trace events
 *                   can share one, as when a packet reaches an idle port and is queued and dequeued at once
 * @param kind       what happened
 * @param node       where: a port "from->to" for queue events, a host for TCP events, an application for incast
 * @param flow       the connection it belongs to ("app #id src->dst"), or "" when none
 * @param detail     a sentence fragment with the figures that matter (sequence, queue length, window)
 */
public record TraceEvent(long timePs, long eventIndex, TraceKind kind, String node, String flow, String detail) {
}
