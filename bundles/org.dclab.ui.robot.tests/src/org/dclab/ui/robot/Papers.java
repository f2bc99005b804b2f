package org.dclab.ui.robot;

import java.util.List;

import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.jfree.chart.swt.ChartComposite;

/**
 * Help ▸ DC Lab Papers: the list of paper figures with their verdicts, the Reproduce and Cancel buttons and the size
 * chosen beside them, the status line, the figure's chart and the table of the paper's values under it.
 */
public final class Papers {

    public static final String VIEW = "DC Lab Papers";

    private Papers() {
    }

    /** Opens the view from the Help menu and waits for its list of figures. */
    public static void open() {
        Menus.menuBar("Help", "DC Lab Papers");
        Ui.waitUntil("the list of paper figures", () -> figures() != null && figures().getItemCount() > 0);
    }

    static Composite view() {
        return Widgets.view(VIEW).orElse(null);
    }

    /** The list of figures (the first table of the view); null while the view is not shown. Call on the UI thread. */
    public static Table figures() {
        Composite view = view();
        return view == null ? null : Widgets.under(view, Table.class, t -> true).get(0);
    }

    /** The table of the paper's values under the chart. Call on the UI thread. */
    public static Table claims() {
        return Widgets.under(view(), Table.class, t -> true).get(1);
    }

    /** Every row of {@code table} as its cells' texts. */
    public static List<List<String>> rows(Table table) {
        return Ui.read(() -> {
            List<List<String>> rows = new java.util.ArrayList<>();
            for (TableItem item : table.getItems()) {
                List<String> cells = new java.util.ArrayList<>();
                for (int c = 0; c < table.getColumnCount(); c++) {
                    cells.add(item.getText(c));
                }
                rows.add(cells);
            }
            return rows;
        });
    }

    /** Clicks the row of figure {@code id}, scrolled into view with the wheel first. */
    public static void select(String id) {
        Table table = Ui.read(Papers::figures);
        TableItem row = Ui.waitFor("the row of " + id, () -> Widgets.tableRow(table, 0, id::equals).orElse(null));
        Widgets.reveal(row);
        Input.click(Ui.read(() -> Widgets.center(row, 0)));
        Ui.waitUntil(id + " selected", () -> table.getSelectionCount() == 1 && table.getSelection()[0].getText(0).equals(id));
    }

    /** Picks {@code size} ("quick …", "full …") in the drop-down beside Reproduce. */
    public static void size(String beginning) {
        Combo sizes = Ui.read(() -> Widgets.under(view(), Combo.class, c -> true).get(0));
        String item = Ui.read(() -> java.util.Arrays.stream(sizes.getItems()).filter(i -> i.startsWith(beginning)).findFirst()
                .orElseThrow());
        if (!Ui.read(() -> item.equals(sizes.getText()))) {
            Input.choose(sizes, item);
        }
    }

    public static void click(String button) {
        Button b = Ui.waitFor("the button " + button, () -> Widgets.button(view(), button).filter(Button::isEnabled).orElse(null));
        Input.click(Ui.read(() -> Widgets.center(b)));
    }

    public static boolean enabled(String button) {
        return Ui.read(() -> Widgets.button(view(), button).map(Button::isEnabled).orElse(false));
    }

    /** The status line beside the buttons. */
    public static String status() {
        return Ui.read(() -> Widgets.under(view(), Label.class, l -> true).get(0).getText());
    }

    /** The figure's chart, or null while none is drawn. Call on the UI thread. */
    public static ChartComposite chart() {
        List<ChartComposite> charts = Widgets.under(view(), ChartComposite.class, c -> c.isVisible() && !c.isDisposed());
        return charts.isEmpty() ? null : charts.get(0);
    }
}
