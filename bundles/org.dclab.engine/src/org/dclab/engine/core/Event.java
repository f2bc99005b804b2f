package org.dclab.engine.core;

/**
 * Something that happens at one instant of simulated time. Components own their events and reschedule the same
 * object over and over (a port's "transmission done", a link's "next arrival"), so the hot path allocates nothing.
 * An event is in at most one {@link EventSet} at a time.
 */
public abstract class Event {
    /** {@link #index} of an event that is in no event set. */
    static final int UNSCHEDULED = -1;
    /** {@link #index} of an event kept in one of a {@link CalendarEventSet}'s buckets rather than in a heap. */
    static final int IN_BUCKET = -2;

    long timePs;
    long seq;
    /**
     * Position in a heap-backed event set, {@link #IN_BUCKET}, or {@link #UNSCHEDULED}; lets cancel find the event in
     * O(1).
     */
    int index = UNSCHEDULED;
    /** Neighbours in a calendar bucket's list, earlier and later; the first event's {@code prev} is the bucket's last. */
    Event prev;
    Event next;

    /** Runs the event; the simulator's clock already equals {@link #timePs()}. */
    protected abstract void fire();

    public final long timePs() {
        return timePs;
    }

    public final boolean isScheduled() {
        return index != UNSCHEDULED;
    }

    /**
     * A short human label for lists of pending events, which people read. Components that own a recurring event name it
     * (a port's "tx-done s1->h3"); any other event is named after the class that defines it, in words ("sampled probe",
     * not "SampledProbe event").
     */
    @Override
    public String toString() {
        Class<?> c = getClass();
        Class<?> owner = c.getEnclosingClass();
        return words(owner != null ? owner.getSimpleName() : c.getSimpleName());
    }

    /** A class's simple name in words: "RetransmissionTimer" as "retransmission timer". */
    static String words(String simpleName) {
        return simpleName.replaceAll("(?<=[a-z])(?=[A-Z])", " ").toLowerCase(java.util.Locale.ROOT);
    }

    /** Wraps a one-off action; allocates, so keep it off the per-packet path. */
    public static Event of(Runnable action) {
        return new Event() {
            @Override
            protected void fire() {
                action.run();
            }

            @Override
            public String toString() {
                return "action";
            }
        };
    }
}
