package org.dclab.engine.core;

/**
 * Something that happens at one instant of simulated time. Components own their events and reschedule the same
 * object over and over (a port's "transmission done", a link's "next arrival"), so the hot path allocates nothing.
 * An event is in at most one {@link EventSet} at a time.
 */
public abstract class Event {
    long timePs;
    long seq;
    /** Position in a heap-backed event set, or -1 when not scheduled; lets cancel find the event in O(1). */
    int index = -1;

    /** Runs the event; the simulator's clock already equals {@link #timePs()}. */
    protected abstract void fire();

    public final long timePs() {
        return timePs;
    }

    public final boolean isScheduled() {
        return index >= 0;
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
