package org.dclab.model.parameters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.model.Host;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.model.tests.DumbbellScenario;
import org.junit.jupiter.api.Test;

/**
 * Paths that name their elements by a pattern, on the dumbbell: switches s1, s2; hosts h1 … h4; links h1-s1, h2-s1,
 * s1-s2, s2-h3, s2-h4.
 */
class ElementSelectorTest {

    private final Scenario scenario = DumbbellScenario.create();

    private List<String> selected(String text) {
        return LinkedParameter.parse(scenario, text).paths().stream().map(ParameterPath::text).toList();
    }

    @Test
    void aPatternSelectsTheElementsWhoseWholeNameMatchesAndThatHaveTheSetting() {
        // The links h1-s1 and h2-s1 match h* too, but have no transport.
        assertEquals(List.of("h1.transport.minRtoPs", "h2.transport.minRtoPs", "h3.transport.minRtoPs", "h4.transport.minRtoPs"),
                selected("h*.transport.minRtoPs"));
        assertEquals(List.of("h1-s1.rateBps", "h2-s1.rateBps"), selected("h*.rateBps"));
        assertEquals(List.of("h2.transport.minRtoPs", "h3.transport.minRtoPs"), selected("h[2-3].transport.minRtoPs"));
        assertEquals(List.of("s1-s2.rateBps"), selected("s?-s?.rateBps"));
        assertEquals(List.of("s1.defaultQueue.bufferLimit", "s2.defaultQueue.bufferLimit", "h1.defaultQueue.bufferLimit",
                "h2.defaultQueue.bufferLimit", "h3.defaultQueue.bufferLimit", "h4.defaultQueue.bufferLimit"), selected(
                        "*.defaultQueue.bufferLimit"));
    }

    @Test
    void settingAPatternSetsEverySelectedElementBesideThePlainPathsJoinedToIt() {
        LinkedParameter.parse(scenario, "h[3-4].transport.minRtoPs+h1.transport.minRtoPs+h2.transport.minRtoPs").set("1ms");
        for (Node node : scenario.getNetwork().getNodes()) {
            if (node instanceof Host host) {
                assertEquals(1_000_000_000L, host.getTransport().getMinRtoPs(), host.getName());
            }
        }
    }

    @Test
    void aPatternThatSelectsNothingIsRefusedInOneLineNamingIt() {
        IllegalArgumentException noName = assertThrows(IllegalArgumentException.class, () -> selected("x*.rateBps"));
        assertEquals("parameter x*.rateBps: no element's name matches the pattern 'x*'; write it as e.g. h*.defaultQueue.bufferLimit",
                noName.getMessage());
        IllegalArgumentException noSetting = assertThrows(IllegalArgumentException.class, () -> selected("h*.speed"));
        assertTrue(noSetting.getMessage().startsWith("parameter h*.speed: none of the 6 elements whose names match 'h*' has that setting"),
                noSetting.getMessage());
        assertTrue(!noSetting.getMessage().contains("\n"), noSetting.getMessage());
        IllegalArgumentException badSet = assertThrows(IllegalArgumentException.class, () -> selected("h[.transport.minRtoPs"));
        assertTrue(badSet.getMessage().contains("a [...] in a pattern holds letters, digits and ranges"), badSet.getMessage());
    }
}
