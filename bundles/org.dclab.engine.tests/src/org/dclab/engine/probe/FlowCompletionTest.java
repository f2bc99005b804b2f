package org.dclab.engine.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.IdlePath;
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

    /**
     * Slowdown's oracle, by hand: one 14,600-byte flow (10 segments of 1460 B, inside the initial window of 10) alone
     * on host a -10 Gbit/s- switch -1 Gbit/s- host b, 25 us per link each way. Ideal: base RTT 100 us; counted bytes
     * 14,600 + 10 x 40 = 15,000 B, 120 us at the 1 Gbit/s bottleneck; at the receiver 1.5 base RTTs + 120 us =
     * 270 us, at the sender 2 base RTTs + 120 us = 320 us. By the trace: SYN and SYN-ACK take 100 us of propagation
     * and 2 x (0.032 + 0.32) us of serialization, and the 40-byte ACK ending the handshake 0.032 us more at a, so data
     * starts at 100.736 us; the first segment reaches the switch 1.2 + 25 us later, the switch sends the ten back to
     * back at 12 us each, the last lands at b 25 us after it leaves: 271.936 us; its 40-byte ACK is back 50.352 us
     * later, at 322.288 us. Slowdowns 1.00717 and 1.00715, exactly: the 1.9 us above the ideal are the handshake's
     * serialization and the last segment's store-and-forward at the fast hop, which the ideal leaves out.
     */
    @Test
    void aFlowAloneOnAnIdlePathHasASlowdownOfOne() {
        Simulator sim = new Simulator(1);
        NetworkBuilder b = new NetworkBuilder(sim);
        b.addHost("a");
        b.addSwitch("s");
        b.addHost("b");
        long delayPs = Time.fromMicros(25);
        b.connect("a", "s", LinkSpec.of(10_000_000_000L, delayPs));
        b.connect("s", "b", LinkSpec.of(1_000_000_000L, delayPs));
        Network net = b.build();
        IdlePath path = IdlePath.between(net.host("a"), net.host("b"));
        assertEquals(new IdlePath(1_000_000_000L, 2 * delayPs, 2 * delayPs), path);
        IdealFct ideal = IdealFct.of(14_600 + 10 * Packet.HEADER_BYTES, path);
        assertEquals(new IdealFct(Time.fromMicros(270), Time.fromMicros(320)), ideal);

        FlowRecorder recorder = new FlowRecorder();
        TcpConnection c = recorder.watch(TcpConnection.open(net, "a", "b", new TcpConfig().mssBytes(1460), NewReno::new), ideal);
        c.sender().write(14_600);
        c.sender().close();
        sim.runUntil(Time.fromMillis(100));

        FlowRecord r = recorder.records().get(0);
        assertEquals(271_936_000, r.receiverCompletionTimePs());
        assertEquals(322_288_000, r.completionTimePs());
        assertEquals(271.936 / 270, r.receiverSlowdown(), 1e-12);
        assertEquals(322.288 / 320, r.slowdown(), 1e-12);
        assertTrue(Double.isNaN(new FlowRecord(1, "x", 0, 5, 1, 0, 0, 4).slowdown()), "no ideal, no slowdown");
    }

    /**
     * Slowdowns are summarised as completion times are, per class and over the flows that have them. Oracle by hand:
     * slowdowns 1, 2, ..., 100 at the sender: mean 50.5, median 50, p99 99, p99.9 100 (nearest rank); a flow not yet
     * received has none at the receiver.
     */
    @Test
    void slowdownsAreSummarisedLikeCompletionTimes() {
        IdealFct ideal = new IdealFct(1_000, 1_000);
        List<FlowRecord> records = new ArrayList<>();
        for (int i = 1; i <= 100; i++) {
            records.add(new FlowRecord(i, "f" + i, 0, i * 1_000L, 1000, 0, 0, i == 100 ? -1 : 500, ideal));
        }
        FlowStats.SizeClass all = FlowStats.bySize(records).get(0);
        assertEquals(new SlowdownSummary(100, 50.5, 50, 99, 100), all.ackedSlowdown());
        assertEquals(99, all.receivedSlowdown().count());
        assertEquals(0.5, all.receivedSlowdown().p999());
    }
}
