package org.dclab.engine.cc;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.app.ConstantBitRateSource;
import org.dclab.engine.core.Time;
import org.dclab.engine.queue.Choke;
import org.dclab.engine.queue.QueueFactory;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.RedParams;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.junit.jupiter.api.Test;

/**
 * Four NewReno flows and one unresponsive 600 Mbit/s constant-rate flow share a 1 Gbit/s bottleneck (RTT 250 us,
 * 250-packet buffer, RED 30..100 packets without ECN). RED drops every flow with the same probability, so the
 * constant-rate flow keeps nearly all it sends; CHOKe's flow matching drops it in proportion to its share of the
 * queue, which returns bandwidth to the TCP flows.
 */
class ChokeOracleTest {
    private static double tcpShare(QueueFactory q) {
        Bottleneck b = new Bottleneck(1, 5, Bottleneck.GBPS, Time.fromMicros(250), q);
        TcpConfig cfg = new TcpConfig().mssBytes(1460).minRtoPs(Time.fromMillis(10));
        TcpConnection[] tcp = new TcpConnection[4];
        for (int i = 0; i < 4; i++) {
            tcp[i] = b.bulk(i + 1, Transport.newReno(), cfg);
        }
        ConstantBitRateSource cbr = ConstantBitRateSource.start(b.net.host("s5"), b.net.host("r"), 600_000_000L, 1500, 0,
                Time.fromSeconds(10));
        b.sim.runUntil(Time.fromMillis(100));
        long cbrBefore = cbr.receivedBytes();
        long[] d = Bottleneck.deliveredDuring(b.sim, Time.fromMillis(1100), tcp);
        double tcpBytes = 0;
        for (long x : d) {
            tcpBytes += x * 1500.0 / 1460;
        }
        double cbrBytes = cbr.receivedBytes() - cbrBefore;
        return tcpBytes / (tcpBytes + cbrBytes);
    }

    @Test
    void chokeGivesTcpALargerShareThanRed() {
        RedParams p = RedParams.of(250, 30, 100).withEcn(false);
        double red = tcpShare(Red.factory(p));
        double choke = tcpShare(Choke.factory(p));
        assertTrue(choke > red + 0.05, "CHOKe " + choke + " vs RED " + red);
    }
}
