package org.dclab.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.model.tests.DclabResourceSets;
import org.dclab.model.tests.DumbbellScenario;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.junit.jupiter.api.Test;

/** Names are references in files and arguments on command lines, so the model itself rejects unusable ones. */
class NameConstraintsTest {

    @Test
    void theDumbbellIsValid() {
        Diagnostic diagnostic = Diagnostician.INSTANCE.validate(DumbbellScenario.create());

        assertEquals(Diagnostic.OK, diagnostic.getSeverity(), diagnostic::toString);
    }

    @Test
    void aNameWithASpaceIsAnError() {
        Scenario scenario = DumbbellScenario.create();
        scenario.getNetwork().getNodes().get(0).setName("left switch");

        Diagnostic diagnostic = Diagnostician.INSTANCE.validate(scenario);

        assertEquals(Diagnostic.ERROR, diagnostic.getSeverity());
        assertTrue(diagnostic.toString().contains("left switch"), diagnostic::toString);
    }

    /** EMF checks that IDs are unique within a resource, so the scenario must be in one, as a loaded file is. */
    @Test
    void twoElementsWithOneNameInOneFileAreAnError() {
        Scenario scenario = DumbbellScenario.create();
        DclabResourceSets.create().createResource(URI.createURI("duplicate.dclab")).getContents().add(scenario);
        scenario.getNetwork().getLinks().get(0).setName("h1");

        Diagnostic diagnostic = Diagnostician.INSTANCE.validate(scenario);

        assertEquals(Diagnostic.ERROR, diagnostic.getSeverity());
        assertTrue(diagnostic.toString().contains("h1"), diagnostic::toString);
    }

    @Test
    void aLinkWithoutATargetIsAnError() {
        Scenario scenario = DumbbellScenario.create();
        scenario.getNetwork().getLinks().get(0).setTarget(null);

        assertEquals(Diagnostic.ERROR, Diagnostician.INSTANCE.validate(scenario).getSeverity());
    }
}
