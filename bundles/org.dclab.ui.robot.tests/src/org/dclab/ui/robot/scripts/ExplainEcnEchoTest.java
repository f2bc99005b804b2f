package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Shells;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Label;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, defect 13: Explain this on a DCTCP window after an ECN-Echo, on Linux's stack (what New Scenario gives),
 * never says the window after the reduction is larger than before it. PRR paces the cut: the rule sets ssthresh, and
 * the ACK that brought the signal may still send a segment, which left the window above the one before for now; shown
 * as "cwnd after" beside "cwnd before", that read "cwnd after 14480 > before 13078" under a window cut. The threshold
 * example's DCTCP flow answers ECN-Echo at 2.3, 4.3, 5.4 and 18.3 ms; the script clicks its line there.
 */
@ExtendWith(RunningProduct.class)
class ExplainEcnEchoTest {

    private static final String POPUP = "Explain this";
    private static final String WINDOWS = "Congestion window";
    private static final String DCTCP = "dctcp1 #0 s1->r1";
    private static final Pattern INPUT = Pattern.compile("cwnd (before|after) = ([0-9.]+) bytes");

    @Test
    void aWindowCutAfterEcnEchoNeverReadsAsAGrowth() throws Exception {
        Path file = Scenarios.copyOfExample("coexist-fig3-threshold", "explain-ecn-echo");
        // The teacher's scenario ran Linux's stack, as every scenario New Scenario makes.
        Files.writeString(file, Files.readString(file).replaceFirst("tcpStack=\"PAPERS\"", "tcpStack=\"LINUX\""));
        Scenarios.open(file);
        Control.show();
        Control.runUntil("25");
        Charts.show();
        ChartComposite windows = Charts.composite(WINDOWS);
        Ui.waitUntil("the window chart to draw DCTCP", () -> Charts.labels(WINDOWS).contains(DCTCP) && Charts.points(windows) > 0);
        // Its value axis fitted to the windows, tens of kilobytes: the line is pointed at where it is drawn.
        Ui.waitUntil("the window chart's axis to reach the windows", () -> windows.getChart().getXYPlot().getRangeAxis()
                .getUpperBound() > 10_000);

        List<String> growths = new ArrayList<>();
        int explained = 0;
        for (double ms : new double[] { 2.31, 4.35, 5.45, 18.33, 19.41 }) {
            Input.click(onLine(windows, ms / 1e3));
            Ui.waitUntil("an explanation", () -> Shells.showing(POPUP).isPresent());
            String body = Ui.read(() -> String.join("\n", Widgets.under(Shells.showing(POPUP).orElseThrow(), Label.class, l -> true)
                    .stream().map(Label::getText).toList()));
            if (body.contains("ECN-Echo")) {
                explained++;
                double before = Double.NaN;
                double after = Double.NaN;
                for (Matcher m = INPUT.matcher(body); m.find();) {
                    if (m.group(1).equals("before")) {
                        before = Double.parseDouble(m.group(2));
                    } else {
                        after = Double.parseDouble(m.group(2));
                    }
                }
                if (after > before) {
                    growths.add(body);
                    Screenshots.save("ExplainEcnEchoTest-a cut reading as a growth at " + ms + " ms");
                }
            }
            Input.press(SWT.ESC);
            if (!closes()) {
                // On a loaded machine the popup may not have the keyboard yet: any click closes it too.
                Input.click(Ui.read(() -> Widgets.center(Widgets.tab(Charts.VIEW).orElseThrow())));
            }
            Ui.waitUntil("the explanation to close", () -> Shells.showing(POPUP).isEmpty());
        }
        assertTrue(explained >= 3, "the clicks explained " + explained + " ECN-Echo reductions");
        assertFalse(!growths.isEmpty(), "an ECN-Echo reduction reads as a growth:\n" + String.join("\n----\n", growths));
    }

    /** Whether the explanation closes within a few seconds. */
    private static boolean closes() {
        long end = System.currentTimeMillis() + 3000;
        while (System.currentTimeMillis() < end) {
            if (Ui.read(() -> Shells.showing(POPUP).isEmpty())) {
                return true;
            }
            Ui.pause(100);
        }
        return false;
    }

    /** Where DCTCP's window line passes at {@code seconds} on the screen, as a person points at the line there. */
    private static Point onLine(ChartComposite chart, double seconds) {
        return Ui.read(() -> {
            XYPlot plot = chart.getChart().getXYPlot();
            XYDataset data = plot.getDataset();
            int s = data.indexOf(DCTCP);
            double y = 0;
            for (int i = 0; i < data.getItemCount(s) && data.getXValue(s, i) <= seconds; i++) {
                y = data.getYValue(s, i);
            }
            Rectangle2D area = chart.getChartRenderingInfo().getPlotInfo().getDataArea();
            double x2d = plot.getDomainAxis().valueToJava2D(seconds, area, plot.getDomainAxisEdge());
            double y2d = plot.getRangeAxis().valueToJava2D(y, area, plot.getRangeAxisEdge());
            java.awt.Point screen = chart.translateJava2DToScreen(new java.awt.geom.Point2D.Double(x2d, y2d));
            return chart.toDisplay(screen.x, screen.y);
        });
    }
}
