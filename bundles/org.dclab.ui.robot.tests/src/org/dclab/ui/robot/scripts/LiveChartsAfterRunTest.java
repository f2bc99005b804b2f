package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
 * The live charts after a run, as a teacher reads them: a chart the scenario gives nothing to says so and why
 * instead of still asking for a run; AIPM's connection window and live connections, which change in whole steps, are
 * drawn as steps; the label of the marking threshold K lies beneath the queue's line, not over it.
 */
@ExtendWith(RunningProduct.class)
class LiveChartsAfterRunTest {

    private static final String WAITING = "Run a scenario to see this chart fill.";
    private static final String QUEUE = "Queue length";
    private static final String CONNECTIONS = "AIPM connection window and live connections";

    @Test
    void anEmptyChartSaysWhyAfterARunAndTheKLabelLeavesTheQueueLineInView() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("coexist-fig3-threshold", "examples"));
        Charts.show();
        assertEquals(WAITING, Charts.emptyMessage(Charts.composite(CONNECTIONS)), "before the run");

        Control.show();
        Control.runUntil("20");
        Charts.show();
        ChartComposite queue = Charts.composite(QUEUE);
        ChartComposite connections = Charts.composite(CONNECTIONS);
        Ui.waitUntil("the queue chart to draw the run", () -> Charts.points(queue) > 0);
        Screenshots.saveAt1280x720("LiveChartsAfterRunTest-threshold marking at 1280x720");

        String empty = Charts.emptyMessage(connections);
        assertAll(() -> assertNotEquals(WAITING, empty, "after a run the empty chart does not ask for one"),
                () -> assertTrue(empty != null && empty.contains("incast"), "it says which application would fill it: " + empty));
        List<String> onTop = labels(queue, Layer.FOREGROUND);
        List<String> beneath = labels(queue, Layer.BACKGROUND);
        assertAll(() -> assertEquals(List.of(), onTop, "no label is drawn over the queue's line"),
                () -> assertTrue(beneath.stream().anyMatch(l -> l.startsWith("K = 65 packets")), "the K line is labelled: " + beneath));
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
