package org.dclab.sim.internal.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class FlowNamesTest {

    /** Oracle: a map; every end point of 200 hosts × 20 ports comes back, through several table growths. */
    @Test
    void everyEndPointComesBackAndOthersAreAbsent() {
        FlowNames names = new FlowNames();
        for (int host = 0; host < 200; host++) {
            for (int port = 0; port < 20; port++) {
                names.put(((long) host << 32) | port, host + ":" + port);
            }
        }
        for (int host = 0; host < 200; host++) {
            for (int port = 0; port < 20; port++) {
                assertEquals(host + ":" + port, names.get(((long) host << 32) | port));
            }
        }
        assertNull(names.get((200L << 32) | 1));
        names.put(5L << 32 | 3, "again");
        assertEquals("again", names.get(5L << 32 | 3));
    }
}
