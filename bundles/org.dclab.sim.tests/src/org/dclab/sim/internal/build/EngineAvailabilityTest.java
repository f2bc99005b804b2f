package org.dclab.sim.internal.build;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.QueueType;
import org.dclab.engine.api.Registry;
import org.dclab.engine.api.TransportType;
import org.dclab.engine.app.Workload;
import org.dclab.engine.cc.AlphaEstimator;
import org.dclab.engine.cc.Transport;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.MarkingPoint;
import org.dclab.engine.queue.NotEctPolicy;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.RedParams;
import org.dclab.engine.queue.SampledChoke;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.model.DclabFactory;
import org.dclab.model.Experiment;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.IncastStrategy;
import org.dclab.model.LongFlow;
import org.dclab.model.PoissonBackground;
import org.dclab.model.Probe;
import org.dclab.model.ProbeKind;
import org.dclab.model.Scenario;
import org.dclab.model.ShortFlowMix;
import org.dclab.model.Traffic;
import org.dclab.model.TransportSettings;
import org.dclab.model.transport.ParameterSettings;
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
     * Every registered control runs as the transport of its own descriptor, and the mapping that passes the model's
     * parameters on builds a transport of that very type, so what validation and the charts read of a key is what runs.
     */
    @Test
    void everyCongestionControlRunsAsTheTransportItsDescriptorRegisters() {
        for (TransportType type : Registry.controls()) {
            TransportSettings t = DclabFactory.eINSTANCE.createTransportSettings();
            ParameterSettings.setControl(t, type.key());
            Transport transport = CongestionControlMapping.transport(t);
            assertEquals(type, transport.type(), type.key());
            assertEquals(type.keepsAlpha(), transport.cc().get() instanceof AlphaEstimator, type.key());
        }
    }

    /**
     * Every registered discipline makes the queue its descriptor describes: the thresholds it lists are the levels its
     * queue states, and it marks as the descriptor says, its ECN switch off and on.
     */
    @Test
    void everyQueueDisciplineMakesTheQueueItsDescriptorRegisters() {
        for (QueueType type : Registry.disciplines()) {
            for (boolean markEcn : new boolean[] { false, true }) {
                org.dclab.model.QueueSettings q = DclabFactory.eINSTANCE.createQueueSettings();
                ParameterSettings.setDiscipline(q, type.key());
                if (type.ecnSwitch() != null) {
                    ParameterSettings.set(q, type.ecnSwitch(), Boolean.toString(markEcn));
                }
                org.dclab.engine.queue.QueueDiscipline queue = QueueDisciplineMapping.factory(q).create();
                assertNotNull(queue, type.key());
                assertTrue(queue.limit() > 0, type.key() + " states its buffer limit, which its queue bar draws");
                for (Parameter level : new Parameter[] { ThresholdMarking.K, Red.MIN_TH, Red.MAX_TH }) {
                    assertEquals(type.parameters().contains(level), !Double.isNaN(queue.level(level)), type.key() + " states its "
                            + level.symbol());
                }
                // What RED's family and threshold marking are made with says whether they mark; any other states it alone.
                RedParams red = queue instanceof Red r ? r.params() : queue instanceof SampledChoke c ? c.params() : null;
                if (red != null || queue instanceof ThresholdMarking || queue instanceof DropTail) {
                    assertEquals(type.marks(QueueDisciplines.valuesOf(q)), red != null ? red.ecn() : queue instanceof ThresholdMarking,
                            type.key() + " with ECN " + markEcn);
                }
            }
        }
    }

    /** Threshold marking's point and Not-ECT policy reach its queue; by default arrival, and Not-ECT admitted. */
    @Test
    void thresholdMarkingTakesItsPointAndNotEctPolicy() {
        org.dclab.model.QueueSettings q = DclabFactory.eINSTANCE.createQueueSettings();
        ParameterSettings.setDiscipline(q, ThresholdMarking.TYPE.key());
        ThresholdMarking plain = (ThresholdMarking) QueueDisciplineMapping.factory(q).create();
        assertEquals(MarkingPoint.ARRIVAL, plain.markingPoint());
        assertEquals(NotEctPolicy.ADMIT, plain.notEctPolicy());
        ParameterSettings.set(q, ThresholdMarking.POINT, "DEPARTURE");
        ParameterSettings.set(q, ThresholdMarking.NOT_ECT, "DROP");
        ThresholdMarking set = (ThresholdMarking) QueueDisciplineMapping.factory(q).create();
        assertEquals(MarkingPoint.DEPARTURE, set.markingPoint());
        assertEquals(NotEctPolicy.DROP, set.notEctPolicy());
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
                "probe 1 (ALPHA of flow): an alpha probe of newreno senders (only dctcp and gemini keep an alpha) is not available in this build"),
                EngineAvailability.problems(scenario));
        TransportSettings dctcp = DclabFactory.eINSTANCE.createTransportSettings();
        ParameterSettings.setControl(dctcp, "dctcp");
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
