package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collection;
import java.util.List;
import java.util.Objects;

import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.chart.ui.Layer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The live charts after a run, as a teacher reads them: a chart the scenario gives nothing to folds into a note that
 * says why, before the run and after it, instead of asking for a run; AIPM's connection window and live connections, which change in whole steps, are
 * drawn as steps; the label of the marking threshold K lies beneath the queue's line, not over it.
 */
@ExtendWith(RunningProduct.class)
class LiveChartsAfterRunTest {

    private static final String WAITING = "Run a scenario to see this chart fill.";
    private static final String QUEUE = "Queue length";
    private static final String CONNECTIONS = "AIPM connection window and live connections";

    @Test
    void anEmptyChartSaysWhyAfterARunAndTheKLabelIsReadOverTheQueueLine() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("coexist-fig3-threshold", "examples"));
        Charts.show();
        // Prepared, not yet run: the queue chart asks for a run; AIPM's chart, which this run cannot fill, is already
        // folded into a note that says why, so nothing moves when the run starts.
        ChartComposite queue = Charts.composite(QUEUE);
        assertEquals(WAITING, Charts.emptyMessage(queue), "before the run");
        String before = Ui.waitFor("the AIPM chart to fold into a note", () -> Charts.foldedNote(CONNECTIONS));
        assertTrue(before.contains("incast"), "it says which application would fill it: " + before);

        Control.show();
        Control.runUntil("20");
        Charts.show();
        Ui.waitUntil("the queue chart to draw the run", () -> Charts.points(queue) > 0);
        Screenshots.saveAt1280x720("LiveChartsAfterRunTest-threshold marking at 1280x720");

        String empty = Charts.foldedNote(CONNECTIONS);
        int queueHeight = Charts.height(QUEUE);
        int noteHeight = Charts.height(CONNECTIONS);
        int third = (queueHeight + Charts.height("Congestion window") + noteHeight) / 3;
        assertAll(() -> assertEquals(before, empty, "after the run the note still says why"),
                () -> assertTrue(noteHeight < third && queueHeight > third, "the note (" + noteHeight
                        + " px) leaves its room to the queue chart (" + queueHeight + " px): a third is " + third + " px"));
        List<String> onTop = labels(queue, Layer.FOREGROUND);
        List<String> beneath = labels(queue, Layer.BACKGROUND);
        // K's line beneath the queue's, which oscillates around it; its words over the queue's line, which hid them.
        int linesBeneath = Ui.read(() -> queue.getChart().getXYPlot().getRangeMarkers(Layer.BACKGROUND).size());
        assertAll(() -> assertTrue(onTop.stream().anyMatch(l -> l.startsWith("K = 65 packets")), "K's words over the lines: " + onTop),
                () -> assertTrue(linesBeneath >= 1 && beneath.isEmpty(), "K's line beneath, unlabelled: "
                        + beneath));
    }

    @Test
    void aipmConnectionWindowAndLiveConnectionsAreDrawnAsSteps() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("aipm-fig4-single-bottleneck", "examples"));
        Control.show();
        Control.runUntil("20");
        Charts.show();
        ChartComposite connections = Charts.composite(CONNECTIONS);
        Ui.waitUntil("the connection chart to draw the run", () -> Charts.points(connections) > 0);
        Screenshots.saveAt1280x720("LiveChartsAfterRunTest-AIPM steps at 1280x720");

        assertEquals(List.of("incast con_wnd", "incast live connections"), Charts.labels(CONNECTIONS));
        assertTrue(Ui.read(() -> connections.getChart().getXYPlot().getRenderer()) instanceof XYStepRenderer,
                "a value that changes in whole steps is drawn as steps, not as slopes between its changes");
    }

    /** The labels of the chart's range markers in {@code layer}: the foreground is drawn over the lines. */
    private static List<String> labels(ChartComposite chart, Layer layer) {
        return Ui.read(() -> {
            XYPlot plot = chart.getChart().getXYPlot();
            Collection<?> markers = plot.getRangeMarkers(layer);
            return markers == null ? List.<String>of()
                    : markers.stream().map(m -> ((Marker) m).getLabel()).filter(Objects::nonNull).toList();
        });
    }
}
