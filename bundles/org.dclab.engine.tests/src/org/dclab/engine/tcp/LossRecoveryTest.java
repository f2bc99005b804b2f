package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.probe.SenderRecorder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Scripted losses on the switch port toward the receiver. The receive window (64 KB) keeps the flow below the
 * buffer, so the only losses are the scripted ones. Every oracle holds for both recoveries: NewReno's partial ACKs
 * and a SACK scoreboard with PRR, limited transmit and timestamps.
 */
class LossRecoveryTest {
    /** The two ways the sender may recover. */
    enum Recovery {
        NEW_RENO, SACK_PRR;

        TcpConfig config() {
            TcpConfig c = new TcpConfig();
            return this == NEW_RENO ? c : c.sack(true).prr(true).limitedTransmit(true).timestamps(true);
        }
    }

    private static final long GBPS = 1_000_000_000L;
    private static final int FLOW_BYTES = 2_000_000;

    private static TcpConnection run(Simulator sim, TestPaths.DropRule rule, SenderRecorder rec, TcpConfig cfg) {
        LinkSpec access = LinkSpec.of(GBPS, Time.fromMicros(25));
        Network net = TestPaths.star(sim, 1, access, access.withQueue(TestPaths.scripted(rule)));
        TcpConnection c = TcpConnection.open(net, "s1", "r", cfg.receiveBufferBytes(64 * 1024), NewReno::new);
        c.sender().addListener(rec);
        c.sender().write(FLOW_BYTES);
        c.sender().close();
        sim.run();
        return c;
    }

    /** Oracle: one lost segment in a large window yields 3 dupACKs, so one fast retransmit and no RTO. */
    @ParameterizedTest
    @EnumSource(Recovery.class)
    void singleDropIsRepairedByFastRetransmit(Recovery recovery) {
        TcpConfig cfg = recovery.config();
        long lostSeq = 500L * (cfg.mssBytes() - (cfg.timestamps() ? 12 : 0));
        boolean[] done = { false };
        SenderRecorder rec = new SenderRecorder("flow");
        TcpConnection c = run(new Simulator(1), (p, t) -> {
            if (!done[0] && p.payloadBytes() > 0 && p.seq() == lostSeq) {
                done[0] = true;
                return true;
            }
            return false;
        }, rec, cfg);
        assertTrue(done[0], "the scripted loss happened");
        assertEquals(FLOW_BYTES, c.receiver().bytesDelivered());
        assertEquals(0, c.sender().stats().timeouts(), "no RTO");
        assertEquals(0, rec.rtos().size(), "RTO probe silent");
        assertEquals(1, rec.fastRecoveries(), "exactly one fast recovery");
        assertEquals(1, c.sender().stats().retransmits(), "only the lost segment is resent");
    }

    /** Oracle: with nothing left to trigger dupACKs the sender waits one RTO, which is at least minRTO. */
    @ParameterizedTest
    @EnumSource(Recovery.class)
    void wholeWindowDropCausesExactlyOneRtoOfAtLeastMinRto(Recovery recovery) {
        long startDropPs = Time.fromMillis(5);
        long endDropPs = Time.fromMillis(7);
        long minRto = Time.fromMillis(200);
        SenderRecorder rec = new SenderRecorder("flow");
        long[] lastDropPs = { -1 };
        TcpConnection c = run(new Simulator(1), (p, t) -> {
            boolean drop = p.payloadBytes() > 0 && t >= startDropPs && t < endDropPs;
            if (drop) {
                lastDropPs[0] = t;
            }
            return drop;
        }, rec, recovery.config().minRtoPs(minRto));
        assertTrue(lastDropPs[0] > 0, "packets were dropped");
        assertEquals(FLOW_BYTES, c.receiver().bytesDelivered());
        assertEquals(1, rec.rtos().size(), "exactly one RTO");
        SenderRecorder.RtoEvent rto = rec.rtos().get(0);
        assertTrue(rto.rtoPs() >= minRto, "RTO " + rto.rtoPs() + " ps >= minRTO");
        assertTrue(rto.timePs() - lastDropPs[0] >= minRto - Time.fromMillis(1), "the timer waited about minRTO after the stall");
        assertEquals(0, rec.fastRecoveries(), "no dupACKs, so no fast retransmit");
        assertEquals(1, c.sender().stats().timeouts());
    }

    /** Oracle: three losses in one window are all repaired in one NewReno recovery (partial ACKs), no RTO. */
    @ParameterizedTest
    @EnumSource(Recovery.class)
    void multipleDropsInOneWindowStayInOneRecovery(Recovery recovery) {
        TcpConfig cfg = recovery.config();
        long payload = cfg.mssBytes() - (cfg.timestamps() ? 12 : 0);
        long[] lost = { 300 * payload, 305 * payload, 310 * payload };
        boolean[] done = new boolean[3];
        SenderRecorder rec = new SenderRecorder("flow");
        TcpConnection c = run(new Simulator(1), (p, t) -> {
            for (int i = 0; i < lost.length; i++) {
                if (!done[i] && p.payloadBytes() > 0 && p.seq() == lost[i]) {
                    done[i] = true;
                    return true;
                }
            }
            return false;
        }, rec, cfg);
        assertEquals(FLOW_BYTES, c.receiver().bytesDelivered());
        assertEquals(1, rec.fastRecoveries());
        assertEquals(0, c.sender().stats().timeouts());
        assertEquals(3, c.sender().stats().retransmits());
    }
}
