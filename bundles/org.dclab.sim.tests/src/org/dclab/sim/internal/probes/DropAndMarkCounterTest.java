package org.dclab.sim.internal.probes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.DropReason;
import org.junit.jupiter.api.Test;

/** A port's drops and marks by end point pair, against counts given by hand. */
class DropAndMarkCounterTest {

    /** A packet from host {@code src} port {@code srcPort} to host 9 port 80, or back when {@code ack}. */
    private static Packet packet(int src, int srcPort, boolean ack) {
        return ack ? new Packet(9, src, 80, srcPort, 0, 0, 1, 0, 0, 0, Ecn.NOT_ECT, 0)
                : new Packet(src, 9, srcPort, 80, srcPort, 0, 0, 0, 1460, 0, Ecn.ECT0, 0);
    }

    /**
     * Oracle: 300 senders, pair i dropped i % 3 times and marked i % 5 times, its ACKs dropped once more when i is even,
     * told in the order the pairs were first hit; far more pairs than the counter starts with room for, so it grows
     * and rehashes on the way. It is told of drops and marks only.
     */
    @Test
    void countsEachPairInTheOrderFirstHit() {
        DropAndMarkCounter counter = new DropAndMarkCounter();
        assertFalse(counter.wantsPackets(), "never told of a packet merely queued or sent");
        assertTrue(counter.wantsDropsAndMarks());
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            int host = 1 + i / 10;
            int port = 40_000 + i;
            for (int d = 0; d < i % 3; d++) {
                counter.onDrop(0, null, packet(host, port, false), DropReason.BUFFER_FULL);
            }
            for (int m = 0; m < i % 5; m++) {
                counter.onMark(0, null, packet(host, port, false));
            }
            if (i % 3 != 0 || i % 5 != 0) {
                expected.add(host + ":" + port + "->9:80 " + i % 3 + " " + i % 5);
            }
            if (i % 2 == 0) {
                counter.onDrop(0, null, packet(host, port, true), DropReason.AQM);
                expected.add("9:80->" + host + ":" + port + " 1 0");
            }
        }
        List<String> told = new ArrayList<>();
        counter.forEach((source, destination, drops, marks) -> told.add(name(source) + "->" + name(destination) + " " + drops + " "
                + marks));
        assertEquals(expected, told);
    }

    private static String name(long endPoint) {
        return (endPoint >>> 32) + ":" + (int) endPoint;
    }
}
