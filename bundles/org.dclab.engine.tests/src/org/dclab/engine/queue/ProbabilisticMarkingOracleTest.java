package org.dclab.engine.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.dclab.engine.api.ParameterValues;
import org.dclab.engine.api.QueueType;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.junit.jupiter.api.Test;

/**
 * Oracle, from the rule itself: with K_min 10, K_max 50 and P_max 0.5, an arrival that finds L packets queued is marked
 * with probability 0.5·(L − 10)/40 — none at 10, 0.25 at 30, 0.5 at 50 — and always above 50. The queue is held at L
 * (each arrival followed by a departure) for 20,000 arrivals, so the marked fraction lies within four standard
 * deviations, sqrt(p(1 − p)/20000) ≤ 0.0036, of p.
 */
class ProbabilisticMarkingOracleTest {

    private static final int ARRIVALS = 20_000;

    @Test
    void theMarkedFractionIsTheLinearRampOfTheQueueFound() {
        assertEquals(0.0, markedFraction(10));
        assertEquals(0.25, markedFraction(30), 4 * Math.sqrt(0.25 * 0.75 / ARRIVALS));
        assertEquals(0.5, markedFraction(50), 4 * Math.sqrt(0.5 * 0.5 / ARRIVALS));
        assertEquals(1.0, markedFraction(51));
    }

    private static double markedFraction(int level) {
        Simulator sim = new Simulator(3);
        ParameterValues v = ProbabilisticMarking.TYPE.defaults().with(ProbabilisticMarking.K_MIN, 10L)
                .with(ProbabilisticMarking.K_MAX, 50L).with(ProbabilisticMarking.P_MAX, 0.5);
        QueueDiscipline q = ProbabilisticMarking.TYPE.queues(v, new QueueType.Size(100, false)).create();
        q.attach(new QueueContext(sim, "q", 10_000_000_000L));
        for (int i = 0; i < level; i++) {
            q.enqueue(packet(i));
        }
        long before = q.markCount();
        for (int i = 0; i < ARRIVALS; i++) {
            q.enqueue(packet(level + i));
            q.dequeue();
        }
        return (q.markCount() - before) / (double) ARRIVALS;
    }

    private static Packet packet(long seq) {
        return new Packet(1, 2, 3, 4, 1, seq, 0, 0, 1460, 0, Ecn.ECT0, 0);
    }
}
