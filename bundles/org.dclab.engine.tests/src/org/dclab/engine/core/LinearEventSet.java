package org.dclab.engine.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Reference event set: an unsorted list scanned on every poll. O(n) per operation, obviously correct, and
 * there so the contract suite has a second implementation to disagree with the heap.
 */
public final class LinearEventSet implements EventSet {
    private final List<Event> events = new ArrayList<>();
    private long nextSeq;

    @Override
    public void insert(Event e, long timePs) {
        if (e.index >= 0) {
            throw new IllegalArgumentException("event " + e + " is already scheduled at " + e.timePs + " ps; use reschedule");
        }
        e.timePs = timePs;
        e.seq = nextSeq++;
        e.index = 0;
        events.add(e);
    }

    @Override
    public boolean remove(Event e) {
        if (e.index < 0 || !events.remove(e)) {
            return false;
        }
        e.index = -1;
        return true;
    }

    @Override
    public void reschedule(Event e, long timePs) {
        if (e.index < 0 || !events.contains(e)) {
            throw new IllegalArgumentException("event " + e + " is not scheduled in this set; use insert");
        }
        e.timePs = timePs;
        e.seq = nextSeq++;
    }

    @Override
    public Event peek() {
        Event best = null;
        for (Event e : events) {
            if (best == null || e.timePs < best.timePs || (e.timePs == best.timePs && e.seq < best.seq)) {
                best = e;
            }
        }
        return best;
    }

    @Override
    public Event poll() {
        Event best = peek();
        if (best != null) {
            events.remove(best);
            best.index = -1;
        }
        return best;
    }

    @Override
    public int size() {
        return events.size();
    }

    @Override
    public List<Event> earliest(int max) {
        return EventOrder.earliest(events, max);
    }
}
