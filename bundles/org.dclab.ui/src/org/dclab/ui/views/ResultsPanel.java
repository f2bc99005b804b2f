package org.dclab.ui.views;

import java.util.List;
import java.util.Map;

import org.dclab.model.parameters.ScenarioChanges;
import org.dclab.sim.RunResult;
import org.dclab.sim.results.Fairness;
import org.dclab.sim.results.FigureNames;
import org.dclab.sim.results.Flattened;
import org.dclab.ui.present.Presentation;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.jfree.chart.JFreeChart;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * What a run or a sweep measured: the run's summary as a table of figures (nested figures dotted, as in the CSV
 * files) above the curves of a sweep table, each point with its 95 % confidence interval as an error bar when the
 * table holds one. A campaign opens in a view of its own ({@link CampaignView}).
 */
public final class ResultsPanel extends Composite {

    /** The first row: where the run stood when its figures were taken ("stopped at 64 ms of 1000 ms (paused)"). */
    static final String STANDING = "run";
    /** The key of a row naming a setting changed since the run compared with. */
    static final String CHANGED = "changed setting";
    /** The row of Jain's index, derived from the applications' goodputs rather than kept in the summary. */
    static final String JAIN = "jainIndex";
    /** Columns: what a person calls the figure, its value and unit, its key in the files, and a compared run's. */
    static final int NAME = 0;
    static final int VALUE = 1;
    static final int UNIT = 2;
    static final int KEY = 3;
    static final int COMPARED = 4;
    static final int DIFFERENCE = 5;
    private static final org.eclipse.swt.graphics.Color DIFFERS = new org.eclipse.swt.graphics.Color(255, 240, 160);

    private final Table table;
    /** Whether the table says a command runs, rather than list a stop's figures. */
    private boolean running;
    private final SashForm split;
    private final IntervalChart sweepChart = new IntervalChart("Open a sweep table (sweep.csv of dclab sweep), or run a sweep of the "
            + "scenario, to draw its curves.");

