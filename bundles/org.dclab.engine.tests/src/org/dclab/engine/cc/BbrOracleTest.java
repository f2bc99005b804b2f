package org.dclab.engine.cc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.core.Time;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;
import org.dclab.engine.probe.TimeSeries;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.engine.tcp.TcpListener;
import org.dclab.engine.tcp.TcpSender;
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
        assertTrue(util >= 0.90, "utilization " + util);
        assertTrue(mean < b.bdpPackets() && p99 < 0.2 * 1000, "standing queue " + mean + " (p99 " + p99 + ")");
        // Ten seconds have not passed, so no PROBE_RTT yet: after start-up and drain the flow cycles in PROBE_BW, and
        // its bandwidth estimate, the largest delivery rate of ten rounds, is the bottleneck's rate.
        assertEquals(Bbr.Mode.PROBE_BW, bbr.mode());
        assertEquals(1e9, bbr.bottleneckBandwidthBps(), 0.05e9, "btlBw");
    }

    /**
     * Oracle (BBR's ProbeRTT): with no lower RTT seen for 10 s, the flow cuts its window to 4 MSS for 200 ms, the one
     * cut BBR makes without a loss; a chart's "Explain this" must say so. A 10 Mbit/s path keeps 11 s of it cheap.
     */
    @Test
    void probeRttIsExplainedWhenItCutsTheWindow() {
        Bottleneck b = new Bottleneck(1, 1, 10_000_000L, Time.fromMillis(1), DropTail.packets(1000));
        TcpConnection c = b.bulk(1, Transport.bbr());
        List<Reason> cuts = new ArrayList<>();
        List<Long> times = new ArrayList<>();
        List<long[]> windows = new ArrayList<>();
        c.sender().addListener(new TcpListener() {
            @Override
            public boolean wantsReasons() {
                return true;
            }

            @Override
            public void onReason(long nowPs, TcpSender s, Reason reason) {
                if (reason.kind() == ReasonKind.WINDOW_CUT) {
                    cuts.add(reason);
                    times.add(nowPs);
                }
            }

            @Override
            public void onCwnd(long nowPs, TcpSender s, long cwndBytes) {
                windows.add(new long[] { nowPs, cwndBytes });
            }
        });
        b.sim.runUntil(Time.fromMillis(10_500));
        int mss = 1460; // the MSS Bottleneck.bulk gives every flow
        List<Reason> probeRtt = cuts.stream().filter(r -> r.rule().equals("BBR ProbeRTT")).toList();
        assertEquals(1, probeRtt.size(), () -> "one ProbeRTT in 10.5 s: " + cuts);
        Reason why = probeRtt.get(0);
        long at = times.get(cuts.indexOf(why));
        assertTrue(at >= Time.fromMillis(10_000), "not before the min RTT is 10 s old: " + at);
        assertEquals(4.0 * mss, why.value("cwnd after"));
        assertTrue(why.value("cwnd before") > 4 * mss);
        assertTrue(why.text().startsWith("BBR: the min RTT was not refreshed for 10"), why.text());
        long reported = windows.stream().filter(w -> w[0] == at).mapToLong(w -> w[1]).reduce((x, y) -> y).orElseThrow();
        assertEquals(4L * mss, reported, "the window the sender reports at that instant");
    }
}
