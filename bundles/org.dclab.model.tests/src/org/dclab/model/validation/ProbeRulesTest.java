package org.dclab.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;

import org.dclab.model.DclabFactory;
import org.dclab.model.Link;
import org.dclab.model.NamedElement;
import org.dclab.model.Node;
import org.dclab.model.Probe;
import org.dclab.model.ProbeKind;
import org.dclab.model.Scenario;
import org.dclab.model.tests.DumbbellScenario;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

/**
 * Each probe records a series named after what it watches ("queue s1->s2 length"); two probes that watch the same
 * thing would write two series of one name into every result file, so the second is refused.
 */
class ProbeRulesTest {

    private static Scenario withProbes(Probe... probes) {
        Scenario scenario = DumbbellScenario.create();
        scenario.setExperiment(DclabFactory.eINSTANCE.createExperiment());
        scenario.getExperiment().getProbes().addAll(List.of(probes));
        return scenario;
    }

    private static Probe queueProbe(Scenario anyDumbbell, String link, String at) {
        Probe probe = DclabFactory.eINSTANCE.createProbe();
        probe.setKind(ProbeKind.QUEUE_LENGTH);
        probe.setTarget(named(anyDumbbell, link));
        probe.setAt(at != null ? (Node) named(anyDumbbell, at) : null);
        return probe;
    }

    private static NamedElement named(Scenario scenario, String name) {
        return Stream.<NamedElement>concat(scenario.getNetwork().getNodes().stream(), scenario.getNetwork().getLinks().stream())
                .filter(e -> e.getName().equals(name)).findFirst().orElseThrow();
    }

    private static List<String> errors(Scenario scenario) {
        return ScenarioValidation.lines(ScenarioValidation.validate(scenario)).stream().filter(l -> l.startsWith("error:")).toList();
    }

    @Test
    void aProbeCopiedIsRefused() {
        Scenario scenario = withProbes();
        Probe probe = queueProbe(scenario, "s1-s2", null);
        scenario.getExperiment().getProbes().addAll(List.of(probe, EcoreUtil.copy(probe)));

        assertEquals(List.of("error: probe 2 (QUEUE_LENGTH of s1-s2): records what probe 1 records already (QUEUE_LENGTH of s1-s2 at s1); "
                + "remove one of them"), errors(scenario));
    }

    /** Without at, a queue probe watches the link's source: at=s1 names the same port. */
    @Test
    void theSamePortNamedTwoWaysIsRefused() {
        Scenario scenario = withProbes();
        scenario.getExperiment().getProbes().addAll(List.of(queueProbe(scenario, "s1-s2", "s1"), queueProbe(scenario, "s1-s2", null)));

        assertEquals(List.of("error: probe 2 (QUEUE_LENGTH of s1-s2): records what probe 1 records already (QUEUE_LENGTH of s1-s2 at s1); "
                + "remove one of them"), errors(scenario));
    }

    @Test
    void bothEndsOfALinkAreTwoPorts() {
        Scenario scenario = withProbes();
        Link link = scenario.getNetwork().getLinks().stream().filter(l -> l.getName().equals("s1-s2")).findFirst().orElseThrow();
        scenario.getExperiment().getProbes().addAll(List.of(queueProbe(scenario, "s1-s2", link.getSource().getName()),
                queueProbe(scenario, "s1-s2", link.getTarget().getName())));

        assertEquals(List.of(), errors(scenario));
    }

    /** Found by the fuzzing suite: the probe after one without a target was compared with it and validation threw. */
    @Test
    void aProbeWithoutTargetIsNoneToCompareWith() {
        Scenario scenario = withProbes();
        Probe untargeted = DclabFactory.eINSTANCE.createProbe();
        scenario.getExperiment().getProbes().addAll(List.of(untargeted, queueProbe(scenario, "s1-s2", null)));

        assertEquals(List.of("error: probe 1 (QUEUE_LENGTH): has no target; name the link or application to observe"), errors(scenario));
    }
}
