package org.dclab.engine.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.junit.jupiter.api.Test;

/** The completion times papers report: at the receiver and at the sender, median, p99 and p99.9. */
class FlowCompletionTest {

    /**
     * Oracle by hand: 1,000 flows that started at 0, the i-th all acknowledged at i ms and received at i ms - 50 us,
     * and ten more never received. Nearest rank: median 500 ms, p99 990 ms, p99.9 999 ms at the sender, each 50 us
     * less at the receiver; the mean is 500.5 ms (500.45 at the receiver).
     */
    @Test
    void percentilesOfBothCompletionTimes() {
        long ms = Time.fromMillis(1);
        long us = Time.fromMicros(1);
        List<FlowRecord> records = new ArrayList<>();
        for (int i = 1; i <= 1000; i++) {
            records.add(new FlowRecord(i, "f" + i, 0, i * ms, 1000, 0, 0, i * ms - 50 * us));
        }
        for (int i = 0; i < 10; i++) {
            records.add(new FlowRecord(2000 + i, "g" + i, 0, -1, 500, 0, 0, -1));
        }
        FlowStats.SizeClass all = FlowStats.bySize(records).get(0);
        assertEquals(1010, all.flows());
        assertEquals(new FctSummary(1000, 500.5 * ms, 500 * ms, 990 * ms, 999 * ms), all.acked());
        FctSummary received = all.received();
        assertEquals(1000, received.count());
        assertEquals(500.45 * ms, received.meanPs(), 1e-3);
        assertEquals(500 * ms - 50 * us, received.medianPs(), 0);
        assertEquals(990 * ms - 50 * us, received.p99Ps(), 0);
        assertEquals(999 * ms - 50 * us, received.p999Ps(), 0);
        assertTrue(Double.isNaN(FctSummary.of(new double[0]).p999Ps()));
    }

    /**
     * One 100,000-byte flow alone over a 1 Gbit/s cable with 10 us of delay (MSS 1460). Oracle, analytic bounds: the
     * last byte reaches the receiver no sooner than the handshake's round trip, the one-way delay and the flow's
     * 69 segments on the wire (100,000 B + 69 x 40 B = 102,760 B, 822.08 us) after the connect; the sender learns of it
     * at least a one-way delay and a 40-byte ACK later.
     */
    @Test
    void theReceiverHasTheLastByteBeforeTheSenderHearsOfIt() {
        Simulator sim = new Simulator(1);
        NetworkBuilder b = new NetworkBuilder(sim);
        b.addHost("a");
        b.addHost("b");
        long delayPs = Time.fromMicros(10);
        b.connect("a", "b", LinkSpec.of(1_000_000_000L, delayPs));
        Network net = b.build();
        FlowRecorder recorder = new FlowRecorder();
        TcpConnection c = recorder.watch(TcpConnection.open(net, "a", "b", new TcpConfig().mssBytes(1460), NewReno::new));
        c.sender().write(100_000);
        assertEquals(-1, recorder.records().get(0).receivedPs(), "open for writing: the size is not known yet");
        c.sender().close();
        sim.runUntil(Time.fromMillis(100));

        FlowRecord r = recorder.records().get(0);
        assertTrue(r.completed() && r.received());
        long wirePs = (100_000 + 69L * Packet.HEADER_BYTES) * 8 * 1000;
        assertTrue(r.receiverCompletionTimePs() >= 3 * delayPs + wirePs, "receiver FCT " + r.receiverCompletionTimePs());
        assertTrue(r.completionTimePs() - r.receiverCompletionTimePs() >= delayPs + 40 * 8 * 1000,
                "sender " + r.completionTimePs() + " vs receiver " + r.receiverCompletionTimePs());
        assertEquals(c.receiver().lastDataPs(), r.receivedPs());
    }
}
