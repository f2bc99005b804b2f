package org.dclab.sim.internal.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.model.CongestionControl;
import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.QueueDiscipline;
import org.dclab.model.Scenario;
import org.dclab.model.TransportSettings;
import org.dclab.sim.RunOptions;
import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.Simulations;
import org.dclab.sim.topology.Topologies;
import org.junit.jupiter.api.Test;

/**
 * What the model can say but this build's engine cannot run is refused by name, never run as something else. When
 * the engine gains an algorithm, its case in the mapping class changes and the matching expectation here with it.
 */
class EngineAvailabilityTest {

    @Test
    void everyCongestionControlIsEitherMappedOrRefused() {
        for (CongestionControl cc : CongestionControl.values()) {
            assertEquals(CongestionControlMapping.supplier(cc) != null, CongestionControlMapping.isAvailable(cc), cc.getName());
        }
        assertTrue(CongestionControlMapping.isAvailable(CongestionControl.NEW_RENO));
        assertTrue(CongestionControlMapping.isAvailable(CongestionControl.ECN_TCP));
    }

    @Test
    void everyQueueDisciplineIsEitherMappedOrRefused() {
        for (QueueDiscipline d : QueueDiscipline.values()) {
            org.dclab.model.QueueSettings q = DclabFactory.eINSTANCE.createQueueSettings();
            q.setDiscipline(d);
            assertEquals(QueueDisciplineMapping.factory(q) != null, QueueDisciplineMapping.isAvailable(d), d.getName());
        }
    }

    @Test
    void aMissingCongestionControlIsNamedWithItsHost() {
        Scenario scenario = Topologies.star(3, 1_000_000_000L, 10_000_000L, DclabFactory.eINSTANCE.createQueueSettings());
        Host h3 = (Host) scenario.getNetwork().getNodes().get(3);
        TransportSettings dctcp = DclabFactory.eINSTANCE.createTransportSettings();
        dctcp.setCongestionControl(CongestionControl.DCTCP);
        dctcp.setEcn(true);
        h3.setTransport(dctcp);

        List<String> problems = EngineAvailability.problems(scenario);

        assertEquals(List.of("transport of host h3: congestion control DCTCP is not available in this build"), problems);
        ScenarioNotRunnableException e = assertThrows(ScenarioNotRunnableException.class,
                () -> Simulations.prepare(scenario, new RunOptions()));
        assertEquals(problems, e.problems());
    }

    @Test
    void perConnectionProbesOfBackgroundTrafficAreRefusedByName() throws Exception {
        Scenario scenario = org.dclab.model.resource.ScenarioFiles.load(org.dclab.sim.RepositoryFiles.example("leafspine-datamining-background"));
        org.dclab.model.Experiment experiment = DclabFactory.eINSTANCE.createExperiment();
        org.dclab.model.Probe cwnd = DclabFactory.eINSTANCE.createProbe();
        cwnd.setKind(org.dclab.model.ProbeKind.CWND);
        cwnd.setTarget(scenario.getTraffic().getApplications().get(0));
        experiment.getProbes().add(cwnd);
        scenario.setExperiment(experiment);

        assertEquals(List.of("probe 1 (CWND of background): a per-connection probe of Poisson background traffic is not available in this build"),
                EngineAvailability.problems(scenario));
    }
}
