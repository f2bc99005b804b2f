package org.dclab.ui.views;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/**
 * The runs of an opened campaign, one row each, and beside them, when two are selected, the two side by side column
 * by column with the columns where they differ highlighted.
 */
final class CampaignRunsList extends Composite {

    private final SashForm split;
    private final Table runs;
    private final Table comparison;
    private final Color highlight;
    private SweepCurves.Table shown;

    CampaignRunsList(Composite parent, int style) {
        super(parent, style);
        setLayout(new FillLayout());
        split = new SashForm(this, SWT.HORIZONTAL);
        runs = new Table(split, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
        runs.setHeaderVisible(true);
        runs.setLinesVisible(true);
        runs.setToolTipText("Select two runs to compare them side by side");
        comparison = new Table(split, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        comparison.setHeaderVisible(true);
        comparison.setLinesVisible(true);
        comparison.setVisible(false);
        for (String title : List.of("Column", "first run", "second run", "difference")) {
            new TableColumn(comparison, SWT.LEFT).setText(title);
        }
        split.setWeights(60, 40);
        highlight = new Color(getDisplay(), 255, 236, 179);
        addDisposeListener(e -> highlight.dispose());
        runs.addListener(SWT.Selection, e -> compareSelected());
    }

    /** Lists {@code table}'s runs (numbers as the Results view writes them), nothing selected. */
    void show(SweepCurves.Table table) {
        shown = table;
        runs.setRedraw(false);
        runs.removeAll();
        for (TableColumn c : runs.getColumns()) {
            c.dispose();
        }
        for (String name : table.header()) {
            new TableColumn(runs, SWT.LEFT).setText(name);
        }
        for (List<String> row : table.rows()) {
            TableItem item = new TableItem(runs, SWT.NONE);
            for (int i = 0; i < row.size(); i++) {
                item.setText(i, cell(row.get(i)));
            }
        }
        for (TableColumn c : runs.getColumns()) {
            c.pack();
        }
        runs.setRedraw(true);
        compareSelected();
    }

    /** Selects the runs at {@code indices} as a user would, comparing them when they are two. */
    void select(int... indices) {
        runs.setSelection(indices);
        compareSelected();
    }

    private void compareSelected() {
        int[] selected = runs.getSelectionIndices();
        java.util.Arrays.sort(selected);
        boolean two = shown != null && selected.length == 2;
        comparison.setVisible(two);
        if (two) {
            List<String> first = shown.rows().get(selected[0]);
            List<String> second = shown.rows().get(selected[1]);
            comparison.getColumn(1).setText(label(first));
            comparison.getColumn(2).setText(label(second));
            comparison.removeAll();
            for (RunComparison.Line line : RunComparison.of(shown.header(), first, second).lines()) {
                TableItem item = new TableItem(comparison, SWT.NONE);
                item.setText(new String[] { line.column(), cell(line.first()), cell(line.second()), line.difference() });
                if (line.differs()) {
                    item.setBackground(highlight);
                }
            }
            for (TableColumn c : comparison.getColumns()) {
                c.pack();
            }
        }
        split.layout(true, true);
    }

    /** A run named by its point and repetition ("left.defaultQueue.bufferLimit=20 #1"). */
    private String label(List<String> row) {
        StringBuilder name = new StringBuilder();
        List<String> parameters = shown.parameters();
        for (int p = 0; p < parameters.size(); p++) {
            name.append(p == 0 ? "" : ", ").append(parameters.get(p)).append('=').append(row.get(p));
        }
        return name + " #" + row.get(parameters.size());
    }

    /**
     * A fraction as {@link ResultsPanel#format(Object)} writes it; a whole number (a seed, a count) and any other field
     * (a strategy, a status) as it is: six digits would turn a seed into a different one.
     */
    static String cell(String field) {
        if (field.matches("-?\\d+")) {
            return field;
        }
        try {
            return ResultsPanel.format(Double.parseDouble(field));
        } catch (NumberFormatException e) {
            return field;
        }
    }

    /** The runs as shown, the header first. */
    String[][] rows() {
        return texts(runs);
    }

    /** The comparison as shown (header first), or no rows when two runs are not selected. */
    String[][] comparison() {
        return comparison.getVisible() ? texts(comparison) : new String[0][];
    }

    /** Whether line {@code index} of the comparison is highlighted as a difference. */
    boolean highlighted(int index) {
        return highlight.equals(comparison.getItem(index).getBackground());
    }

    private static String[][] texts(Table table) {
        String[][] rows = new String[table.getItemCount() + 1][];
        rows[0] = new String[table.getColumnCount()];
        for (int c = 0; c < rows[0].length; c++) {
            rows[0][c] = table.getColumn(c).getText();
        }
        for (int i = 1; i < rows.length; i++) {
            rows[i] = new String[rows[0].length];
            for (int c = 0; c < rows[0].length; c++) {
                rows[i][c] = table.getItem(i - 1).getText(c);
            }
        }
        return rows;
    }
}
