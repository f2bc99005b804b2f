package org.dclab.ui.views;

import java.util.Map;

import org.dclab.sim.RunResult;
import org.dclab.sim.results.Flattened;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * What a run or a sweep measured: the run's summary as a table of figures (nested figures dotted, as in the CSV
 * files) above the curves of a sweep table.
 */
public final class ResultsPanel extends Composite {

    /** The first row: where the run stood when its figures were taken ("stopped at 64 ms of 1000 ms (paused)"). */
    static final String STANDING = "run";

    private final Table table;
    private final XYSeriesCollection curves = new XYSeriesCollection();
    private final JFreeChart sweepChart;

    public ResultsPanel(Composite parent, int style) {
        super(parent, style);
        setLayout(new FillLayout());
        SashForm split = new SashForm(this, SWT.VERTICAL);
        table = new Table(split, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        column("Figure", 260);
        column("Value", 180);
        sweepChart = ChartFactory.createXYLineChart("Sweep", "parameter", "figure", curves, PlotOrientation.VERTICAL, true, true, false);
        sweepChart.getXYPlot().setRenderer(new XYLineAndShapeRenderer(true, true));
        sweepChart.getXYPlot().setNoDataMessage("Open a sweep table (sweep.csv of dclab sweep) to draw its curves.");
        sweepChart.setBackgroundPaint(java.awt.Color.WHITE);
        new ChartComposite(split, SWT.NONE, sweepChart, true, false, false, false, true);
        split.setWeights(55, 45);
    }

    private void column(String title, int width) {
        TableColumn c = new TableColumn(table, SWT.LEFT);
        c.setText(title);
        c.setWidth(width);
    }

    /** Lists where the run stands, then the summary of {@code result}; null empties the table. */
    public void show(RunResult result) {
        table.removeAll();
        if (result == null) {
            return;
        }
        new TableItem(table, SWT.NONE).setText(new String[] { STANDING, result.standing() });
        for (Map.Entry<String, Object> e : Flattened.of(result.summary()).entrySet()) {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(new String[] { e.getKey(), format(e.getValue()) });
        }
    }

    /** Says that a command runs: the figures come when it stops. */
    public void showRunning() {
        table.removeAll();
        new TableItem(table, SWT.NONE).setText(new String[] { STANDING, "running: the figures come when the run stops" });
    }

    /** Draws {@code figure} of a sweep table against its first numeric parameter, one curve per other setting. */
    public void showSweep(SweepCurves.Table sweep, String figure) {
        XYSeriesCollection fresh = SweepCurves.curves(sweep, figure);
        sweepChart.setNotify(false);
        curves.removeAllSeries();
        for (int i = 0; i < fresh.getSeriesCount(); i++) {
            curves.addSeries(fresh.getSeries(i));
        }
        sweepChart.setTitle(figure + " against " + SweepCurves.xLabel(sweep));
        sweepChart.getXYPlot().getDomainAxis().setLabel(SweepCurves.xLabel(sweep));
        sweepChart.getXYPlot().getRangeAxis().setLabel(figure);
        sweepChart.setNotify(true);
    }

    /** The rows shown as (figure, value) text, for tests and copying. */
    public String[][] rows() {
        String[][] rows = new String[table.getItemCount()][];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = new String[] { table.getItem(i).getText(0), table.getItem(i).getText(1) };
        }
        return rows;
    }

    public XYSeriesCollection sweepCurves() {
        return curves;
    }

    public JFreeChart sweepChart() {
        return sweepChart;
    }

    /** Doubles with up to six significant digits: enough to compare runs, short enough to read. */
    static String format(Object value) {
        if (value instanceof Double d) {
            return d.isNaN() ? "\u2013" : String.format(java.util.Locale.ROOT, "%.6g", d).replaceAll("(\\.\\d*?)0+(e|$)", "$1$2").replaceAll("\\.(e|$)", "$1");
        }
        return String.valueOf(value);
    }
}
