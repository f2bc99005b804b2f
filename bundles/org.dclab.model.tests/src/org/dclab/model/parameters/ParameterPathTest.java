package org.dclab.model.parameters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.model.Host;
import org.dclab.model.Link;
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
        assertEquals("red", ((Link) scenario.getNetwork().getLinks().get(2)).getSourceQueue().getDiscipline());
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

    /** A control's parameter by its name, another control's by its key, and a name of version 2; each stored by its key. */
    @Test
    void aControlsParametersByNameKeyOrOldName() {
        Host h1 = (Host) scenario.getNetwork().getNodes().get(2);
        ParameterPath.parse(scenario, "h1.transport.g").set("0.125");
        ParameterPath.parse(scenario, "h1.transport.gemini.beta").set("0.4");
        ParameterPath.parse(scenario, "h1.transport.geminiDelayThresholdPs").set("2ms");

        assertEquals("0.125", h1.getTransport().getParameters().get("dctcp.g"));
        assertEquals("0.4", h1.getTransport().getParameters().get("gemini.beta"));
        assertEquals("2000000000", h1.getTransport().getParameters().get("gemini.delayThresholdPs"));
        assertEquals("h1.transport.gemini.delayThresholdPs", ParameterPath.parse(scenario, "h1.transport.geminiDelayThresholdPs")
                .canonicalText(), "a DCTCP host names GEMINI's parameter by its key");
    }

    /** Switching the control keeps what is stored and adds the new control's defaults: g set for DCTCP serves GEMINI. */
    @Test
    void switchingTheControlKeepsSharedValuesAndAddsDefaults() {
        Host h1 = (Host) scenario.getNetwork().getNodes().get(2);
        ParameterPath.parse(scenario, "h1.transport.g").set("0.125");
        ParameterPath.parse(scenario, "h1.transport.congestionControl").set("GEMINI");

        assertEquals("gemini", h1.getTransport().getCongestionControl());
        assertEquals("0.125", h1.getTransport().getParameters().get("dctcp.g"));
        assertEquals("0.2", h1.getTransport().getParameters().get("gemini.beta"));
        ParameterPath.parse(scenario, "h1.transport.congestionControl").set("ECN_TCP");
        assertEquals("ecn-newreno", h1.getTransport().getCongestionControl(), "a name of version 2 still names its control");
    }

    @Test
    void aParameterTheControlLacksOrAValueOutsideItsRangeIsRefused() {
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> ParameterPath.parse(scenario, "h1.transport.delta"));
        assertEquals("parameter h1.transport.delta: dctcp has no parameter 'delta'; its parameters are g; name another control's by "
                + "its key, e.g. gemini.beta", missing.getMessage());
        IllegalArgumentException outside = assertThrows(IllegalArgumentException.class,
                () -> ParameterPath.parse(scenario, "s1-s2.sourceQueue.markingThreshold").set("-1"));
        assertEquals("s1-s2.sourceQueue.markingThreshold: markingThreshold must be at least 0 packets or bytes, got -1",
                outside.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ParameterPath.parse(scenario, "h1.transport.congestionControl").set("reno"));
    }
}
