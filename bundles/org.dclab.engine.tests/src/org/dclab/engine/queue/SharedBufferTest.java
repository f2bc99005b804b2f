package org.dclab.engine.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.dclab.engine.app.ConstantBitRateSource;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.junit.jupiter.api.Test;

/**
 * Dynamic threshold (Choudhury and Hahne): with n ports overloaded, each settles at alpha*B/(1 + n*alpha) of the
 * shared buffer B. Constant-rate sources at 2 Gbit/s overload 1 Gbit/s switch ports; the backlog is read at the end.
 */
class SharedBufferTest {
    private static long[] backlogs(int congested, double alpha) {
        Simulator sim = new Simulator(1);
        NetworkBuilder b = new NetworkBuilder(sim);
        SharedBuffer buffer = new SharedBuffer(300_000, alpha);
        b.addSwitch("sw");
        LinkSpec fast = LinkSpec.of(10_000_000_000L, Time.fromMicros(1));
        LinkSpec out = LinkSpec.of(1_000_000_000L, Time.fromMicros(1)).withQueue(buffer.queue(DropTail.bytes(1_000_000)));
        for (int i = 0; i < congested; i++) {
            b.addHost("s" + i);
            b.addHost("r" + i);
            b.connect("s" + i, "sw", fast);
            b.connect("sw", "r" + i, out, fast);
        }
        Network net = b.build();
        for (int i = 0; i < congested; i++) {
            ConstantBitRateSource.start(net.host("s" + i), net.host("r" + i), 2_000_000_000L, 1500, 0, Time.fromMillis(50));
        }
        sim.runUntil(Time.fromMillis(20));
        long[] q = new long[congested + 1];
        for (int i = 0; i < congested; i++) {
            q[i] = net.port("sw", "r" + i).queue().lengthBytes();
        }
        q[congested] = buffer.usedBytes();
        return q;
    }

    @Test
    void eachCongestedPortGetsAlphaOverOnePlusNAlpha() {
        for (int n : new int[] { 1, 2, 3 }) {
            long[] q = backlogs(n, 1.0);
            double expected = 300_000.0 / (1 + n);
            for (int i = 0; i < n; i++) {
                assertEquals(expected, q[i], 1500, "port " + i + " of " + n);
            }
            long sum = 0;
            for (int i = 0; i < n; i++) {
                sum += q[i];
            }
            assertEquals(sum, q[n], "pool accounting matches the queues");
        }
        long[] q = backlogs(1, 2.0);
        assertEquals(300_000.0 * 2 / 3, q[0], 1500, "alpha = 2, one port");
        assertEquals(100_000, backlogs(1, 0.5)[0], 1500, "alpha = 1/2, one port: a third of the buffer");
    }
}
