package org.dclab.ui.views;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Collection;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.SamplingXYLineRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.data.xy.XYSeriesCollection;

/** A time-series chart with the look every DC Lab live view shares. */
final class LiveChart {

    private static final Color GRID = new Color(0xDD, 0xDD, 0xDD);
    private static final Color LINE = new Color(0x1F, 0x5F, 0x99);
    /** Everyday sizes in points: title, legend, axis labels, tick labels, marker labels. */
    private static final int TITLE_POINTS = 13;
    private static final int LEGEND_POINTS = 10;
    private static final int AXIS_POINTS = 12;
    private static final int TICK_POINTS = 10;
    private static final int MARKER_POINTS = 11;
    /**
     * The widest label the time axis writes at its right end, as its standard tick units format seconds ("0.0025",
     * "0.030", "10,000"): the label is centred on its tick, so half of it lies right of the plot.
     */
    private static final String WIDEST_TIME_LABEL = "0.0000";
    /** JFreeChart's own right inset of a plot, in pixels, kept where the last label needs less. */
    private static final double PLOT_RIGHT_INSET = 8;

    private LiveChart() {
    }

    /** Paint for a marker that is only words: its line is drawn by another marker beneath the data. */
    static final Color NO_PAINT = new Color(0, 0, 0, 0);

    /** Marker labels sit on the data; a light backdrop keeps them readable without hiding the lines. */
    static void labelStyle(Marker marker, Color paint, double factor) {
        marker.setLabelFont(font(Font.PLAIN, MARKER_POINTS, factor));
        marker.setLabelPaint(paint);
        marker.setLabelBackgroundColor(new Color(255, 255, 255, 230));
    }

    /** White chart and plot, a light grid, a legend without a frame: the look DC Lab's charts share. */
    static void plainLook(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        if (chart.getLegend() != null) {
            chart.getLegend().setFrame(BlockBorder.NONE);
        }
        XYPlot plot = chart.getXYPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(GRID);
        plot.setRangeGridlinePaint(GRID);
    }

    static JFreeChart create(String title, String yAxisLabel, XYSeriesCollection data, String emptyMessage) {
        return create(title, yAxisLabel, data, emptyMessage, false);
    }

    /** A chart whose lines are steps (see {@link ChartKind#steps()}) when {@code steps}. */
    static JFreeChart create(String title, String yAxisLabel, XYSeriesCollection data, String emptyMessage, boolean steps) {
        JFreeChart chart = ChartFactory.createXYLineChart(title, "simulated time (s)", yAxisLabel, data,
                PlotOrientation.VERTICAL, true, true, false);
        // Which line is which flow (DCTCP or TCP) is the point of a coexistence run, so the legend stays on.
        plainLook(chart);
        scale(chart, 1);

        XYPlot plot = chart.getXYPlot();
        plot.setNoDataMessage(emptyMessage);
        if (steps) {
            // A step series changes at events only (a connection window, a count of connections): few points, each
            // drawn as the level it held until the next.
            XYStepRenderer stepper = new XYStepRenderer();
            stepper.setDefaultShapesVisible(false);
            plot.setRenderer(stepper);
        } else {
            // Live series reach thousands of points; this renderer draws at most a few segments per pixel column,
            // so a redraw costs the same whether the run is short or long.
            plot.setRenderer(new SamplingXYLineRenderer());
        }
        plot.getRenderer().setSeriesPaint(0, LINE);
        plot.getRenderer().setSeriesStroke(0, new BasicStroke(1.5f));
        return chart;
    }

    /** Sets the chart's text at {@code factor} times its everyday size: title, legend, axes, ticks and marker labels. */
    static void scale(JFreeChart chart, double factor) {
        chart.getTitle().setFont(font(Font.BOLD, TITLE_POINTS, factor));
        if (chart.getLegend() != null) {
            chart.getLegend().setItemFont(font(Font.PLAIN, LEGEND_POINTS, factor));
        }
        XYPlot plot = chart.getXYPlot();
        for (ValueAxis axis : new ValueAxis[] { plot.getDomainAxis(), plot.getRangeAxis() }) {
            axis.setLabelFont(font(Font.PLAIN, AXIS_POINTS, factor));
            axis.setTickLabelFont(font(Font.PLAIN, TICK_POINTS, factor));
        }
        plot.setNoDataMessageFont(font(Font.PLAIN, AXIS_POINTS, factor));
        RectangleInsets insets = plot.getInsets();
        plot.setInsets(new RectangleInsets(insets.getTop(), insets.getLeft(), insets.getBottom(), Math.max(PLOT_RIGHT_INSET,
                halfOfWidestTimeLabel(plot.getDomainAxis().getTickLabelFont()))));
        for (Layer layer : Layer.values()) {
            Collection<?> markers = plot.getRangeMarkers(layer);
            if (markers != null) {
                markers.forEach(m -> ((Marker) m).setLabelFont(font(Font.PLAIN, MARKER_POINTS, factor)));
            }
        }
    }

    /**
     * Half the width of the widest time label in {@code font}: at 1.5× the last label "0.03(" was cut at the chart's
     * right edge with the 8 px inset alone.
     */
    private static double halfOfWidestTimeLabel(Font font) {
        BufferedImage image = new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g2 = image.createGraphics();
        try {
            return g2.getFontMetrics(font).stringWidth(WIDEST_TIME_LABEL) / 2.0;
        } finally {
            g2.dispose();
        }
    }

    private static Font font(int style, int points, double factor) {
        return new Font(Font.SANS_SERIF, style, (int) Math.round(points * factor));
    }
}
