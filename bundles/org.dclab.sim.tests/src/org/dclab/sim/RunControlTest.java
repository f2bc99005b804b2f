package org.dclab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.trace.EventTrace;
import org.dclab.sim.trace.ScheduledEvent;
import org.dclab.sim.trace.TraceEvent;
import org.dclab.sim.trace.TraceKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The event trace and "run until the next drop, mark, RTO or con_wnd change" over the paper examples. */
class RunControlTest {

    private static SimulationRun prepare(String example, RunOptions options) throws Exception {
        return Simulations.prepare(ScenarioFiles.load(RepositoryFiles.example(example)), options);
    }

    @Test
    void withoutATraceNothingListensAndConditionsAreRefused() throws Exception {
        SimulationRun run = prepare("coexist-fig2-droptail", new RunOptions());
        assertNull(run.trace());
        assertThrows(IllegalStateException.class, () -> run.advanceUntilNext(TraceKind.DROP, ProgressListener.NONE));
    }

    /** Oracle: tracing only listens, so a traced run executes exactly the events of an untraced one. */
    @Test
    void tracingChangesNothingTheRunDoes() throws Exception {
        SimulationRun plain = prepare("coexist-fig3-threshold", new RunOptions());
        SimulationRun traced = prepare("coexist-fig3-threshold", new RunOptions().trace(1000));
        plain.advanceTo(3_000_000_000L, ProgressListener.NONE);
        traced.advanceTo(3_000_000_000L, ProgressListener.NONE);
        assertEquals(plain.eventCount(), traced.eventCount());
        assertEquals(plain.result().summary(), traced.result().summary());
        assertTrue(traced.trace().total() > 1000, "a few milliseconds of four flows trace more than the ring holds");
        assertEquals(1000, traced.trace().recent().size());
    }

    /**
     * Oracle: the run stops right after the engine event that caused the first trace event of the kind: that trace
     * event is the only one of its kind, its time is the clock and its engine event the last one executed, and
     * whatever was traced after it belongs to that same engine event (a mark is followed by its enqueue).
     */
    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource({ "coexist-fig2-droptail, DROP", "coexist-fig3-threshold, MARK", "coexist-fig3-threshold, ACK",
            "incast-naive-single-bottleneck, RTO", "aipm-fig5-fixed-block, CON_WND", "dumbbell-two-flows, CWND" })
    void runsUntilTheNextEventOfAKind(String example, TraceKind kind) throws Exception {
        SimulationRun run = prepare(example, new RunOptions().trace(100_000));
        assertEquals(Halt.REACHED, run.advanceUntilNext(kind, ProgressListener.NONE));
        List<TraceEvent> recent = run.trace().recent();
        List<TraceEvent> ofKind = recent.stream().filter(e -> e.kind() == kind).toList();
        assertEquals(1, ofKind.size(), "stops at the first one");
        TraceEvent first = ofKind.get(0);
        assertEquals(first.timePs(), run.nowPs());
        assertEquals(first.eventIndex(), run.eventCount());
        assertTrue(recent.subList(recent.indexOf(first), recent.size()).stream().allMatch(e -> e.eventIndex() == first.eventIndex()));
        assertTrue(run.nowPs() < run.endPs());

        assertEquals(Halt.REACHED, run.advanceUntilNext(kind, ProgressListener.NONE));
        TraceEvent second = run.trace().recent().stream().filter(e -> e.kind() == kind).reduce((a, b) -> b).orElseThrow();
        assertTrue(second.eventIndex() > first.eventIndex(), "the next one is a later event");
        assertEquals(second.eventIndex(), run.eventCount());
    }

    @Test
    void tracesFlowsByName() throws Exception {
        SimulationRun run = prepare("dumbbell-two-flows", new RunOptions().trace(10_000));
        run.advanceTo(1_000_000_000L, ProgressListener.NONE);
        List<TraceEvent> events = run.trace().recent();
        assertTrue(events.stream().anyMatch(e -> e.kind() == TraceKind.ENQUEUE && e.node().contains("->") && !e.flow().isEmpty()),
                "queue events name their port and flow");
        assertTrue(events.stream().filter(e -> e.kind() == TraceKind.ACK).allMatch(e -> !e.flow().isEmpty()));
    }

    /**
     * Oracle: a queue event's packet, opened, says what its line in the list says ("seq 1448 len 1448 ECT(0)…" opens as
     * "Data: seq 1448, 1448 B of payload"; an ACK's "ACK ack 2896" as "ACK: ack 2896, no payload"), and any other event
     * carries no packet.
     */
    @Test
    void aQueueEventOpensAsThePacketItsLineDescribes() throws Exception {
        SimulationRun run = prepare("dumbbell-two-flows", new RunOptions().trace(10_000));
        run.advanceTo(1_000_000_000L, ProgressListener.NONE);
        List<TraceEvent> events = run.trace().recent();
        List<TraceEvent> queued = events.stream().filter(e -> e.kind() == TraceKind.ENQUEUE).toList();
        assertTrue(queued.size() > 100, "a millisecond queues packets: " + queued.size());
        for (TraceEvent e : queued) {
            String[] words = e.detail().split(" ");
            String first = e.packet().get(0);
            if (words[0].equals("seq")) {
                assertEquals("Data: seq " + words[1] + ", " + words[3] + " B of payload", first, e::toString);
            } else {
                assertEquals("ACK: ack " + words[2] + ", no payload", first, e::toString);
                assertTrue(e.packet().contains("TCP flags: " + words[0]), e::toString);
            }
        }
        assertTrue(events.stream().filter(e -> e.kind() == TraceKind.CWND).allMatch(e -> e.packet().isEmpty()));
    }

