package org.dclab.ui.editor.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.labs.ShippedExamples;
import org.dclab.ui.views.LiveChartBench;
import org.dclab.ui.present.Presentation;
import org.dclab.ui.views.TopologyCanvas;
import org.junit.jupiter.api.Test;

/**
 * {@code dclab bench --live-charts} draws the topology editor's canvas with the run animated beside its charts, as a
 * class sees it: the canvas is found through the extension point and paints the runs' snapshots, lanes and queue bars.
 * Counts only; the speeds it prints are the benchmark's, never a test's.
 */
class BenchCanvasUiTest {

    private static final String EXAMPLE = "coexist-fig3-threshold.dclab";

    @Test
    void theEditorContributesItsCanvas() {
        assertTrue(TopologyCanvas.contributed().orElseThrow() instanceof LiveTopologyCanvas);
    }

    @Test
    void theBenchPaintsTheRunOnTheCanvasAndLeavesPresentationModeAsItWas() throws Exception {
        boolean presenting = Presentation.isOn();
        Scenario scenario = ScenarioFiles.load(example());

        LiveChartBench.Measured measured = LiveChartBench.measure(scenario.getName(), scenario, 0, 1, 1.5);

        TopologyCanvas.Frames frames = measured.canvasFrames();
        // Two runs a round animate the canvas (with and without the Event List), each in many slices.
        assertTrue(frames.snapshots() >= 2, "snapshots painted: " + frames);
        assertTrue(frames.activityPaints() >= frames.snapshots(), frames.toString());
        assertTrue(frames.paints() > frames.activityPaints(), "the canvas was painted before the runs too: " + frames);
        // The coexistence example's four flows cross the bottleneck, whose queue fills: lanes and its bar are drawn.
        assertTrue(frames.lanes() > 0 && frames.queueBars() > 0, frames.toString());
        assertTrue(measured.json().contains("\"canvasRefreshHz\":"), measured.json());
        assertEquals(presenting, Presentation.isOn());
        assertFalse(measured.json().contains("NaN"), measured.json());
    }

    /** The repository's example, found from wherever the test runtime was started inside the repository. */
    private static Path example() {
        return ShippedExamples.findAbove(Path.of("")).orElseThrow(() -> new IllegalStateException("no examples/ above " + Path.of("")
                .toAbsolutePath())).resolve(EXAMPLE);
    }
}
