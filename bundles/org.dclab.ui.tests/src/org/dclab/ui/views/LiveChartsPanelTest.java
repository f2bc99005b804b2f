package org.dclab.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Paints the live charts in a real shell (under Xvfb in the build) and reads the pixels back. */
class LiveChartsPanelTest {

    private Display display;
    private Shell shell;

    @BeforeEach
    void openShell() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(640, 720);
    }

    @AfterEach
    void closeShell() {
        shell.dispose();
    }

    @Test
    void paintsThreeChartsWithADrawnSeries() {
        LiveChartsPanel panel = new LiveChartsPanel(shell, SWT.NONE);
        XYSeriesCollection[] datasets = panel.datasets();
        assertEquals(3, datasets.length);

        XYSeries queue = new XYSeries("bottleneck", false, true);
        for (int i = 0; i <= 100; i++) {
            queue.add(i * 0.001, 40_000 + 30_000 * Math.sin(i / 8.0));
        }
        datasets[0].addSeries(queue);

        shell.open();
        pump(1500);

        Rectangle area = panel.getClientArea();
        assertTrue(area.width > 300 && area.height > 300, () -> "panel laid out too small: " + area);
        Set<Integer> topChartColours = coloursIn(panel, 0, 0, area.width, area.height / 3);
        // A painted chart has white background, grey grid, black axis text and the blue series, plus
        // anti-aliasing shades; an unpainted widget is one flat colour.
        assertTrue(topChartColours.size() > 8, () -> "only " + topChartColours.size() + " colours painted");
        // Everything else in the chart is neutral grey; only the series line is drawn in blue.
        long bluePixels = topChartColours.stream().filter(LiveChartsPanelTest::isBlue).count();
        assertTrue(bluePixels > 0, "the series line is not drawn in the series colour");
    }

    @Test
    void aChartTheRunCannotFillFoldsToANoteBeforeTheRunAndUnfoldsForARunThatFillsIt() throws Exception {
        LiveChartsPanel panel = new LiveChartsPanel(shell, SWT.NONE);
        shell.open();
        ChartCell connections = panel.cells().get(2);
        var coexistence = ShellFixture.session("coexist-fig3-threshold");
        panel.follow(coexistence);
        // Prepared, not run: the run will record windows and queues but no con_wnd, and the charts know it already.
        ShellFixture.pumpUntil(display, () -> coexistence.measures().isPresent() && connections.collapsed(), 60_000);
        ShellFixture.pump(display, 300);
        assertEquals(0, coexistence.state().nowPs(), "decided before the run");
        int noteHeight = connections.getSize().y;
        int queueHeight = panel.cells().get(0).getSize().y;
        assertTrue(noteHeight > 20 && noteHeight < 110, "the note is a few lines high: " + noteHeight);
        assertTrue(queueHeight > 250, "the charts with lines share the room: " + queueHeight + " of " + panel.getSize().y);
        assertFalse(panel.cells().get(0).collapsed() || panel.cells().get(1).collapsed(), "queue and windows stay charts");

        var incast = ShellFixture.session("aipm-fig4-single-bottleneck");
        panel.follow(incast);
        ShellFixture.pumpUntil(display, () -> incast.measures().isPresent() && !connections.collapsed(), 60_000);
        ShellFixture.pump(display, 300);
        // Whole again, its plot as high as the queue's: the charts with lines share the room so that their plots are alike.
        int plot = connections.canvas().getScreenDataArea().height;
        int queuePlot = panel.cells().get(0).canvas().getScreenDataArea().height;
        assertTrue(plot >= LiveChartsPanel.LEGIBLE_PLOT_PX && Math.abs(plot - queuePlot) < 10, "full size again: a plot of " + plot
                + " px, the queue's " + queuePlot);
        coexistence.close();
        incast.close();
    }

    @Test
    void aKindFillsFromTheMeasuresThatFeedIt() {
        var queueOnly = Set.of(org.dclab.sim.Measure.QUEUE_LENGTH, org.dclab.sim.Measure.GOODPUT);
        assertTrue(ChartKind.QUEUE.fillsFrom(queueOnly, org.dclab.sim.ChartModels.NONE));
        assertTrue(ChartKind.GOODPUT.fillsFrom(queueOnly, org.dclab.sim.ChartModels.NONE));
        assertFalse(ChartKind.CONNECTIONS.fillsFrom(queueOnly, org.dclab.sim.ChartModels.NONE));
        assertFalse(ChartKind.SHARE.fillsFrom(queueOnly, org.dclab.sim.ChartModels.NONE),
                "a ratio of goodputs needs the coexistence model");
        assertTrue(ChartKind.CONNECTIONS.fillsFrom(Set.of(org.dclab.sim.Measure.LIVE_CONNECTIONS), org.dclab.sim.ChartModels.NONE));
    }

    private static boolean isBlue(int rgb) {
        int red = rgb >> 16 & 0xFF;
        int blue = rgb & 0xFF;
        return blue - red > 60;
    }

    private Set<Integer> coloursIn(LiveChartsPanel panel, int x, int y, int width, int height) {
        Image image = new Image(display, width, height);
        GC gc = new GC(panel);
        try {
            gc.copyArea(image, x, y);
            ImageData data = image.getImageData();
            Set<Integer> colours = new HashSet<>();
            for (int row = 0; row < data.height; row++) {
                for (int col = 0; col < data.width; col++) {
                    var rgb = data.palette.getRGB(data.getPixel(col, row));
                    colours.add(rgb.red << 16 | rgb.green << 8 | rgb.blue);
                }
            }
            return colours;
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    private void pump(long millis) {
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            if (!display.readAndDispatch()) {
                display.timerExec(20, () -> {});
                display.sleep();
            }
        }
    }
}
