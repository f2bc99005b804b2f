package org.dclab.engine.core;

import java.util.List;
import java.util.SplittableRandom;

/**
 * A discrete-event simulator instance: a clock in picoseconds, a future-event set and run control. Single
 * threaded; only {@link #requestPause()} and {@link #requestCancel()} may be called from another thread, and they
 * take effect between two events.
 */
public final class Simulator {
    private final EventSet events;
    private final RandomStreams random;
    private long nowPs;
    private long eventCount;
    private volatile boolean pauseRequested;
    private volatile boolean cancelRequested;
    private boolean cancelled;

    public Simulator(long masterSeed) {
        this(masterSeed, new CalendarEventSet());
    }

    public Simulator(long masterSeed, EventSet events) {
        if (events == null || !events.isEmpty()) {
            throw new IllegalArgumentException("simulator: event set must be non-null and empty");
        }
        this.events = events;
        this.random = new RandomStreams(masterSeed);
    }

    public long nowPs() {
        return nowPs;
    }

    /** Events executed so far. */
    public long eventCount() {
        return eventCount;
    }

    public int pendingEvents() {
        return events.size();
    }

    /** Time of the earliest pending event, or {@link Long#MAX_VALUE} when none is left. */
    public long nextEventPs() {
        Event e = events.peek();
        return e == null ? Long.MAX_VALUE : e.timePs;
    }

    /** Up to {@code max} pending events in the order they will run, labelled; for display, not per event. */
    public List<PendingEvent> pending(int max) {
        return events.earliest(max).stream().map(e -> new PendingEvent(e.timePs, e.toString())).toList();
    }

    public long masterSeed() {
        return random.masterSeed();
    }

    /** See {@link RandomStreams#stream(String)}. */
    public SplittableRandom randomStream(String name) {
        return random.stream(name);
    }

    /** See {@link RandomStreams#instanceName(String)}. */
    public String randomInstanceName(String kind) {
        return random.instanceName(kind);
    }

    public void schedule(Event e, long atPs) {
        if (atPs < nowPs) {
            throw new IllegalArgumentException("event " + e + ": time " + atPs + " ps is in the past (now " + nowPs + " ps)");
        }
        events.insert(e, atPs);
    }

    public void scheduleAfter(Event e, long delayPs) {
        if (delayPs < 0) {
            throw new IllegalArgumentException("event " + e + ": delay must be >= 0 ps, got " + delayPs);
        }
        events.insert(e, nowPs + delayPs);
    }

    /** Schedules {@code e} at {@code atPs}, moving it if it is already scheduled. */
    public void reschedule(Event e, long atPs) {
        if (atPs < nowPs) {
            throw new IllegalArgumentException("event " + e + ": time " + atPs + " ps is in the past (now " + nowPs + " ps)");
        }
        if (e.isScheduled()) {
            events.reschedule(e, atPs);
        } else {
            events.insert(e, atPs);
        }
    }

    /** Returns true if the event was scheduled and is now removed. */
    public boolean cancel(Event e) {
        return e.isScheduled() && events.remove(e);
    }

    /** Executes the earliest event; returns false if there was none. */
    public boolean step() {
        if (cancelled) {
            return false;
        }
        Event e = events.poll();
        if (e == null) {
            return false;
        }
        nowPs = e.timePs;
        eventCount++;
        e.fire();
        return true;
    }

    public StopReason run() {
        return runUntil(Long.MAX_VALUE);
    }

    /**
     * Executes every event with time &lt;= {@code endPs}. When the end time is reached (rather than a pause), the
     * clock is advanced to it, so successive calls with growing end times partition simulated time cleanly.
     */
    public StopReason runUntil(long endPs) {
        if (endPs < nowPs) {
            throw new IllegalArgumentException("runUntil: end " + endPs + " ps is before now " + nowPs + " ps");
        }
        if (cancelled) {
            return StopReason.CANCELLED;
        }
        final EventSet set = events;
        while (true) {
            if (cancelRequested) {
                cancelled = true;
                return StopReason.CANCELLED;
            }
            if (pauseRequested) {
                pauseRequested = false;
                return StopReason.PAUSED;
            }
            Event e = set.pollUntil(endPs);
            if (e == null) {
                if (set.isEmpty()) {
                    return StopReason.EMPTY;
                }
                nowPs = endPs;
                return StopReason.TIME_LIMIT;
            }
            nowPs = e.timePs;
            eventCount++;
            e.fire();
        }
    }

    /** Asks the running loop to return {@link StopReason#PAUSED} before the next event; callable from any thread. */
    public void requestPause() {
        pauseRequested = true;
    }

    /**
     * True, once, if a pause was asked since the last time the answer was taken: for callers that run events one
     * {@link #step} at a time and must honour Pause as {@link #runUntil} does.
     */
    public boolean takePauseRequest() {
        boolean asked = pauseRequested;
        pauseRequested = false;
        return asked;
    }

    /** Asks the running loop to stop for good before the next event; callable from any thread. */
    public void requestCancel() {
        cancelRequested = true;
    }

    public boolean isCancelled() {
        return cancelled || cancelRequested;
    }
}
