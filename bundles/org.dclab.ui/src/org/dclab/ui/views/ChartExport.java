package org.dclab.ui.views;

import java.awt.Rectangle;
import java.io.File;
import java.io.IOException;

import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;

/**
 * Writes a chart as shown to PNG or SVG. Replaces jfreechart-swt's own "Save as", which calls a JFreeChart 1.0
 * method that 1.5 no longer has.
 */
public final class ChartExport {

    private ChartExport() {
    }

    public static void png(JFreeChart chart, File file, int width, int height) throws IOException {
        smooth(chart, () -> ChartUtils.saveChartAsPNG(file, chart, width, height));
    }

    public static void svg(JFreeChart chart, File file, int width, int height) throws IOException {
        SVGGraphics2D g2 = new SVGGraphics2D(width, height);
        smooth(chart, () -> chart.draw(g2, new Rectangle(0, 0, width, height)));
        SVGUtils.writeToSVG(file, g2.getSVGElement());
    }

    private interface Drawing {
        void draw() throws IOException;
    }

    /** Draws anti-aliased even while a live chart streams, when the screen draws it without (see ChartSlot). */
    private static void smooth(JFreeChart chart, Drawing drawing) throws IOException {
        boolean antiAlias = chart.getAntiAlias();
        boolean notify = chart.isNotify();
        chart.setNotify(false);
        chart.setAntiAlias(true);
        try {
            drawing.draw();
        } finally {
            chart.setAntiAlias(antiAlias);
            chart.setNotify(notify);
        }
    }

    /** By the file's extension: ".svg" writes SVG, anything else PNG. */
    public static void write(JFreeChart chart, File file, int width, int height) throws IOException {
        if (file.getName().toLowerCase(java.util.Locale.ROOT).endsWith(".svg")) {
            svg(chart, file, width, height);
        } else {
            png(chart, file, width, height);
        }
    }
}
