package org.dclab.sim.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.dclab.model.EcmpMode;
import org.dclab.model.Scenario;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RunOptions;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.dclab.sim.topology.StarterScenarios;
import org.junit.jupiter.api.Test;

/**
 * The starter leaf-spine of one host per leaf: the host of each of leaves 1 to 8 sends a long flow to h0_0 over four spines. The only data
 * leaving leaf k toward a spine is flow k's (h0_0's acknowledgements come down the other way), so the spine port that
 * carried bytes is the oracle of the spine flow k's hash picked.
 */
class FlowRoutesTest {

    private static final long MILLIS_PS = 1_000_000_000L;

    private static SimulationRun leafSpine(EcmpMode mode) throws Exception {
        // One host per leaf: the only flow leaving leaf k is then flow k, to h0_0.
        Scenario scenario = StarterScenarios.leafSpine(1);
        scenario.setEcmp(mode);
        return Simulations.prepare(scenario, new RunOptions());
    }

    /** The spines whose port from leaf k put bytes on the wire in the last utilisation window. */
    private static Set<String> busySpines(NetworkActivity activity, int leaf) {
        Set<String> spines = new TreeSet<>();
        for (int s = 0; s < 4; s++) {
            if (activity.port("leaf" + leaf, "spine" + s).utilisation() > 0) {
                spines.add("spine" + s);
            }
        }
        return spines;
    }

    @Test
    void eachFlowIsRoutedOverTheSpineItsBytesCrossed() throws Exception {
        SimulationRun run = leafSpine(EcmpMode.PER_FLOW);
        assertTrue(run.flowRoutes().flows().isEmpty(), "no flow has opened before the run starts");
        run.advanceTo(5 * MILLIS_PS, ProgressListener.NONE);
        FlowRoutes routes = run.flowRoutes();
        assertSame(routes, run.flowRoutes(), "the same picture until another flow opens");
        Set<String> spinesUsed = new TreeSet<>();
        for (int k = 1; k <= 8; k++) {
            List<RoutedFlow> flows = routes.of("flow" + k);
            assertEquals(1, flows.size());
            RoutedFlow flow = flows.get(0);
            assertFalse(flow.sprayed());
            Set<String> spine = busySpines(run.activity(), k);
            assertEquals(1, spine.size(), "flow" + k + " keeps to one spine: " + spine);
            String s = spine.iterator().next();
            assertEquals(List.of("h" + k + "_0-leaf" + k, "leaf" + k + "-" + s, "leaf0-" + s, "h0_0-leaf0"), flow.links());
            assertEquals(Set.copyOf(flow.links()), routes.linksOf("flow" + k));
            spinesUsed.add(s);
        }
        assertTrue(spinesUsed.size() > 1, "the hash spread the eight flows over several spines: " + spinesUsed);
    }

    @Test
    void sprayedFlowsSayTheyHaveNoSingleRoute() throws Exception {
        SimulationRun run = leafSpine(EcmpMode.PER_PACKET);
        run.advanceTo(5 * MILLIS_PS, ProgressListener.NONE);
        RoutedFlow flow = run.flowRoutes().of("flow1").get(0);
        assertTrue(flow.sprayed());
        assertEquals(Set.of("spine0", "spine1", "spine2", "spine3"), busySpines(run.activity(), 1));
        assertEquals(Set.of("h1_0-leaf1", "leaf1-spine0", "leaf1-spine1", "leaf1-spine2", "leaf1-spine3", "leaf0-spine0",
                "leaf0-spine1", "leaf0-spine2", "leaf0-spine3", "h0_0-leaf0"), Set.copyOf(flow.links()));
    }
}
