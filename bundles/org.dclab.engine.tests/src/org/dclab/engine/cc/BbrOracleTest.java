package org.dclab.engine.cc;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Time;
import org.dclab.engine.probe.TimeSeries;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.tcp.TcpConnection;
import org.junit.jupiter.api.Test;

/**
 * One BBR flow on a 1 Gbit/s path, RTT 1 ms (C*RTT = 83 packets), 1000-packet drop-tail buffer: after start-up it
 * must use at least 90 % of the bottleneck while its standing queue stays well below the buffer; BBR's bound is the
 * one extra BDP its cwnd gain of 2 allows, and pacing at the measured rate keeps it far below that.
 */
class BbrOracleTest {
    @Test
    void fillsThePipeWithASmallQueue() {
        Bottleneck b = new Bottleneck(1, 1, Bottleneck.GBPS, Time.fromMillis(1), DropTail.packets(1000));
        TcpConnection c = b.bulk(1, Transport.bbr());
        TimeSeries q = b.sampleQueue(Time.fromMicros(10));
        b.sim.runUntil(Time.fromMillis(300));
        long from = b.sim.nowPs();
        double util = b.runAndMeasureUtilization(Time.fromMillis(2300));
        double mean = Bottleneck.mean(q, from);
        double p99 = Bottleneck.quantile(q, from, 0.99);
        Bbr bbr = (Bbr) c.sender().congestionControl();
        System.out.printf("bbr: utilization %.4f, mean queue %.1f, p99 %.0f packets (buffer 1000, BDP %.0f), mode %s, btlBw %.3f Gbit/s%n",
                util, mean, p99, b.bdpPackets(), bbr.mode(), bbr.bottleneckBandwidthBps() / 1e9);
        assertTrue(util >= 0.90, "utilization " + util);
        assertTrue(mean < b.bdpPackets() && p99 < 0.2 * 1000, "standing queue " + mean + " (p99 " + p99 + ")");
    }
}
