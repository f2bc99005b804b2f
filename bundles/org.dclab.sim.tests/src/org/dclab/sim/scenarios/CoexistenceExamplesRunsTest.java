package org.dclab.sim.scenarios;

import org.dclab.engine.api.QueueType;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.ThresholdMarking;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.dclab.model.Scenario;
import org.dclab.sim.RunResult;
import org.dclab.sim.topology.PaperExamples;
import org.junit.jupiter.api.Test;

/** The coexistence study's incast (Fig. 7) and short-flow (Fig. 8) examples, run through the bridge. */
class CoexistenceExamplesRunsTest {

    /** 90 servers is the paper's largest incast; beside four long flows under RED every 1 MiB block still completes. */
    @Test
    void theIncastUnderRedFinishesItsBlocksBesideTheLongFlows() throws Exception {
        Scenario s = PaperExamples.coexistenceIncast("incast-red", Red.TYPE);
        Runs.set(s, "incast.serverCount", "90");
        Map<String, Object> incast = Runs.app(Runs.run(s), "incast");
        assertEquals(20L, ((Number) incast.get("blocksCompleted")).longValue());
        assertEquals(Boolean.TRUE, incast.get("finished"));
    }

    /**
     * Threshold marking keeps the long flows' queue near K = 65 packets without loss, while drop-tail lets NewReno fill
     * 250 packets and drop; the short flows' mean FCT must at least halve (measured: about 4 against 18 ms).
     */
    @Test
    void shortFlowsFinishFasterUnderThresholdMarkingThanUnderDropTail() throws Exception {
        RunResult marking = shortFlows(ThresholdMarking.TYPE);
        RunResult dropTail = shortFlows(DropTail.TYPE);
        for (String mix : new String[] { "shortDctcp", "shortTcp" }) {
            double markingMs = fctMeanMs(marking, mix);
            double dropTailMs = fctMeanMs(dropTail, mix);
            assertTrue(markingMs < 0.5 * dropTailMs, mix + ": " + markingMs + " ms under marking, " + dropTailMs + " ms under drop-tail");
        }
    }

    private static RunResult shortFlows(QueueType discipline) throws Exception {
        Scenario s = PaperExamples.coexistenceShortFlows();
        Runs.set(s, "left-right.sourceQueue.discipline", discipline.key());
        return Runs.run(s);
    }

    private static double fctMeanMs(RunResult result, String mix) {
        return ((Number) Runs.app(result, mix).get("fctMeanMs")).doubleValue();
    }
}
