package org.dclab.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.model.Link;
import org.dclab.model.MarkingPoint;
import org.dclab.model.NotEctPolicy;
import org.dclab.model.QueueDiscipline;
import org.dclab.model.QueueSettings;
import org.dclab.model.Scenario;
import org.dclab.model.tests.DumbbellScenario;
import org.junit.jupiter.api.Test;

/** An AQM option the queue's discipline never uses is flagged; one it uses passes. */
class AqmOptionRulesTest {

    private final Scenario scenario = DumbbellScenario.create();
    private final QueueSettings bottleneck = ((Link) scenario.getNetwork().getLinks().stream()
            .filter(l -> l.getName().equals("s1-s2")).findFirst().orElseThrow()).getSourceQueue();

    private List<String> problems() {
        return ScenarioValidation.lines(ScenarioValidation.validate(scenario)).stream().filter(l -> l.contains("s1-s2")).toList();
    }

    @Test
    void thresholdMarkingTakesItsOwnOptionsAndFlagsRedOnes() {
        bottleneck.setMarkingPoint(MarkingPoint.DEPARTURE);
        bottleneck.setNotEctPolicy(NotEctPolicy.DROP);
        assertEquals(List.of(), problems());

        bottleneck.setGentle(true);
        bottleneck.setHardDrop(true);
        List<String> problems = problems();
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("warning: ") && problems.get(0).endsWith(
                "gentle is set but THRESHOLD_ECN has no RED average to ramp; it applies to RED and CHOKe only, remove it"), problems.get(
                        0));
        assertTrue(problems.get(1).endsWith("hardDrop is set but THRESHOLD_ECN has no max_th, so it changes nothing; it applies "
                + "to RED and CHOKe with markEcn, remove it"), problems.get(1));
    }

    @Test
    void redTakesGentleHardDropAndTheNotEctPolicyButNotADeparturePoint() {
        bottleneck.setDiscipline(QueueDiscipline.RED);
        bottleneck.setMinThreshold(20);
        bottleneck.setMaxThreshold(60);
        bottleneck.setGentle(true);
        bottleneck.setHardDrop(true);
        bottleneck.setNotEctPolicy(NotEctPolicy.ADMIT);
        assertEquals(List.of(), problems());

        bottleneck.setMarkingPoint(MarkingPoint.DEPARTURE);
        assertEquals(1, problems().size());
        assertTrue(problems().get(0).endsWith(
                "markingPoint is DEPARTURE but only THRESHOLD_ECN marks by a threshold, not RED; set it ARRIVAL"));

        bottleneck.setMarkingPoint(MarkingPoint.ARRIVAL);
        bottleneck.setMarkEcn(false);
        List<String> problems = problems();
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(problems.get(0).endsWith("hardDrop is set but RED drops without markEcn anyway, so it changes nothing; it "
                + "applies to RED and CHOKe with markEcn, remove it"));
        assertTrue(problems.get(1).endsWith("notEctPolicy is ADMIT but RED without markEcn never marks, so it changes nothing; "
                + "set it AS_DISCIPLINE"));
    }
}
