package org.dclab.ui.editor.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.dclab.model.Application;
import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.Link;
import org.dclab.model.LongFlow;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.labs.ShippedExamples;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RunOptions;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.dclab.sim.live.FlowRoutes;
import org.dclab.sim.topology.StarterScenarios;
import org.junit.jupiter.api.Test;

/**
 * The paths the canvas colours are those the engine routes over: before a flow opens, shortest by hop count, every
 * equal-cost choice of ECMP included, never through a host; once it has, the one its hash picked.
 */
class FlowPathsTest {

    private static final DclabFactory F = DclabFactory.eINSTANCE;
    private static final long MILLIS_PS = 1_000_000_000L;

    @Test
    void aDumbbellFlowCrossesItsAccessLinksAndTheBottleneck() throws Exception {
        Path examples = ShippedExamples.findAbove(Path.of("")).orElseThrow();
        Scenario scenario = ScenarioFiles.load(examples.resolve("coexist-fig3-threshold.dclab"));
        Map<String, Set<String>> paths = names(FlowPaths.of(scenario.getNetwork()));

        assertEquals(Set.of("s1-left", "left-right", "right-r1"), paths.get("dctcp1"));
        assertEquals(Set.of("s2-left", "left-right", "right-r2"), paths.get("tcp1"));
    }

    @Test
    void aLeafSpineFlowMayTakeEitherSpineButNeverPassesThroughAHost() {
        Scenario scenario = F.createScenario();
        Network net = F.createNetwork();
        scenario.setNetwork(net);
        Host a = host(net, "a");
        Host b = host(net, "b");
        Host c = host(net, "c");
        Node leaf1 = node(net, "leaf1");
        Node leaf2 = node(net, "leaf2");
        Node spine1 = node(net, "spine1");
        Node spine2 = node(net, "spine2");
        link(net, a, leaf1);
        link(net, c, leaf1);
        link(net, b, leaf2);
        link(net, leaf1, spine1);
        link(net, leaf1, spine2);
        link(net, spine1, leaf2);
        link(net, spine2, leaf2);
        // A shortcut through a host is two hops shorter, but hosts do not forward.
        link(net, c, b);
        scenario.setTraffic(F.createTraffic());
        LongFlow flow = F.createLongFlow();
        flow.setName("flow");
        flow.setSource(a);
        flow.setDestination(b);
        IncastClient incast = F.createIncastClient();
        incast.setName("incast");
        incast.setClient(a);
        incast.getServers().add(c);
        scenario.getTraffic().getApplications().add(flow);
        scenario.getTraffic().getApplications().add(incast);

        Map<String, Set<String>> paths = names(FlowPaths.of(net));

        assertEquals(Set.of("a-leaf1", "leaf1-spine1", "leaf1-spine2", "spine1-leaf2", "spine2-leaf2", "b-leaf2"), paths.get("flow"));
        assertEquals(Set.of("c-leaf1", "a-leaf1"), paths.get("incast"), "an incast's data flows from its servers to its client");
    }

    /**
     * Once a run has opened the flows, each is drawn on the links its route takes (one spine of four), until then on
     * every candidate; a flow whose application has not opened yet keeps its candidates beside the routed ones.
     */
    @Test
    void aRunsFlowsAreDrawnOnTheirRoutesAndTheRestOnEveryCandidate() throws Exception {
        Scenario scenario = StarterScenarios.leafSpine(2);
        ((LongFlow) scenario.getTraffic().getApplications().get(7)).setStartPs(40 * MILLIS_PS);
        SimulationRun run = Simulations.prepare(scenario, new RunOptions());
        Map<String, Set<String>> before = names(FlowPaths.of(scenario.getNetwork(), run.flowRoutes()));
        assertEquals(Set.of("h1_0-leaf1", "leaf1-spine0", "leaf1-spine1", "leaf1-spine2", "leaf1-spine3", "leaf0-spine0", "leaf0-spine1",
                "leaf0-spine2", "leaf0-spine3", "h0_0-leaf0"), before.get("flow1"), "before the run, every path flow1 may hash to");

        run.advanceTo(5 * MILLIS_PS, ProgressListener.NONE);
        FlowRoutes routes = run.flowRoutes();
        Map<String, Set<String>> after = names(FlowPaths.of(scenario.getNetwork(), routes));
        for (int k = 1; k <= 7; k++) {
            Set<String> links = after.get("flow" + k);
            assertEquals(Set.copyOf(routes.of("flow" + k).get(0).links()), links);
            assertEquals(4, links.size(), "flow" + k + " over one spine: " + links);
        }
        assertEquals(10, after.get("flow8").size(), "flow8 starts at 40 ms: every path it may take");
    }

    private static Map<String, Set<String>> names(Map<Application, Set<Link>> paths) {
        return paths.entrySet().stream()
                .collect(Collectors.toMap(e -> e.getKey().getName(), e -> e.getValue().stream().map(Link::getName).collect(Collectors
                        .toSet())));
    }

    private static Host host(Network net, String name) {
        Host h = F.createHost();
        h.setName(name);
        net.getNodes().add(h);
        return h;
    }

    private static Node node(Network net, String name) {
        Node s = F.createSwitch();
        s.setName(name);
        net.getNodes().add(s);
        return s;
    }

    private static void link(Network net, Node from, Node to) {
        Link l = F.createLink();
        l.setName(from.getName() + "-" + to.getName());
        l.setSource(from);
        l.setTarget(to);
        net.getLinks().add(l);
    }
}
