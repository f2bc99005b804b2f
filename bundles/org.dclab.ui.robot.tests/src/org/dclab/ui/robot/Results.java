package org.dclab.ui.robot;

import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;

/** The Results view's table of figures. */
public final class Results {

    private Results() {
    }

    /** The Key column: a figure's name in the files ("goodputGbps"), beside the name shown to people ("Goodput"). */
    static final int KEY = 3;

    /** The value shown beside the figure keyed {@code figure} ("run", "status", "goodputGbps"). */
    public static String value(String figure) {
        return column(figure, 1);
    }

    /** The value shown beside the figure keyed {@code figure} now, or null when none is shown; without waiting. */
    public static String valueNow(String figure) {
        return Ui.read(() -> valueShown(figure));
    }

    /** The same, on the UI thread. */
    public static String valueShown(String figure) {
        return Widgets.view("Results").flatMap(v -> Widgets.under(v, Table.class, t -> true).stream().findFirst())
                .flatMap(t -> Widgets.tableRow(t, KEY, figure::equals)).map(row -> row.getText(1)).orElse(null);
    }

    /** The text in column {@code column} of the row of the figure keyed {@code figure}. */
    public static String column(String figure, int column) {
        return Ui.waitFor("the figure " + figure + " in Results", () -> Widgets.view("Results")
                .flatMap(v -> Widgets.under(v, Table.class, t -> true).stream().findFirst())
                .flatMap(t -> Widgets.tableRow(t, KEY, figure::equals)).map(row -> row.getText(column)).orElse(null));
    }

    /** Waits until the Results view's first row, where the run stands, begins with {@code standing} ("finished"). */
    public static void waitForRun(String standing) {
        Ui.waitUntil("the Results to say the run " + standing, () -> Widgets.view("Results")
                .flatMap(v -> Widgets.under(v, Table.class, t -> true).stream().findFirst())
                .map(t -> row(t, "run")).map(row -> row != null && row.getText(1).startsWith(standing)).orElse(false));
    }

    /** The headers of the table's columns that reach beyond what it shows (see {@link Widgets#headersOutOfView}). */
    public static java.util.List<String> headersOutOfView() {
        return Widgets.headersOutOfView(Widgets.view("Results").flatMap(v -> Widgets.under(v, Table.class, t -> true).stream().findFirst())
                .orElseThrow(() -> new AssertionError("the Results view is not shown")));
    }

    static TableItem row(Table table, String figure) {
        return Widgets.tableRow(table, KEY, figure::equals).orElse(null);
    }
}
