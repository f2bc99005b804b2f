package org.dclab.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.dclab.model.DclabFactory;
import org.dclab.model.Scenario;
import org.dclab.model.SweepParameter;
import org.dclab.model.tests.DumbbellScenario;
import org.junit.jupiter.api.Test;

/** Two sweeps that set the same setting would give it two values in one run: the later one is refused. */
class SweepRulesTest {

    private static Scenario withSweeps(String... paths) {
        Scenario scenario = DumbbellScenario.create();
        scenario.setExperiment(DclabFactory.eINSTANCE.createExperiment());
        for (String path : paths) {
            SweepParameter sweep = DclabFactory.eINSTANCE.createSweepParameter();
            sweep.setPath(path);
            sweep.getValues().addAll(List.of("1Gbps", "10Gbps"));
            scenario.getExperiment().getSweeps().add(sweep);
        }
        return scenario;
    }

    private static List<String> errors(Scenario scenario) {
        return ScenarioValidation.lines(ScenarioValidation.validate(scenario)).stream().filter(l -> l.startsWith("error:")).toList();
    }

    @Test
    void sweepsOfDifferentSettingsAreFine() {
        assertEquals(List.of(), errors(withSweeps("s1-s2.rateBps", "h1-s1.rateBps+h2-s1.rateBps")));
    }

    @Test
    void aSecondSweepOfAPathAlreadySweptIsRefused() {
        List<String> errors = errors(withSweeps("s1-s2.rateBps", "h1-s1.rateBps + s1-s2.rateBps"));

        assertEquals(1, errors.size(), errors::toString);
        assertEquals(true, errors.get(0).endsWith("sets a path that the sweep of s1-s2.rateBps already sets; a setting takes one"
                + " value per run: join the two with '+' or remove one"), errors.get(0));
    }
}
