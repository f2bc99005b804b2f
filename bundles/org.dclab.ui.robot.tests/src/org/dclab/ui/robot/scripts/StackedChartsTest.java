package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collection;
import java.util.List;

import org.dclab.ui.present.Presentation;
import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.eclipse.swt.SWT;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.chart.ui.Layer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, defects 6 and 7: stacked charts share one time axis (in Lab 2 the window chart stopped at 0.022 s while the
 * others ran on), every drawn chart keeps a plot that can be read at 1280x720 in presentation mode (the window chart
 * was squeezed to about 35 px under a legend of sixteen connections), and K's words are drawn over the data, not under
 * the queue's line.
 */
@ExtendWith(RunningProduct.class)
class StackedChartsTest {

    @Test
    void theChartsShareOneTimeAxisAndKeepAReadablePlotAtAProjectorsSize() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("aipm-fig4-single-bottleneck", "stacked-charts"));
        Control.show();
        Control.runUntil("300");
        Charts.show();
        Ui.waitUntil("three charts drawing the run", () -> Charts.composites().size() == 3 && Charts.composites().stream().allMatch(
                c -> Charts.points(c) > 0));
        Ui.pause(300);
        List<Double> ends = Ui.read(() -> Charts.composites().stream().map(c -> c.getChart().getXYPlot().getDomainAxis().getUpperBound())
                .toList());
        assertTrue(ends.stream().allMatch(e -> Math.abs(e - ends.get(0)) < 1e-9) && ends.get(0) >= 0.3 - 1e-9,
                "the charts' time axes end at " + ends + ", all at 0.3 s or later");

        Menus.menuBar("Window", "Presentation Mode");
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            Charts.show();
            // Three charts share the height of the column the stage leaves them: each keeps a plot of 45 px at least, the
            // window chart (35 px under its sixteen legend entries before) no lower than the others.
            List<Integer> heights = Screenshots.readAt1280x720("StackedChartsTest-Lab 2 charts in presentation mode at 1280x720",
                    () -> Charts.composites().stream().map(c -> c.getScreenDataArea().height).toList());
            int tallest = heights.stream().mapToInt(Integer::intValue).max().orElse(0);
            assertTrue(heights.stream().allMatch(h -> h >= 45) && heights.get(1) >= tallest * 9 / 10, "plot heights at 1280x720: "
                    + heights);
        } finally {
            Diagram.focus();
            Input.press(SWT.CTRL | SWT.ALT, 'p');
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
        }
    }

    @Test
    void thresholdWordsAreDrawnOverTheData() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("coexist-fig3-threshold", "stacked-charts"));
        Control.show();
        Control.runUntil("20");
        Charts.show();
        ChartComposite queue = Charts.composite("Queue length");
        Ui.waitUntil("the queue chart to draw the run", () -> Charts.points(queue) > 0);
        Screenshots.save("StackedChartsTest-K over the queue");
        List<String> over = Ui.read(() -> {
            Collection<?> markers = queue.getChart().getXYPlot().getRangeMarkers(Layer.FOREGROUND);
            return markers == null ? List.<String>of() : markers.stream().map(m -> String.valueOf(((Marker) m).getLabel())).toList();
        });
        assertTrue(over.stream().anyMatch(l -> l.startsWith("K = 65")), "K's words are drawn over the queue's line: " + over);
    }
}
