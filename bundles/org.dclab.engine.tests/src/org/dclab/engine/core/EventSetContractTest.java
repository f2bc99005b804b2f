package org.dclab.engine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** One ordering contract, run against every event-set implementation. */
class EventSetContractTest {

    static Stream<Arguments> implementations() {
        return Stream.of(Arguments.of("binary heap", (Supplier<EventSet>) BinaryHeapEventSet::new),
                Arguments.of("calendar", (Supplier<EventSet>) CalendarEventSet::new),
                Arguments.of("linear reference", (Supplier<EventSet>) LinearEventSet::new));
    }

    /** The implementations fast enough for the oracle runs of a large fabric. */
    static Stream<Arguments> fastImplementations() {
        return implementations().filter(a -> !"linear reference".equals(a.get()[0]));
    }

    private static final class Tagged extends Event {
        final int tag;

        Tagged(int tag) {
            this.tag = tag;
        }

        @Override
        protected void fire() {
        }
    }

    private static List<Integer> drain(EventSet set) {
        List<Integer> out = new ArrayList<>();
        for (Event e = set.poll(); e != null; e = set.poll()) {
            out.add(((Tagged) e).tag);
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("implementations")
    void pollsInTimeOrder(String name, Supplier<EventSet> impl) {
        EventSet set = impl.get();
        long[] times = { 50, 10, 40, 20, 30 };
        for (int i = 0; i < times.length; i++) {
            set.insert(new Tagged((int) times[i]), times[i]);
        }
        assertEquals(List.of(10, 20, 30, 40, 50), drain(set));
        assertTrue(set.isEmpty());
        assertNull(set.peek());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("implementations")
    void equalTimesLeaveInInsertionOrder(String name, Supplier<EventSet> impl) {
        EventSet set = impl.get();
        for (int i = 0; i < 100; i++) {
            set.insert(new Tagged(i), 7);
        }
        List<Integer> expected = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            expected.add(i);
        }
        assertEquals(expected, drain(set));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("implementations")
    void cancelRemovesOnlyThatEvent(String name, Supplier<EventSet> impl) {
        EventSet set = impl.get();
        Tagged[] ev = new Tagged[10];
        for (int i = 0; i < 10; i++) {
            ev[i] = new Tagged(i);
            set.insert(ev[i], i);
        }
        assertTrue(set.remove(ev[0]));
        assertTrue(set.remove(ev[5]));
        assertTrue(set.remove(ev[9]));
        assertFalse(set.remove(ev[5]), "second cancel of the same event");
        assertFalse(ev[5].isScheduled());
        assertEquals(7, set.size());
        assertEquals(List.of(1, 2, 3, 4, 6, 7, 8), drain(set));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("implementations")
    void rescheduleMovesAndOrdersAfterExistingTies(String name, Supplier<EventSet> impl) {
        EventSet set = impl.get();
        Tagged a = new Tagged(1);
        Tagged b = new Tagged(2);
        Tagged c = new Tagged(3);
        set.insert(a, 10);
        set.insert(b, 20);
        set.insert(c, 30);
        set.reschedule(a, 20);
        set.reschedule(c, 5);
        assertEquals(List.of(3, 2, 1), drain(set));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("implementations")
    void rejectsDoubleInsertAndUnknownReschedule(String name, Supplier<EventSet> impl) {
        EventSet set = impl.get();
        Tagged a = new Tagged(1);
        set.insert(a, 1);
        assertThrows(IllegalArgumentException.class, () -> set.insert(a, 2));
        assertThrows(IllegalArgumentException.class, () -> set.reschedule(new Tagged(2), 2));
        assertSame(a, set.peek());
    }

    /** Oracle: the earliest events listed are those the next polls return, and listing removes nothing. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("implementations")
    void listsTheEarliestInPollOrderWithoutRemoving(String name, Supplier<EventSet> impl) {
        EventSet set = impl.get();
        SplittableRandom r = new SplittableRandom(7);
        for (int i = 0; i < 200; i++) {
            set.insert(new Tagged(i), r.nextInt(50));
        }
        List<Integer> listed = set.earliest(25).stream().map(e -> ((Tagged) e).tag).toList();
        assertEquals(200, set.size());
        assertEquals(drain(set).subList(0, 25), listed);
        assertTrue(set.earliest(5).isEmpty());
    }

    /** Oracle: the reference implementation; both must produce the same sequence under random operations. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("implementations")
    void randomOperationsMatchSortedOrder(String name, Supplier<EventSet> impl) {
        EventSet set = impl.get();
        EventSet reference = new LinearEventSet();
        SplittableRandom r = new SplittableRandom(99);
        List<Tagged> live = new ArrayList<>();
        List<Tagged> liveRef = new ArrayList<>();
        List<Integer> got = new ArrayList<>();
        List<Integer> want = new ArrayList<>();
        for (int step = 0; step < 20_000; step++) {
            int op = r.nextInt(10);
            if (op < 5 || live.isEmpty()) {
                long t = r.nextInt(1000);
                Tagged e = new Tagged(step);
                Tagged f = new Tagged(step);
                set.insert(e, t);
                reference.insert(f, t);
                live.add(e);
                liveRef.add(f);
            } else if (op < 7) {
                int i = r.nextInt(live.size());
                assertTrue(set.remove(live.remove(i)));
                assertTrue(reference.remove(liveRef.remove(i)));
            } else if (op < 8) {
                int i = r.nextInt(live.size());
                long t = r.nextInt(1000);
                set.reschedule(live.get(i), t);
                reference.reschedule(liveRef.get(i), t);
            } else {
                Tagged e = (Tagged) set.poll();
                Tagged f = (Tagged) reference.poll();
                got.add(e.tag);
                want.add(f.tag);
                live.remove(e);
                liveRef.remove(f);
            }
            assertEquals(reference.size(), set.size());
        }
        got.addAll(drain(set));
        want.addAll(drain(reference));
        assertEquals(want, got);
    }

    /**
     * Oracle at the sizes of a large fabric: 10^5 pending events under a hold model (poll the earliest, schedule it again
     * later, cancel and reschedule others), checked step by step against an ordered map keyed by (time, order of
     * scheduling).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("fastImplementations")
    void aHundredThousandEventsPollAsAnOrderedMap(String name, Supplier<EventSet> impl) {
        holdAgainstOrderedMap(impl.get(), 100_000, 300_000, r -> r.nextLong(1_000_000));
    }

    /**
     * Oracle for a set that reshapes itself to the events it holds: a fabric's fine-grained delays (equal times
     * common), then an incast's idle stretches of a retransmission timeout, then dense again, with timers far beyond
     * any calendar's year throughout. The calendar refits its buckets at each change of phase; the order must not notice.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("fastImplementations")
    void phasesOfDenseAndIdleTrafficPollAsAnOrderedMap(String name, Supplier<EventSet> impl) {
        long[] step = { 0 };
        EventSet set = impl.get();
        holdAgainstOrderedMap(set, 2_000, 400_000, r -> {
            long phase = step[0]++ / 100_000;
            if (r.nextInt(50) == 0) {
                return 10_000_000_000L + r.nextLong(200_000_000_000L);
            }
            if (phase == 1) {
                return r.nextInt(20) == 0 ? r.nextLong(200_000_000_000L) : r.nextLong(8_000_000);
            }
            return r.nextInt(3) == 0 ? 1_000_000 : r.nextLong(1_200_000 / (phase == 3 ? 64 : 1));
        });
        if (set instanceof CalendarEventSet calendar) {
            assertTrue(calendar.reshapes() >= 3, "the calendar reshaped " + calendar.reshapes() + " times in four phases");
        }
    }

    private static void holdAgainstOrderedMap(EventSet set, int pending, int steps,
            java.util.function.ToLongFunction<SplittableRandom> delay) {
        record Key(long time, long order) {
        }
        TreeMap<Key, Tagged> reference = new TreeMap<>(Comparator.comparingLong(Key::time).thenComparingLong(Key::order));
        Map<Tagged, Key> keys = new HashMap<>();
        List<Tagged> all = new ArrayList<>();
        SplittableRandom r = new SplittableRandom(20);
        long[] order = { 0 };
        java.util.function.BiConsumer<Tagged, Long> schedule = (e, t) -> {
            Key old = keys.remove(e);
            if (old != null) {
                reference.remove(old);
            }
            Key k = new Key(t, order[0]++);
            keys.put(e, k);
            reference.put(k, e);
        };
        for (int i = 0; i < pending; i++) {
            Tagged e = new Tagged(i);
            long t = delay.applyAsLong(r);
            set.insert(e, t);
            schedule.accept(e, t);
            all.add(e);
        }
        long now = 0;
        for (int step = 0; step < steps; step++) {
            int op = r.nextInt(10);
            if (op < 6) {
                Tagged e = (Tagged) set.poll();
                Map.Entry<Key, Tagged> want = reference.pollFirstEntry();
                assertSame(want.getValue(), e);
                keys.remove(e);
                now = e.timePs();
                long t = now + delay.applyAsLong(r);
                set.insert(e, t);
                schedule.accept(e, t);
            } else if (op < 8) {
                Tagged e = all.get(r.nextInt(all.size()));
                long t = now + delay.applyAsLong(r);
                if (e.isScheduled()) {
                    set.reschedule(e, t);
                } else {
                    set.insert(e, t);
                }
                schedule.accept(e, t);
            } else {
                Tagged e = all.get(r.nextInt(all.size()));
                boolean wasScheduled = keys.containsKey(e);
                assertEquals(wasScheduled, set.remove(e));
                if (wasScheduled) {
                    reference.remove(keys.remove(e));
                }
            }
            assertEquals(reference.size(), set.size());
        }
        assertEquals(reference.size(), set.size());
        for (Tagged want : reference.values()) {
            assertSame(want, set.poll());
        }
        assertNull(set.poll());
    }
}
