package org.dclab.charts;

import java.awt.Rectangle;
import java.io.BufferedOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.IOException;
import java.util.Locale;

import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;

/**
 * Writes a chart as shown to PNG or SVG. Replaces jfreechart-swt's own "Save as", which calls a JFreeChart 1.0
 * method that 1.5 no longer has. The format is the one the user chose by command, never guessed from a file name.
 */
public final class ChartExport {

    /** The picture formats a chart is exported in, by the file extension each goes with. */
    public enum Format {
        PNG("png"), SVG("svg");

        private final String extension;

        Format(String extension) {
            this.extension = extension;
        }

        public String extension() {
            return extension;
        }
    }

    /** How many pixels of a PNG each pixel of the chart on the screen becomes, each way. */
    public static final int PNG_SCALE = 2;

    private ChartExport() {
    }

    public static void write(JFreeChart chart, Format format, File file, int width, int height) throws IOException {
        switch (format) {
            case PNG -> png(chart, file, width, height);
            case SVG -> svg(chart, file, width, height);
        }
    }

    /**
     * A chart laid out at {@code width} by {@code height}, its size on the screen, and drawn {@value #PNG_SCALE} times
     * as many pixels each way: sharp on a slide or a projector at full screen, where the screen's own pixels (712x250)
     * blurred, with text and lines in the proportions shown.
     */
    public static void png(JFreeChart chart, File file, int width, int height) throws IOException {
        smooth(chart, () -> {
            try (OutputStream out = new BufferedOutputStream(new FileOutputStream(file))) {
                ChartUtils.writeScaledChartAsPNG(out, chart, width, height, PNG_SCALE, PNG_SCALE);
            }
        });
    }

    public static void svg(JFreeChart chart, File file, int width, int height) throws IOException {
        SVGGraphics2D g2 = new SVGGraphics2D(width, height);
        smooth(chart, () -> chart.draw(g2, new Rectangle(0, 0, width, height)));
        SVGUtils.writeToSVG(file, g2.getSVGElement());
    }

    /**
     * {@code chosen} as typed into a file dialog, with ".{@code extension}" added unless it already ends so (in any
     * case): "queue" becomes "queue.svg", "queue.png" becomes "queue.png.svg" for an SVG, "queue.SVG" stays.
     */
    public static String withExtension(String chosen, String extension) {
        return chosen.toLowerCase(Locale.ROOT).endsWith("." + extension) ? chosen : chosen + "." + extension;
    }

    /** {@code chosen} without ".{@code extension}" at its end (in any case), if it ends so. */
    public static String withoutExtension(String chosen, String extension) {
        return chosen.toLowerCase(Locale.ROOT).endsWith("." + extension) ? chosen.substring(0, chosen.length() - extension.length() - 1)
                : chosen;
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
}
