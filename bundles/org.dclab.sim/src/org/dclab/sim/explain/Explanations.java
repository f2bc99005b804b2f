package org.dclab.sim.explain;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The explanations of one run, bounded: beyond the capacity the oldest are forgotten. Written on the simulation
 * thread, read from any thread (the UI asks while the run goes on). Times of one subject never decrease.
 */
public final class Explanations {

    /** Enough for the cuts, drops and marks of a teaching run; several hundred bytes each. */
    public static final int DEFAULT_CAPACITY = 200_000;

    /** One subject's explanations in time order; evicted ones are skipped by {@code head}. */
    private static final class Track {
        final List<Explanation> items = new ArrayList<>();
        int head;

        int size() {
            return items.size() - head;
        }

        Explanation get(int i) {
            return items.get(head + i);
        }

        void evictOldest() {
            head++;
            if (head > 1024 && head > items.size() / 2) {
                items.subList(0, head).clear();
                head = 0;
            }
        }
    }

    private final int capacity;
    private final Map<String, Track> tracks = new HashMap<>();
    /**
     * Subjects in recording order, to find the oldest explanation to evict: one order for queues (drops, marks),
     * one for flows (window cuts, timeouts), each with half the capacity, so a queue that marks every packet never
     * pushes out the window cuts those marks caused.
     */
    private final ArrayDeque<Track> queueOrder = new ArrayDeque<>();
    private final ArrayDeque<Track> flowOrder = new ArrayDeque<>();

    public Explanations(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("explanations: capacity must be > 0, got " + capacity);
        }
        this.capacity = capacity;
    }

    public synchronized void record(Explanation e) {
        Track t = tracks.computeIfAbsent(e.subject(), s -> new Track());
        t.items.add(e);
        boolean ofQueue = e.kind() == ExplanationKind.DROP || e.kind() == ExplanationKind.MARK;
        ArrayDeque<Track> order = ofQueue ? queueOrder : flowOrder;
        order.addLast(t);
        if (order.size() > Math.max(1, ofQueue ? capacity / 2 : capacity - capacity / 2)) {
            order.pollFirst().evictOldest();
        }
    }

    public synchronized int size() {
        return queueOrder.size() + flowOrder.size();
    }

    /** Every explanation kept for {@code subject}, oldest first. */
    public synchronized List<Explanation> of(String subject) {
        Track t = tracks.get(subject);
        if (t == null) {
            return List.of();
        }
        return Collections.unmodifiableList(new ArrayList<>(t.items.subList(t.head, t.items.size())));
    }

    /**
     * The explanation of {@code subject} nearest in time to {@code timePs}, among those of the given kinds (any kind
     * when none is given). When one before and one after are equally near, the one before wins (a cause precedes
     * what it causes); among several at the same instant the last recorded wins, since it set the value that was
     * reported.
     */
    public synchronized Optional<Explanation> nearest(long timePs, String subject, ExplanationKind... kinds) {
        Track t = tracks.get(subject);
        if (t == null || t.size() == 0) {
            return Optional.empty();
        }
        int lastNotAfter = lastAtOrBefore(t, timePs);
        Explanation before = null;
        for (int i = lastNotAfter; i >= 0 && before == null; i--) {
            if (matches(t.get(i), kinds)) {
                before = t.get(i);
            }
        }
        Explanation after = null;
        for (int i = lastNotAfter + 1; i < t.size() && after == null; i++) {
            if (matches(t.get(i), kinds)) {
                after = t.get(i);
            }
        }
        if (before == null) {
            return Optional.ofNullable(after);
        }
        if (after == null || timePs - before.timePs() <= after.timePs() - timePs) {
            return Optional.of(before);
        }
        return Optional.of(after);
    }

    /** Index of the last item at or before {@code timePs}, or -1. */
    private static int lastAtOrBefore(Track t, long timePs) {
        int lo = 0;
        int hi = t.size() - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (t.get(mid).timePs() <= timePs) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }

    private static boolean matches(Explanation e, ExplanationKind[] kinds) {
        if (kinds.length == 0) {
            return true;
        }
        for (ExplanationKind k : kinds) {
            if (e.kind() == k) {
                return true;
            }
        }
        return false;
    }
}
