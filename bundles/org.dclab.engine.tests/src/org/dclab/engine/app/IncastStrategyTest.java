package org.dclab.engine.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.engine.internal.bench.IncastScenario;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.Network;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.TcpConnection;
import org.junit.jupiter.api.Test;

/** Each strategy's window and concurrency rules against hand-computed values, and the client's block bookkeeping. */
class IncastStrategyTest {
    private static final long C = 1_000_000_000L;
    private static final long D = Time.fromMicros(100);
    private static final IncastStrategy.IncastSetup SETUP = new IncastStrategy.IncastSetup(128, 1000, 1040);

    /** C*D = 1e9 * 1e-4 / 8 = 12 500 B: n = 1 -> floor(12.5) = 12 MSS; 4 -> floor(3.125) = 3; 13 -> 0 -> 1 MSS. */
    @Test
    void aipmWindowIsAnEqualShareOfTheBdp() {
        AipmIncast a = new AipmIncast(AipmIncast.Params.of(C, D));
        a.init(SETUP);
        assertEquals(12_000, a.advertisedWindowBytes(1));
        assertEquals(3_000, a.advertisedWindowBytes(4));
        assertEquals(1_000, a.advertisedWindowBytes(13));
        AipmIncast byConWnd = new AipmIncast(AipmIncast.Params.of(C, D).withShare(AipmIncast.Share.CON_WND));
        byConWnd.init(SETUP);
        assertEquals(12_000, byConWnd.advertisedWindowBytes(4), "con_wnd = 1 allows one connection");
    }

    /**
     * con_wnd from 1: completions give 1 + 1 = 2, 2 + 1/2 = 2.5; a loss sets the target 1.25; the lost connection's
     * end takes 1 (1.5), the next end lands on 1.25; a second loss during the withdrawal does not halve again.
     * With the +1 rule: 1, 2, 3.
     */
    @Test
    void aipmAdditiveIncreaseAndSlowWithdrawal() {
        AipmIncast a = new AipmIncast(AipmIncast.Params.of(C, D));
        a.init(SETUP);
        a.onFinished(null, true, 5);
        assertEquals(2, a.connectionWindow(), 1e-12);
        a.onFinished(null, true, 5);
        assertEquals(2.5, a.connectionWindow(), 1e-12);
        a.onLost(null);
        a.onLost(null);
        assertEquals(1, a.halvings());
        a.onFinished(null, false, 5);
        assertEquals(1.5, a.connectionWindow(), 1e-12);
        assertTrue(a.withdrawing());
        assertTrue(!a.mayStart(List.of()), "no new connection during a withdrawal");
        a.onFinished(null, true, 5);
        assertEquals(1.25, a.connectionWindow(), 1e-12);
        assertTrue(!a.withdrawing());
        AipmIncast one = new AipmIncast(AipmIncast.Params.of(C, D).withIncrease(AipmIncast.Increase.ONE));
        one.onFinished(null, true, 1);
        one.onFinished(null, true, 1);
        assertEquals(3, one.connectionWindow(), 1e-12);
    }

    /**
     * B + C*D = 65 536 + 12 500 = 78 036 B = 75.03 packets of 1040 B. OSDT: N = 128 -> n = 75, awnd 1 segment;
     * N = 16 -> n = 16, awnd floor(75.03/16) = 4 segments. OSM: w = ceil(12 500/1040) = 13 segments,
     * n = floor(78 036 / (13 * 1040)) = floor(5.77) = 5.
     */
    @Test
    void osdtAndOsmFillBufferPlusBdp() {
        OsdtIncast.Params p = new OsdtIncast.Params(C, D, 64 * 1024);
        OsdtIncast osdt = new OsdtIncast(p);
        osdt.init(SETUP);
        assertEquals(75, osdt.concurrency());
        assertEquals(1_000, osdt.advertisedWindowBytes(0));
        OsdtIncast few = new OsdtIncast(p);
        few.init(new IncastStrategy.IncastSetup(16, 1000, 1040));
        assertEquals(16, few.concurrency());
        assertEquals(4_000, few.advertisedWindowBytes(0));
        OsmIncast osm = new OsmIncast(p);
        osm.init(SETUP);
        assertEquals(5, osm.concurrency());
        assertEquals(13_000, osm.advertisedWindowBytes(0));
    }

    /**
     * A 2 MB block split over 3 servers: 2 097 152 / 3 = 699 050 rem 2, so shares 699 051, 699 051, 699 050; after
     * 2 blocks every connection delivered exactly its shares and the RCT list has one entry per block.
     */
    @Test
    void fixedBlockIsSplitEvenly() {
        Simulator sim = new Simulator(1);
        Network net = IncastScenario.star(sim, 3, IncastScenario.BUFFER_BYTES);
        IncastClient split = IncastClient.builder(net, net.host("client"), IncastScenario.servers(net, 3))
                .blockBytes(2L << 20).blocks(2).requestDelayPs(Time.fromMicros(50))
                .tcp(IncastScenario.ns2TcpConfig(), NewReno::new).strategy(new NaiveIncast(false)).build();
        split.start();
        sim.run();
        assertTrue(split.isFinished());
        assertEquals(2L << 20, split.blockBytes());
        assertEquals(2, split.blockTimesPs().size());
        long[] perServer = new long[3];
        for (TcpConnection k : split.connections()) {
            perServer[Integer.parseInt(k.sender().host().name().substring(3))] += k.receiver().bytesDelivered();
        }
        assertEquals(2 * 699_051, perServer[0]);
        assertEquals(2 * 699_051, perServer[1]);
        assertEquals(2 * 699_050, perServer[2]);
        assertEquals(6, split.connections().size(), "one fresh connection per transfer");
    }
}
