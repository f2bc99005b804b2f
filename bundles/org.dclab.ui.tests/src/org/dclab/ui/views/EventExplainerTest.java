package org.dclab.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RunOptions;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.dclab.sim.explain.Explanation;
import org.dclab.sim.explain.Explanations;
import org.dclab.sim.trace.TraceKind;
import org.junit.jupiter.api.Test;

/** Every drop and mark the event list shows has its rule, found by the row's port and instant. */
class EventExplainerTest {

    private static List<EventRow> rowsOf(String example, TraceKind kind, SimulationRun[] run) throws Exception {
        run[0] = Simulations.prepare(ScenarioFiles.load(ShellFixture.example(example)),
                new RunOptions().trace(200_000).explain(Explanations.DEFAULT_CAPACITY));
        run[0].advanceTo(30_000_000_000L, ProgressListener.NONE);
        return run[0].trace().recent().stream().filter(e -> e.kind() == kind).map(EventRow::of).toList();
    }

    @Test
    void everyMarkOfTheThresholdExampleIsExplainedAsQueueAboveK() throws Exception {
        SimulationRun[] run = new SimulationRun[1];
        List<EventRow> marks = rowsOf("coexist-fig3-threshold", TraceKind.MARK, run);
        assertTrue(marks.size() > 10, "30 ms of DCTCP at K = 65 marks: " + marks.size());
        for (EventRow mark : marks) {
            Optional<Explanation> why = EventExplainer.of(mark, run[0].explanations());
            assertTrue(why.isPresent(), () -> "no rule for " + mark);
            assertEquals(mark.node(), why.get().subject());
            assertTrue(why.get().text().contains("K 65"), why.get().text());
        }
    }

    @Test
    void everyDropOfTheDropTailExampleIsExplainedAsAFullBuffer() throws Exception {
        SimulationRun[] run = new SimulationRun[1];
        List<EventRow> drops = rowsOf("coexist-fig2-droptail", TraceKind.DROP, run);
        assertTrue(!drops.isEmpty(), "the drop-tail example overflows its buffer within 30 ms");
        for (EventRow drop : drops) {
            Optional<Explanation> why = EventExplainer.of(drop, run[0].explanations());
            assertTrue(why.isPresent(), () -> "no rule for " + drop);
            assertEquals(drop.timePs(), why.get().timePs());
        }
    }

    @Test
    void aPendingRowOrAnEnqueueHasNothingToExplain() throws Exception {
        SimulationRun[] run = new SimulationRun[1];
        List<EventRow> enqueues = rowsOf("coexist-fig3-threshold", TraceKind.ENQUEUE, run);
        assertTrue(EventExplainer.of(enqueues.get(0), run[0].explanations()).isEmpty());
        assertTrue(EventExplainer.nothingFor(enqueues.get(0)).endsWith("this is an enqueue event."), EventExplainer.nothingFor(enqueues.get(
                0)));
        EventRow pending = EventRow.of(new org.dclab.sim.trace.ScheduledEvent(1, "tx-done"));
        assertTrue(EventExplainer.of(pending, run[0].explanations()).isEmpty());
    }
}
