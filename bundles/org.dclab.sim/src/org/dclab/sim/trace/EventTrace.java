package org.dclab.sim.trace;

import java.util.ArrayList;
import java.util.List;

/**
 * The most recent trace events of one run in a bounded ring, plus the next pending engine events as of the last
 * time the run stopped. The simulation thread writes; any thread reads a copy. {@link #total()} only grows, so a
 * viewer can tell cheaply whether anything changed since its last look.
 */
public final class EventTrace {

    private final TraceEvent[] ring;
    private long total;
    private TraceEvent last;
    private List<ScheduledEvent> pending = List.of();

    public EventTrace(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("event trace: capacity must be > 0, got " + capacity);
        }
        ring = new TraceEvent[capacity];
    }

    public int capacity() {
        return ring.length;
    }

    public synchronized void add(TraceEvent e) {
        ring[(int) (total % ring.length)] = e;
        total++;
        last = e;
    }

    /** Trace events recorded since the run started, including those the ring has already forgotten. */
    public synchronized long total() {
        return total;
    }

    /** The newest trace event, or null before the first. */
    public synchronized TraceEvent last() {
        return last;
    }

    /** What the ring still holds, oldest first. */
    public synchronized List<TraceEvent> recent() {
        int size = (int) Math.min(total, ring.length);
        List<TraceEvent> out = new ArrayList<>(size);
        for (long i = total - size; i < total; i++) {
            out.add(ring[(int) (i % ring.length)]);
        }
        return out;
    }

    /** The next engine events as of the last stop, earliest first. */
    public synchronized List<ScheduledEvent> pending() {
        return pending;
    }

    /** Called by the run on its own thread whenever it stops, since only that thread may read the event set. */
    public synchronized void pending(List<ScheduledEvent> next) {
        pending = List.copyOf(next);
    }
}
