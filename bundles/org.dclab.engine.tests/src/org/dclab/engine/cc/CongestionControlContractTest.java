package org.dclab.engine.cc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;

import org.dclab.engine.core.Time;
import org.dclab.engine.probe.SenderRecorder;
import org.dclab.engine.probe.TimeSeries;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.engine.tcp.AckSample;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.CongestionState;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.engine.tcp.TcpStack;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** One contract for every congestion control, each through its {@link Transport} profile, on both TCP stacks. */
class CongestionControlContractTest {
    static Stream<Arguments> names() {
        return Transport.names().stream().flatMap(n -> Stream.of(TcpStack.values()).map(s -> Arguments.of(n, s)));
    }

    private static TcpConfig config(TcpStack stack) {
        return stack.applyTo(new TcpConfig().mssBytes(1460));
    }

    /**
     * Watches a congestion control from outside: during loss recovery an ACK may not raise the window above both
     * its previous value and the data in flight before the ACK (packet conservation; BBR may restore to the latter).
     */
    private static final class Guard extends ForwardingCongestionControl {
        int recoveryGrowth;
        long recoveryAcks;

        Guard(CongestionControl inner) {
            super(inner);
        }

        @Override
        public void onAck(CongestionState s, AckSample ack) {
            long before = s.cwndBytes();
            super.onAck(s, ack);
            if (ack.inRecovery()) {
                recoveryAcks++;
                if (s.cwndBytes() > Math.max(before, ack.priorInFlightBytes())) {
                    recoveryGrowth++;
                }
            }
        }
    }

    /** Two flows into a 30-packet drop-tail queue at 1 Gbit/s, RTT 250 us: frequent losses for every control. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("names")
    void windowFloorsAndNoGrowthInRecovery(String name, TcpStack stack) {
        Transport t = Transport.byName(name);
        Guard[] guards = new Guard[2];
        int[] made = { 0 };
        Transport guarded = new Transport(t.type(), () -> guards[made[0]++] = new Guard(t.cc().get()), t.pacing());
        Bottleneck b = new Bottleneck(5, 2, Bottleneck.GBPS, Time.fromMicros(250), DropTail.packets(30));
        SenderRecorder[] rec = new SenderRecorder[2];
        for (int i = 0; i < 2; i++) {
            TcpConnection c = b.bulk(i + 1, guarded, config(stack));
            rec[i] = new SenderRecorder(name + i);
            c.sender().addListener(rec[i]);
        }
        b.sim.runUntil(Time.fromMillis(300));
        long recoveries = 0;
        for (int i = 0; i < 2; i++) {
            // Timestamps take 12 bytes of each segment's MSS.
            int mss = stack == TcpStack.LINUX ? 1448 : 1460;
            assertTrue(min(rec[i].cwnd()) >= mss, "cwnd never below 1 MSS");
            assertTrue(min(rec[i].ssthresh()) >= 2 * mss, "ssthresh never below 2 MSS");
            assertEquals(0, guards[i].recoveryGrowth, "window growth during recovery on " + guards[i].recoveryAcks + " ACKs");
            recoveries += rec[i].fastRecoveries();
        }
        if (!name.equals("vegas") && !name.equals("bbr")) {
            assertTrue(recoveries > 0, "the set-up exercises recovery");
        }
    }

    /**
     * A single flow on a clean 1 Gbit/s path (RTT 250 us, 250-packet buffer, marking above 65) gets >= 90 % once
     * past start-up (the slow-start overshoot of loss-based controls can cost a 200 ms RTO, hence 0.5 s warm-up).
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("names")
    void singleFlowUsesAtLeastNinetyPercent(String name, TcpStack stack) {
        Bottleneck b = new Bottleneck(1, 1, Bottleneck.GBPS, Time.fromMicros(250), ThresholdMarking.packets(250, 65));
        b.bulk(1, Transport.byName(name), config(stack));
        b.sim.runUntil(Time.fromMillis(500));
        double util = b.runAndMeasureUtilization(Time.fromMillis(1000));
        assertTrue(util >= 0.90, name + " utilization " + util);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("names")
    void deterministic(String name, TcpStack stack) {
        long[] first = trace(name, stack);
        long[] second = trace(name, stack);
        assertEquals(first[0], second[0], "bytes delivered");
        assertEquals(first[1], second[1], "cwnd trace");
    }

    private static long[] trace(String name, TcpStack stack) {
        Bottleneck b = new Bottleneck(9, 2, Bottleneck.GBPS, Time.fromMicros(250), ThresholdMarking.packets(60, 20));
        TcpConnection c1 = b.bulk(1, Transport.byName(name), config(stack));
        TcpConnection c2 = b.bulk(2, Transport.byName(name), config(stack));
        SenderRecorder rec = new SenderRecorder(name);
        c1.sender().addListener(rec);
        b.sim.runUntil(Time.fromMillis(50));
        long hash = 17;
        TimeSeries s = rec.cwnd();
        for (int i = 0; i < s.size(); i++) {
            hash = hash * 31 + s.timePs(i) * 7 + (long) s.value(i);
        }
        return new long[] { c1.receiver().bytesDelivered() * 1_000_003L + c2.receiver().bytesDelivered(), hash };
    }

    private static double min(TimeSeries s) {
        double m = Double.POSITIVE_INFINITY;
        for (int i = 0; i < s.size(); i++) {
            m = Math.min(m, s.value(i));
        }
        return m;
    }
}
