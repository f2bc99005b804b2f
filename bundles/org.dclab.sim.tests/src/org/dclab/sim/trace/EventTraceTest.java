package org.dclab.sim.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The ring keeps the newest events in order and counts every one. */
class EventTraceTest {

    private static final TraceDetail NUMBERED = (first, second, third, bits) -> "#" + first;

    private static TraceEvent event(int i) {
        return new TraceEvent(i, i, TraceKind.ENQUEUE, "a->b", "", "#" + i);
    }

    private static void record(EventTrace trace, int i) {
        trace.add(i, i, TraceKind.ENQUEUE, "a->b", "", NUMBERED, i, 0, 0, 0);
    }

    @Test
    void keepsTheNewestOldestFirst() {
        EventTrace trace = new EventTrace(3);
        for (int i = 1; i <= 5; i++) {
            record(trace, i);
        }
        assertEquals(5, trace.total());
        assertEquals(List.of(event(3), event(4), event(5)), trace.recent());
        assertEquals(event(5), trace.last());
    }

    @Test
    void recordsFiguresAndWritesTheTextOnlyWhenRead() {
        EventTrace trace = new EventTrace(2);
        int[] written = new int[1];
        TraceDetail seq = (first, second, third, bits) -> {
            written[0]++;
            return "seq " + first + " len " + second + " queue " + third + " flags " + bits;
        };
        assertNull(trace.last());
        for (int i = 1; i <= 3; i++) {
            trace.add(i * 1000L, i, TraceKind.DEQUEUE, "s1->s2", "f", seq, i, 1460, 10 + i, 16);
        }
        assertEquals(0, written[0], "nothing is written while recording");
        List<TraceEvent> recent = trace.recent();
        assertEquals(List.of(2L, 3L), recent.stream().map(TraceEvent::eventIndex).toList());
        assertEquals("seq 3 len 1460 queue 13 flags 16", recent.get(1).detail());
        assertEquals(3000L, recent.get(1).timePs());
        assertEquals(1, written[0], "only the event read was written");
    }

    /**
     * Readers copy while the run writes, without a lock: whatever they get must be a run of consecutive events whose
     * figures belong together, never a slot half refilled.
     */
    @Test
    void aReaderNeverSeesAHalfWrittenSlot() throws Exception {
        EventTrace trace = new EventTrace(64);
        TraceDetail pair = (first, second, third, bits) -> first + " " + second;
        int events = 2_000_000;
        Thread writer = new Thread(() -> {
            for (long i = 1; i <= events; i++) {
                trace.add(i, i, TraceKind.ENQUEUE, "a->b", "", pair, i, -i, 0, 0);
            }
        });
        writer.start();
        while (writer.isAlive()) {
            List<TraceEvent> seen = trace.recent();
            for (int k = 0; k < seen.size(); k++) {
                TraceEvent e = seen.get(k);
                assertEquals(e.eventIndex() + " " + -e.eventIndex(), e.detail());
                assertEquals(e.eventIndex(), e.timePs());
                if (k > 0) {
                    assertEquals(seen.get(k - 1).eventIndex() + 1, e.eventIndex());
                }
            }
        }
        writer.join();
        assertEquals(events, trace.total());
        assertEquals(events, trace.last().eventIndex());
    }

    @Test
    void beforeItFillsHoldsWhatCame() {
        EventTrace trace = new EventTrace(4);
        record(trace, 1);
        record(trace, 2);
        assertEquals(List.of(event(1), event(2)), trace.recent());
    }

    @Test
    void aPictureKeepsThePastAsItStoodWhenTheNextEventsWereListed() {
        EventTrace trace = new EventTrace(3);
        for (int i = 1; i <= 5; i++) {
            record(trace, i);
        }
        List<ScheduledEvent> next = List.of(new ScheduledEvent(6, "next"));
        trace.pending(next);
        for (int i = 6; i <= 9; i++) {
            record(trace, i);
        }
        assertEquals(List.of(event(7), event(8), event(9)), trace.recent(), "the ring has moved on");
        assertEquals(List.of(event(3), event(4), event(5)), trace.picture().past(), "the picture has not");
        assertEquals(next, trace.picture().next());
        assertEquals(next, trace.pending());
    }
}
