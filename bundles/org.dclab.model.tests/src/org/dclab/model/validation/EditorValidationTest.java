package org.dclab.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.model.Link;
import org.dclab.model.Scenario;
import org.dclab.model.tests.DumbbellScenario;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.junit.jupiter.api.Test;

/** Editors validate with EMF's shared Diagnostician; once registered, it applies DC Lab's rules too. */
class EditorValidationTest {

    @Test
    void theSharedDiagnosticianAppliesOurRulesAfterRegistration() {
        ScenarioValidation.register();
        Scenario scenario = DumbbellScenario.create();
        ((Link) scenario.getNetwork().getLinks().get(0)).setRateBps(0);

        Diagnostic diagnostic = Diagnostician.INSTANCE.validate(scenario);

        assertEquals(Diagnostic.ERROR, diagnostic.getSeverity());
        assertTrue(ScenarioValidation.lines(diagnostic).contains(
                "error: link h1-s1: rateBps is 0; it must be 1 to 8000000000000 bit/s, e.g. 10000000000"), diagnostic::toString);
    }

    @Test
    void theDumbbellIsCleanUnderOurRules() {
        assertEquals(java.util.List.of(), ScenarioValidation.lines(ScenarioValidation.validate(DumbbellScenario.create())));
    }
}
