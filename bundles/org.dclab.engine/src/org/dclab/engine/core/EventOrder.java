package org.dclab.engine.core;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/** The (time, sequence) order every event set executes in, for the read-only views of pending events. */
final class EventOrder {

    private static final Comparator<Event> EXECUTION = Comparator.<Event>comparingLong(e -> e.timePs).thenComparingLong(e -> e.seq);

    private EventOrder() {
    }

    static List<Event> earliest(Collection<Event> events, int max) {
        List<Event> sorted = new ArrayList<>(events);
        sorted.sort(EXECUTION);
        return List.copyOf(sorted.subList(0, Math.min(Math.max(max, 0), sorted.size())));
    }
}
