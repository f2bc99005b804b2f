package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.QueueListener;
import org.junit.jupiter.api.Test;

/**
 * Window-based pacing for any sender: with pacing on, NewReno's data segments enter its 10 Gbit/s NIC no closer
 * together than the previous segment's payload at the pacing rate then in force (gain * cwnd / SRTT), and the flow
 * still fills the 1 Gbit/s bottleneck. Without pacing, the initial window and ACK clocking send back-to-back
 * bursts. A 200 KB receive window keeps the flow loss-free, so every segment is a paced first transmission.
 */
class PacingTest {
    private record Result(long violations, long segments, long minGapPs, double utilization) {
    }

    private static Result run(boolean pacing) {
        Simulator sim = new Simulator(2);
        LinkSpec access = LinkSpec.of(10_000_000_000L, Time.fromMicros(50)).withQueue(DropTail.packets(1000));
        LinkSpec bottleneck = LinkSpec.of(1_000_000_000L, Time.fromMicros(50)).withQueue(DropTail.packets(1000));
        Network net = TestPaths.star(sim, 1, access, bottleneck);
        TcpConnection c = TcpConnection.open(net, "s1", "r", new TcpConfig().pacing(pacing).receiveBufferBytes(200_000),
                NewReno::new);
        long[] state = { -1, 0, 0, 0, Long.MAX_VALUE };
        net.host("s1").nic().queue().addListener(new QueueListener() {
            @Override
            public void onEnqueue(long nowPs, QueueDiscipline q, Packet p) {
                if (p.payloadBytes() == 0) {
                    return;
                }
                if (state[0] >= 0) {
                    long gap = nowPs - state[0];
                    state[4] = Math.min(state[4], gap);
                    if (state[1] > 0 && gap < state[1]) {
                        state[2]++;
                    }
                }
                long rate = c.sender().pacer().rateBps();
                state[0] = nowPs;
                state[1] = rate > 0 ? (long) (p.payloadBytes() * 8.0e12 / rate) : 0;
                state[3]++;
            }
        });
        c.sender().write(Long.MAX_VALUE / 4);
        sim.runUntil(Time.fromMillis(20));
        long before = net.port("sw", "r").txBytes();
        sim.runUntil(Time.fromMillis(120));
        double util = (net.port("sw", "r").txBytes() - before) * 8.0 / 0.1 / 1e9;
        return new Result(state[2], state[3], state[4], util);
    }

    @Test
    void pacedSegmentsAreSpacedAtThePacingRate() {
        Result paced = run(true);
        Result unpaced = run(false);
        assertTrue(paced.violations() == 0, paced.violations() + " segments left early");
        assertTrue(unpaced.minGapPs() == 0, "without pacing segments leave back to back");
        assertTrue(paced.minGapPs() > 0, "with pacing they never do");
        assertTrue(paced.utilization() >= 0.95, "paced utilization " + paced.utilization());
    }
}
