package org.dclab.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.dclab.model.DclabFactory;
import org.dclab.model.Scenario;
import org.dclab.model.SweepParameter;
import org.dclab.model.tests.DumbbellScenario;
import org.eclipse.emf.ecore.util.InternalEList;
import org.junit.jupiter.api.Test;

/**
 * Two sweeps that set the same setting would give it two values in one run: the later one is refused. So is a value a
 * sweep lists twice, which would run one point twice with one seed and count it as two runs, an empty value, and a
 * value the setting cannot take.
 */
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

    private static Scenario withValues(String path, String... values) {
        Scenario scenario = withSweeps();
        SweepParameter sweep = DclabFactory.eINSTANCE.createSweepParameter();
        sweep.setPath(path);
        // As a file's values are read: the list takes each as it comes, a repeated one too.
        for (String value : values) {
            ((InternalEList<String>) sweep.getValues()).addUnique(value);
        }
        scenario.getExperiment().getSweeps().add(sweep);
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

    @Test
    void aValueListedTwiceIsRefused() {
        assertEquals(List.of("error: sweep parameter s1-s2.rateBps: value 3 (1Gbps) is value 1 (1Gbps) again; each value is one point of "
                + "the sweep: list it once, and run points more than once with the experiment's repetitions"),
                errors(withValues("s1-s2.rateBps", "1Gbps", "10Gbps", "1Gbps")));
    }

    /** Oracle: 1000Mbps and 1Gbps are both 10^9 bit/s. */
    @Test
    void aValueRepeatedInOtherWordsIsRefused() {
        assertEquals(List.of("error: sweep parameter s1-s2.rateBps: value 2 (1000Mbps) is value 1 (1Gbps) again; each value is one point "
                + "of the sweep: list it once, and run points more than once with the experiment's repetitions"),
                errors(withValues("s1-s2.rateBps", "1Gbps", "1000Mbps")));
    }

    @Test
    void anEmptyValueIsRefused() {
        assertEquals(List.of("error: sweep parameter s1-s2.rateBps: value 2 is empty; remove it or write the value"),
                errors(withValues("s1-s2.rateBps", "1Gbps", " ", "10Gbps")));
    }

    /** A negative duration parses as a time, but no run can last it: the sweep is refused, not its one point later. */
    @Test
    void aValueOutOfItsSettingsRangeIsRefused() {
        assertEquals(List.of("error: sweep parameter durationPs: value 2 (-5ms) is -5000000000 ps, but durationPs must be 1 to "
                + "1000000000000000000 ps"), errors(withValues("durationPs", "1ms", "-5ms")));
    }
}
