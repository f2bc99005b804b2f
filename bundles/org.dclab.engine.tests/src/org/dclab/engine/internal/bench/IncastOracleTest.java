package org.dclab.engine.internal.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.app.IncastClient;
import org.dclab.engine.core.Simulator;
import org.junit.jupiter.api.Test;

/**
 * Oracle: TCP incast collapse (Phanishayee et al., FAST 2008; Vasudevan et al., SIGCOMM 2009). With the benchmark
 * set-up (1 Gbit/s, 100 us RTT, 64 KB buffer, minRTO 200 ms, 256 KB SRU, 10 blocks), one server keeps the link
 * busy, while 64 synchronized servers overflow the buffer every block, lose whole windows, and wait for 200 ms
 * timeouts. Goodput is measured over blocks 2..10: block 1 on fresh connections includes slow start and its
 * overshoot, which NewReno without SACK repairs one segment per RTT (about 6 ms here, a one-off cost).
 */
class IncastOracleTest {

    private static IncastClient run(int servers) {
        Simulator sim = new Simulator(1);
        IncastClient c = IncastScenario.build(sim, servers, 10).start();
        sim.run();
        assertTrue(c.isFinished(), "all blocks delivered for N=" + servers);
        return c;
    }

    @Test
    void oneServerKeepsTheLinkBusy() {
        double gbps = run(1).goodputBps(1) / 1e9;
        assertTrue(gbps >= 0.85, "N=1 goodput " + gbps + " Gbit/s >= 0.85");
    }

    @Test
    void sixtyFourServersCollapseAndTimeoutsGrowWithN() {
        IncastClient one = run(1);
        IncastClient sixteen = run(16);
        IncastClient sixtyFour = run(64);
        double gbps = sixtyFour.goodputBps(1) / 1e9;
        assertTrue(gbps < 0.3, "N=64 goodput " + gbps + " Gbit/s < 0.3");
        assertTrue(sixtyFour.goodputBps() / 1e9 < 0.3, "collapse also over all 10 blocks");
        assertTrue(one.timeouts() < sixteen.timeouts() && sixteen.timeouts() < sixtyFour.timeouts(),
                "RTOs grow with N: " + one.timeouts() + ", " + sixteen.timeouts() + ", " + sixtyFour.timeouts());
    }
}
