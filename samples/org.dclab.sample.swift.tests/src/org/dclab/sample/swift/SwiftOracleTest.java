package org.dclab.sample.swift;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.api.ParameterValues;
import org.dclab.engine.api.TransportType;
import org.dclab.engine.cc.Transport;
import org.dclab.engine.core.Event;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.net.Port;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.engine.tcp.TcpListener;
import org.dclab.engine.tcp.TcpSender;
import org.junit.jupiter.api.Test;

/**
 * Swift's claims as oracles (Kumar et al., SIGCOMM 2020, section 3): a flow steers its delay to the target, so the
 * bottleneck queue holds what the target leaves above the base RTT, the link stays full, nothing is lost, and flows of
 * equal RTT come to share the link fairly through flow-based scaling. Senders s1..sN reach r through switch sw, whose
 * 10 Gbit/s port toward r is the bottleneck (the senders' links run at 40 Gbit/s); every link delays 5 µs, a 20 µs base
 * RTT, and holds 1000 packets, which a flow steered to its target never fills.
 */
class SwiftOracleTest {

    private static final long RATE_BPS = 10_000_000_000L;
    private static final long LINK_DELAY_PS = Time.fromMicros(5);
    private static final double PACKET_BITS = 1500 * 8;

    /**
     * A lone flow's RTT samples average within 10 % of a 50 µs target (flow-based scaling adds about a microsecond to a
     * window of 35 segments), at full rate and without a retransmission.
     */
    @Test
    void aLoneFlowHoldsItsDelayAtTheTarget() {
        Run run = new Run(1, target(50));
        run.measure(Time.fromMillis(20), Time.fromMillis(50));
        assertEquals(50e6, run.meanRttPs, 5e6, "mean RTT, ps");
        assertTrue(run.utilisation > 0.97, "utilisation " + run.utilisation);
        assertEquals(0, run.flows[0].sender().stats().retransmits());
    }

    /**
     * Since the delay is steered to the target, raising the target by 50 µs adds 50 µs of queueing at 10 Gbit/s:
     * 50e-6 × 1e10 / 12000 = 41.7 packets more in the bottleneck queue, whatever the base RTT is exactly.
     */
    @Test
    void aLongerTargetQueuesTheExtraDelayTimesTheRate() {
        Run low = new Run(1, target(50));
        low.measure(Time.fromMillis(20), Time.fromMillis(50));
        Run high = new Run(1, target(100));
        high.measure(Time.fromMillis(20), Time.fromMillis(50));
        double expected = 50e-6 * RATE_BPS / PACKET_BITS;
        assertEquals(expected, high.meanQueuePackets - low.meanQueuePackets, 0.2 * expected);
    }

    /**
     * Two flows of equal RTT at a 100 µs target, the second starting 5 ms after the first has the link: with flow-based
     * scaling (section 3.4) the smaller window aims at a longer delay and grows until the two deliver within 10 % of each
     * other between 60 and 100 ms; without it (fs_range 0) both aim at one delay, the shares stay where the start left
     * them, and the later flow delivers less than half of what the first does.
     */
    @Test
    void flowBasedScalingMakesTwoFlowsShareTheLinkFairly() {
        Run scaled = new Run(2, target(100));
        scaled.measure(Time.fromMillis(60), Time.fromMillis(100));
        assertTrue(Math.abs(scaled.delivered[0] - scaled.delivered[1]) < 0.1 * scaled.delivered[0], "delivered "
                + scaled.delivered[0] + " and " + scaled.delivered[1] + " bytes");
        Run unscaled = new Run(2, target(100).with(Swift.FS_RANGE, 0L));
        unscaled.measure(Time.fromMillis(60), Time.fromMillis(100));
        assertTrue(unscaled.delivered[1] < 0.5 * unscaled.delivered[0], "delivered " + unscaled.delivered[0] + " and "
                + unscaled.delivered[1] + " bytes");
    }

    private static ParameterValues target(long micros) {
        return Swift.TYPE.defaults().with(Swift.TARGET, Time.fromMicros(micros));
    }

    /** The descriptor's rule refuses a smallest window above the largest, in its own words, before any control is made. */
    @Test
    void theDescriptorRefusesAMinimumAboveTheMaximum() {
        ParameterValues v = Swift.TYPE.defaults().with(Swift.MIN_CWND, 20.0).with(Swift.MAX_CWND, 10.0);
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Swift.TYPE.transport(v, TransportType.Connection.DEFAULT));
        assertEquals("swift: minCwndSegments 20.0 is above maxCwndSegments 10.0; make the smallest window at most the largest",
                e.getMessage());
    }

    /** N Swift flows into one bottleneck. */
    private static final class Run {
        final Simulator sim = new Simulator(1);
        final Port bottleneck;
        final TcpConnection[] flows;
        final long[] delivered;
        double meanRttPs;
        double meanQueuePackets;
        double utilisation;
        private long rttSumPs;
        private long rttSamples;
        private boolean measuring;

        Run(int senders, ParameterValues swiftValues) {
            NetworkBuilder b = new NetworkBuilder(sim);
            LinkSpec link = LinkSpec.of(RATE_BPS, LINK_DELAY_PS).withQueue(DropTail.packets(1000));
            LinkSpec access = LinkSpec.of(4 * RATE_BPS, LINK_DELAY_PS).withQueue(DropTail.packets(1000));
            b.addSwitch("sw");
            b.addHost("r");
            b.connect("sw", "r", link);
            for (int i = 1; i <= senders; i++) {
                b.addHost("s" + i);
                b.connect("s" + i, "sw", access);
            }
            Network net = b.build();
            bottleneck = net.port("sw", "r");
            Transport swift = Swift.TYPE.transport(swiftValues, TransportType.Connection.DEFAULT);
            flows = new TcpConnection[senders];
            delivered = new long[senders];
            for (int i = 0; i < senders; i++) {
                flows[i] = swift.open(net, "s" + (i + 1), "r", new TcpConfig().mssBytes(1460));
                flows[i].sender().addListener(new TcpListener() {
                    @Override
                    public void onRttSample(long nowPs, TcpSender s, long rttPs, long srttPs) {
                        if (measuring) {
                            rttSumPs += rttPs;
                            rttSamples++;
                        }
                    }
                });
            }
            flows[0].sender().write(Long.MAX_VALUE / 4);
            for (int i = 1; i < senders; i++) {
                TcpConnection late = flows[i];
                sim.schedule(Event.of(() -> late.sender().write(Long.MAX_VALUE / 4)), Time.fromMillis(5));
            }
        }

        /** Runs to {@code fromPs}, then measures until {@code endPs}. */
        void measure(long fromPs, long endPs) {
            sim.runUntil(fromPs);
            measuring = true;
            long[] before = new long[flows.length];
            for (int i = 0; i < flows.length; i++) {
                before[i] = flows[i].receiver().bytesDelivered();
            }
            long txBefore = bottleneck.txBytes();
            long from = sim.nowPs();
            long end = endPs;
            double queueSum = 0;
            int samples = 0;
            for (long t = from + Time.fromMicros(10); t <= end; t += Time.fromMicros(10)) {
                sim.runUntil(t);
                queueSum += bottleneck.queue().lengthPackets();
                samples++;
            }
            meanQueuePackets = queueSum / samples;
            meanRttPs = (double) rttSumPs / rttSamples;
            utilisation = (bottleneck.txBytes() - txBefore) * 8.0e12 / ((end - from) * (double) RATE_BPS);
            for (int i = 0; i < flows.length; i++) {
                delivered[i] = flows[i].receiver().bytesDelivered() - before[i];
            }
        }
    }
}
