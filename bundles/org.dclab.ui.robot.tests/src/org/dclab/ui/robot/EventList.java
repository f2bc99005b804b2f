package org.dclab.ui.robot;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

/** The Event List view: its filter fields and its rows (the recent trace, then the events pending next). */
public final class EventList {

    private static final String VIEW = "Event List";

    private EventList() {
    }

    /** Types {@code text} into the filter field after {@code label} ("Node:", "Flow:"). */
    public static void filter(String label, String text) {
        Views.show(VIEW);
        Text field = Ui.waitFor("the filter " + label, () -> Widgets.view(VIEW).flatMap(v -> Widgets.fieldAfter(v, label)).orElse(null));
        Input.click(Ui.read(() -> Widgets.center(field)));
        Input.press(SWT.CTRL, 'a');
        Input.type(text);
    }

    /** Shows only events of {@code kind} ("CON_WND", "DROP"; "any kind" for all), with the Kind filter. */
    public static void showOnly(String kind) {
        Views.show(VIEW);
        Combo combo = Ui.waitFor("the Kind filter", () -> Widgets.view(VIEW).flatMap(v -> Widgets.under(v, Combo.class, c -> true).stream()
                .findFirst()).orElse(null));
        Input.choose(combo, kind);
    }

    /**
     * Where the Kind filter ends, in pixels from the view's left, and the view's width: a filter that ends beyond it is
     * cut off. Call on the UI thread.
     */
    public static int[] kindFilterEndAndViewWidth() {
        Composite view = Widgets.view(VIEW).orElseThrow(() -> new AssertionError("the Event List is not shown"));
        Combo combo = Widgets.under(view, Combo.class, c -> true).get(0);
        Rectangle bounds = combo.getDisplay().map(combo.getParent(), view, combo.getBounds());
        return new int[] { bounds.x + bounds.width, view.getClientArea().width };
    }

    /**
     * The line above the filters that says how many events are shown of how many traced ("… pending rows shown · …"), and
     * whether it is wider than the label that shows it, as {text, "cut"} or {text, "whole"}; {"", "none"} without one.
     * Call on the UI thread.
     */
    public static String[] description() {
        Composite view = Widgets.view(VIEW).orElseThrow(() -> new AssertionError("the Event List is not shown"));
        for (Label label : Widgets.under(view, Label.class,
                l -> l.isVisible() && l.getText().matches(".*[\\d,]+ pending.*"))) {
            GC gc = new GC(label);
            try {
                gc.setFont(label.getFont());
                boolean cut = gc.textExtent(label.getText()).x > label.getSize().x;
                return new String[] { label.getText(), cut ? "cut" : "whole" };
            } finally {
                gc.dispose();
            }
        }
        return new String[] { "", "none" };
    }

    /** The text of the filter field after {@code label}, read from the test thread. */
    public static String field(String label) {
        return Ui.read(() -> fieldText(label));
    }

    /** The same, on the UI thread. */
    public static String fieldText(String label) {
        return Widgets.view(VIEW).flatMap(v -> Widgets.fieldAfter(v, label)).map(Text::getText).orElse("");
    }

    /** The kind of the newest past event the list shows (the row before the first pending one). Call on the UI thread. */
    public static String lastPastKind() {
        List<TableItem> past = pastRowsShown();
        return past.isEmpty() ? null : past.get(past.size() - 1).getText(3);
    }

    /**
     * The past rows of {@code kind} on screen, each as its event count and the number its detail ends with (as the
     * bits of a double: "con_wnd 6.121" gives 6.121). Call on the UI thread.
     */
    public static List<long[]> rowsOf(String kind) {
        List<long[]> rows = new ArrayList<>();
        for (TableItem row : pastRowsShown()) {
            if (row.getText(3).equals(kind)) {
                rows.add(valued(row));
            }
        }
        return rows;
    }

