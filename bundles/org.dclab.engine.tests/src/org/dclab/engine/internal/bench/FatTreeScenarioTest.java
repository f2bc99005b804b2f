package org.dclab.engine.internal.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.Node;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.tcp.TcpStack;
import org.junit.jupiter.api.Test;

class FatTreeScenarioTest {

    /** Oracle: a k-ary fat tree has k^3/4 hosts, 5k^2/4 switches of k ports each, and k^3/4 * 3 cables. */
    @Test
    void aFatTreeHasTheShapeOfItsDefinition() {
        for (int k : new int[] { 2, 4, 8 }) {
            Network net = FatTreeScenario.build(new Simulator(1), k, DropTail.packets(10));
            assertEquals(k * k * k / 4, net.hosts().size());
            assertEquals(FatTreeScenario.hosts(k), net.hosts().size());
            assertEquals(5 * k * k / 4, net.switches().size());
            for (Node s : net.switches()) {
                assertEquals(k, s.ports().size(), s.name());
            }
            assertEquals(2 * 3 * k * k * k / 4, net.ports().size());
        }
        assertThrows(IllegalArgumentException.class, () -> FatTreeScenario.build(new Simulator(1), 5, DropTail.packets(10)));
    }

    /** Every host sends to one other host and receives from one: a permutation without a fixed point. */
    @Test
    void thePermutationSendsEveryHostToAnotherDistinctHost() {
        SplittableRandom r = new SplittableRandom(3);
        for (int n : new int[] { 2, 3, 16, 1024 }) {
            int[] to = FatTreeScenario.derangement(n, r);
            boolean[] received = new boolean[n];
            for (int i = 0; i < n; i++) {
                assertTrue(to[i] != i, "host " + i + " sends to itself");
                assertTrue(!received[to[i]], "host " + to[i] + " receives twice");
                received[to[i]] = true;
            }
        }
    }

    /**
     * A short run of k = 4: every flow delivers data, no more than the hosts' links can carry, and the run is a function
     * of its seed.
     */
    @Test
    void everyFlowDeliversWithinTheLinksCapacityAndRunsRepeat() {
        long durationPs = Time.fromMillis(1);
        ScenarioResult a = FatTreeScenario.run(7, 4, durationPs, TcpStack.PAPERS);
        ScenarioResult b = FatTreeScenario.run(7, 4, durationPs, TcpStack.PAPERS);
        assertEquals(a.events(), b.events());
        assertEquals(a.details(), b.details());
        assertEquals(16, a.details().get("hosts"));
        double capacityMB = 16 * FatTreeScenario.LINK_BPS / 8.0 * Time.toSeconds(durationPs) / 1e6;
        double deliveredMB = (Double) a.details().get("deliveredMB");
        assertTrue(deliveredMB > 0.2 * capacityMB && deliveredMB < capacityMB, deliveredMB + " MB of " + capacityMB);
        assertTrue((Double) a.details().get("slowestFlowGbps") > 0, "a flow delivered nothing");
        assertTrue(a.buildNanos() > 0);
        ScenarioResult big = Benchmark.run("fattree8", 7, TcpStack.PAPERS, 0.001);
        assertEquals(128, big.details().get("hosts"));
        assertEquals(FatTreeScenario.standardDurationPs(8) / 1000, big.simulatedPs());
    }
}
