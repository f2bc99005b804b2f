package org.dclab.sim.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.dclab.model.Host;
import org.dclab.model.Node;
import org.dclab.model.QueueUnit;
import org.dclab.model.Scenario;
import org.dclab.model.validation.ModelTopology;
import org.dclab.sim.Simulations;
import org.junit.jupiter.api.Test;

/** Generated topologies validate clean, and their sizes and round-trip times are the ones the papers describe. */
class TopologiesTest {

    private static final long GBPS = 1_000_000_000L;
    private static final long US = Topologies.PS_PER_US;

    @Test
    void everyGeneratorMakesAValidNetwork() {
        for (Scenario s : List.of(
                Topologies.dumbbell(3, 10 * GBPS, GBPS, 20 * US, 250),
                Topologies.star(5, GBPS, 10 * US, ModelBuilder.dropTail(100, QueueUnit.PACKETS)),
                Topologies.incastStar(8),
                Topologies.singleRootedTree(2, 2, 3, GBPS, 10 * GBPS, 10 * US, 100),
                Topologies.leafSpine(9, 16, 4, GBPS, 4 * GBPS, 12_500_000L, 100),
                Topologies.twoDatacenters(2, 4))) {
            assertEquals(List.of(), Simulations.check(s), s.getName());
        }
    }

    /** AIPM's leaf-spine: 9 x 16 = 144 hosts; an inter-rack path crosses 4 links of 12.5 µs, a 100 µs RTT. */
    @Test
    void aipmLeafSpine() {
        Scenario s = Topologies.leafSpine(9, 16, 4, GBPS, 4 * GBPS, 12_500_000L, 100);

        assertEquals(144, hosts(s).size());
        assertEquals(100 * US, rtt(s, "h0_0", "h8_15"));
    }

    /** GEMINI's testbed: about 200 µs within a datacenter and about 10 ms between them. */
    @Test
    void twoDatacentersHaveTheirRoundTripTimes() {
        Scenario s = Topologies.twoDatacenters(2, 4);

        assertEquals(16, hosts(s).size());
        assertEquals(200 * US, rtt(s, "a-h1_1", "a-h2_1"));
        assertEquals(10_000 * US, rtt(s, "a-h1_1", "b-h2_4"));
    }

    @Test
    void incastStarHasTheAipmSingleBottleneck() {
        Scenario s = Topologies.incastStar(32);

        assertEquals(33, hosts(s).size());
        assertEquals(100 * US, rtt(s, "srv1", "client"));
    }

    private static List<Host> hosts(Scenario s) {
        return s.getNetwork().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast).toList();
    }

    private static long rtt(Scenario s, String a, String b) {
        ModelTopology topology = new ModelTopology(s.getNetwork());
        return ModelTopology.propagationRttPs(topology.path(host(s, a), host(s, b)));
    }

    private static Host host(Scenario s, String name) {
        for (Node n : s.getNetwork().getNodes()) {
            if (n.getName().equals(name)) {
                return (Host) n;
            }
        }
        throw new IllegalArgumentException(name);
    }
}