    /**
     * The past rows of {@code kind} after event {@code after} (by '#'), oldest first, each as {@link #rowsOf} gives it.
     * One engine event may add more rows than the list shows above its newest one, so this scrolls the list up with the
     * wheel, as a person would, until the row before them is in view, reading on the way.
     */
    public static List<long[]> rowsAfter(String kind, long after) {
        java.util.SortedMap<Integer, long[]> byIndex = new java.util.TreeMap<>();
        for (int notch = 0; notch < 20; notch++) {
            boolean seenAll = Ui.read(() -> {
                List<TableItem> past = pastRowsShown();
                for (TableItem row : past) {
                    if (row.getText(3).equals(kind) && count(row) > after) {
                        byIndex.put(row.getParent().indexOf(row), valued(row));
                    }
                }
                return past.isEmpty() || count(past.get(0)) <= after || past.get(0).getParent().getTopIndex() == 0;
            });
            if (seenAll) {
                break;
            }
            Input.wheel(Ui.read(() -> Widgets.center(pastRowsShown().get(0).getParent())), -1);
        }
        return new ArrayList<>(byIndex.values());
    }

    /** The flows (the Flow column) of the past rows on screen, in the order shown. Call on the UI thread. */
    public static List<String> pastFlowsShown() {
        return pastRowsShown().stream().map(row -> row.getText(4)).toList();
    }

    /** The event count ('#') of the newest past row on screen, or -1. Call on the UI thread. */
    public static long newestEvent() {
        List<TableItem> past = pastRowsShown();
        return past.isEmpty() ? -1 : count(past.get(past.size() - 1));
    }

    /**
     * Where the column headed {@code header} ends, in pixels from the left of the table's visible area, and that area's
     * width: a column whose end lies beyond the width is cut off or needs a scroll to be read. Call on the UI thread.
     */
    public static int[] columnEndAndVisibleWidth(String header) {
        Composite view = Widgets.view(VIEW).orElseThrow(() -> new AssertionError("the Event List is not shown"));
        org.eclipse.swt.widgets.Table table = Widgets.under(view, org.eclipse.swt.widgets.Table.class, t -> true).get(0);
        int end = -table.getHorizontalBar().getSelection();
        for (int i : table.getColumnOrder()) {
            end += table.getColumn(i).getWidth();
            if (table.getColumn(i).getText().equals(header)) {
                return new int[] { end, table.getClientArea().width };
            }
        }
        throw new AssertionError("the Event List has no column " + header);
    }

    /**
     * Drags the border between the '#' and time headers to the right, as a person does who wants the event numbers
     * whole, until the '#' column holds {@code digits} digits; the list keeps a width set by hand. Call from the test
     * thread.
     */
    public static void widenRowNumbers(int digits) {
        Views.show(VIEW);
        for (int attempt = 0; attempt < 3; attempt++) {
            int[] missing = new int[1];
            Point from = Ui.read(() -> {
                Table table = table();
                GC gc = new GC(table);
                try {
                    gc.setFont(table.getFont());
                    missing[0] = gc.textExtent("9".repeat(digits) + "m").x - table.getColumn(0).getWidth();
                } finally {
                    gc.dispose();
                }
                int border = table.getColumn(0).getWidth() - table.getHorizontalBar().getSelection();
                // GTK's table counts its y from the top of the rows: the header lies above 0.
                return table.toDisplay(border - 1, -table.getHeaderHeight() / 2);
            });
            if (missing[0] <= 0) {
                return;
            }
            Input.drag(from, new Point(from.x + missing[0] + 4, from.y));
        }
        throw new AssertionError("the '#' column of the Event List did not widen to " + digits + " digits");
    }

    /**
     * Waits until the rows on screen stay the same for longer than the list takes to look at its run again: after a run
     * stops, its last picture replaces the one taken while it went. Call from the test thread.
     */
    public static void waitUntilSettled() {
        List<String> before = Ui.read(EventList::rowTextsShown);
        for (int look = 0; look < 20; look++) {
            Ui.pause(400);
            List<String> now = Ui.read(EventList::rowTextsShown);
            if (now.equals(before)) {
                return;
            }
            before = now;
        }
        throw new AssertionError("the Event List kept changing after its run stopped");
    }

    private static List<String> rowTextsShown() {
        return rowsShown().stream().map(row -> row.getText(0) + " " + row.getText(1)).toList();
    }

