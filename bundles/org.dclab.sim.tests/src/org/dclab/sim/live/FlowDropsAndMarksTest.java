package org.dclab.sim.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
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
     * Oracle: the trace's drops and marks at the bottleneck, counted by flow. The port is first inspected well into the
     * run, so its counts are since the start only if they were kept before anyone looked, and the short flows of the
     * last example, opened and closed before, are named only if their owners were learnt as they opened. Drop-tail only
     * drops, threshold marking only marks the ECN-capable data of these flows, CHOKe over RED does both; the short
     * flows' application has more flows with nothing queued than are listed apart, so they are summed in one row.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({ "coexist-fig2-droptail, 60, true, false, false", "coexist-fig3-threshold, 60, false, true, false",
            "coexist-fig5-choke, 60, true, true, false", "coexist-fig8-short-flows, 300, false, true, true" })
    void eachFlowsDropsAndMarksAreTheTracesSinceTheStart(String example, long untilMs, boolean drops, boolean marks, boolean summed)
            throws Exception {
        SimulationRun run = traced(example);
        run.advanceTo(untilMs * MILLIS_PS, ProgressListener.NONE);
        run.inspect(BOTTLENECK);
        PortInspection in = run.inspection();
        assertTrue(run.trace().total() <= TRACE_CAPACITY, "the trace still holds the whole run: " + run.trace().total());
        Map<String, String> traced = tracedByFlow(run);

        for (QueuedFlow f : in.flows()) {
            if (!sums(f)) {
                assertEquals(traced.getOrDefault(f.flow(), "0 drops, 0 marks"), counts(f.drops(), f.marks()), "the trace's counts of " + f
                        .flow());
            } else {
                long apart = in.flows().stream().filter(g -> g.application().equals(f.application()) && !sums(g) && g.drops() + g
                        .marks() > 0)
                        .count();
                long all = traced.keySet().stream().filter(flow -> applicationOf(flow).equals(f.application())).count();
                assertEquals(QueuedFlow.quietFlows(f.application(), (int) (all - apart)), f.flow(), "the flows summed in one row");
            }
        }
        assertEquals(byApplication(traced.entrySet().stream().map(e -> Map.entry(applicationOf(e.getKey()), e.getValue())).toList()),
                byApplication(in.flows().stream().map(f -> Map.entry(f.application(), counts(f.drops(), f.marks()))).toList()),
                "each application's drops and marks, summed rows included");
        assertTrue(in.flows().stream().noneMatch(f -> f.flow().isEmpty() && f.drops() + f.marks() > 0), "every flow hit is named: " + in
                .flows());
        assertEquals(in.dropsTotal(), in.flows().stream().mapToLong(QueuedFlow::drops).sum(), "the flows' drops add up to the queue's");
        assertEquals(in.marksTotal(), in.flows().stream().mapToLong(QueuedFlow::marks).sum(), "the flows' marks add up to the queue's");
        assertEquals(drops, in.dropsTotal() > 0, "drops: " + in.flows());
        assertEquals(marks, in.marksTotal() > 0, "marks: " + in.flows());
        assertEquals(summed, in.flows().stream().anyMatch(FlowDropsAndMarksTest::sums), "summed rows: " + in.flows());
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

    /** Each flow's drops and marks at the bottleneck as the trace records them, for the flows with any. */
    private static Map<String, String> tracedByFlow(SimulationRun run) {
        Map<String, long[]> byFlow = new TreeMap<>();
        for (TraceEvent e : run.trace().recent()) {
            if (e.node().equals(BOTTLENECK) && (e.kind() == TraceKind.DROP || e.kind() == TraceKind.MARK)) {
                byFlow.computeIfAbsent(e.flow(), f -> new long[2])[e.kind() == TraceKind.DROP ? 0 : 1]++;
            }
        }
        Map<String, String> counted = new TreeMap<>();
        byFlow.forEach((flow, c) -> counted.put(flow, counts(c[0], c[1])));
        return counted;
    }

    /** Counts written as "3 drops, 5 marks", summed by application. */
    private static Map<String, String> byApplication(List<Map.Entry<String, String>> counts) {
        Map<String, long[]> sums = new TreeMap<>();
        for (Map.Entry<String, String> e : counts) {
            String[] words = e.getValue().split(" ");
            long[] c = sums.computeIfAbsent(e.getKey(), a -> new long[2]);
            c[0] += Long.parseLong(words[0]);
            c[1] += Long.parseLong(words[2]);
        }
        Map<String, String> out = new TreeMap<>();
        sums.forEach((application, c) -> {
            if (c[0] + c[1] > 0) {
                out.put(application, counts(c[0], c[1]));
            }
        });
        return out;
    }

    private static String counts(long drops, long marks) {
        return drops + " drops, " + marks + " marks";
    }

    /** The application of a flow named as runs name them, "application #n src->dst"; "" for no known flow. */
    private static String applicationOf(String flow) {
        return flow.isEmpty() ? "" : flow.substring(0, flow.indexOf(" #"));
    }

    /** Whether {@code f} sums an application's flows: a flow's own name has " #" after the application's, not ": ". */
    private static boolean sums(QueuedFlow f) {
        return f.flow().startsWith(f.application() + ": ");
    }
}
