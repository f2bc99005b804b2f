package org.dclab.engine.core;

/** An event still to come, as a list of pending events shows it. */
public record PendingEvent(long timePs, String label) {
}
