package org.dclab.ui.views;

import static org.dclab.ui.views.ShellFixture.pump;
import static org.dclab.ui.views.ShellFixture.pumpUntil;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import javax.xml.parsers.DocumentBuilderFactory;

import org.dclab.charts.ChartExport;
import org.dclab.ui.run.RunSession;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.data.xy.XYSeriesCollection;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** The charts fed from a real run, and their export. */
class LiveChartsFeedTest {

    private static final byte[] PNG_SIGNATURE = { (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };

    private Display display;
    private Shell shell;
    private LiveChartsPanel charts;
    private RunSession session;

    @BeforeEach
    void openShell() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout());
        charts = new LiveChartsPanel(shell, SWT.NONE);
        shell.setSize(700, 800);
        shell.open();
    }

    @AfterEach
    void closeShell() {
        if (session != null) {
            session.cancel();
        }
        shell.dispose();
    }

    @Test
    void queueChartShowsTheBottleneckWithKAndWindowsOfEveryFlow() throws Exception {
        runFor("coexist-fig3-threshold", 20_000_000_000L);
        XYSeriesCollection[] data = charts.datasets();
        assertEquals(1, data[0].getSeriesCount());
        assertEquals("left->right", data[0].getSeriesKey(0));
        assertTrue(data[0].getItemCount(0) > 100, "queue samples drawn: " + data[0].getItemCount(0));
        double lastX = data[0].getXValue(0, data[0].getItemCount(0) - 1);
        assertTrue(lastX > 0.010 && lastX <= 0.020, () -> "x is simulated seconds: " + lastX);
        // K's line beneath the queue's, which oscillates around it; K's words over it, where the line drawn over them hid them.
        var onTop = charts.charts()[0].getXYPlot().getRangeMarkers(org.jfree.chart.ui.Layer.FOREGROUND);
        assertTrue(onTop != null && onTop.stream().allMatch(m -> ((java.awt.Color) ((org.jfree.chart.plot.Marker) m).getPaint())
                .getAlpha() == 0), "over the lines only words, no line: " + onTop);
        ValueMarker k = (ValueMarker) charts.charts()[0].getXYPlot().getRangeMarkers(org.jfree.chart.ui.Layer.BACKGROUND)
                .iterator().next();
        assertEquals(65.0, k.getValue(), "K of the threshold queue in the example");
        assertEquals(4, data[1].getSeriesCount(), "one window per long flow");
        assertEquals(0, data[2].getSeriesCount(), "no AIPM client in this scenario");
    }

    @Test
    void conWndChartFillsForAnAipmIncast() throws Exception {
        runFor("aipm-fig4-single-bottleneck", 20_000_000_000L);
        XYSeriesCollection conWnd = charts.datasets()[2];
        assertEquals(java.util.Set.of("incast con_wnd", "incast live connections"), java.util.Set.of(conWnd.getSeriesKey(0), conWnd
                .getSeriesKey(1)));
        assertTrue(conWnd.getItemCount(0) > 1);
        assertTrue(charts.datasets()[1].getSeriesCount() <= ChartFeed.MAX_WINDOWS);
    }

    @Test
    void resetClearsTheCharts() throws Exception {
        runFor("coexist-fig3-threshold", 2_000_000_000L);
        // The charts drain the run's samples on the UI thread's timer, which a loaded machine may not have run yet.
        pumpUntil(display, () -> charts.datasets()[0].getSeriesCount() > 0, 10_000);
        session.reset();
        pumpUntil(display, () -> !session.state().busy(), 60_000);
        pump(display, 300);
        assertEquals(0, charts.datasets()[0].getSeriesCount());
    }

    @Test
    void exportsPngAndSvgOfWhatIsShown(@TempDir Path dir) throws Exception {
        runFor("coexist-fig3-threshold", 5_000_000_000L);
        // K's words come with the queue's first drained samples, on the UI thread's timer, which a loaded machine may not have run yet.
        pumpUntil(display, () -> {
            var words = charts.charts()[0].getXYPlot().getRangeMarkers(org.jfree.chart.ui.Layer.FOREGROUND);
            return words != null && !words.isEmpty();
        }, 10_000);
        File png = dir.resolve("queue.png").toFile();
        File svg = dir.resolve("queue.svg").toFile();
        ChartExport.write(charts.charts()[0], ChartExport.Format.PNG, png, 640, 360);
        ChartExport.write(charts.charts()[0], ChartExport.Format.SVG, svg, 640, 360);

        byte[] head = Arrays.copyOf(Files.readAllBytes(png.toPath()), PNG_SIGNATURE.length);
        assertArrayEquals(PNG_SIGNATURE, head);
        var factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        // JFreeSVG writes the SVG 1.1 DOCTYPE; the check needs the root element, not the DTD from the network.
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Document doc = factory.newDocumentBuilder().parse(svg);
        assertEquals("svg", doc.getDocumentElement().getLocalName());
        assertEquals("http://www.w3.org/2000/svg", doc.getDocumentElement().getNamespaceURI());
        String text = Files.readString(svg.toPath(), StandardCharsets.UTF_8);
        assertTrue(text.contains("K = 65"), "the K line's label is part of the exported chart");
    }

    private void runFor(String example, long untilPs) throws Exception {
        session = ShellFixture.session(example);
        charts.follow(session);
        session.runUntil(untilPs);
        pumpUntil(display, () -> !session.state().busy(), 120_000);
        pump(display, 300);
        assertEquals(untilPs, session.state().nowPs(), session.state().message());
    }
}
