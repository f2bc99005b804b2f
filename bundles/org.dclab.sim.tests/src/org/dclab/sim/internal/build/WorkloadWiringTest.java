package org.dclab.sim.internal.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.dclab.engine.app.FlowSizes;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.net.EcmpMode;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.Switch;
import org.dclab.model.DclabFactory;
import org.dclab.model.PoissonBackground;
import org.dclab.model.Scenario;
import org.dclab.sim.topology.Topologies;
import org.junit.jupiter.api.Test;

/** The scenario's ECMP mode reaches every switch; a background's points and cap reach its flow sizes. */
class WorkloadWiringTest {

    @Test
    void everySwitchSpraysWhenTheScenarioSaysPerPacket() {
        Scenario scenario = Topologies.leafSpine(2, 2, 2, 10_000_000_000L, 40_000_000_000L, 1_000_000L, 100);
        Network perFlow = EngineNetworks.build(new Simulator(1), scenario.getNetwork());
        assertFalse(perFlow.switches().isEmpty());
        perFlow.switches().forEach(s -> assertEquals(EcmpMode.PER_FLOW, s.ecmpMode(), s.name()));

        scenario.setEcmp(org.dclab.model.EcmpMode.PER_PACKET);
        Network spraying = EngineNetworks.build(new Simulator(1), scenario.getNetwork());
        for (Switch s : spraying.switches()) {
            assertEquals(EcmpMode.PER_PACKET, s.ecmpMode(), s.name());
        }
    }

    /**
     * Oracle (by hand, as in EmpiricalCdfTest): points (0, 0), (10 KB, 0.5), (100 KB, 1) in bytes have mean 30,000 B;
     * cut at 50 KB, 2,500 + 185,000/9 B. Without points the named workload is read in its own unit (data mining in
     * 1460-byte packets, mean 7,470,236 B).
     */
    @Test
    void pointsAndCapMakeTheFlowSizes() {
        PoissonBackground bg = DclabFactory.eINSTANCE.createPoissonBackground();
        bg.setCdfPoints("0 0, 10000 0.5, 100000 1");
        assertEquals(30_000, FlowSizeDistributions.of(bg).meanBytes(), 1e-9);
        bg.setSizeCapBytes(50_000);
        FlowSizes capped = FlowSizeDistributions.of(bg);
        assertEquals(2_500 + 185_000 / 9.0, capped.meanBytes(), 1e-9);

        bg.setCdfPoints(null);
        bg.setSizeCapBytes(0);
        assertEquals(7_470_236, FlowSizeDistributions.of(bg).meanBytes(), 1.0);
    }
}
