package org.dclab.ui.views;

import java.awt.BasicStroke;
import java.util.List;

import org.dclab.sim.results.FigureNames;
import org.dclab.ui.present.FlowColors;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.axis.ValueAxis;
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
        LiveChart.plainLook(chart);
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
        List<String> settings = SweepCurves.settings(table, parameter);
        String along = settings == null ? parameter : String.join(", ", table.parameters());
        chart.setTitle(named.name() + " against " + along);
        // A curve of the figure alone is named by the title already; a legend earns its room from two curves on, or for
        // one that stands for a setting of the other parameters (the one congestion control of a cancelled sweep).
        chart.getLegend().setVisible(curves.getSeriesCount() > 1 || curves.getSeriesCount() == 1 && !figure.equals(curves.getSeriesKey(0)));
        XYPlot plot = chart.getXYPlot();
        for (int i = 0; i < curves.getSeriesCount(); i++) {
            plot.getRenderer().setSeriesPaint(i, FlowColors.awt(FlowColors.inPalette(i)));
            plot.getRenderer().setSeriesStroke(i, new BasicStroke(1.5f));
        }
        if (settings != null) {
            // Words on the axis, one per setting, where a number would say nothing.
            SymbolAxis words = new SymbolAxis(along, settings.toArray(String[]::new));
            words.setGridBandsVisible(false);
            lettered(words, plot.getRangeAxis());
            plot.setDomainAxis(words);
        } else {
            NumberAxis axis = plot.getDomainAxis() instanceof SymbolAxis || !(plot.getDomainAxis() instanceof NumberAxis) ? new NumberAxis()
                    : (NumberAxis) plot.getDomainAxis();
            axis.setLabel(parameter);
            lettered(axis, plot.getRangeAxis());
            tickTheParameter(axis);
            plot.setDomainAxis(axis);
        }
        plot.getRangeAxis().setLabel(named.unit().isEmpty() ? named.name() : named.name() + " (" + named.unit() + ")");
        chart.setNotify(true);
    }

    /** A new axis written in the same letters as {@code like}: the chart factory's theme styled only the first. */
    private static void lettered(ValueAxis axis, ValueAxis like) {
        axis.setLabelFont(like.getLabelFont());
        axis.setLabelPaint(like.getLabelPaint());
        axis.setTickLabelFont(like.getTickLabelFont());
        axis.setTickLabelPaint(like.getTickLabelPaint());
    }

    /**
     * Ticks at whole values where every swept value is whole (K, N, a rate, the run's number), never "1 1 1" around a
     * single point; large values with an SI prefix.
     */
    private void tickTheParameter(NumberAxis axis) {
        double largest = 0;
        boolean whole = true;
        for (int series = 0; series < curves.getSeriesCount(); series++) {
            for (int item = 0; item < curves.getItemCount(series); item++) {
                double x = curves.getXValue(series, item);
                largest = Math.max(largest, Math.abs(x));
                whole &= x == Math.rint(x);
            }
        }
        axis.setStandardTickUnits(whole ? NumberAxis.createIntegerTickUnits() : NumberAxis.createStandardTickUnits());
        // The first and last points inside the plot, not on its edges: the axis need not begin at zero.
        axis.setAutoRangeIncludesZero(false);
        axis.setNumberFormatOverride(largest >= 1e4 ? new SiPrefixFormat() : null);
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
