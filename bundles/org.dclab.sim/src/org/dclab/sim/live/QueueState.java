package org.dclab.sim.live;

/**
 * One figure a queue discipline keeps or decides by, as an inspector lists it.
 *
 * @param label a short name a teacher reads: "limit", "K", "min_th", "max_th", "average queue", "matches"
 * @param value the figure
 * @param unit  "packets", "bytes" or "" for a count of events
 */
public record QueueState(String label, double value, String unit) {
}
