package org.dclab.sim.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RepositoryFiles;
import org.dclab.sim.RunOptions;
import org.dclab.sim.Series;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.trace.TraceEvent;
import org.dclab.sim.trace.TraceKind;
import org.junit.jupiter.api.Test;

/** The live picture of a run against what the run's own probes and summary say at the same instant. */
class NetworkActivityTest {

    private static final long MILLIS_PS = 1_000_000_000L;

    private static SimulationRun prepare(String example) throws Exception {
        return Simulations.prepare(ScenarioFiles.load(RepositoryFiles.example(example)), new RunOptions());
    }

    /** Oracle: the queue series records the length at every change, so its last value is the length now. */
    @Test
    void queueLengthEqualsTheQueueRecorder() throws Exception {
        SimulationRun run = prepare("coexist-fig3-threshold");
        for (long t = 5; t <= 40; t += 5) {
            run.advanceTo(t * MILLIS_PS, ProgressListener.NONE);
            PortActivity bottleneck = run.activity().port("left", "right");
            Series recorded = run.result().series().stream().filter(s -> s.key().equals(SeriesKey.queueLength("left", "right"))).findFirst()
                    .orElseThrow();
            assertEquals(recorded.value(recorded.size() - 1), bottleneck.queuePackets(), "at " + t + " ms");
            assertEquals(run.nowPs(), run.activity().nowPs());
        }
    }

    /** Oracle: the example's bottleneck marks at K = 65 of a 250-packet buffer, counted in packets. */
    @Test
    void knowsTheQueueScale() throws Exception {
        SimulationRun run = prepare("coexist-fig3-threshold");
        QueueScale scale = run.activity().port("left", "right").scale();
        assertEquals(new QueueScale(false, 250, 65, Double.NaN, Double.NaN), scale);
        assertEquals(0, run.activity().sequence());
        assertEquals(0, run.activity().port("left", "right").queuePackets());
    }

    /** A run nobody shows is pictured once a command ends, not after each slice; once shown, after every slice. */
    @Test
    void onlyAnAnimatedRunIsPicturedAfterEverySlice() throws Exception {
        SimulationRun run = prepare("coexist-fig3-threshold");
        run.advanceTo(200 * MILLIS_PS, ProgressListener.NONE);
        assertEquals(1, run.activity().sequence(), "one picture, at the end of the command");
        assertEquals(200 * MILLIS_PS, run.activity().nowPs());

        LiveActivity.show("file:/test/animated.dclab", run);
        try {
            long before = run.activity().sequence();
            run.advanceTo(400 * MILLIS_PS, ProgressListener.NONE);
            assertTrue(run.activity().sequence() > before + 1, "a picture per slice: " + run.activity().sequence());
        } finally {
            LiveActivity.withdraw("file:/test/animated.dclab", run);
        }
    }

    /** Oracle: four long flows keep a 1 Gbit/s bottleneck busy once they are past slow start; their reverse path is idle but for ACKs. */
    @Test
    void saturatedBottleneckIsFullyUsed() throws Exception {
        SimulationRun run = prepare("coexist-fig3-threshold");
        run.advanceTo(100 * MILLIS_PS, ProgressListener.NONE);
        run.advanceTo(120 * MILLIS_PS, ProgressListener.NONE);
        PortActivity forward = run.activity().port("left", "right");
        assertEquals(1.0, forward.utilisation(), 0.05, forward::toString);
        PortActivity reverse = run.activity().port("right", "left");
        assertTrue(reverse.utilisation() < 0.1, reverse::toString);
    }

    /**
     * Oracle: every snapshot counts the drops since the one before, so stepping from the start, the counts add up to
     * the total, which is the run summary's drop count; the drop-tail bottleneck overflows in slow start.
     */
    @Test
    void dropsSinceEachSnapshotAddUpToTheSummary() throws Exception {
        SimulationRun run = prepare("coexist-fig2-droptail");
        long summed = 0;
        for (int i = 0; i < 4000 && run.activity().dropsTotal() < 10; i++) {
            NetworkActivity before = run.activity();
            run.step(250);
            assertNotSame(before, run.activity(), "every step publishes a new picture");
            assertEquals(Motion.STEPPED, run.activity().motion());
            summed += run.activity().ports().values().stream().mapToLong(PortActivity::dropsSince).sum();
        }
        long summary = (Long) run.result().summary().get("drops");
        assertTrue(summary >= 10, "a drop-tail bottleneck under four long flows overflows");
        assertEquals(summary, run.activity().dropsTotal());
        assertEquals(summary, summed);
    }

