package org.dclab.ui.robot;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.List;

import org.eclipse.swt.graphics.GC;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.Tick;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.xy.XYDataset;
import org.jfree.swt.SWTGraphics2D;

/** What a live chart's axes show, read from the chart as it was last drawn. */
public final class ChartAxes {

    private ChartAxes() {
    }

    /** A chart's value axis and the largest value of the lines it draws. */
    public record ValueRange(double lower, double upper, double dataMax) {

        /** Whether the axis reaches up to the lines' largest value. */
        public boolean coversData() {
            return upper >= dataMax;
        }
    }

    /** The last label of a time axis: its text and its right end, and the chart's right edge, on the screen. */
    public record LastTimeLabel(String text, int right, int chartRight) {

        public boolean inside() {
            return right <= chartRight;
        }
    }

    /** The value axis of {@code chart} and the largest value of its visible lines (NaN when it draws none). */
    public static ValueRange valueRange(ChartComposite chart) {
        return Ui.read(() -> {
            XYPlot plot = chart.getChart().getXYPlot();
            XYDataset data = plot.getDataset();
            double max = Double.NaN;
            for (int s = 0; data != null && s < data.getSeriesCount(); s++) {
                if (!plot.getRenderer().isSeriesVisible(s)) {
                    continue;
                }
                for (int i = 0; i < data.getItemCount(s); i++) {
                    double y = data.getYValue(s, i);
                    max = Double.isNaN(max) || y > max ? y : max;
                }
            }
            ValueAxis axis = plot.getRangeAxis();
            return new ValueRange(axis.getLowerBound(), axis.getUpperBound(), max);
        });
    }

    /**
     * Where the time axis's last label ends on the screen, as the chart draws it: its ticks as the axis chooses them for
     * the data area last drawn, measured through the SWT graphics the chart is drawn with; JFreeChart centres a label by
     * Java2D's measure of it and SWT writes it at its own width from there.
     */
    public static LastTimeLabel lastTimeLabel(ChartComposite chart) {
        return Ui.read(() -> {
            XYPlot plot = chart.getChart().getXYPlot();
            ValueAxis axis = plot.getDomainAxis();
            Rectangle2D area = chart.getChartRenderingInfo().getPlotInfo().getDataArea();
            RectangleEdge edge = plot.getDomainAxisEdge();
            GC gc = new GC(chart);
            SWTGraphics2D g2 = new SWTGraphics2D(gc);
            try {
                g2.setFont(axis.getTickLabelFont());
                List<? extends Tick> ticks = axis.refreshTicks(g2, new AxisState(), area, edge);
                org.jfree.chart.axis.ValueTick last = null;
                for (Tick t : ticks) {
                    if (t instanceof org.jfree.chart.axis.ValueTick v && v.getText() != null && !v.getText().isEmpty()) {
                        last = last == null || v.getValue() > last.getValue() ? v : last;
                    }
                }
                if (last == null) {
                    throw new AssertionError("the time axis writes no label");
                }
                double x = axis.valueToJava2D(last.getValue(), area, edge);
                double java2dWidth = g2.getFontMetrics(axis.getTickLabelFont()).getStringBounds(last.getText(), g2).getWidth();
                int swtWidth = gc.textExtent(last.getText()).x;
                double right = x - java2dWidth / 2 + swtWidth;
                java.awt.Point screen = chart.translateJava2DToScreen(new Point2D.Double(right, area.getMaxY()));
                return new LastTimeLabel(last.getText(), chart.toDisplay(screen.x, screen.y).x, chart.toDisplay(chart.getClientArea().width,
                        0).x);
            } finally {
                g2.dispose();
                gc.dispose();
            }
        });
    }
}
