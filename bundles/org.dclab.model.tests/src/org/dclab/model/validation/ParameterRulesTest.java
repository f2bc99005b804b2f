package org.dclab.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.QueueSettings;
import org.dclab.model.Scenario;
import org.dclab.model.TransportSettings;
import org.dclab.model.tests.DumbbellScenario;
import org.dclab.model.transport.ParameterSettings;
import org.junit.jupiter.api.Test;

/**
 * Validation reads a control's and a discipline's parameters off its descriptor: each value in its range, the rules
 * between them and the buffer, warnings for options that change nothing, and a key that nothing registered names.
 */
class ParameterRulesTest {

    private static final String QUEUE = "queue of link s1-s2 at s1";
    private static final String H1 = "transport of host h1";

    private final Scenario scenario = DumbbellScenario.create();
    private final QueueSettings bottleneck = ((Link) scenario.getNetwork().getLinks().stream()
            .filter(l -> l.getName().equals("s1-s2")).findFirst().orElseThrow()).getSourceQueue();
    private final TransportSettings h1 = ((Host) scenario.getNetwork().getNodes().get(2)).getTransport();

    private List<String> problems(String element) {
        return ScenarioValidation.lines(ScenarioValidation.validate(scenario)).stream().filter(l -> l.contains(element + ":")).toList();
    }

    /** Oracle: K must lie in 1..limit (250 packets); RED's max_th within the buffer, above min_th. */
    @Test
    void theRulesBetweenParametersAndTheBufferAreTheDescriptors() {
        assertEquals(List.of(), problems(QUEUE));
        bottleneck.getParameters().put("threshold-marking.markingThreshold", "300");
        assertEquals(List.of("error: " + QUEUE + ": marking threshold K = 300 packets lies outside the buffer of 250 packets; choose K "
                + "between 1 and bufferLimit, or enlarge the buffer"), problems(QUEUE));

        ParameterSettings.setDiscipline(bottleneck, "red");
        bottleneck.getParameters().put("red.minThreshold", "200");
        bottleneck.getParameters().put("red.maxThreshold", "100");
        assertEquals(List.of("error: " + QUEUE + ": min_th = 200 is not below max_th = 100; make minThreshold smaller than maxThreshold"),
                problems(QUEUE), "the threshold queue's K is kept, but RED does not read it");
    }

    /**
     * What a Properties cell refuses before it stores a value: a value outside the parameter's range, in the queue's
     * unit, and one that breaks a rule the stored values keep (K beyond the buffer of 250 packets, max_th not above
     * min_th); a rule already broken is left to validation, so two values can be brought into line one at a time.
     */
    @Test
    void aCellRefusesWhatItsRangeOrANewlyBrokenRuleRefuses() {
        Parameter k = ThresholdMarking.K;
        assertEquals("must be at least 0 packets, got -5", ParameterRules.refusal(bottleneck, k, "-5"));
        assertEquals("breaks the rule K within the buffer, 1 to its limit: marking threshold K = 251 packets lies outside the buffer "
                + "of 250 packets; choose K between 1 and bufferLimit, or enlarge the buffer", ParameterRules.refusal(bottleneck, k,
                        "251"));
        assertNull(ParameterRules.refusal(bottleneck, k, "250"));

        ParameterSettings.setDiscipline(bottleneck, "red");
        Parameter maxTh = Red.MAX_TH;
        assertTrue(ParameterRules.refusal(bottleneck, maxTh, "5").startsWith("breaks the rule min_th below max_th"));
        bottleneck.getParameters().put("red.minThreshold", "200");
        assertNull(ParameterRules.refusal(bottleneck, maxTh, "150"), "min_th is above max_th already: validation says so");
    }

    /** A RED option that changes nothing without another is a warning, in the words of RED's descriptor. */
    @Test
    void anOptionThatChangesNothingIsAWarning() {
        ParameterSettings.setDiscipline(bottleneck, "red");
        bottleneck.getParameters().put("red.markEcn", "false");
        bottleneck.getParameters().put("red.notEctPolicy", "ADMIT");
        assertEquals(List.of("warning: " + QUEUE + ": notEctPolicy is ADMIT but without markEcn the queue never marks, so it changes "
                + "nothing; set it DROP"), problems(QUEUE));
    }

    @Test
    void aValueOutsideItsRangeAndAnUnknownKeyAreNamed() {
        h1.getParameters().put("dctcp.g", "2");
        h1.getParameters().put("pie.target", "15ms");
        assertEquals(List.of("error: " + H1 + ": dctcp.g is '2'; g must be above 0 and at most 1, got 2.0, e.g. 0.0625",
                "warning: " + H1 + ": parameter pie.target is of no registered control or discipline, so nothing reads it; remove it, "
                        + "or install the plug-in that provides it"), problems(H1));
    }

    @Test
    void anUnregisteredControlIsAnErrorNamingTheRegisteredOnes() {
        h1.setCongestionControl("swift");
        List<String> problems = problems(H1);
        // DC Lab's own first, in the order menus list them; one added later comes after them.
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("error: " + H1 + ": congestionControl 'swift' is not registered; choose one of newreno, "
                + "ecn-newreno, dctcp, cubic, vegas, gemini, bbr,") && problems.get(0).endsWith(
                        ", or install the plug-in that provides it"), problems.get(0));
    }
}
