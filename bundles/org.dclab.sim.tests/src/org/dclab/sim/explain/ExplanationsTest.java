package org.dclab.sim.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RepositoryFiles;
import org.dclab.sim.RunOptions;
import org.dclab.sim.Series;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.dclab.sim.Measure;
import org.junit.jupiter.api.Test;

/** The store's lookup, and explanations recorded from a run of a paper example. */
class ExplanationsTest {

    private static Explanation at(long timePs, String subject, ExplanationKind kind, String text) {
        return new Explanation(timePs, subject, kind, "rule", List.of(), text);
    }

    @Test
    void nearestPrefersTheCauseBeforeAndTheLastAtOneInstant() {
        Explanations store = new Explanations(100);
        store.record(at(100, "f", ExplanationKind.WINDOW_CUT, "a"));
        store.record(at(200, "f", ExplanationKind.RTO, "b"));
        store.record(at(200, "f", ExplanationKind.WINDOW_CUT, "c"));
        store.record(at(300, "f", ExplanationKind.WINDOW_CUT, "d"));
        store.record(at(150, "q", ExplanationKind.DROP, "e"));
        assertEquals("c", store.nearest(200, "f").orElseThrow().text(), "last recorded at the instant");
        assertEquals("b", store.nearest(200, "f", ExplanationKind.RTO).orElseThrow().text());
        assertEquals("c", store.nearest(250, "f", ExplanationKind.WINDOW_CUT).orElseThrow().text(), "tie goes to the one before");
        assertEquals("d", store.nearest(260, "f").orElseThrow().text());
        assertEquals("a", store.nearest(0, "f").orElseThrow().text());
        assertEquals("e", store.nearest(999, "q", ExplanationKind.DROP, ExplanationKind.MARK).orElseThrow().text());
        assertEquals(Optional.empty(), store.nearest(150, "q", ExplanationKind.MARK));
        assertEquals(Optional.empty(), store.nearest(150, "nobody"));
    }

    @Test
    void beyondCapacityTheOldestAreForgotten() {
        // Queues get half of the capacity: three drops and marks.
        Explanations store = new Explanations(6);
        for (int i = 0; i < 5; i++) {
            store.record(at(i, i % 2 == 0 ? "even" : "odd", ExplanationKind.DROP, "#" + i));
        }
        assertEquals(3, store.size());
        assertEquals(List.of("#2", "#4"), store.of("even").stream().map(Explanation::text).toList());
        assertEquals(List.of("#3"), store.of("odd").stream().map(Explanation::text).toList());
    }

    /** A queue that marks every packet fills its own half; the window cuts those marks caused stay explained. */
    @Test
    void marksNeverPushOutWindowCuts() {
        Explanations store = new Explanations(4);
        store.record(at(0, "flow", ExplanationKind.WINDOW_CUT, "cut"));
        for (int i = 1; i <= 100; i++) {
            store.record(at(i, "left->right", ExplanationKind.MARK, "mark #" + i));
        }
        assertEquals(List.of("cut"), store.of("flow").stream().map(Explanation::text).toList());
        assertEquals(List.of("mark #99", "mark #100"), store.of("left->right").stream().map(Explanation::text).toList());
        assertEquals(3, store.size());
    }

    /**
     * Oracle: every time a recorded window goes down, the explanation of that flow nearest to that instant is a
     * window cut at that very instant whose "cwnd after" is the recorded value. Coexistence Fig. 3 runs DCTCP and
     * ECN-TCP through a threshold-marking port, so both kinds of cut occur, and the port explains its marks by K.
     */
    @Test
    void everyCutOfARecordedWindowIsExplainedWithTheValueRecorded() throws Exception {
        SimulationRun run = Simulations.prepare(ScenarioFiles.load(RepositoryFiles.example("coexist-fig3-threshold")),
                new RunOptions().untilPs(60_000_000_000L).watchWindows(true).explain(Explanations.DEFAULT_CAPACITY));
        run.run(ProgressListener.NONE);
        Explanations store = run.explanations().orElseThrow();
        int cuts = 0;
        boolean dctcp = false;
        boolean ecnTcp = false;
        for (Series s : run.result().series()) {
            if (s.key().measure() != Measure.CWND) {
                continue;
            }
            String flow = s.key().subject().label();
            for (int i = 1; i < s.size(); i++) {
                if (s.value(i) < s.value(i - 1)) {
                    cuts++;
                    Explanation e = store.nearest(s.timePs(i), flow, ExplanationKind.WINDOW_CUT).orElseThrow(
                            () -> new AssertionError("no explanation for " + flow));
                    assertEquals(s.timePs(i), e.timePs(), flow + ": " + e.text());
                    assertEquals(s.value(i), e.value("cwnd after"), flow + ": " + e.text());
                    dctcp |= e.text().startsWith("DCTCP: \u03b1 = ");
                    ecnTcp |= e.text().startsWith("NewReno: ECN-Echo");
                }
            }
        }
        assertTrue(cuts > 20, "cuts " + cuts);
        assertTrue(dctcp && ecnTcp, "both DCTCP and ECN-TCP cuts are explained");
        String port = run.queueLines().keySet().iterator().next().subject().label();
        Explanation mark = store.nearest(run.endPs(), port, ExplanationKind.MARK).orElseThrow();
        assertTrue(mark.value("queue") > mark.value("K"), mark.text());
    }

    @Test
    void withoutTheOptionNothingIsRecorded() throws Exception {
        SimulationRun run = Simulations.prepare(ScenarioFiles.load(RepositoryFiles.example("coexist-fig3-threshold")),
                new RunOptions().untilPs(1_000_000_000L));
        assertTrue(run.explanations().isEmpty());
    }
}
