package org.dclab.model.parameters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.QueueDiscipline;
import org.dclab.model.Scenario;
import org.dclab.model.tests.DumbbellScenario;
import org.junit.jupiter.api.Test;

/** Parameters as the command line and sweeps name them. */
class ParameterPathTest {

    private final Scenario scenario = DumbbellScenario.create();

    @Test
    void attributesOfNamedElementsWithUnits() {
        ParameterPath.parse(scenario, "s1-s2.rateBps").set("40Gbps");
        ParameterPath.parse(scenario, "s1-s2.delayPs").set("2.5us");

        Link bottleneck = (Link) scenario.getNetwork().getLinks().get(2);
        assertEquals(40_000_000_000L, bottleneck.getRateBps());
        assertEquals(2_500_000L, bottleneck.getDelayPs());
    }

    @Test
    void scenarioAttributesAndEnumsIgnoringCase() {
        ParameterPath.parse(scenario, "durationPs").set("0.5s");
        ParameterPath.parse(scenario, "s1-s2.sourceQueue.discipline").set("red");

        assertEquals(500_000_000_000L, scenario.getDurationPs());
        assertEquals(QueueDiscipline.RED, ((Link) scenario.getNetwork().getLinks().get(2)).getSourceQueue().getDiscipline());
    }

    /** Oracle: h3 has no transport of its own; setting one of its values creates it with the defaults. */
    @Test
    void aMissingSettingIsCreatedOnTheWay() {
        Host h3 = (Host) scenario.getNetwork().getNodes().get(4);
        assertNull(h3.getTransport());

        ParameterPath.parse(scenario, "h3.transport.minRtoPs").set("1ms");

        assertEquals(1_000_000_000L, h3.getTransport().getMinRtoPs());
        assertEquals(1460, h3.getTransport().getMssBytes());
    }

    @Test
    void unknownNamesAndBadValuesSayWhatWouldFit() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> ParameterPath.parse(scenario, "s1-s2.speed"));
        IllegalArgumentException badRate = assertThrows(IllegalArgumentException.class,
                () -> ParameterPath.parse(scenario, "s1-s2.rateBps").set("fast"));

        assertTrue(unknown.getMessage().contains("'s1-s2' (Link) has no setting 'speed'; its settings are name, rateBps, delayPs"),
                unknown.getMessage());
        assertTrue(badRate.getMessage().contains("'fast' is not a valid rate for rateBps"), badRate.getMessage());
    }
}
