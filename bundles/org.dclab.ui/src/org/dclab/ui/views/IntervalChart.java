package org.dclab.ui.views;

import java.awt.BasicStroke;
import java.awt.Color;

import org.dclab.sim.results.FigureNames;
import org.dclab.ui.present.FlowColors;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * Curves of a figure against a parameter, each point with its 95 % confidence interval as an error bar: a sweep
 * table's in the Results view, a campaign's in its own view. Drawn as the live charts are (white plot, light grid, the
 * palette's colours), the figure named as the Results table names it, with its unit, and large parameter values with
 * an SI prefix.
 */
final class IntervalChart {

    private static final Color GRID = new Color(0xDD, 0xDD, 0xDD);

    private final YIntervalSeriesCollection curves = new YIntervalSeriesCollection();
    private final JFreeChart chart;

    IntervalChart(String noData) {
        chart = ChartFactory.createXYLineChart("Sweep", "parameter", "figure", curves, PlotOrientation.VERTICAL, true, true, false);
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDrawXError(false);
        renderer.setDefaultLinesVisible(true);
        renderer.setDefaultShapesVisible(true);
        chart.getXYPlot().setRenderer(renderer);
        chart.getXYPlot().setNoDataMessage(noData);
        chart.setBackgroundPaint(Color.WHITE);
        chart.getLegend().setFrame(BlockBorder.NONE);
        XYPlot plot = chart.getXYPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(GRID);
        plot.setRangeGridlinePaint(GRID);
        ((NumberAxis) plot.getDomainAxis()).setNumberFormatOverride(new SiPrefixFormat());
        // JFreeChart's 18-point title wraps over two lines in a view of a few hundred pixels and leaves the plot a strip.
        chart.getTitle().setFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.BOLD, 12));
    }

    /** The chart's widget in {@code parent}, zoomable and with JFreeChart's menu (save as PNG, print). */
    ChartComposite createControl(Composite parent) {
        return new ChartComposite(parent, SWT.NONE, chart, true, false, false, false, true);
    }

    /** Draws {@code figure} of {@code table} against {@code parameter}, one curve per setting of the other parameters. */
    void draw(SweepCurves.Table table, String figure, String parameter) {
        YIntervalSeriesCollection fresh = SweepCurves.curves(table, figure, parameter);
        chart.setNotify(false);
        curves.removeAllSeries();
        for (int i = 0; i < fresh.getSeriesCount(); i++) {
            curves.addSeries(fresh.getSeries(i));
        }
        FigureNames.Figure named = FigureNames.of(figure);
        chart.setTitle(named.name() + " against " + parameter);
        // One curve is named by the title already; a legend earns its room from two on.
        chart.getLegend().setVisible(curves.getSeriesCount() > 1);
        XYPlot plot = chart.getXYPlot();
        for (int i = 0; i < curves.getSeriesCount(); i++) {
            plot.getRenderer().setSeriesPaint(i, FlowColors.awt(FlowColors.inPalette(i)));
            plot.getRenderer().setSeriesStroke(i, new BasicStroke(1.5f));
        }
        plot.getDomainAxis().setLabel(parameter);
        plot.getRangeAxis().setLabel(named.unit().isEmpty() ? named.name() : named.name() + " (" + named.unit() + ")");
        chart.setNotify(true);
    }

    /** What the plot says while it has no curve. */
    void noData(String message) {
        chart.getXYPlot().setNoDataMessage(message);
    }

    void clear() {
        curves.removeAllSeries();
    }

    YIntervalSeriesCollection curves() {
        return curves;
    }

    JFreeChart chart() {
        return chart;
    }
}
