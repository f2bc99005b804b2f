package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.ui.present.Presentation;
import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.EventList;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.robot.Widgets;
import org.dclab.ui.views.TimelineBar;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Scale;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.swt.ChartComposite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, the canvas as the stage and one timeline: in presentation mode at 1280x720 the canvas takes more than half
 * the screen, its node names and the charts' tick labels are 20 px at least; the scrubber under the canvas dragged back
 * to a third of the run takes canvas, charts, Inspector and Event List to that instant, and forward again to its end;
 * the pointer over one chart draws the crosshair through all of them, each with its lines' values there.
 */
@ExtendWith(RunningProduct.class)
class StageAndTimelineTest {

    private static final double MS = 1e9;

    @Test
    void theCanvasIsTheStageAndTheScrubberTakesEverythingToAnInstant() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("coexist-fig3-threshold", "stage-timeline"));
        Menus.menuBar("Window", "Presentation Mode");
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            Control.show();
            Control.runUntil("30");
            Charts.show();
            double[] stage = Screenshots.readAt1280x720("StageAndTimelineTest-the stage at 1280x720", () -> {
                Rectangle canvas = Diagram.visibleArea();
                double dpi = Ui.display().getDPI().y;
                double zoom = Diagram.editor().viewer().viewport().zoom();
                double names = Diagram.editor().viewer().labelFont().getFontData()[0].getHeight() * zoom * dpi / 72;
                double nameBox = Diagram.nameBox("s1").height;
                ChartComposite queue = Charts.composites().get(0);
                double ticks = queue.getChart().getXYPlot().getDomainAxis().getTickLabelFont().getSize() * dpi / 72;
                return new double[] { canvas.width * (double) canvas.height, names, ticks, nameBox };
            });
            assertAll(() -> assertTrue(stage[0] >= 1280 * 720 / 2.0, "the canvas takes " + stage[0] + " px², half the screen is 460800"),
                    () -> assertTrue(stage[1] >= 20, "node names are " + stage[1] + " px (em; their box " + stage[3] + " px high)"),
                    () -> assertTrue(stage[2] >= 20, "the charts' tick labels are " + stage[2] + " px (em)"));

            TimelineBar timeline = Ui.read(() -> Diagram.editor().timeline());
            Ui.waitUntil("the timeline to have reached 30 ms", () -> timeline.reachedPs() == 30 * (long) MS);
            drag(timeline, 1.0 / 3);
            // Simulation Control is a tab behind the charts here: the timeline's own button says whether the run stands still.
            Ui.waitUntil("the run to stand a third of the way", () -> standsStill(timeline) && timeline.shownPs() < 20 * MS);
            long back = Ui.read(timeline::shownPs);
            assertTrue(back > 5 * MS && back < 15 * MS, "the scrubber at a third took the run to " + back / MS + " ms");
            assertEquals(30 * (long) MS, (long) Ui.read(timeline::reachedPs), "the scrubber still spans what the run reached");
            // Every view shows that instant: the charts' one time axis ends there, the Event List's newest event is before it.
            Charts.show();
            Ui.pause(300);
            List<Double> ends = Ui.read(() -> Charts.composites().stream().map(c -> c.getChart().getXYPlot().getDomainAxis()
                    .getUpperBound()).toList());
            assertTrue(ends.stream().allMatch(e -> Math.abs(e - back / 1e12) < 1e-3), "the charts end at " + ends);
            Views.show("Event List");
            EventList.waitUntilSettled();
            Screenshots.saveAt1280x720("StageAndTimelineTest-back a third of the way at 1280x720");

            // The pointer over the window chart: the crosshair runs through every chart, with the values at its instant.
            Charts.show();
            ChartComposite windows = Charts.composite("Congestion window");
            // A pointer that comes into the chart and moves on in it, as a hand does.
            Input.moveTo(Charts.inDataArea(windows, 0.45, 0.5));
            Input.moveTo(Charts.inDataArea(windows, 0.5, 0.5));
            Ui.waitUntil("the crosshair in every chart", () -> Charts.composites().stream().allMatch(c -> c.getChart().getXYPlot()
                    .isDomainCrosshairVisible()));
            List<Double> at = Ui.read(() -> Charts.composites().stream().map(c -> c.getChart().getXYPlot().getDomainCrosshairValue())
                    .toList());
            String values = Ui.read(() -> {
                XYPlot plot = windows.getChart().getXYPlot();
                return plot.getAnnotations().isEmpty() ? ""
                        : ((org.jfree.chart.title.TextTitle) ((org.jfree.chart.annotations.XYTitleAnnotation) plot
                                .getAnnotations().get(0)).getTitle()).getText();
            });
            Screenshots.saveAt1280x720("StageAndTimelineTest-the crosshair at 1280x720");
            assertAll(() -> assertTrue(at.stream().allMatch(v -> Math.abs(v - at.get(0)) < 1e-12), "one instant: " + at),
                    () -> assertTrue(values.contains("dctcp1 #0 s1->r1: "), "the window chart's values there: " + values),
                    () -> assertTrue(!values.matches("(?s).*\\d[eE][-+]?\\d.*"), "no e-notation: " + values));

            drag(timeline, 1.0);
            Ui.waitUntil("the run to stand at the end of what it reached again", java.time.Duration.ofMinutes(2), () -> standsStill(
                    timeline) && timeline.shownPs() == 30 * (long) MS);
        } finally {
            Diagram.focus();
            Input.press(SWT.CTRL | SWT.ALT, 'p');
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
        }
    }

    /** Whether the timeline offers Run, not Pause: no command is under way. Call on the UI thread. */
    private static boolean standsStill(TimelineBar timeline) {
        return !Widgets.under(timeline, Button.class, b -> b.getText().equals("Run") && b.isEnabled()).isEmpty();
    }

    /** Drags the scrubber's thumb to {@code fraction} of its length, as a person drags it. */
    private static void drag(TimelineBar timeline, double fraction) {
        Scale scale = Ui.read(timeline::scrubber);
        Point[] ends = Ui.read(() -> {
            Rectangle b = scale.getBounds();
            // GTK draws the thumb inside the trough, half a thumb in from each end.
            int inset = 12;
            int from = b.x + inset + (int) Math.round((b.width - 2.0 * inset) * scale.getSelection() / scale.getMaximum());
            int to = b.x + inset + (int) Math.round((b.width - 2.0 * inset) * fraction);
            return new Point[] { scale.getParent().toDisplay(from, b.y + b.height / 2), scale.getParent().toDisplay(to, b.y + b.height
                    / 2) };
        });
        Input.drag(ends[0], ends[1]);
    }
}
