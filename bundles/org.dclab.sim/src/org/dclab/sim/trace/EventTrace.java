package org.dclab.sim.trace;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;

/**
 * The most recent trace events of one run in a bounded ring, plus the next pending engine events as of the last
 * time the run stopped, with the past events just before them ({@link Picture}). The simulation thread writes; any
 * thread reads a copy. {@link #total()} only grows, so a viewer can tell cheaply whether anything changed since its
 * last look.
 * <p>
 * A traced run records an event per packet per hop, millions a second, and shows a few dozen of them: so the ring
 * is slots of primitive figures filled in place, without a lock or an object per event, and a {@link TraceEvent} is
 * made only when someone reads one. Each slot carries the number of the event in it, set last when written and
 * cleared first when overwritten: readers copy without a lock and keep a slot only if that number held, the same,
 * before and after they read it.
 */
public final class EventTrace {

    private static final VarHandle TOTAL;
    private static final VarHandle STAMPS = MethodHandles.arrayElementVarHandle(long[].class);

    static {
        try {
            TOTAL = MethodHandles.lookup().findVarHandle(EventTrace.class, "total", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Figures per slot in {@link #numbers}: stamp, time, event index, three detail figures, detail bits and kind. */
    private static final int NUMBERS = 7;
    /** References per slot in {@link #names}: node, flow, detail writer. */
    private static final int NAMES = 3;
    /** The stamp of a slot being written. */
    private static final long WRITING = -1;
    private static final TraceKind[] KINDS = TraceKind.values();
    /**
     * Past events kept beside each list of pending ones: more than a table shows above its newest row, with room for a
     * filter that keeps one event in ten.
     */
    private static final int PICTURED_PAST = 2_000;

    private final int capacity;
    // Two arrays of slots side by side rather than one array per field: recording an event touches two cache lines.
    private final long[] numbers;
    private final Object[] names;
    /** Events added so far; written with release after the slot, read with acquire. */
    private long total;
    private Picture picture = new Picture(List.of(), List.of());

    public EventTrace(int capacity) {
        if (capacity <= 0 || capacity > Integer.MAX_VALUE / NUMBERS) {
            throw new IllegalArgumentException("event trace: capacity must be between 1 and " + Integer.MAX_VALUE / NUMBERS + ", got "
                    + capacity);
        }
        this.capacity = capacity;
        numbers = new long[capacity * NUMBERS];
        names = new Object[capacity * NAMES];
    }

    public int capacity() {
        return capacity;
    }

    /**
     * Records one event on the simulation thread; {@code detail} writes its text from the figures when it is read.
     * See {@link TraceEvent} for what the other arguments mean.
     */
    public void add(long timePs, long eventIndex, TraceKind kind, String node, String flow, TraceDetail detail, long first, long second,
            long third, int bit) {
        long n = total;
        int slot = (int) (n % capacity);
        int at = slot * NUMBERS;
        STAMPS.setOpaque(numbers, at, WRITING);
        VarHandle.storeStoreFence();
        numbers[at + 1] = timePs;
        numbers[at + 2] = eventIndex;
        numbers[at + 3] = first;
        numbers[at + 4] = second;
        numbers[at + 5] = third;
        numbers[at + 6] = (long) bit << 32 | kind.ordinal();
        int ref = slot * NAMES;
        names[ref] = node;
        names[ref + 1] = flow;
        names[ref + 2] = detail;
        STAMPS.setRelease(numbers, at, n);
        TOTAL.setRelease(this, n + 1);
    }

    /** Trace events recorded since the run started, including those the ring has already forgotten. */
    public long total() {
        return (long) TOTAL.getAcquire(this);
    }

    /** The newest trace event, or null before the first. */
    public TraceEvent last() {
        List<TraceEvent> newest = copy(1);
        return newest.isEmpty() ? null : newest.get(0);
    }

    /** What the ring still holds, oldest first. */
    public List<TraceEvent> recent() {
        return copy(capacity);
    }

    /** The newest {@code wanted} events still held, oldest first. */
    private List<TraceEvent> copy(int wanted) {
        long end = total();
        long from = Math.max(0, end - Math.min(wanted, capacity));
        List<TraceEvent> out = new ArrayList<>((int) (end - from));
        for (long i = from; i < end; i++) {
            TraceEvent e = read(i);
            if (e == null) {
                // The writer has moved past this one while it was read, and so past every older one copied.
                out.clear();
            } else {
                out.add(e);
            }
        }
        return out;
    }

    /** Event number {@code i}, or null when its slot holds another by now or is being written. */
    private TraceEvent read(long i) {
        int slot = (int) (i % capacity);
        int at = slot * NUMBERS;
        if ((long) STAMPS.getAcquire(numbers, at) != i) {
            return null;
        }
        long timePs = numbers[at + 1];
        long eventIndex = numbers[at + 2];
        long first = numbers[at + 3];
        long second = numbers[at + 4];
        long third = numbers[at + 5];
        long kindAndBits = numbers[at + 6];
        int ref = slot * NAMES;
        Object node = names[ref];
        Object flow = names[ref + 1];
        Object detail = names[ref + 2];
        // The reads above stay before the second look at the stamp.
        VarHandle.loadLoadFence();
        if ((long) STAMPS.getAcquire(numbers, at) != i) {
            return null;
        }
        int bits = (int) (kindAndBits >>> 32);
        TraceDetail writer = (TraceDetail) detail;
        return new TraceEvent(timePs, eventIndex, KINDS[(int) kindAndBits], (String) node, (String) flow,
                () -> writer.write(first, second, third, bits), () -> writer.packet(first, second, third, bits));
    }

    /** The next engine events as of the last stop, earliest first. */
    public List<ScheduledEvent> pending() {
        return picture().next();
    }

    /** The run as it last listed its pending events. */
    public synchronized Picture picture() {
        return picture;
    }

    /**
     * Called by the run on its own thread whenever it stops, since only that thread may read the event set; the newest
     * past events are copied with them, as the ring will have moved on by the time anyone looks.
     */
    public void pending(List<ScheduledEvent> next) {
        Picture taken = new Picture(copy(PICTURED_PAST), List.copyOf(next));
        synchronized (this) {
            picture = taken;
        }
    }

    /**
     * The newest past events and the pending ones, as they stood at one instant: a run at full speed records hundreds of
     * thousands of events between two lists of pending ones, so the ring alone soon holds none from before them.
     */
    public record Picture(List<TraceEvent> past, List<ScheduledEvent> next) {
    }
}
