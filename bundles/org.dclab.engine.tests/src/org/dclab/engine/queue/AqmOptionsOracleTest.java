package org.dclab.engine.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.junit.jupiter.api.Test;

/**
 * The AQM options papers state, against hand-computed sequences: queue lengths an arrival finds or a departure
 * leaves behind, and which packets are marked, dropped or admitted; RED's probability in and beyond the gentle
 * region; hard drop above max_th.
 */
class AqmOptionsOracleTest {

    private static final class Trace implements QueueListener {
        final List<Long> marked = new ArrayList<>();
        final List<Long> dropped = new ArrayList<>();
        final List<DropReason> reasons = new ArrayList<>();

        @Override
        public void onMark(long nowPs, QueueDiscipline q, Packet p) {
            marked.add(p.seq());
        }

        @Override
        public void onDrop(long nowPs, QueueDiscipline q, Packet p, DropReason reason) {
            dropped.add(p.seq());
            reasons.add(reason);
        }
    }

    private static QueueDiscipline attached(QueueFactory f, Trace trace) {
        QueueDiscipline q = f.create();
        q.attach(new QueueContext(new Simulator(1), "sw->r", 1_000_000_000L));
        q.addListener(trace);
        return q;
    }

    /** Packet number {@code seq} of 1,500 bytes on the wire. */
    private static Packet packet(long seq, Ecn ecn) {
        return new Packet(0, 1, 1, 1, 7, seq, 0, 0, 1460, 0, ecn, 0);
    }

    /**
     * Runs {@code ops}, 'A' an arrival (numbered 1, 2, ...) and 'D' a departure, and returns the packets in the
     * order they departed.
     */
    private static List<Long> run(QueueDiscipline q, String ops, Ecn ecn) {
        List<Long> departed = new ArrayList<>();
        long next = 1;
        for (char op : ops.toCharArray()) {
            if (op == 'A') {
                q.enqueue(packet(next++, ecn));
            } else {
                Packet p = q.dequeue();
                if (p != null) {
                    departed.add(p.seq());
                }
            }
        }
        return departed;
    }

