package org.dclab.ui.editor.templates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.model.Host;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.model.Switch;
import org.dclab.ui.editor.validation.Problem;
import org.dclab.ui.editor.validation.ScenarioValidation;
import org.junit.jupiter.api.Test;

class ScenarioTemplateTest {

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

	@Test
	void theLeafSpineExampleHas157NodesAndFullSpineLeafMesh() {
		Scenario scenario = ScenarioTemplate.LEAF_SPINE.create("ls", 16);
		List<Node> nodes = scenario.getNetwork().getNodes();
		assertEquals(157, nodes.size());
		assertEquals(144, nodes.stream().filter(Host.class::isInstance).count());
		assertEquals(13, nodes.stream().filter(Switch.class::isInstance).count());
		assertEquals(4 * 9 + 144, scenario.getNetwork().getLinks().size());
	}

	@Test
	void theIncastStarConnectsEveryServerAndTheClientToOneSwitch() {
		Scenario scenario = ScenarioTemplate.INCAST_STAR.create("incast", 40);
		assertEquals(42, scenario.getNetwork().getNodes().size());
		assertEquals(41, scenario.getNetwork().getLinks().size());
		assertTrue(scenario.getNetwork().getLinks().stream().allMatch(l -> l.getSource().getName().equals("tor1") || l.getTarget().getName().equals("tor1")));
	}
}
