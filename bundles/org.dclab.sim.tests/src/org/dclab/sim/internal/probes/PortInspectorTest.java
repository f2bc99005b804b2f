package org.dclab.sim.internal.probes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.Choke;
import org.dclab.engine.queue.QueueContext;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.RedParams;
import org.dclab.engine.queue.SharedBuffer;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.sim.live.QueueState;
import org.junit.jupiter.api.Test;

/** What an inspector reads of each discipline, against values computed by hand from the discipline's rule. */
class PortInspectorTest {

    private static final long GBPS = 1_000_000_000L;

    private static QueueDiscipline attached(QueueDiscipline q) {
        q.attach(new QueueContext(new Simulator(1), "a->b", GBPS));
        return q;
    }

    private static Packet data(int srcPort) {
        return new Packet(1, 2, srcPort, 80, srcPort, 0, 0, 0, 1460, 0, Ecn.ECT0, 0);
    }

    /**
     * Oracle: RED's average is an EWMA of the queue each arrival finds, avg += w_q (q - avg); with w_q = 0.5 and
     * arrivals at time zero finding 0, 1, 2 and 3 packets it is 0, 0.5, 1.25, 2.125.
     */
    @Test
    void redAverageIsTheEngines() {
        QueueDiscipline red = attached(Red.factory(RedParams.of(100, 5, 15).withWq(0.5)).create());
        for (int i = 0; i < 4; i++) {
            red.enqueue(data(1000 + i));
        }
        List<QueueState> state = PortInspector.stateOf(red.admission());
        assertEquals(List.of(new QueueState("limit", 100, "packets"), new QueueState("min_th", 5, "packets"),
                new QueueState("max_th", 15, "packets"), new QueueState("average queue", 2.125, "packets")), state);
        assertEquals("RED", red.displayName());
    }

    /** Oracle: threshold marking counts K and its limit in the unit it was made with; a shared buffer shows what it wraps. */
    @Test
    void thresholdInBytesBehindASharedBuffer() {
        QueueDiscipline q = attached(new SharedBuffer(1_000_000, 1.0).queue(ThresholdMarking.bytes(300_000, 30_000)).create());
        q.enqueue(data(1));
        q.enqueue(data(2));
        assertEquals(List.of(new QueueState("limit", 300_000, "bytes"), new QueueState("K", 30_000, "bytes")),
                PortInspector.stateOf(q.admission()));
        assertEquals(2, q.lengthPackets());
        assertEquals(data(2).sizeBytes(), q.queued(1).sizeBytes());
        assertEquals(2, q.queued(1).srcPort(), "packets are read from the head in order of arrival");
    }

    /** Oracle: CHOKe is the m-sample CHOKe of one draw; no arrival has met a queue above min_th, so none matched. */
    @Test
    void chokeShowsItsDrawsAndMatches() {
        QueueDiscipline q = attached(Choke.factory(RedParams.of(100, 5, 15)).create());
        q.enqueue(data(1));
        assertEquals("CHOKe", q.displayName());
        List<QueueState> state = PortInspector.stateOf(q);
        assertEquals(new QueueState("draws", 1, ""), state.get(4));
        assertEquals(new QueueState("matches", 0, ""), state.get(5));
    }
}