    /**
     * K = 2, AAAADADDDD. Arrival marking: arrivals find 0, 1, 2, 3 then (after one departure) 3 packets, so
     * packets 4 and 5 are marked. Departure marking: the departures leave 3, 3, 2, 1, 0 behind, so packets 1 and 2
     * are marked.
     */
    @Test
    void arrivalAndDepartureMarkDifferentPacketsOfOneSequence() {
        String ops = "AAAADADDDD";
        Trace atArrival = new Trace();
        run(attached(ThresholdMarking.packets(100, 2), atArrival), ops, Ecn.ECT0);
        assertEquals(List.of(4L, 5L), atArrival.marked);

        Trace atDeparture = new Trace();
        List<Long> departed = run(attached(ThresholdMarking.packets(100, 2, MarkingPoint.DEPARTURE, NotEctPolicy.ADMIT),
                atDeparture), ops, Ecn.ECT0);
        assertEquals(List.of(1L, 2L), atDeparture.marked);
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L), departed);
        assertTrue(atDeparture.dropped.isEmpty());
    }

    /** In bytes: K = 3,000 B, six 1,500-byte packets queued; departures leave 7,500, 6,000, 4,500, 3,000, 1,500, 0 B behind. */
    @Test
    void departureMarkingInBytesComparesTheBytesLeftBehind() {
        Trace trace = new Trace();
        QueueDiscipline q = attached(ThresholdMarking.bytes(100_000, 3_000, MarkingPoint.DEPARTURE, NotEctPolicy.ADMIT), trace);
        run(q, "AAAAAADDDDDD", Ecn.ECT1);
        assertEquals(List.of(1L, 2L, 3L), trace.marked);
    }

    /**
     * Not-ECT packets (a SYN, a flow without ECN), K = 2, six arrivals: the 4th, 5th and 6th find 3, 4, 5 packets.
     * Admitted they are queued unmarked; under DROP they are dropped and the queue stays at 3.
     */
    @Test
    void notEctPacketsAboveKAreAdmittedOrDroppedAtArrival() {
        Trace admit = new Trace();
        QueueDiscipline q = attached(ThresholdMarking.packets(100, 2), admit);
        run(q, "AAAAAA", Ecn.NOT_ECT);
        assertEquals(6, q.lengthPackets());
        assertTrue(admit.marked.isEmpty() && admit.dropped.isEmpty());

        Trace drop = new Trace();
        QueueDiscipline d = attached(ThresholdMarking.packets(100, 2, MarkingPoint.ARRIVAL, NotEctPolicy.DROP), drop);
        run(d, "AAAAAA", Ecn.NOT_ECT);
        assertEquals(3, d.lengthPackets());
        assertEquals(List.of(4L, 5L, 6L), drop.dropped);
        assertEquals(List.of(DropReason.AQM, DropReason.AQM, DropReason.AQM), drop.reasons);
        assertEquals(3, d.dropCount());
    }

    /**
     * Departure marking with DROP, K = 2, six Not-ECT packets queued: the first departure would leave 5, then 4,
     * then 3 behind, so packets 1, 2 and 3 are dropped from the head (as queued victims) and packet 4 departs
     * leaving 2; 5 and 6 follow.
     */
    @Test
    void notEctPacketsAboveKAreDroppedFromTheHeadAtDeparture() {
        Trace trace = new Trace();
        QueueDiscipline q = attached(ThresholdMarking.packets(100, 2, MarkingPoint.DEPARTURE, NotEctPolicy.DROP), trace);
        run(q, "AAAAAA", Ecn.NOT_ECT);
        assertEquals(4L, q.dequeue().seq());
        assertEquals(List.of(1L, 2L, 3L), trace.dropped);
        assertEquals(List.of(DropReason.VICTIM, DropReason.VICTIM, DropReason.VICTIM), trace.reasons);
        assertEquals(2, q.lengthPackets());
        assertEquals(3_000, q.lengthBytes());
        assertEquals(5L, q.dequeue().seq());
        assertEquals(6L, q.dequeue().seq());
        assertNull(q.dequeue());
    }

    /** A queue that drops every packet it holds at departure hands out none and goes idle. */
    @Test
    void aQueueEmptiedByDepartureDropsReturnsNothing() {
        Trace trace = new Trace();
        QueueDiscipline q = attached(ThresholdMarking.packets(100, 0, MarkingPoint.DEPARTURE, NotEctPolicy.DROP), trace);
        run(q, "AA", Ecn.NOT_ECT);
        // K = 0: packet 1 leaves 1 behind (dropped), packet 2 leaves 0 (departs).
        assertEquals(2L, q.dequeue().seq());
        assertEquals(List.of(1L), trace.dropped);
        assertEquals(0, q.lengthPackets());
    }

    /** p_b of RED's estimator with the average held at {@code avg} (w_q = 1), or null when the verdict is forced. */
    private static Double pbAt(RedParams p, int avg) {
        RedEstimator r = new RedEstimator(p);
        r.attach(new QueueContext(new Simulator(3), "q", 1_000_000_000L));
        r.update(avg, avg * 1500L, 0);
        RedEstimator.Verdict v = r.decide(1500);
        return v == RedEstimator.Verdict.FORCED ? null : r.lastPb();
    }

    /**
     * Oracle (Floyd 2000, "gentle"): min_th 5, max_th 15, max_p 0.1. Below max_th both give max_p (avg - 5) / 10;
     * at max_th gentle gives max_p and climbs linearly, 0.1 + 0.9 (avg - 15) / 15, reaching 1 at 2 max_th = 30,
     * where the verdict is forced; without gentle every average from max_th on is forced.
     */
    @Test
    void gentleRampsFromMaxPAtMaxThToOneAtTwiceMaxTh() {
        RedParams plain = RedParams.of(1000, 5, 15).withMaxP(0.1).withWq(1).withGentle(false);
        RedParams gentle = plain.withGentle(true);
        assertEquals(0.05, pbAt(plain, 10), 1e-12);
        assertEquals(0.05, pbAt(gentle, 10), 1e-12);
        assertNull(pbAt(plain, 15));
        assertNull(pbAt(plain, 29));
        assertEquals(0.1, pbAt(gentle, 15), 1e-12);
        assertEquals(0.1 + 0.9 * 5 / 15, pbAt(gentle, 20), 1e-12);
        assertEquals(0.7, pbAt(gentle, 25), 1e-12);
        assertEquals(0.1 + 0.9 * 14 / 15, pbAt(gentle, 29), 1e-12);
        assertNull(pbAt(gentle, 30));
    }

    /**
     * min_th 1, max_th 2, max_p 1, w_q = 1, ECN on, ECT arrivals to an empty queue: the averages are 0, 1, 2, 3...
     * The third arrival finds avg 2 = max_th. Without gentle that is forced: marked, or dropped with hard drop (and
     * then every later arrival finds 2 again). With gentle, p_b = max_p = 1 there, p_a = 1: chosen early, marked,
     * or dropped with hard drop since avg >= max_th.
     */
    @Test
    void hardDropDropsEctPacketsAboveMaxThInsteadOfMarking() {
        RedParams base = new RedParams(100, 1, 2, 1.0, 1.0, false, false, 1500, true, false);
        for (boolean gentle : new boolean[] { false, true }) {
            Trace marking = new Trace();
            QueueDiscipline q = attached(Red.factory(base.withGentle(gentle)), marking);
            run(q, "AAAAA", Ecn.ECT0);
            assertEquals(List.of(3L, 4L, 5L), marking.marked, "gentle " + gentle);
            assertTrue(marking.dropped.isEmpty());

            Trace hard = new Trace();
            QueueDiscipline h = attached(Red.factory(base.withGentle(gentle).withHardDrop(true)), hard);
            run(h, "AAAAA", Ecn.ECT0);
            assertTrue(hard.marked.isEmpty());
            assertEquals(List.of(3L, 4L, 5L), hard.dropped, "gentle " + gentle);
            assertEquals(2, h.lengthPackets());
        }
    }

    /**
     * The same RED with gentle and hard drop from twice max_th (ns-3's UseHardDrop): arrival 3 finds avg 2 = max_th
     * and arrival 4 finds 3, inside the gentle region, where p_b = 1 chooses them early: marked, not dropped; arrival 5
     * finds 4 = 2·max_th, forced, and is dropped.
     */
    @Test
    void hardDropFromTwiceMaxThKeepsMarkingInTheGentleRegion() {
        RedParams gentleHard = new RedParams(100, 1, 2, 1.0, 1.0, true, false, 1500, true, true).withHardDropFrom(
                HardDropFrom.TWICE_MAX_TH);
        Trace trace = new Trace();
        QueueDiscipline q = attached(Red.factory(gentleHard), trace);
        run(q, "AAAAA", Ecn.ECT0);
        assertEquals(List.of(3L, 4L), trace.marked);
        assertEquals(List.of(5L), trace.dropped);
        assertEquals(4, q.lengthPackets());
    }

    /**
     * ns-2's and ns-3's wait: min_th 0, max_th 2, max_p 1, w_q = 1, and every arrival after the first finds one packet
     * queued, so p_b = 1/2 throughout. Without wait p_a = p_b/(1 − count·p_b) = 1 from the first count: every arrival
     * is marked. With wait p_a is 0 at count 1 (count·p_b < 1), 1/2 at count 2 and 1 at count 3: marks are two or three
     * arrivals apart, never adjacent.
     */
    @Test
    void waitSpacesMarksOverOneToTwoOverPb() {
        RedParams base = new RedParams(100, 0, 2, 1.0, 1.0, false, false, 1500, true, false);
        String ops = "A" + "AD".repeat(40);
        Trace eager = new Trace();
        run(attached(Red.factory(base), eager), ops, Ecn.ECT0);
        assertEquals(40, eager.marked.size(), "every arrival that finds a packet queued");

        Trace waiting = new Trace();
        run(attached(Red.factory(base.withWaitBetweenDrops(true)), waiting), ops, Ecn.ECT0);
        List<Long> marks = waiting.marked;
        assertTrue(marks.size() >= 40 / 3 && marks.size() <= 40 / 2, "marks " + marks);
        assertTrue(marks.get(0) == 3 || marks.get(0) == 4, "the first once count reaches 2 or 3: " + marks);
        for (int i = 1; i < marks.size(); i++) {
            long gap = marks.get(i) - marks.get(i - 1);
            assertTrue(gap == 2 || gap == 3, "gap " + gap + " in " + marks);
        }
    }

    /** The same RED for Not-ECT arrivals: dropped by RFC 3168's rule, admitted unmarked with ADMIT (hard drop still drops). */
    @Test
    void redDropsOrAdmitsNotEctPacketsItWouldMark() {
        RedParams base = new RedParams(100, 1, 2, 1.0, 1.0, false, false, 1500, true, false);
        assertSame(NotEctPolicy.DROP, base.notEct());
        Trace drop = new Trace();
        run(attached(Red.factory(base), drop), "AAAAA", Ecn.NOT_ECT);
        assertEquals(List.of(3L, 4L, 5L), drop.dropped);

        Trace admit = new Trace();
        QueueDiscipline q = attached(Red.factory(base.withNotEct(NotEctPolicy.ADMIT)), admit);
        run(q, "AAAAA", Ecn.NOT_ECT);
        assertTrue(admit.dropped.isEmpty() && admit.marked.isEmpty());
        assertEquals(5, q.lengthPackets());

        Trace hard = new Trace();
        run(attached(Red.factory(base.withNotEct(NotEctPolicy.ADMIT).withHardDrop(true)), hard), "AAAAA", Ecn.NOT_ECT);
        assertEquals(List.of(3L, 4L, 5L), hard.dropped);
    }
}