    /** Oracle: a packet on the wire is between its ends, and the next to arrive is the furthest along. */
    @Test
    void packetsInFlightAreOrderedAlongTheWire() throws Exception {
        SimulationRun run = prepare("coexist-fig3-threshold");
        run.advanceTo(20 * MILLIS_PS, ProgressListener.NONE);
        run.step(50);
        double[] along = run.activity().port("left", "right").inFlight();
        assertTrue(along.length > 0, "a busy 1 Gbit/s wire with a propagation delay carries packets");
        for (int i = 0; i < along.length; i++) {
            assertTrue(along[i] >= 0 && along[i] <= 1, "position " + along[i]);
            if (i > 0) {
                assertTrue(along[i] <= along[i - 1], "oldest first");
            }
        }
    }

    /**
     * Oracle: a wire keeps its packets in order and loses none, so the packets in flight on a dumbbell's link at an
     * instant are the next ones the trace sees arrive at the far switch (queued or dropped at its egress ports that only
     * that wire feeds), at the times their positions give. Their flows name the applications the snapshot must tell.
     * Both directions: data of both flows toward the receivers, their ACKs back toward the senders.
     */
    @Test
    void packetsInFlightBelongToTheApplicationsWhoseArrivalsFollow() throws Exception {
        SimulationRun run = Simulations.prepare(ScenarioFiles.load(RepositoryFiles.example("dumbbell-two-flows")),
                new RunOptions().trace(200_000));
        Set<String> seen = new TreeSet<>();
        for (long t = 20; t <= 100; t += 20) {
            run.advanceTo(t * MILLIS_PS, ProgressListener.NONE);
            run.step(37);
            NetworkActivity at = run.activity();
            long traced = run.trace().total();
            run.advanceTo(at.nowPs() + 50_000_000L, ProgressListener.NONE);
            List<TraceEvent> later = run.trace().recent();
            later = later.subList(later.size() - (int) (run.trace().total() - traced), later.size());
            seen.addAll(checkArrivals(at, "left", "right", Set.of("right->r1", "right->r2"), later));
            checkArrivals(at, "right", "left", Set.of("left->s1", "left->s2"), later);
        }
        assertEquals(Set.of("flow1", "flow2"), seen, "both flows cross the bottleneck");
    }

    /** The applications in flight on port from->to, checked against the next arrivals at {@code farQueues}. */
    private static List<String> checkArrivals(NetworkActivity at, String from, String to, Set<String> farQueues,
            List<TraceEvent> later) {
        PortActivity port = at.port(from, to);
        double[] along = port.inFlight();
        List<TraceEvent> arrivals = later.stream()
                .filter(e -> (e.kind() == TraceKind.ENQUEUE || e.kind() == TraceKind.DROP) && farQueues.contains(e.node())).toList();
        assertTrue(arrivals.size() >= along.length, port + ": " + arrivals.size() + " arrivals traced");
        long delayPs = 41_667_000L;
        List<String> apps = new ArrayList<>();
        for (int i = 0; i < along.length; i++) {
            TraceEvent arrival = arrivals.get(i);
            assertEquals(at.nowPs() + (1 - along[i]) * delayPs, arrival.timePs(), 2, port + " packet " + i + " arrives as placed");
            String flow = arrival.flow();
            assertEquals(flow.substring(0, flow.indexOf(" #")), port.applicationInFlight(i), port + " packet " + i + ": " + flow);
            apps.add(port.applicationInFlight(i));
        }
        return apps;
    }

