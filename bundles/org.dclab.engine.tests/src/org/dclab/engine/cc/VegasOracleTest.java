package org.dclab.engine.cc;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Time;
import org.dclab.engine.probe.PeriodicSampler;
import org.dclab.engine.probe.TimeSeries;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.tcp.TcpConnection;
import org.junit.jupiter.api.Test;

/**
 * A single Vegas flow on a 1 Gbit/s path with RTT 1 ms (C*RTT = 83 packets) and a 1000-packet buffer settles with
 * alpha..beta = 2..4 of its packets queued at the bottleneck, losing nothing. The queue is sampled every 10 us; its
 * time average counts the packet being transmitted too, since Vegas's estimate (rate times queueing delay) does.
 */
class VegasOracleTest {
    @Test
    void singleFlowKeepsAlphaToBetaPacketsQueued() {
        Bottleneck b = new Bottleneck(1, 1, Bottleneck.GBPS, Time.fromMillis(1), DropTail.packets(1000));
        TcpConnection c = b.bulk(1, Transport.vegas(Vegas.Params.DEFAULTS));
        TimeSeries backlog = new PeriodicSampler(b.sim, "backlog", Time.fromMicros(10),
                () -> b.port.queue().lengthPackets() + (b.port.isBusy() ? 1 : 0)).series();
        b.sim.runUntil(Time.fromMillis(500));
        long from = b.sim.nowPs();
        double util = b.runAndMeasureUtilization(Time.fromMillis(1500));
        double mean = Bottleneck.mean(backlog, from);
        assertTrue(mean >= 2 && mean <= 4, "mean backlog " + mean + " packets");
        assertTrue(c.sender().stats().retransmits() == 0);
    }
}
