package org.dclab.model.parameters;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.dclab.model.Scenario;
import org.dclab.model.tests.DumbbellScenario;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

/**
 * What Compare with Previous Run lists: the settings that differ between two versions of a scenario, named as
 * {@code --set} names them. Oracle: the edits made by hand, each once, and nothing for what was left alone.
 */
class ScenarioChangesTest {

    @Test
    void theSettingsEditedAreListedByTheirPathsAndNothingElse() {
        Scenario before = DumbbellScenario.create();
        Scenario after = EcoreUtil.copy(before);
        assertEquals(List.of(), ScenarioChanges.between(before, after), "a copy changes nothing");

        after.getNetwork().getLinks().stream().filter(l -> l.getName().equals("s1-s2")).findFirst().orElseThrow().getSourceQueue()
                .getParameters().put("threshold-marking.markingThreshold", "20");
        after.setSeed(7);
        assertEquals(List.of(new ScenarioChanges("seed", "42", "7"), new ScenarioChanges("s1-s2.sourceQueue.markingThreshold", "65",
                "20")), ScenarioChanges.between(before, after));
    }

    @Test
    void anElementDeletedIsListedWithWhatItHeld() {
        Scenario before = DumbbellScenario.create();
        Scenario after = EcoreUtil.copy(before);
        after.getNetwork().getLinks().removeIf(l -> l.getName().equals("s2-h4"));
        List<ScenarioChanges> changes = ScenarioChanges.between(before, after);
        assertEquals(List.of("s2-h4"), changes.stream().map(c -> c.path().substring(0, c.path().indexOf('.'))).distinct().toList());
        assertEquals(List.of(""), changes.stream().map(ScenarioChanges::after).distinct().toList(), "removed: no value after");
    }
}