    /**
     * Oracle: a run's slices at full speed leave the packets' applications untold, so a run nobody steps or slows
     * learns no flows; a Step and a run paced at 1:1,000 tell them, and a run paced at 1:100 does not.
     */
    @Test
    void onlyAStepOrASlowPaceTellsTheApplicationsInFlight() throws Exception {
        SimulationRun run = prepare("dumbbell-two-flows");
        run.advanceTo(20 * MILLIS_PS, ProgressListener.NONE);
        PortActivity ran = run.activity().port("left", "right");
        assertTrue(ran.inFlight().length > 0, "a busy bottleneck with a propagation delay carries packets");
        assertEquals(0, ran.inFlightApplications().length);
        assertEquals(QueuedFlow.UNKNOWN, ran.applicationInFlight(0));
        run.step(1);
        PortActivity stepped = run.activity().port("left", "right");
        assertEquals(stepped.inFlight().length, stepped.inFlightApplications().length);
        assertTrue(Set.of("flow1", "flow2").containsAll(List.of(stepped.inFlightApplications())), stepped::toString);

        run.slowdown(100);
        run.advanceTo(run.activity().nowPs() + 2 * MILLIS_PS, ProgressListener.NONE);
        assertEquals(Motion.RUNNING, run.activity().motion(), "1:100 is too fast to follow a packet");
        assertEquals(0, run.activity().port("left", "right").inFlightApplications().length);
        run.slowdown(Motion.FOLLOWABLE_SLOWDOWN);
        run.advanceTo(run.activity().nowPs() + 50 * MILLIS_PS / 1000, ProgressListener.NONE);
        PortActivity paced = run.activity().port("left", "right");
        assertEquals(Motion.PACED, run.activity().motion());
        assertTrue(paced.inFlight().length > 0 && paced.inFlight().length == paced.inFlightApplications().length, paced::toString);
        assertTrue(Set.of("flow1", "flow2").containsAll(List.of(paced.inFlightApplications())), paced::toString);

        run.slowdown(0);
        run.stepTo(run.activity().nowPs() + MILLIS_PS, ProgressListener.NONE);
        assertEquals(Motion.STEPPED, run.activity().motion(), "a Step \u0394t is a step");
        PortActivity steppedByTime = run.activity().port("left", "right");
        assertEquals(steppedByTime.inFlight().length, steppedByTime.inFlightApplications().length);
    }

    /**
     * Oracle: the dumbbell's senders s1 and s2 reach r1 and r2 through left and right, so a data packet on left->right
     * has been offered to two queues (its sender's and left's) and an ACK on right->left to two (its receiver's and
     * right's); each left its queue one propagation delay (41.667 µs) before it arrives, after at least its
     * serialisation at 1 Gbit/s since it entered; a data packet's size is its payload and a 40-byte header with its
     * options, an ACK's the header alone; each names its flow, whose sender is s1 or s2.
     */
    @Test
    void aSteppedPacketTellsItsHeadersAndWhereItHasBeen() throws Exception {
        SimulationRun run = prepare("dumbbell-two-flows");
        run.advanceTo(20 * MILLIS_PS, ProgressListener.NONE);
        run.step(1);
        long delayPs = 41_667_000L;
        InFlightPacket[] data = run.activity().port("left", "right").inFlightPackets();
        InFlightPacket[] acks = run.activity().port("right", "left").inFlightPackets();
        assertTrue(data.length > 0 && acks.length > 0, "packets both ways on the bottleneck");
        for (InFlightPacket p : data) {
            assertTrue(Set.of("flow1", "flow2").contains(p.application()), p::toString);
            assertTrue(p.flow().startsWith(p.application() + " #"), p::toString);
            assertTrue(p.source().startsWith(p.application().equals("flow1") ? "s1:" : "s2:"), p::toString);
            assertTrue(p.payloadBytes() > 0 && p.sizeBytes() >= p.payloadBytes() + 40, p::toString);
            assertEquals("left->right", p.port());
            assertEquals(2, p.hops(), p::toString);
            assertEquals(delayPs, p.arrivesPs() - p.departedPs(), p::toString);
            assertTrue(p.departedPs() - p.enqueuedPs() >= p.sizeBytes() * 8_000L, "serialised at 1 Gbit/s after it queued: " + p);
            assertTrue(p.sentPs() <= p.enqueuedPs() && p.arrivesPs() > run.nowPs(), p::toString);
        }
        for (InFlightPacket p : acks) {
            assertEquals(0, p.payloadBytes(), p::toString);
            assertTrue(p.flags().contains("ACK") && p.destination().startsWith(p.application().equals("flow1") ? "s1:" : "s2:"),
                    p::toString);
            assertEquals(2, p.hops(), p::toString);
        }
    }
}
