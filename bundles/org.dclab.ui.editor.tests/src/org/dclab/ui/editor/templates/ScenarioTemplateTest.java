package org.dclab.ui.editor.templates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.model.Switch;
import org.dclab.model.TcpStack;
import org.dclab.sim.topology.Topologies;
import org.dclab.ui.editor.validation.Problem;
import org.dclab.ui.editor.validation.ScenarioValidation;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

class ScenarioTemplateTest {

    /** New scenarios run TCP as Linux does; a scenario without the attribute (a file from before) runs the papers' stack. */
    @Test
    void everyTemplateRunsTheLinuxStack() {
        for (ScenarioTemplate template : ScenarioTemplate.values()) {
            assertEquals(TcpStack.LINUX, template.create("t", template.defaultSize()).getTcpStack(), template.name());
        }
        assertEquals(TcpStack.PAPERS, DclabFactory.eINSTANCE.createScenario().getTcpStack());
    }

    @Test
    void everyTemplateGivesAValidScenarioWithUniqueNames() {
        for (ScenarioTemplate template : ScenarioTemplate.values()) {
            Scenario scenario = template.create("t_" + template.name().toLowerCase(), template.defaultSize());
            List<Problem> problems = ScenarioValidation.validate(scenario);
            assertTrue(problems.isEmpty(), () -> template + ": " + problems);
            List<String> names = scenario.getNetwork().getNodes().stream().map(Node::getName).toList();
            assertEquals(names.size(), names.stream().distinct().count(), template + " repeats a node name");
        }
    }

    /** Oracle: AIPM's leaf-spine as the bridge builds it, 9 leaves x 16 hosts under 4 spines, element for element. */
    @Test
    void theLeafSpineTemplateIsTheBridgesAipmLeafSpine() {
        Scenario scenario = ScenarioTemplate.LEAF_SPINE.create("ls", 16);
        List<Node> nodes = scenario.getNetwork().getNodes();
        assertEquals(157, nodes.size());
        assertEquals(144, nodes.stream().filter(Host.class::isInstance).count());
        assertEquals(13, nodes.stream().filter(Switch.class::isInstance).count());
        assertEquals(4 * 9 + 144, scenario.getNetwork().getLinks().size());
        Scenario bridge = Topologies.leafSpine(9, 16, 4, 1_000_000_000L, 4_000_000_000L, 12_500_000L, 100);
        assertTrue(EcoreUtil.equals(bridge.getNetwork(), scenario.getNetwork()));
    }

    @Test
    void theIncastStarTemplateIsTheBridgesIncastStar() {
        Scenario scenario = ScenarioTemplate.INCAST_STAR.create("incast", 40);
        assertEquals(42, scenario.getNetwork().getNodes().size());
        assertEquals(41, scenario.getNetwork().getLinks().size());
        assertTrue(EcoreUtil.equals(Topologies.incastStar(40).getNetwork(), scenario.getNetwork()));
    }

    @Test
    void theSizeParameterScalesEachTemplate() {
        assertEquals(2 * 3 + 2, ScenarioTemplate.DUMBBELL.create("d", 3).getNetwork().getNodes().size());
        assertEquals(1 + 3 + 3 * 2 + 3 * 2 * 4, ScenarioTemplate.TREE.create("t", 3).getNetwork().getNodes().size());
        assertEquals(2 * (1 + 2 + 2 * 5), ScenarioTemplate.TWO_DATACENTERS.create("w", 5).getNetwork().getNodes().size());
        assertEquals(List.of(), ScenarioTemplate.EMPTY.create("e", 0).getNetwork().getNodes());
    }
}
