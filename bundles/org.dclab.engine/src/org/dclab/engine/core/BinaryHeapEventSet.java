package org.dclab.engine.core;

import java.util.Arrays;
import java.util.List;

/**
 * Binary min-heap ordered by (time, sequence). Each event stores its own heap index, so cancel and reschedule
 * are O(log n) without a search, as in the ns-3 and OMNeT++ kernels. The keys live in primitive arrays beside
 * the event array: sifting then compares contiguous longs instead of dereferencing an event per comparison,
 * which profiling showed to be the kernel's main cost.
 */
public final class BinaryHeapEventSet implements EventSet {
    private Event[] heap = new Event[256];
    private long[] times = new long[256];
    private long[] seqs = new long[256];
    private int size;
    private long nextSeq;

    @Override
    public void insert(Event e, long timePs) {
        if (e.isScheduled()) {
            throw new IllegalArgumentException("event " + e + " is already scheduled at " + e.timePs + " ps; use reschedule");
        }
        insertKeyed(e, timePs, nextSeq++);
    }

    /** Adds an unscheduled event under a sequence number its caller assigned: for a set that keeps this heap as a part. */
    void insertKeyed(Event e, long timePs, long seq) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, size * 2);
            times = Arrays.copyOf(times, size * 2);
            seqs = Arrays.copyOf(seqs, size * 2);
        }
        e.timePs = timePs;
        e.seq = seq;
        siftUp(size++, e, timePs, seq);
    }

    @Override
    public boolean remove(Event e) {
        int i = e.index;
        if (i < 0 || i >= size || heap[i] != e) {
            return false;
        }
        int lastIndex = --size;
        Event last = heap[lastIndex];
        long lastTime = times[lastIndex];
        long lastSeq = seqs[lastIndex];
        heap[lastIndex] = null;
        e.index = Event.UNSCHEDULED;
        if (i < size) {
            siftDown(i, last, lastTime, lastSeq);
            if (last.index == i) {
                siftUp(i, last, lastTime, lastSeq);
            }
        }
        return true;
    }

    @Override
    public void reschedule(Event e, long timePs) {
        int i = e.index;
        if (i < 0 || i >= size || heap[i] != e) {
            throw new IllegalArgumentException("event " + e + " is not scheduled in this set; use insert");
        }
        boolean earlier = timePs < e.timePs;
        e.timePs = timePs;
        e.seq = nextSeq++;
        if (earlier) {
            siftUp(i, e, timePs, e.seq);
        } else {
            siftDown(i, e, timePs, e.seq);
        }
    }

    @Override
    public Event peek() {
        return size == 0 ? null : heap[0];
    }

    @Override
    public Event poll() {
        if (size == 0) {
            return null;
        }
        Event first = heap[0];
        int lastIndex = --size;
        Event last = heap[lastIndex];
        heap[lastIndex] = null;
        if (size > 0) {
            siftDown(0, last, times[lastIndex], seqs[lastIndex]);
        }
        first.index = Event.UNSCHEDULED;
        return first;
    }

    /** Whether the earliest event here comes after (time, sequence); the set must not be empty. */
    boolean isAfter(long timePs, long seq) {
        long t = times[0];
        return t > timePs || (t == timePs && seqs[0] > seq);
    }

    @Override
    public int size() {
        return size;
    }

    private void siftUp(int i, Event e, long t, long s) {
        final Event[] h = heap;
        final long[] ts = times;
        final long[] ss = seqs;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            long pt = ts[parent];
            if (t > pt || (t == pt && s > ss[parent])) {
                break;
            }
            Event p = h[parent];
            h[i] = p;
            ts[i] = pt;
            ss[i] = ss[parent];
            p.index = i;
            i = parent;
        }
        h[i] = e;
        ts[i] = t;
        ss[i] = s;
        e.index = i;
    }

    private void siftDown(int i, Event e, long t, long s) {
        final Event[] h = heap;
        final long[] ts = times;
        final long[] ss = seqs;
        final int n = size;
        int half = n >>> 1;
        while (i < half) {
            int child = 2 * i + 1;
            int right = child + 1;
            long ct = ts[child];
            if (right < n) {
                long rt = ts[right];
                if (rt < ct || (rt == ct && ss[right] < ss[child])) {
                    child = right;
                    ct = rt;
                }
            }
            if (t < ct || (t == ct && s < ss[child])) {
                break;
            }
            Event c = h[child];
            h[i] = c;
            ts[i] = ct;
            ss[i] = ss[child];
            c.index = i;
            i = child;
        }
        h[i] = e;
        ts[i] = t;
        ss[i] = s;
        e.index = i;
    }

    @Override
    public List<Event> earliest(int max) {
        return EventOrder.earliest(Arrays.asList(Arrays.copyOf(heap, size)), max);
    }
}
