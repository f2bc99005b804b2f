package org.dclab.sim.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RepositoryFiles;
import org.dclab.sim.RunOptions;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.dclab.sim.trace.TraceEvent;
import org.dclab.sim.trace.TraceKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each flow's drops and marks at an inspected port, against the run's own trace of every drop and mark at that port
 * since the start, which names each packet's flow by its own lookup.
 */
class FlowDropsAndMarksTest {

    private static final long MILLIS_PS = 1_000_000_000L;
    private static final String BOTTLENECK = "left->right";
    /** Holds every trace event of the runs below (about 70,000 in 60 ms), so the trace forgets none. */
    private static final int TRACE_CAPACITY = 400_000;

    private static SimulationRun traced(String example) throws Exception {
        return Simulations.prepare(ScenarioFiles.load(RepositoryFiles.example(example)), new RunOptions().trace(TRACE_CAPACITY));
    }

    /**
     * Oracle: the trace's drops and marks at the bottleneck, counted by flow. The port is first inspected 60 ms into the
     * run, so its counts are since the start only if they were kept before anyone looked. Drop-tail only drops,
     * threshold marking only marks the ECN-capable data of these flows, CHOKe over RED does both.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({ "coexist-fig2-droptail, true, false", "coexist-fig3-threshold, false, true", "coexist-fig5-choke, true, true" })
    void eachFlowsDropsAndMarksAreTheTracesSinceTheStart(String example, boolean drops, boolean marks) throws Exception {
        SimulationRun run = traced(example);
        run.advanceTo(60 * MILLIS_PS, ProgressListener.NONE);
        run.inspect(BOTTLENECK);
        PortInspection in = run.inspection();
        assertTrue(run.trace().total() <= TRACE_CAPACITY, "the trace still holds the whole run: " + run.trace().total());

        assertEquals(traced(run, TraceKind.DROP), counted(in, QueuedFlow::drops), "drops by flow");
        assertEquals(traced(run, TraceKind.MARK), counted(in, QueuedFlow::marks), "marks by flow");
        assertEquals(in.dropsTotal(), in.flows().stream().mapToLong(QueuedFlow::drops).sum(), "the flows' drops add up to the queue's");
        assertEquals(in.marksTotal(), in.flows().stream().mapToLong(QueuedFlow::marks).sum(), "the flows' marks add up to the queue's");
        assertEquals(drops, in.dropsTotal() > 0, "drops: " + in.flows());
        assertEquals(marks, in.marksTotal() > 0, "marks: " + in.flows());
        assertEquals(in.flows().size(), in.flows().stream().map(QueuedFlow::flow).distinct().count(), "one row per flow");
        assertEquals(in.queuePackets(), in.flows().stream().mapToInt(QueuedFlow::packets).sum(), "the waiting packets still add up");
    }

    /**
     * Oracle: the threshold example's four long flows, DCTCP and NewReno alike, all send ECN-capable data, so by 60 ms
     * each has been marked at the bottleneck and every mark is of a known flow.
     */
    @Test
    void thresholdMarkingMarksEachLongFlow() throws Exception {
        SimulationRun run = traced("coexist-fig3-threshold");
        run.advanceTo(60 * MILLIS_PS, ProgressListener.NONE);
        run.inspect(BOTTLENECK);
        Set<String> marked = run.inspection().flows().stream().filter(f -> f.marks() > 0).map(QueuedFlow::application)
                .collect(Collectors.toSet());
        assertEquals(Set.of("dctcp1", "dctcp2", "tcp1", "tcp2"), marked);
    }

    /** Each flow's count of trace events of {@code kind} at the bottleneck. */
    private static Map<String, Long> traced(SimulationRun run, TraceKind kind) {
        return run.trace().recent().stream().filter(e -> e.kind() == kind && e.node().equals(BOTTLENECK))
                .collect(Collectors.groupingBy(TraceEvent::flow, TreeMap::new, Collectors.counting()));
    }

    /** Each flow's non-zero count as the inspection tells it. */
    private static Map<String, Long> counted(PortInspection in, java.util.function.ToLongFunction<QueuedFlow> count) {
        return in.flows().stream().filter(f -> count.applyAsLong(f) > 0)
                .collect(Collectors.toMap(QueuedFlow::flow, count::applyAsLong, Long::sum, TreeMap::new));
    }
}