    /**
     * Background flows are generated by the thousand and get no per-connection probes, but the trace still names
     * them, so an event list can be filtered by one: every data packet queued is some application's flow.
     */
    @Test
    void tracesGeneratedBackgroundFlowsByName() throws Exception {
        SimulationRun run = prepare("leafspine-datamining-background", new RunOptions().trace(10_000));
        run.advanceTo(40_000_000_000L, ProgressListener.NONE);
        List<TraceEvent> data = run.trace().recent().stream().filter(e -> e.kind() == TraceKind.ENQUEUE && e.detail().startsWith("seq "))
                .toList();
        assertTrue(data.size() > 100, "40 ms of background traffic queues data: " + data.size());
        List<TraceEvent> unnamed = data.stream().filter(e -> e.flow().isEmpty()).toList();
        assertTrue(unnamed.isEmpty(), () -> unnamed.size() + " data packets without a flow, e.g. " + unnamed.get(0));
        assertTrue(data.stream().anyMatch(e -> e.flow().startsWith("background ")), () -> "named by the application: " + data.get(0));
    }

    @Test
    void listsPendingEventsBeforeTheFirstStep() throws Exception {
        SimulationRun run = prepare("coexist-fig3-threshold", new RunOptions().trace(100));
        assertTrue(!run.trace().pending().isEmpty(), "the applications' start events wait at time zero");
        assertEquals(0, run.trace().total());
    }

    /** Oracle: the pending list is what runs next: one step executes the first listed event at its time. */
    @Test
    void listsTheEventsThatRunNext() throws Exception {
        SimulationRun run = prepare("coexist-fig3-threshold", new RunOptions().trace(100));
        run.step(500);
        EventTrace trace = run.trace();
        List<ScheduledEvent> pending = trace.pending();
        assertTrue(pending.size() > 1);
        for (int i = 1; i < pending.size(); i++) {
            assertTrue(pending.get(i - 1).timePs() <= pending.get(i).timePs());
        }
        assertTrue(pending.get(0).timePs() >= run.nowPs());
        run.step(1);
        assertEquals(pending.get(0).timePs(), run.nowPs());
    }

    /**
     * Oracle: an interrupt of a paced run's thread pauses it (a kept interrupt used to end each later sleep at once,
     * so the run went on to its target at full speed), on each of two threads in turn, and the run goes on where it
     * stopped.
     */
    @Test
    void anInterruptPausesAPacedRunInsteadOfUnpacingIt() throws Exception {
        SimulationRun run = prepare("dumbbell-two-flows", new RunOptions());
        // 1:1,000,000: a simulated microsecond per wall second, so only an interrupt can end this soon.
        run.slowdown(1_000_000);
        long targetPs = 1_000_000_000L;
        for (int time = 0; time < 2; time++) {
            Halt[] halt = new Halt[1];
            boolean[] keptInterrupt = new boolean[1];
            Thread runner = new Thread(() -> {
                halt[0] = run.advanceTo(targetPs, ProgressListener.NONE);
                keptInterrupt[0] = Thread.currentThread().isInterrupted();
            });
            runner.start();
            Thread.sleep(100);
            runner.interrupt();
            runner.join(5_000);
            assertTrue(!runner.isAlive(), "an interrupt ends a paced run's wait");
            assertEquals(Halt.PAUSED, halt[0]);
            assertTrue(keptInterrupt[0], "the interrupt stays set for the thread's owner");
            assertTrue(run.nowPs() < targetPs);
        }
        long before = run.nowPs();
        run.slowdown(0);
        assertEquals(Halt.REACHED, run.advanceTo(targetPs, ProgressListener.NONE));
        assertTrue(run.nowPs() >= targetPs && before < targetPs);
    }

    /** Oracle: 20 ms of wall time per slice at 1:1000 is 20 simulated microseconds. */
    @Test
    void aPacedSliceCoversTheSimulatedTimeOfItsWallTime() {
        assertEquals(20_000_000L, new Pace(1000, 0, 0).slicePs());
        assertEquals(20L, new Pace(1_000_000_000, 0, 0).slicePs());
        assertEquals(1L, new Pace(1e20, 0, 0).slicePs());
    }

    @Test
    void refusesANegativeSlowdown() throws Exception {
        SimulationRun run = prepare("dumbbell-two-flows", new RunOptions());
        assertThrows(IllegalArgumentException.class, () -> run.slowdown(-1));
    }
}
