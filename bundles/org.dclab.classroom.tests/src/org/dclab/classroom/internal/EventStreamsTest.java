package org.dclab.classroom.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.dclab.classroom.ClassFrame;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.Test;

/**
 * Which event each page is sent: a page that has seen nothing, or missed an update, gets the whole picture, and waits
 * for a frame that carries one; the others get the update.
 */
class EventStreamsTest {

    /** A page whose writes leave at once, keeping the events it was sent. */
    private static final class Page implements EventStreams.Sink {
        final List<String> events = new ArrayList<>();

        @Override
        public void write(ByteBuffer bytes, Callback written) {
            events.add(StandardCharsets.UTF_8.decode(bytes).toString());
            written.succeeded();
        }

        @Override
        public void finish(ByteBuffer last) {
            events.add(StandardCharsets.UTF_8.decode(last).toString());
        }

        @Override
        public void abort(Throwable why) {
        }

        String last() {
            return events.get(events.size() - 1);
        }
    }

    @Test
    void aPageThatMissedUpdatesWaitsForAWholePicture() {
        EventStreams streams = new EventStreams(10, 10);
        Page page = new Page();
        streams.open("127.0.0.1", page, EventStreams.KEEP_ALIVE);
        assertTrue(streams.anyNeedsWhole(), "a page that opened has seen nothing");

        streams.publish(new ClassFrame("{\"n\":1}", null));
        assertEquals(1, page.events.size(), "an update alone is of no use to it");
        streams.publish(new ClassFrame("{\"n\":2}", "{\"all\":2}"));
        assertEquals(event("whole", "{\"all\":2}"), page.last());
        assertFalse(streams.anyNeedsWhole());
        streams.publish(new ClassFrame("{\"n\":3}", "{\"all\":3}"));
        assertEquals(event("update", "{\"n\":3}"), page.last(), "a page that follows gets the update");

        streams.allBehind();
        assertTrue(streams.anyNeedsWhole(), "an update dropped for every page");
        streams.publish(new ClassFrame("{\"n\":5}", null));
        assertEquals(event("update", "{\"n\":3}"), page.last(), "no update over one missed");
        streams.publish(new ClassFrame("{\"n\":6}", "{\"all\":6}"));
        assertEquals(event("whole", "{\"all\":6}"), page.last());
    }

    private static String event(String name, String json) {
        return new String(EventStreams.event(name, json), StandardCharsets.UTF_8);
    }
}
