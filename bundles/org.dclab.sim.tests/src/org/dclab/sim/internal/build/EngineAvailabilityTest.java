package org.dclab.sim.internal.build;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.dclab.engine.app.Workload;
import org.dclab.engine.cc.AlphaEstimator;
import org.dclab.engine.cc.Transport;
import org.dclab.engine.cc.TransportType;
import org.dclab.engine.queue.QueueParameter;
import org.dclab.engine.queue.QueueType;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.RedParams;
import org.dclab.engine.queue.SampledChoke;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.model.CongestionControl;
import org.dclab.model.DclabFactory;
import org.dclab.model.Experiment;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.IncastStrategy;
import org.dclab.model.LongFlow;
import org.dclab.model.PoissonBackground;
import org.dclab.model.Probe;
import org.dclab.model.ProbeKind;
import org.dclab.model.QueueDiscipline;
import org.dclab.model.Scenario;
import org.dclab.model.ShortFlowMix;
import org.dclab.model.Traffic;
import org.dclab.model.TransportSettings;
import org.dclab.model.transport.CongestionControls;
import org.dclab.model.transport.QueueDisciplines;
import org.dclab.sim.RunOptions;
import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.Simulations;
import org.dclab.sim.topology.Topologies;
import org.junit.jupiter.api.Test;

/**
 * What the model can say but this build's engine cannot run is refused by name, never run as something else. Every
 * congestion control, queue discipline, application and incast strategy now maps; what remains unavailable (unknown
 * flow-size distributions, alpha probes of senders without an alpha, per-connection probes of generated flows) is
 * pinned below, so that wiring one of them changes the matching expectation here.
 */
class EngineAvailabilityTest {

    /**
     * Every literal has its own registered transport, and the mapping that passes the model's parameters on builds a
     * transport of that very type, so what validation and the charts read of a literal is what runs.
     */
    @Test
    void everyCongestionControlRunsAsTheTransportItsDescriptorRegisters() {
        Set<TransportType> seen = EnumSet.noneOf(TransportType.class);
        for (CongestionControl cc : CongestionControl.values()) {
            TransportSettings t = DclabFactory.eINSTANCE.createTransportSettings();
            t.setCongestionControl(cc);
            TransportType type = CongestionControls.typeOf(cc);
            assertTrue(seen.add(type), cc + " shares its descriptor " + type + " with another literal");
            Transport transport = CongestionControlMapping.transport(t);
            assertEquals(type, transport.type(), cc.getName());
            assertEquals(type.keepsAlpha(), transport.cc().get() instanceof AlphaEstimator, cc.getName());
        }
    }

    @Test
    void everyQueueDisciplineMakesTheQueueItsDescriptorRegisters() {
        for (QueueDiscipline d : QueueDiscipline.values()) {
            for (boolean markEcn : new boolean[] { false, true }) {
                org.dclab.model.QueueSettings q = DclabFactory.eINSTANCE.createQueueSettings();
                q.setDiscipline(d);
                q.setMarkEcn(markEcn);
                QueueType type = QueueDisciplines.typeOf(d);
                org.dclab.engine.queue.QueueDiscipline queue = QueueDisciplineMapping.factory(q).create();
                assertNotNull(queue, d.getName());
                assertEquals(type.has(QueueParameter.K), queue instanceof ThresholdMarking, d.getName());
                RedParams red = queue instanceof Red r ? r.params() : queue instanceof SampledChoke c ? c.params() : null;
                assertEquals(type.redAverage(), red != null, d.getName());
                assertTrue(queue.limit() > 0, d.getName() + " states its buffer limit, which its queue bar draws");
                for (QueueParameter level : new QueueParameter[] { QueueParameter.K, QueueParameter.MIN_TH, QueueParameter.MAX_TH }) {
                    assertEquals(type.has(level), !Double.isNaN(queue.level(level)), d.getName() + " states its " + level.symbol());
                }
                if (red != null) {
                    assertEquals(type.marks(markEcn), red.ecn(), d.getName() + " with markEcn " + markEcn);
                } else {
                    assertEquals(queue instanceof ThresholdMarking, type.marks(markEcn), d.getName());
                }
            }
        }
    }

    /** Every incast strategy, the short-flow mix and the incast probes run; nothing of them is refused. */
    @Test
    void everyIncastStrategyTheShortFlowMixAndTheIncastProbesAreAvailable() {
        Scenario scenario = Topologies.incastStar(2);
        List<Host> hosts = scenario.getNetwork().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast).toList();
        Traffic traffic = DclabFactory.eINSTANCE.createTraffic();
        Experiment experiment = DclabFactory.eINSTANCE.createExperiment();
        for (IncastStrategy strategy : IncastStrategy.values()) {
            IncastClient incast = DclabFactory.eINSTANCE.createIncastClient();
            incast.setName("incast-" + strategy.getName());
            incast.setClient(hosts.get(0));
            incast.getServers().addAll(hosts.subList(1, 3));
            incast.setStrategy(strategy);
            incast.setBlocks(1);
            traffic.getApplications().add(incast);
            for (ProbeKind kind : List.of(ProbeKind.CON_WND, ProbeKind.AWND, ProbeKind.LIVE_CONNECTIONS, ProbeKind.LOST_CONNECTIONS)) {
                experiment.getProbes().add(probe(kind, incast));
            }
        }
        ShortFlowMix mix = DclabFactory.eINSTANCE.createShortFlowMix();
        mix.setName("mix");
        mix.setSource(hosts.get(1));
        mix.getDestinations().add(hosts.get(0));
        traffic.getApplications().add(mix);
        scenario.setTraffic(traffic);
        scenario.setExperiment(experiment);