    public ResultsPanel(Composite parent, int style) {
        super(parent, style);
        setLayout(new FillLayout());
        split = new SashForm(this, SWT.VERTICAL);
        table = new Table(split, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        column("Figure", 250);
        column("Value", 120);
        column("Unit", 60);
        column("Key", 150);
        sweepChart.createControl(split);
        // The curves are what a sweep is opened for; the run's figures keep a few rows above them.
        split.setWeights(25, 75);
        // Until a sweep is opened there are no curves: the figures of the run have the whole view.
        split.setMaximizedControl(table);
        table.addListener(SWT.Resize, e -> fitColumns());
        Presentation.follow(this, this::fitColumns);
    }

    private void column(String title, int width) {
        TableColumn c = new TableColumn(table, SWT.LEFT);
        c.setText(title);
        c.setWidth(width);
    }

    /** Lists where the run stands, then the summary of {@code result}; null empties the table. */
    public void show(RunResult result) {
        show(result, null, null);
    }

    /**
     * As {@link #show(RunResult)}, beside each figure that of {@code compared} (the run named {@code comparedName})
     * and the difference; the rows where the two differ are highlighted. A null {@code compared} compares nothing.
     */
    public void show(RunResult result, RunResult compared, String comparedName) {
        show(result, compared, comparedName, List.of());
    }

    /**
     * As {@link #show(RunResult, RunResult, String)}, with the settings that differ between the two runs' scenarios
     * listed first after where the run stands, each by its path, its value then and now, highlighted: what moved
     * the figures below.
     */
    public void show(RunResult result, RunResult compared, String comparedName, List<ScenarioChanges> changes) {
        running = false;
        table.setRedraw(false);
        table.removeAll();
        comparing(compared != null, comparedName);
        if (result != null) {
            Map<String, Object> theirs = compared == null ? Map.of() : figures(compared);
            row(STANDING, result.standing(), compared == null ? null : compared.standing());
            for (ScenarioChanges change : changes) {
                TableItem item = new TableItem(table, SWT.NONE);
                item.setText(new String[] { change.path(), change.after().isEmpty() ? "(deleted)" : change.after(), "", CHANGED });
                item.setText(COMPARED, change.before().isEmpty() ? "(none)" : change.before());
                item.setText(DIFFERENCE, "changed");
                item.setBackground(DIFFERS);
            }
            for (Map.Entry<String, Object> e : figures(result).entrySet()) {
                row(e.getKey(), e.getValue(), compared == null ? null : theirs.getOrDefault(e.getKey(), "\u2013"));
            }
        }
        fitColumns();
        table.setRedraw(true);
    }

    /**
     * Values, units and the compared columns as wide as the numbers and units they hold, so none is cut (at presentation
     * mode's larger text fixed widths cut "0.9312" and "Gbit/s"); text values (where the run stands, the scenario's
     * name) are what a narrow view cuts. The figures' names take what the numbers leave, the key for files, last, being the
     * one scrolled to.
     */
    private void fitColumns() {
        int numbers = 0;
        GC gc = new GC(table);
        try {
            gc.setFont(table.getFont());
            for (int c = VALUE; c < table.getColumnCount(); c++) {
                if (c == KEY) {
                    continue;
                }
                TableColumn column = table.getColumn(c);
                int width = gc.textExtent(column.getText()).x;
                for (int row = 0; row < table.getItemCount(); row++) {
                    String text = table.getItem(row).getText(c);
                    if (!table.getItem(row).getText(KEY).equals(STANDING) && (c == UNIT || isNumber(text))) {
                        width = Math.max(width, gc.textExtent(text).x);
                    }
                }
                // GTK's cell padding and the header's sort arrow room.
                column.setWidth(width + Presentation.scale(16));
                numbers += column.getWidth();
            }
        } finally {
            gc.dispose();
        }
        TableColumn names = table.getColumn(NAME);
        names.pack();
        int room = table.getClientArea().width - numbers;
        if (room > 0 && names.getWidth() > room) {
            names.setWidth(Math.max(room, Presentation.scale(80)));
        }
    }

    /** A number as the table writes one, a change with its percentage included: what a column is sized to. */
    private static boolean isNumber(String text) {
        return text.matches("[-+\\d.,\\s()%\u2013]+") && text.chars().anyMatch(Character::isDigit);
    }

    /** The summary flattened, with Jain's index after the goodput when the run has two applications to compare. */
    private static Map<String, Object> figures(RunResult result) {
        Map<String, Object> flat = new java.util.LinkedHashMap<>();
        for (Map.Entry<String, Object> e : Flattened.of(result.summary()).entrySet()) {
            flat.put(e.getKey(), e.getValue());
            if (e.getKey().equals("goodputGbps")) {
                Fairness.jainIndex(result.summary()).ifPresent(j -> flat.put(JAIN, j));
            }
        }
        return flat;
    }

    private void row(String key, Object value, Object compared) {
        TableItem item = new TableItem(table, SWT.NONE);
        FigureNames.Figure figure = key.equals(STANDING) ? new FigureNames.Figure("Run", "") : FigureNames.of(key);
        item.setText(new String[] { figure.name(), format(value), figure.unit(), key });
        if (compared != null) {
            item.setText(COMPARED, format(compared));
            item.setText(DIFFERENCE, difference(value, compared));
            if (!format(value).equals(format(compared))) {
                // A fixed pale yellow with the theme's text colour: the theme's "info" background is dark in some.
                item.setBackground(DIFFERS);
            }
        }
    }

    /** This run's value less the compared one's, with the change in percent; "" for text or equal values. */
    static String difference(Object mine, Object theirs) {
        if (mine instanceof Number a && theirs instanceof Number b && !format(mine).equals(format(theirs))) {
            double d = a.doubleValue() - b.doubleValue();
            String sign = d > 0 ? "+" : "";
            return sign + format(d) + (b.doubleValue() == 0 ? "" : " (" + sign + format(100 * d / b.doubleValue()) + " %)");
        }
        return "";
    }

    /**
     * Adds or takes away the compared run's two columns, shown beside the value, before its unit and key: what a class
     * compares is in view in a Results view as narrow as it is at 1280x720, the key for files being the one scrolled to.
     */
    private void comparing(boolean on, String name) {
        boolean shown = table.getColumnCount() > COMPARED;
        if (on && !shown) {
            column("Compared run", 120);
            column("Difference", 150);
            table.setColumnOrder(new int[] { NAME, VALUE, COMPARED, DIFFERENCE, UNIT, KEY });
        } else if (!on && shown) {
            table.getColumn(DIFFERENCE).dispose();
            table.getColumn(COMPARED).dispose();
        }
        if (on) {
            table.getColumn(COMPARED).setText(name);
        }
    }

    /**
     * Says that a command runs: the figures come when it stops. A run announces its progress many times a second; the
     * table is rebuilt only on the first.
     */
    public void showRunning() {
        if (running) {
            return;
        }
        running = true;
        table.removeAll();
        comparing(false, null);
        new TableItem(table, SWT.NONE).setText(new String[] { "Run", "running: the figures come when the run stops", "", STANDING });
    }

    /** Draws {@code figure} of a sweep table against its first numeric parameter, one curve per other setting. */
    public void showSweep(SweepCurves.Table sweep, String figure) {
        split.setMaximizedControl(null);
        split.layout(true, true);
        sweepChart.draw(sweep, figure, SweepCurves.xLabel(sweep));
    }

    /** The rows shown as (key, value) text, for tests and copying. */
    public String[][] rows() {
        String[][] rows = new String[table.getItemCount()][];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = new String[] { table.getItem(i).getText(KEY), table.getItem(i).getText(VALUE) };
        }
        return rows;
    }

    /** The rows shown, every column's text. */
    String[][] shownRows() {
        String[][] rows = new String[table.getItemCount()][];
        for (int i = 0; i < rows.length; i++) {
            TableItem item = table.getItem(i);
            rows[i] = new String[table.getColumnCount()];
            for (int c = 0; c < rows[i].length; c++) {
                rows[i][c] = item.getText(c);
            }
        }
        return rows;
    }

    public YIntervalSeriesCollection sweepCurves() {
        return sweepChart.curves();
    }

    public JFreeChart sweepChart() {
        return sweepChart.chart();
    }

    /** Doubles with up to six significant digits: enough to compare runs, short enough to read. */
    /** Six significant digits at most, never in e-notation: 1.5e-7 reads 0.00000015, a class reads no exponents. */
    static String format(Object value) {
        if (value instanceof Double d) {
            if (d.isNaN() || d.isInfinite()) {
                return d.isNaN() ? "\u2013" : d > 0 ? "\u221e" : "\u2212\u221e";
            }
            return new java.math.BigDecimal(d).round(new java.math.MathContext(6)).stripTrailingZeros().toPlainString();
        }
        return String.valueOf(value);
    }
}
