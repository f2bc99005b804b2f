package org.dclab.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.dclab.model.DclabFactory;
import org.dclab.model.Link;
import org.dclab.model.LongFlow;
import org.dclab.model.Scenario;
import org.dclab.model.Traffic;
import org.dclab.model.tests.DumbbellScenario;
import org.junit.jupiter.api.Test;

/** What EMF checks by itself (names, required features) is reported in DC Lab's words, once per mistake. */
class NameMessagesTest {

    @Test
    void aNameWithASpaceSaysWhatANameMayHoldAndSuggestsOne() {
        Scenario scenario = DumbbellScenario.create();
        scenario.getNetwork().getNodes().stream().filter(n -> n.getName().equals("s1")).findFirst().orElseThrow().setName("s2 core");

        assertEquals(List.of("error: switch s2 core: a name may hold letters, digits, '_', '.' and '-' and must start with a letter "
                + "or '_'; rename it, e.g. s2_core"), ScenarioValidation.lines(ScenarioValidation.validate(scenario)));
    }

    @Test
    void aSuggestedNameIsItselfValid() {
        assertEquals("_9_lives", NameRules.suggestion("9 lives"));
        assertEquals("_-x", NameRules.suggestion("-x"));
        assertEquals("a.b-c_d", NameRules.suggestion("a.b-c_d"));
        assertEquals("r_sum_", NameRules.suggestion("r\u00e9sum\u00e9"));
    }

    @Test
    void anUnsetRequiredReferenceNamesTheFeatureAndWhatToChoose() {
        Scenario scenario = DumbbellScenario.create();
        Traffic traffic = DclabFactory.eINSTANCE.createTraffic();
        LongFlow flow = DclabFactory.eINSTANCE.createLongFlow();
        flow.setName("f1");
        traffic.getApplications().add(flow);
        scenario.setTraffic(traffic);

        assertEquals(List.of("error: application f1 (long flow): source is not set; choose a host of the scenario",
                "error: application f1 (long flow): destination is not set; choose a host of the scenario"),
                ScenarioValidation.lines(ScenarioValidation.validate(scenario)));
    }

    /**
     * A name is quoted on one line and cut when long, and the suggestion is a name one would type: a 300-character
     * name once made a message of 900 characters (found by the fuzzing suite).
     */
    @Test
    void aLongOrMultiLineNameGivesAShortOneLineMessage() {
        Scenario scenario = DumbbellScenario.create();
        String longName = "a b".repeat(100);
        scenario.getNetwork().getLinks().get(0).setName(longName);
        scenario.getNetwork().getLinks().get(1).setName("two\nlines");

        List<String> lines = ScenarioValidation.lines(ScenarioValidation.validate(scenario));

        assertEquals(List.of("error: link " + longName.substring(0, 80) + "…: a name may hold letters, digits, '_', '.' and '-' and must "
                + "start with a letter or '_'; rename it, e.g. " + longName.replace(' ', '_').substring(0, 40),
                "error: link two\\nlines: a name may hold letters, digits, "
                        + "'_', '.' and '-' and must start with a letter or '_'; rename it, e.g. two_lines"), lines);
    }

    /** An element without a name is found by its place among its siblings, not called "null". */
    @Test
    void anElementWithoutANameIsNamedByItsPlace() {
        Scenario scenario = DumbbellScenario.create();
        scenario.getNetwork().getLinks().get(2).setName(null);

        assertEquals(List.of("error: link #3 (unnamed): has no name; give it one, e.g. link1"),
                ScenarioValidation.lines(ScenarioValidation.validate(scenario)));
    }

    @Test
    void aLinkWithoutATargetIsReportedOnceByTheLinkRule() {
        Scenario scenario = DumbbellScenario.create();
        Link link = scenario.getNetwork().getLinks().get(0);
        link.setTarget(null);

        List<String> lines = ScenarioValidation.lines(ScenarioValidation.validate(scenario));

        assertEquals(1, lines.stream().filter(l -> l.startsWith("error: link " + link.getName() + ":")).count(), lines::toString);
    }
}