        assertEquals(List.of(), Simulations.check(scenario));
        assertDoesNotThrow(() -> Simulations.prepare(scenario, new RunOptions()));
    }

    /** Scenario files have said "datamining" from the start; the engine's labels and their hyphen-free forms both work. */
    @Test
    void everyEngineWorkloadIsNamedAndAnUnknownOneIsRefusedWithTheChoices() throws Exception {
        assertEquals(Workload.DATA_MINING, FlowSizeDistributions.named("datamining"));
        assertEquals(Workload.DATA_MINING, FlowSizeDistributions.named("data-mining"));
        assertEquals(Workload.WEB_SEARCH, FlowSizeDistributions.named("websearch"));
        assertEquals(Workload.WEB_SEARCH, FlowSizeDistributions.named("web-search"));
        assertEquals(Workload.WEB_SEARCH_ZENG, FlowSizeDistributions.named("web-search-zeng"));
        Scenario scenario = org.dclab.model.resource.ScenarioFiles.load(org.dclab.sim.RepositoryFiles.example(
                "leafspine-datamining-background"));
        ((PoissonBackground) scenario.getTraffic().getApplications().get(0)).setCdf("pareto");

        assertEquals(List.of("application background (Poisson background): flow-size distribution 'pareto' (available: data-mining,"
                + " web-search, web-search-zeng) is not available in this build"), EngineAvailability.problems(scenario));
        ScenarioNotRunnableException e = assertThrows(ScenarioNotRunnableException.class,
                () -> Simulations.prepare(scenario, new RunOptions()));
        assertEquals(EngineAvailability.problems(scenario), e.problems());
    }

    @Test
    void perConnectionProbesOfAShortFlowMixAreRefusedByName() {
        Scenario scenario = Topologies.star(2, 1_000_000_000L, 10_000_000L, DclabFactory.eINSTANCE.createQueueSettings());
        List<Host> hosts = scenario.getNetwork().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast).toList();
        ShortFlowMix mix = DclabFactory.eINSTANCE.createShortFlowMix();
        mix.setName("mix");
        mix.setSource(hosts.get(0));
        mix.getDestinations().add(hosts.get(1));
        scenario.setTraffic(DclabFactory.eINSTANCE.createTraffic());
        scenario.getTraffic().getApplications().add(mix);
        scenario.setExperiment(DclabFactory.eINSTANCE.createExperiment());
        scenario.getExperiment().getProbes().add(probe(ProbeKind.RTT, mix));

        assertEquals(List.of("probe 1 (RTT of mix): a per-connection probe of a short-flow mix is not available in this build"),
                EngineAvailability.problems(scenario));
    }

    @Test
    void anAlphaProbeOfASenderWithoutAlphaIsRefused() {
        Scenario scenario = Topologies.dumbbell(1, 10_000_000_000L, 1_000_000_000L, 10_000_000L, 100);
        Host s1 = (Host) scenario.getNetwork().getNodes().stream().filter(n -> n.getName().equals("s1")).findFirst().orElseThrow();
        Host r1 = (Host) scenario.getNetwork().getNodes().stream().filter(n -> n.getName().equals("r1")).findFirst().orElseThrow();
        LongFlow flow = DclabFactory.eINSTANCE.createLongFlow();
        flow.setName("flow");
        flow.setSource(s1);
        flow.setDestination(r1);
        Traffic traffic = DclabFactory.eINSTANCE.createTraffic();
        traffic.getApplications().add(flow);
        scenario.setTraffic(traffic);
        Experiment experiment = DclabFactory.eINSTANCE.createExperiment();
        Probe alpha = DclabFactory.eINSTANCE.createProbe();
        alpha.setKind(ProbeKind.ALPHA);
        alpha.setTarget(flow);
        experiment.getProbes().add(alpha);
        scenario.setExperiment(experiment);

        assertEquals(List.of(
                "probe 1 (ALPHA of flow): an alpha probe of NEW_RENO senders (only DCTCP and GEMINI keep an alpha) is not available in this build"),
                EngineAvailability.problems(scenario));
        TransportSettings dctcp = DclabFactory.eINSTANCE.createTransportSettings();
        dctcp.setCongestionControl(CongestionControl.DCTCP);
        s1.setTransport(dctcp);
        assertEquals(List.of(), EngineAvailability.problems(scenario));
    }

    @Test
    void perConnectionProbesOfBackgroundTrafficAreRefusedByName() throws Exception {
        Scenario scenario = org.dclab.model.resource.ScenarioFiles.load(org.dclab.sim.RepositoryFiles.example(
                "leafspine-datamining-background"));
        Experiment experiment = DclabFactory.eINSTANCE.createExperiment();
        Probe cwnd = DclabFactory.eINSTANCE.createProbe();
        cwnd.setKind(ProbeKind.CWND);
        cwnd.setTarget(scenario.getTraffic().getApplications().get(0));
        experiment.getProbes().add(cwnd);
        scenario.setExperiment(experiment);

        assertEquals(List.of(
                "probe 1 (CWND of background): a per-connection probe of Poisson background traffic is not available in this build"),
                EngineAvailability.problems(scenario));
    }

    private static Probe probe(ProbeKind kind, org.dclab.model.NamedElement target) {
        Probe probe = DclabFactory.eINSTANCE.createProbe();
        probe.setKind(kind);
        probe.setTarget(target);
        return probe;
    }
}
