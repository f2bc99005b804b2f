package org.dclab.engine.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.junit.jupiter.api.Test;

class DropTailTest {

    private static Packet packet(int payload) {
        return new Packet(0, 1, 1, 1, 0, 0, 0, 0, payload, 0, Ecn.NOT_ECT, 0);
    }

    private static QueueDiscipline attached(QueueFactory f) {
        QueueDiscipline q = f.create();
        q.attach(new QueueContext(new Simulator(1), "test", 1_000_000_000L));
        return q;
    }

    @Test
    void packetLimitDropsTheArrivalThatDoesNotFit() {
        QueueDiscipline q = attached(DropTail.packets(3));
        List<DropReason> drops = new ArrayList<>();
        q.addListener(new QueueListener() {
            @Override
            public void onDrop(long nowPs, QueueDiscipline queue, Packet p, DropReason reason) {
                drops.add(reason);
            }
        });
        Packet first = packet(1000);
        assertTrue(q.enqueue(first));
        assertTrue(q.enqueue(packet(10)));
        assertTrue(q.enqueue(packet(10)));
        assertFalse(q.enqueue(packet(10)));
        assertEquals(List.of(DropReason.BUFFER_FULL), drops);
        assertEquals(3, q.lengthPackets());
        assertEquals(1040 + 50 + 50, q.lengthBytes());
        assertSame(first, q.dequeue(), "first in, first out");
        assertTrue(q.enqueue(packet(10)));
    }

    @Test
    void byteLimitCountsHeaders() {
        QueueDiscipline q = attached(DropTail.bytes(3000));
        assertTrue(q.enqueue(packet(1460)));
        assertTrue(q.enqueue(packet(1460)), "3000 B exactly fills the buffer");
        assertFalse(q.enqueue(packet(0)), "even a pure ACK no longer fits");
        assertEquals(1, q.dropCount());
    }

    @Test
    void fifoSupportsRandomAccessRemoval() {
        PacketFifo f = new PacketFifo();
        List<Packet> ps = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            Packet p = packet(i);
            ps.add(p);
            f.addLast(p);
            if (i % 3 == 0) {
                f.pollFirst();
                ps.remove(0);
            }
        }
        assertSame(ps.remove(5), f.removeAt(5));
        for (Packet p : ps) {
            assertSame(p, f.pollFirst());
        }
        assertTrue(f.isEmpty());
    }
}
