package org.dclab.engine.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.junit.jupiter.api.Test;

/** Every discipline says why it dropped or marked, with the occupancy and thresholds it compared. */
class QueueReasonsTest {

    private static Packet packet(int payload, Ecn ecn) {
        return new Packet(0, 1, 1, 1, 7, 0, 0, 0, payload, 0, ecn, 0);
    }

    private static QueueDiscipline attached(QueueFactory f) {
        QueueDiscipline q = f.create();
        q.attach(new QueueContext(new Simulator(1), "sw->r", 1_000_000_000L));
        return q;
    }

    private static List<Reason> reasonsOf(QueueDiscipline q) {
        List<Reason> reasons = new ArrayList<>();
        q.addListener(new QueueListener() {
            @Override
            public boolean wantsReasons() {
                return true;
            }

            @Override
            public void onReason(long nowPs, QueueDiscipline queue, Reason reason) {
                reasons.add(reason);
            }
        });
        return reasons;
    }

    @Test
    void dropTailNamesOccupancyAndLimit() {
        QueueDiscipline q = attached(DropTail.packets(3));
        List<Reason> reasons = reasonsOf(q);
        for (int i = 0; i < 4; i++) {
            q.enqueue(packet(1460, Ecn.NOT_ECT));
        }
        Reason r = reasons.get(0);
        assertEquals(1, reasons.size());
        assertEquals(ReasonKind.DROP, r.kind());
        assertEquals(3, r.value("queue"));
        assertEquals(3, r.value("limit"));
        assertEquals("Drop-tail: buffer full, 3 packets queued = limit 3 packets \u2192 drop", r.text());
    }

    @Test
    void dropTailInBytesAddsTheArrival() {
        QueueDiscipline q = attached(DropTail.bytes(4000));
        List<Reason> reasons = reasonsOf(q);
        q.enqueue(packet(1460, Ecn.NOT_ECT));
        q.enqueue(packet(1460, Ecn.NOT_ECT));
        assertFalse(q.enqueue(packet(1460, Ecn.NOT_ECT)));
        assertEquals("Drop-tail: buffer full, 3000 B queued + 1500 B arriving > limit 4000 B \u2192 drop", reasons.get(0).text());
    }

    @Test
    void thresholdMarkingComparesTheQueueWithK() {
        QueueDiscipline q = attached(ThresholdMarking.packets(100, 2));
        List<Reason> reasons = reasonsOf(q);
        for (int i = 0; i < 4; i++) {
            q.enqueue(packet(1460, Ecn.ECT0));
        }
        // Arrivals find 0, 1, 2, 3 packets: only the fourth finds more than K = 2.
        Reason r = reasons.get(0);
        assertEquals(1, reasons.size());
        assertEquals(ReasonKind.MARK, r.kind());
        assertEquals(3, r.value("queue"));
        assertEquals(2, r.value("K"));
        assertEquals("ECN threshold: queue 3 packets > K 2 packets \u2192 mark CE", r.text());
    }

    @Test
    void redBeyondMaxThDropsWhatItCannotMark() {
        // w_q = 1: the average is the queue an arrival finds, so the third arrival sees avg 2 = max_th.
        RedParams params = new RedParams(100, 1, 2, 0.1, 1.0, false, false, 1500, false, false);
        QueueDiscipline q = attached(Red.factory(params));
        List<Reason> reasons = reasonsOf(q);
        assertTrue(q.enqueue(packet(1460, Ecn.ECT0)));
        assertTrue(q.enqueue(packet(1460, Ecn.ECT0)), "avg 1 = min_th gives p_b = 0");
        assertFalse(q.enqueue(packet(1460, Ecn.ECT0)));
        Reason r = reasons.get(0);
        assertEquals(ReasonKind.DROP, r.kind());
        assertEquals(2, r.value("avg"));
        assertEquals("RED: avg 2 packets \u2265 max_th 2, beyond the probabilistic region \u2192 drop (ECN off)", r.text());
    }