    /** The '#' texts of the past rows on screen, as shown, top to bottom. Call on the UI thread. */
    public static List<String> pastNumbersShown() {
        return pastRowsShown().stream().map(row -> row.getText(0)).toList();
    }

    /** The time in µs of the first row pending next, or null when none shows. Call on the UI thread. */
    public static Double firstPendingMicros() {
        return rowsShown().stream().filter(EventList::isPending).findFirst()
                .map(row -> Double.valueOf(row.getText(1).replace(",", ""))).orElse(null);
    }

    /** A past row on screen: its flow, the colour of the square beside the flow's name, and where to click it on the screen. */
    public record FlowRow(String flow, RGB swatch, Point at) {
    }

    /** The past rows on screen that name a flow, top to bottom, each with its colour square as drawn. Call on the UI thread. */
    public static List<FlowRow> pastFlowRowsShown() {
        List<FlowRow> rows = new ArrayList<>();
        for (TableItem row : pastRowsShown()) {
            Image swatch = row.getImage(4);
            if (row.getText(4).isEmpty() || swatch == null) {
                continue;
            }
            ImageData data = swatch.getImageData();
            RGB rgb = data.palette.getRGB(data.getPixel(data.width / 2, data.height / 2));
            // The time's cell, always in view where the detail may be scrolled off to the right. Its height is counted from
            // the top row: GTK gives the bounds of an item of a scrolled virtual table far below the table.
            Table table = row.getParent();
            Rectangle cell = row.getBounds(1);
            int y = table.getHeaderHeight() + (table.indexOf(row) - table.getTopIndex()) * table.getItemHeight() + table.getItemHeight()
                    / 2;
            rows.add(new FlowRow(row.getText(4), rgb, table.toDisplay(cell.x + cell.width / 2, y)));
        }
        return rows;
    }

    /** The rows of the recent trace on screen, oldest first: those before the first pending one. */
    private static List<TableItem> pastRowsShown() {
        List<TableItem> past = new ArrayList<>();
        for (TableItem row : rowsShown()) {
            if (isPending(row)) {
                break;
            }
            past.add(row);
        }
        return past;
    }

    /**
     * The rows on screen, top to bottom. Only those: the table is virtual, and reading the others would make them all.
     */
    private static List<TableItem> rowsShown() {
        List<TableItem> rows = new ArrayList<>();
        Composite view = Widgets.view(VIEW).orElse(null);
        if (view == null) {
            return rows;
        }
        for (Table table : Widgets.under(view, Table.class, t -> true)) {
            int visible = table.getClientArea().height / Math.max(1, table.getItemHeight()) + 1;
            for (int i = table.getTopIndex(); i < Math.min(table.getItemCount(), table.getTopIndex() + visible); i++) {
                rows.add(table.getItem(i));
            }
        }
        return rows;
    }

    /** A row as its event count and the number its detail ends with, as the bits of a double. */
    private static long[] valued(TableItem row) {
        String detail = row.getText(5);
        double value = Double.parseDouble(detail.substring(detail.lastIndexOf(' ') + 1));
        return new long[] { count(row), Double.doubleToLongBits(value) };
    }

    private static boolean isPending(TableItem row) {
        return row.getText(0).equals("next");
    }

    private static long count(TableItem row) {
        String shown = row.getText(0);
        if (shown.startsWith("\u2026")) {
            throw new AssertionError("the Event List shows event " + shown + ", cut to its column: widen it first (widenRowNumbers)");
        }
        return Long.parseLong(shown.replace(",", ""));
    }

    /** The selected row's node or port, kind and flow, or null when none is selected. Call on the UI thread. */
    public static String[] selectedRow() {
        TableItem[] selected = table().getSelection();
        return selected.length == 0 ? null : new String[] { selected[0].getText(2), selected[0].getText(3), selected[0].getText(4) };
    }

    private static Table table() {
        Composite view = Widgets.view(VIEW).orElseThrow(() -> new AssertionError("the Event List is not shown"));
        return Widgets.under(view, Table.class, t -> true).get(0);
    }
}
