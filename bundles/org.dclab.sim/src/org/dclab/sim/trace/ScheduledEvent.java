package org.dclab.sim.trace;

/** An engine event still to come: when it is due and what it is ("tx-done s1->h3", "arrival h1->s1"). */
public record ScheduledEvent(long timePs, String label) {
}
