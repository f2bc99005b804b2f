package org.dclab.sim.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.stream.Collectors;

import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RepositoryFiles;
import org.dclab.sim.RunOptions;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.junit.jupiter.api.Test;

/** A port's inspection against the run's own live picture and the scenario it was built from. */
class PortInspectionTest {

    private static final long MILLIS_PS = 1_000_000_000L;
    private static final String BOTTLENECK = "left->right";

    private static SimulationRun prepare(String example) throws Exception {
        return Simulations.prepare(ScenarioFiles.load(RepositoryFiles.example(example)), new RunOptions());
    }

    /**
     * Oracle: the flows' shares of the queue add up to the queue's length in packets and bytes, and the drop and mark
     * counts are the engine's, which the live picture of the same instant reads too; the example's bottleneck marks
     * at K = 65 of 250 packets, and its queue holds data of the four long flows only.
     */
    @Test
    void flowsAddUpToTheQueueAndCountersAreTheEngines() throws Exception {
        SimulationRun run = prepare("coexist-fig3-threshold");
        run.inspect(BOTTLENECK);
        boolean sawQueue = false;
        for (long t = 10; t <= 60; t += 10) {
            run.advanceTo(t * MILLIS_PS, ProgressListener.NONE);
            PortInspection in = run.inspection();
            PortActivity live = run.activity().port("left", "right");
            assertNotNull(in, "an inspected port has a picture after every slice");
            assertEquals(run.nowPs(), in.nowPs());
            assertEquals(run.eventCount(), in.events());
            assertEquals(live.queuePackets(), in.queuePackets(), "at " + t + " ms");
            assertEquals(live.queueBytes(), in.queueBytes());
            assertEquals(in.queuePackets(), in.flows().stream().mapToInt(QueuedFlow::packets).sum());
            assertEquals(in.queueBytes(), in.flows().stream().mapToLong(QueuedFlow::bytes).sum());
            assertEquals(live.dropsTotal(), in.dropsTotal());
            assertEquals(live.marksTotal(), in.marksTotal());
            Set<String> apps = in.flows().stream().map(QueuedFlow::application).collect(Collectors.toSet());
            assertTrue(Set.of("dctcp1", "tcp1", "dctcp2", "tcp2").containsAll(apps), apps::toString);
            in.flows().forEach(f -> assertTrue(f.flow().startsWith(f.application() + " #"), f::toString));
            sawQueue |= in.queuePackets() > 0;
        }
        assertTrue(sawQueue, "four long flows queue at the bottleneck");
        PortInspection last = run.inspection();
        assertEquals("threshold marking", last.discipline());
        assertEquals(65, last.state("K"));
        assertEquals(250, last.state("limit"));
        assertTrue(last.marksTotal() > 0, "DCTCP's flows are marked above K");
    }

    /** Oracle: a run standing still is inspected at once; every step publishes a new picture of its own instant. */
    @Test
    void inspectsAtOnceWhenStillAndAfterEveryStep() throws Exception {
        SimulationRun run = prepare("coexist-fig3-threshold");
        assertNull(run.inspection(), "nobody inspects yet");
        run.advanceTo(20 * MILLIS_PS, ProgressListener.NONE);
        run.inspect(BOTTLENECK);
        PortInspection before = run.inspection();
        assertNotNull(before, "a run that stands still is looked into at once");
        assertEquals(run.nowPs(), before.nowPs());
        run.step(20);
        PortInspection after = run.inspection();
        assertNotSame(before, after);
        assertEquals(run.eventCount(), after.events());
        assertEquals(run.activity().port("left", "right").queuePackets(), after.queuePackets());
        run.inspect("right->left");
        assertEquals("right->left", run.inspection().port(), "another port is looked into at once");
        run.inspect(null);
        assertNull(run.inspection());
        run.inspect("nowhere->else");
        assertNull(run.inspection(), "a port the run does not have has no picture");
    }

    /**
     * Oracle: the RED example's bottleneck is RED with its scenario's thresholds; its average, an EWMA of the queue
     * with w_q = 0.002, stays below the largest queue the live picture showed and above zero once the queue has built.
     */
    @Test
    void redShowsItsThresholdsAndAverage() throws Exception {
        SimulationRun run = prepare("coexist-fig4-red");
        run.inspect(BOTTLENECK);
        int largest = 0;
        for (long t = 2; t <= 60; t += 2) {
            run.advanceTo(t * MILLIS_PS, ProgressListener.NONE);
            largest = Math.max(largest, run.activity().port("left", "right").queuePackets());
        }
        PortInspection in = run.inspection();
        assertEquals("RED", in.discipline());
        QueueScale scale = run.activity().port("left", "right").scale();
        assertEquals(scale.redMinPackets(), in.state("min_th"));
        assertEquals(scale.redMaxPackets(), in.state("max_th"));
        double average = in.state("average queue");
        assertTrue(average > 0 && average <= largest, "average " + average + ", largest queue seen " + largest);
    }
}
