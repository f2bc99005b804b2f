package org.dclab.engine.core;

import java.util.List;

/**
 * The future-event set of a {@link Simulator}. Every implementation orders events by time and, for equal times,
 * by insertion order (a rescheduled event counts as inserted at the moment it is rescheduled), which is what
 * makes runs with the same seed repeat exactly.
 */
public interface EventSet {
    /** Adds an unscheduled event at {@code timePs}. */
    void insert(Event e, long timePs);

    /** Removes a scheduled event; returns false if it was not in this set. */
    boolean remove(Event e);

    /** Moves a scheduled event to {@code timePs}, ordering it after events already scheduled for that time. */
    void reschedule(Event e, long timePs);

    /** The earliest event, or null when empty; leaves it in place. */
    Event peek();

    /** Removes and returns the earliest event, or null when empty. */
    Event poll();

    /**
     * Removes and returns the earliest event if it is due at or before {@code endPs}, else null (the set is then empty
     * or its earliest event later): the loop's one call per event.
     */
    default Event pollUntil(long endPs) {
        Event e = peek();
        return e == null || e.timePs > endPs ? null : poll();
    }

    int size();

    /**
     * Up to {@code max} of the earliest events in execution order, without removing them: what a teacher's list
     * of "next pending events" shows. Allowed to cost O(n log n); never call it per event.
     */
    List<Event> earliest(int max);

    default boolean isEmpty() {
        return size() == 0;
    }
}