    @Test
    void redMarksInTheProbabilisticRegionWithItsProbabilities() {
        // w_q = 1 and one packet queued at each arrival: avg 1, halfway between min_th 0.5 and max_th 1.5, so with
        // max_p = 1 p_b = 0.5; p_a = p_b / (1 - count p_b) is 0.5 at the first draw and 1 at the second.
        RedParams params = new RedParams(100, 0.5, 1.5, 1.0, 1.0, false, false, 1500, true, false);
        QueueDiscipline q = attached(Red.factory(params));
        List<Reason> reasons = reasonsOf(q);
        q.enqueue(packet(1460, Ecn.ECT0));
        for (int i = 0; i < 2 && reasons.isEmpty(); i++) {
            assertTrue(q.enqueue(packet(1460, Ecn.ECT0)));
            q.dequeue();
        }
        Reason r = reasons.get(0);
        assertEquals(ReasonKind.MARK, r.kind());
        assertEquals(1, r.value("avg"));
        assertEquals(0.5, r.value("p_b"), 1e-12);
        double pa = r.value("p_a");
        assertTrue(pa == 0.5 || pa == 1.0, "p_a " + pa);
        assertEquals("RED: avg 1 packets in [min_th 0.5, max_th 1.5) \u2192 p_b = 0.5, p_a = " + (pa == 1.0 ? "1" : "0.5")
                + ", and the coin fell \u2192 mark CE", r.text());
    }

    @Test
    void chokeDropsTheMatchedVictimAndTheArrival() {
        RedParams params = new RedParams(100, 0, 5, 0.1, 1.0, false, false, 1500, false, false);
        QueueDiscipline q = attached(Choke.factory(params));
        List<Reason> reasons = reasonsOf(q);
        assertTrue(q.enqueue(packet(1460, Ecn.NOT_ECT)));
        assertFalse(q.enqueue(packet(1460, Ecn.NOT_ECT)), "the one queued packet is of the same flow");
        assertEquals(2, reasons.size());
        assertEquals("CHOKe: avg 1 > min_th 0, draw 1 of 1 picked a queued packet of the arriving flow \u2192 drop it",
                reasons.get(0).text());
        assertEquals("CHOKe: the arrival matched 1 of 1 draws from its own flow \u2192 drop the arrival", reasons.get(1).text());
        assertEquals(0, q.lengthPackets());
    }

    @Test
    void sharedBufferShowsTheDynamicThreshold() {
        SharedBuffer buffer = new SharedBuffer(3000, 1.0);
        QueueDiscipline q = attached(buffer.queue(DropTail.bytes(3000)));
        List<Reason> reasons = reasonsOf(q);
        assertTrue(q.enqueue(packet(1460, Ecn.NOT_ECT)));
        assertFalse(q.enqueue(packet(1460, Ecn.NOT_ECT)), "1500 B queued + 1500 B > 1 x (3000 - 1500) B free");
        Reason r = reasons.get(0);
        assertEquals(1500, r.value("threshold"));
        assertEquals("Shared buffer: queue 1500 B + 1500 B > \u03b1 1 \u00d7 free 1500 B = 1500 B \u2192 drop", r.text());
    }

    @Test
    void aListenerThatDoesNotAskGetsNoReasons() {
        QueueDiscipline q = attached(DropTail.packets(1));
        int[] drops = { 0 };
        q.addListener(new QueueListener() {
            @Override
            public void onDrop(long nowPs, QueueDiscipline queue, Packet p, DropReason reason) {
                drops[0]++;
            }

            @Override
            public void onReason(long nowPs, QueueDiscipline queue, Reason reason) {
                throw new AssertionError("reason built though nobody asked: " + reason);
            }
        });
        q.enqueue(packet(1460, Ecn.NOT_ECT));
        q.enqueue(packet(1460, Ecn.NOT_ECT));
        assertEquals(1, drops[0]);
    }
}
