package org.dclab.engine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class SimulatorTest {

    private static Event recording(Simulator sim, List<Long> log) {
        return Event.of(() -> log.add(sim.nowPs()));
    }

    @Test
    void stepRunsOneEventAndAdvancesClock() {
        Simulator sim = new Simulator(1);
        List<Long> log = new ArrayList<>();
        sim.schedule(recording(sim, log), 30);
        sim.schedule(recording(sim, log), 10);
        assertTrue(sim.step());
        assertEquals(10, sim.nowPs());
        assertEquals(1, sim.eventCount());
        assertTrue(sim.step());
        assertFalse(sim.step());
        assertEquals(List.of(10L, 30L), log);
    }

    @Test
    void runUntilStopsAtEndTimeAndResumes() {
        Simulator sim = new Simulator(1);
        List<Long> log = new ArrayList<>();
        for (long t = 10; t <= 100; t += 10) {
            sim.schedule(recording(sim, log), t);
        }
        assertEquals(StopReason.TIME_LIMIT, sim.runUntil(45));
        assertEquals(45, sim.nowPs(), "clock advances to the end time");
        assertEquals(4, log.size());
        assertEquals(StopReason.TIME_LIMIT, sim.runUntil(50));
        assertEquals(5, log.size(), "an event exactly at the end time runs");
        assertEquals(StopReason.EMPTY, sim.run());
        assertEquals(10, sim.eventCount());
    }

    @Test
    void pauseRequestedInsideAnEventStopsBeforeTheNext() {
        Simulator sim = new Simulator(1);
        List<Long> log = new ArrayList<>();
        sim.schedule(Event.of(() -> {
            log.add(sim.nowPs());
            sim.requestPause();
        }), 1);
        sim.schedule(recording(sim, log), 2);
        assertEquals(StopReason.PAUSED, sim.run());
        assertEquals(List.of(1L), log);
        assertEquals(StopReason.EMPTY, sim.run(), "a paused run resumes");
        assertEquals(List.of(1L, 2L), log);
    }

    @Test
    void cancelIsFinal() {
        Simulator sim = new Simulator(1);
        sim.schedule(Event.of(sim::requestCancel), 1);
        sim.schedule(Event.of(() -> {}), 2);
        assertEquals(StopReason.CANCELLED, sim.run());
        assertEquals(StopReason.CANCELLED, sim.run());
        assertFalse(sim.step());
        assertEquals(1, sim.eventCount());
    }

    @Test
    void cancelledEventNeverFires() {
        Simulator sim = new Simulator(1);
        List<Long> log = new ArrayList<>();
        Event e = recording(sim, log);
        sim.schedule(e, 5);
        assertTrue(sim.cancel(e));
        assertFalse(sim.cancel(e));
        sim.run();
        assertTrue(log.isEmpty());
    }

    @Test
    void rejectsThePast() {
        Simulator sim = new Simulator(1);
        sim.schedule(Event.of(() -> {}), 100);
        sim.run();
        assertThrows(IllegalArgumentException.class, () -> sim.schedule(Event.of(() -> {}), 99));
        assertThrows(IllegalArgumentException.class, () -> sim.scheduleAfter(Event.of(() -> {}), -1));
        assertThrows(IllegalArgumentException.class, () -> sim.runUntil(50));
    }

    @Test
    void timerFiresAtLatestDeadlineOnly() {
        Simulator sim = new Simulator(1);
        List<Long> log = new ArrayList<>();
        Timer t = new Timer(sim, () -> log.add(sim.nowPs()));
        t.arm(100);
        t.arm(300);
        sim.runUntil(200);
        assertTrue(log.isEmpty());
        t.arm(250);
        sim.run();
        assertEquals(List.of(250L), log);
    }

    @Test
    void namedStreamsAreReproducibleAndIndependent() {
        RandomStreams a = new RandomStreams(7);
        RandomStreams b = new RandomStreams(7);
        RandomStreams c = new RandomStreams(8);
        SplittableRandom a1 = a.stream("link x loss");
        SplittableRandom b1 = b.stream("link x loss");
        for (int i = 0; i < 100; i++) {
            assertEquals(a1.nextLong(), b1.nextLong());
        }
        assertNotEquals(a.stream("link x loss").nextLong(), a.stream("link y loss").nextLong());
        assertNotEquals(a.stream("link x loss").nextLong(), c.stream("link x loss").nextLong());
    }

    @Test
    void timeHelpersRoundTrip() {
        assertEquals(12_000_000L, Time.serializationPs(1500, 1_000_000_000L), "1500 B at 1 Gbit/s is exactly 12 us");
        assertEquals(1_200_000L, Time.serializationPs(1500, 10_000_000_000L));
        assertEquals(3_000_000L, Time.serializationPs(1500, 4_000_000_000L));
        assertEquals(Time.fromMicros(12), Time.fromSeconds(12e-6));
        assertEquals(0.2, Time.toSeconds(Time.fromMillis(200)), 0);
        assertThrows(IllegalArgumentException.class, () -> Time.serializationPs(1500, 0));
    }

    /** Oracle: the pending list is the next events in execution order with their own names, and runs none. */
    @Test
    void listsPendingEventsByTimeWithTheirNames() {
        Simulator sim = new Simulator(1);
        sim.schedule(new Event() {
            @Override
            protected void fire() {
            }

            @Override
            public String toString() {
                return "tx-done a->b";
            }
        }, 20);
        sim.schedule(Event.of(() -> {}), 10);
        sim.schedule(new Event() {
            @Override
            protected void fire() {
            }
        }, 30);
        assertEquals(List.of(new PendingEvent(10, "action"), new PendingEvent(20, "tx-done a->b")), sim.pending(2));
        // An event of no name is named after its class in words, for the people who read the Event List.
        assertEquals(new PendingEvent(30, "simulator test"), sim.pending(5).get(2));
        assertEquals(3, sim.pendingEvents());
        assertEquals(0, sim.eventCount());
    }

    /** Oracle: a timer's pending event is named after the class that wrote its action, here this test. */
    @Test
    void namesATimerAfterTheClassOfItsAction() {
        Simulator sim = new Simulator(1);
        new Timer(sim, () -> {}).arm(5);
        assertEquals(List.of(new PendingEvent(5, "simulator test timer")), sim.pending(3));
    }
}
