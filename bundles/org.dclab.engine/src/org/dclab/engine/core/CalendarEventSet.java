package org.dclab.engine.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A calendar queue (R. Brown, 1988) with a heap for what lies beyond its year. Time is cut into buckets of a
 * power-of-two width; an event due within the next {@code buckets} widths joins its bucket's list, kept in (time,
 * sequence) order, and everything else (retransmission timers, events scheduled before the calendar's day) goes to a
 * {@link BinaryHeapEventSet}. Taking the earliest event is then the head of the first occupied bucket, found through a
 * two-level bitmap, compared with the heap's top: no sifting, which took some 40 % of a 128-host fat tree's
 * processor time in the binary heap (docs/speed-at-scale.md).
 *
 * <p>
 * The order is exactly the binary heap's: both compare (time, sequence), and a sequence number is taken at every
 * insert and reschedule, so runs are identical whichever set a simulator uses. Only the cost adapts: every
 * {@link #SAMPLE} polls (or twice its size, when it holds more) the calendar's year is set to eight times the median
 * of the delays it was given since the last look (how far after the last event taken each insert lay), with about two
 * buckets per pending event, and it is laid out again when the width or the number of buckets is off by a factor of
 * four. Both depend only on the events themselves, never on a clock, so the set is as deterministic as the heap.
 */
public final class CalendarEventSet implements EventSet {
    /** Polls between two looks at whether the calendar's shape still fits the events. */
    private static final int SAMPLE = 1024;
    private static final int MIN_BUCKET_BITS = 10;
    private static final int MAX_BUCKET_BITS = 20;
    private static final int MAX_WIDTH_BITS = 40;
    /** The year is 2^this times the median delay. */
    private static final int YEAR_PER_MEDIAN_BITS = 3;

    private final BinaryHeapEventSet beyond = new BinaryHeapEventSet();
    private int widthBits = 10;
    private int bucketBits;
    private int bucketMask;
    /** First event of each bucket; the list runs on through {@link Event#next}. */
    private Event[] heads;
    /** One bit per bucket that holds an event, and one summary bit per word of those. */
    private long[] occupied;
    private long[] occupiedWords;
    /** Absolute bucket number ({@code time >>> widthBits}) of the calendar's first day; no bucketed event is earlier. */
    private long firstDay;
    private int bucketed;
    private long nextSeq;
    /** The earliest event once found by a peek, or by a poll that stopped short of it, until the set changes. */
    private Event earliest;

    private int reshapes;
    /** Inserts since the last refit by the bit length of their delay after the last event taken (64: earlier than it). */
    private final int[] delayCounts = new int[65];
    private int pollsToRefit = SAMPLE;
    private long lastPolledPs;

    public CalendarEventSet() {
        allocate(MIN_BUCKET_BITS);
    }

    private void allocate(int bits) {
        bucketBits = bits;
        bucketMask = (1 << bits) - 1;
        heads = new Event[1 << bits];
        occupied = new long[Math.max(1, (1 << bits) >>> 6)];
        occupiedWords = new long[Math.max(1, (occupied.length + 63) >>> 6)];
    }

    @Override
    public void insert(Event e, long timePs) {
        if (e.isScheduled()) {
            throw new IllegalArgumentException("event " + e + " is already scheduled at " + e.timePs + " ps; use reschedule");
        }
        countDelay(timePs);
        place(e, timePs, nextSeq++);
    }

    /** What the refit reads: inserts and reschedules by how far ahead they are, not the calendar's own re-layouts. */
    private void countDelay(long timePs) {
        delayCounts[64 - Long.numberOfLeadingZeros(timePs - lastPolledPs)]++;
    }

    private void place(Event e, long timePs, long seq) {
        Event first = earliest;
        if (first != null && (timePs < first.timePs || (timePs == first.timePs && seq < first.seq))) {
            earliest = null;
        }
        long day = (timePs >>> widthBits) - firstDay;
        if (day < 0 || day > bucketMask) {
            beyond.insertKeyed(e, timePs, seq);
            return;
        }
        e.timePs = timePs;
        e.seq = seq;
        e.index = Event.IN_BUCKET;
        bucketed++;
        int b = (int) (timePs >>> widthBits) & bucketMask;
        Event head = heads[b];
        if (head == null) {
            heads[b] = e;
            e.prev = e;
            e.next = null;
            mark(b);
            return;
        }
        Event last = head.prev;
        if (last.timePs < timePs || (last.timePs == timePs && last.seq < seq)) {
            last.next = e;
            e.prev = last;
            e.next = null;
            head.prev = e;
            return;
        }
        // Later than e: walk back to the first event e goes before. Rare with one or two events per bucket.
        Event after = last;
        while (after != head) {
            Event before = after.prev;
            if (before.timePs < timePs || (before.timePs == timePs && before.seq < seq)) {
                break;
            }
            after = before;
        }
        if (after == head) {
            e.prev = head.prev;
            e.next = head;
            head.prev = e;
            heads[b] = e;
        } else {
            Event before = after.prev;
            before.next = e;
            e.prev = before;
            e.next = after;
            after.prev = e;
        }
    }

    @Override
    public boolean remove(Event e) {
        if (e.index == Event.IN_BUCKET) {
            unlink(e);
        } else if (e.index < 0 || !beyond.remove(e)) {
            return false;
        }
        if (e == earliest) {
            earliest = null;
        }
        return true;
    }

    private void unlink(Event e) {
        int b = (int) (e.timePs >>> widthBits) & bucketMask;
        Event head = heads[b];
        Event next = e.next;
        if (e == head) {
            heads[b] = next;
            if (next == null) {
                unmark(b);
            } else {
                next.prev = e.prev;
            }
        } else {
            Event prev = e.prev;
            prev.next = next;
            if (next == null) {
                head.prev = prev;
            } else {
                next.prev = prev;
            }
        }
        e.prev = null;
        e.next = null;
        e.index = Event.UNSCHEDULED;
        bucketed--;
    }

    @Override
    public void reschedule(Event e, long timePs) {
        if (!remove(e)) {
            throw new IllegalArgumentException("event " + e + " is not scheduled in this set; use insert");
        }
        countDelay(timePs);
        place(e, timePs, nextSeq++);
    }

    @Override
    public Event peek() {
        Event e = earliest;
        if (e == null) {
            e = earliest = findEarliest();
        }
        return e;
    }

    @Override
    public Event poll() {
        return pollUntil(Long.MAX_VALUE);
    }

    @Override
    public Event pollUntil(long endPs) {
        Event e = earliest;
        if (e == null) {
            e = findEarliest();
        }
        if (e == null || e.timePs > endPs) {
            earliest = e;
            return null;
        }
        earliest = null;
        if (e.index == Event.IN_BUCKET) {
            unlink(e);
        } else {
            beyond.poll();
        }
        // Nothing pending is earlier, and nothing can be scheduled earlier from now on: the calendar may start here.
        long day = e.timePs >>> widthBits;
        if (day > firstDay) {
            firstDay = day;
        }
        observe(e.timePs);
        return e;
    }

    @Override
    public int size() {
        return bucketed + beyond.size();
    }

    private Event findEarliest() {
        Event near = null;
        if (bucketed > 0) {
            int b = nextMarked((int) firstDay & bucketMask);
            near = heads[b < 0 ? nextMarked(0) : b];
        }
        if (beyond.isEmpty()) {
            return near;
        }
        // The heap's keys sit in its arrays: comparing with them leaves its event (often a far timer) untouched.
        if (near != null && beyond.isAfter(near.timePs, near.seq)) {
            return near;
        }
        return beyond.peek();
    }

    private void mark(int b) {
        int w = b >>> 6;
        occupied[w] |= 1L << b;
        occupiedWords[w >>> 6] |= 1L << w;
    }

    private void unmark(int b) {
        int w = b >>> 6;
        long bits = occupied[w] & ~(1L << b);
        occupied[w] = bits;
        if (bits == 0) {
            occupiedWords[w >>> 6] &= ~(1L << w);
        }
    }

    /** The first occupied bucket at or after {@code from} (no wrap), or -1. */
    private int nextMarked(int from) {
        int w = from >>> 6;
        long bits = occupied[w] & (-1L << from);
        if (bits != 0) {
            return (w << 6) + Long.numberOfTrailingZeros(bits);
        }
        int word = w + 1;
        if (word >= occupied.length) {
            return -1;
        }
        int s = word >>> 6;
        long summary = occupiedWords[s] & (-1L << word);
        while (summary == 0) {
            if (++s >= occupiedWords.length) {
                return -1;
            }
            summary = occupiedWords[s];
        }
        int found = (s << 6) + Long.numberOfTrailingZeros(summary);
        return (found << 6) + Long.numberOfTrailingZeros(occupied[found]);
    }

    /**
     * Counts one more poll, and once the set has turned over (every {@link #SAMPLE} polls, or twice its size when it
     * holds more) refits the calendar to the delays it has been given.
     */
    private void observe(long timePs) {
        lastPolledPs = timePs;
        if (--pollsToRefit == 0) {
            refit();
            pollsToRefit = Math.max(SAMPLE, 2 * size());
        }
    }

    /**
     * The year should cover most delays, eight times the median one, so a retransmission timer among a fabric's hops
     * does not stretch it, and hold about one pending event per two buckets.
     */
    private void refit() {
        long total = 0;
        for (int count : delayCounts) {
            total += count;
        }
        if (total == 0) {
            return;
        }
        long covered = 0;
        int medianBits = 0;
        while ((covered += delayCounts[medianBits]) * 2 < total) {
            medianBits++;
        }
        Arrays.fill(delayCounts, 0);
        int wantBucketBits = Math.max(MIN_BUCKET_BITS, Math.min(MAX_BUCKET_BITS, 65 - Long.numberOfLeadingZeros(Math.max(1, size() - 1))));
        int wantWidthBits = Math.max(0, Math.min(MAX_WIDTH_BITS, medianBits + YEAR_PER_MEDIAN_BITS - wantBucketBits));
        if (Math.abs(wantWidthBits - widthBits) >= 2 || Math.abs(wantBucketBits - bucketBits) >= 2) {
            rebuild(wantWidthBits, wantBucketBits);
        }
    }

    /** Lays the bucketed events out again under a new width and bucket count; the order and sequences do not change. */
    private void rebuild(int newWidthBits, int newBucketBits) {
        reshapes++;
        Event[] inOrder = new Event[bucketed];
        int n = 0;
        int start = (int) firstDay & bucketMask;
        for (int i = 0; i <= bucketMask; i++) {
            for (Event e = heads[(start + i) & bucketMask]; e != null; e = e.next) {
                inOrder[n++] = e;
            }
        }
        long firstPs = firstDay << widthBits;
        widthBits = newWidthBits;
        allocate(newBucketBits);
        firstDay = firstPs >>> newWidthBits;
        bucketed = 0;
        earliest = null;
        for (int i = 0; i < n; i++) {
            Event e = inOrder[i];
            e.index = Event.UNSCHEDULED;
            e.prev = null;
            e.next = null;
            place(e, e.timePs, e.seq);
        }
    }

    /** How often the calendar has been laid out again to fit its events; for tests that must see it happen. */
    int reshapes() {
        return reshapes;
    }

    @Override
    public List<Event> earliest(int max) {
        List<Event> all = new ArrayList<>(size());
        for (Event head : heads) {
            for (Event e = head; e != null; e = e.next) {
                all.add(e);
            }
        }
        all.addAll(beyond.earliest(Integer.MAX_VALUE));
        return EventOrder.earliest(all, max);
    }
}
