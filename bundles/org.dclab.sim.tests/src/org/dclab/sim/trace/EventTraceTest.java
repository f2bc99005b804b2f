package org.dclab.sim.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The ring keeps the newest events in order and counts every one. */
class EventTraceTest {

    private static TraceEvent event(int i) {
        return new TraceEvent(i, i, TraceKind.ENQUEUE, "a->b", "", "#" + i);
    }

    @Test
    void keepsTheNewestOldestFirst() {
        EventTrace trace = new EventTrace(3);
        for (int i = 1; i <= 5; i++) {
            trace.add(event(i));
        }
        assertEquals(5, trace.total());
        assertEquals(List.of(event(3), event(4), event(5)), trace.recent());
        assertSame(trace.recent().get(2), trace.last());
    }

    @Test
    void beforeItFillsHoldsWhatCame() {
        EventTrace trace = new EventTrace(4);
        trace.add(event(1));
        trace.add(event(2));
        assertEquals(List.of(event(1), event(2)), trace.recent());
    }
}
