package org.dclab.ui.views;

import java.util.Arrays;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;

/**
 * Sizes the Event List's columns to its font and width: #, time, node / port, kind and flow as wide as a long value
 * of each needs in the table's font (which presentation mode makes larger), so at 1280x720 all five fit in the view
 * and the flow, whose colour is the point of a classroom run, is never off to the right. Where even that is too
 * wide, the columns a class needs least, the row number and then the time's last digits, give way first, then node,
 * kind and flow alike; the detail takes what is left. A column the user dragged keeps that width until the font
 * changes (presentation mode): the view's width changes for reasons of its own, a scroll bar coming as rows fill it.
 */
final class EventColumns {

    /** A long value of each column but the last: what it must show whole. */
    private static final String[] SAMPLES = { "99999999", "999999.999999", "spine12->leaf12", "RETRANSMIT", "dctcp12 #12 s12->r12" };
    /** The detail column gets at least this many widths of "m" even when it must scroll into view. */
    private static final int DETAIL_EMS = 24;
    /** The narrowest the row number and the time may become: their headers still read. */
    private static final String[] HEADERS_MIN = { "9999", "999.999" };
    private static final String ELLIPSIS = "\u2026";

    private final Table table;
    private final int imageColumn;
    private Font fittedFont;
    private int fittedWidth = -1;

    /** The widths the user gave columns by dragging their borders, 0 for those the fit sizes. */
    private final int[] byHand;
    /** The widths the last fit gave the columns, by hand or by the fit. */
    private final int[] given;
    /** True while the fit sets widths, so that only the user's drags count as widths by hand. */
    private boolean fitting;

    EventColumns(Table table, int imageColumn) {
        this.table = table;
        this.imageColumn = imageColumn;
        TableColumn[] columns = table.getColumns();
        byHand = new int[columns.length];
        given = new int[columns.length];
        for (int i = 0; i < columns.length; i++) {
            int column = i;
            columns[i].addListener(SWT.Resize, e -> {
                if (!fitting) {
                    byHand[column] = columns[column].getWidth();
                }
            });
        }
    }

    /** Fits the columns again if the table's font or width changed since the last fit. */
    void fitIfChanged() {
        int width = table.getClientArea().width;
        if (width <= 0 || width == fittedWidth && table.getFont().equals(fittedFont)) {
            return;
        }
        fittedWidth = width;
        if (!table.getFont().equals(fittedFont)) {
            Arrays.fill(byHand, 0);
        }
        fittedFont = table.getFont();
        int[] widths = widths(width);
        TableColumn[] columns = table.getColumns();
        fitting = true;
        try {
            for (int i = 0; i < columns.length; i++) {
                given[i] = byHand[i] > 0 ? byHand[i] : widths[i];
                columns[i].setWidth(given[i]);
            }
            // The toolkit may widen a column to its header's own padding; node and kind give back what that took.
            int over = -width;
            for (int i = 0; i < SAMPLES.length; i++) {
                over += columns[i].getWidth();
            }
            for (int i = HEADERS_MIN.length; i < imageColumn && over > 0; i++) {
                if (byHand[i] > 0) {
                    continue;
                }
                int before = columns[i].getWidth();
                given[i] = Math.max(1, before - over);
                columns[i].setWidth(given[i]);
                over -= before - columns[i].getWidth();
            }
        } finally {
            fitting = false;
        }
    }

    /**
     * The text of a row's cell in {@code column} as it fits that column now. A row number or a time too long for its
     * column would lose its last digits to the toolkit's clipping and read as another number (event 4849147 as 48491):
     * a time gives up its last decimals instead, and what still does not fit shows its last digits after an ellipsis,
     * which says it was cut. Other columns' texts are returned as they are.
     */
    String fit(int column, String text) {
        if (column >= HEADERS_MIN.length || text.isEmpty() || !Character.isDigit(text.charAt(text.length() - 1))) {
            return text;
        }
        // GTK reports a width of 0 for a column between a relayout of its table and the table's next allocation, and
        // rows asked for then would keep an ellipsis alone: the width the fit gave stands in for it.
        int width = table.getColumn(column).getWidth() > 0 ? table.getColumn(column).getWidth() : given[column];
        if (width <= 0) {
            return text;
        }
        GC gc = new GC(table);
        try {
            gc.setFont(table.getFont());
            int room = width - gc.textExtent("m").x;
            if (gc.textExtent(text).x <= room) {
                return text;
            }
            int dot = text.indexOf('.');
            if (dot > 0 && gc.textExtent(text.substring(0, dot)).x <= room) {
                // The whole part alone, then with the point and as many decimals as fit.
                int end = dot;
                for (int next = dot + 2; next <= text.length() && gc.textExtent(text.substring(0, next)).x <= room; next++) {
                    end = next;
                }
                return text.substring(0, end);
            }
            String whole = dot > 0 ? text.substring(0, dot) : text;
            int from = whole.length();
            while (from > 0 && gc.textExtent(ELLIPSIS + whole.substring(from - 1)).x <= room) {
                from--;
            }
            return ELLIPSIS + whole.substring(from);
        } finally {
            gc.dispose();
        }
    }

    private int[] widths(int available) {
        TableColumn[] columns = table.getColumns();
        int[] widths = new int[columns.length];
        GC gc = new GC(table);
        try {
            gc.setFont(table.getFont());
            int pad = gc.textExtent("m").x;
            int image = gc.getFontMetrics().getAscent() + pad / 2;
            int shown = 0;
            for (int i = 0; i < SAMPLES.length; i++) {
                widths[i] = Math.max(gc.textExtent(SAMPLES[i]).x, gc.textExtent(columns[i].getText()).x) + pad + (i == imageColumn ? image
                        : 0);
                shown += widths[i];
            }
            for (int i = 0; i < HEADERS_MIN.length && shown > available; i++) {
                int least = Math.max(gc.textExtent(HEADERS_MIN[i]).x, gc.textExtent(columns[i].getText()).x) + pad;
                int give = Math.min(widths[i] - least, shown - available);
                if (give > 0) {
                    widths[i] -= give;
                    shown -= give;
                }
            }
            if (shown > available) {
                // Still too wide (a narrow view, or 2x text): node, kind and flow share the room left, never narrower
                // than their headers, so the flow column still ends inside the table.
                int fixed = widths[0] + widths[1];
                int wanted = shown - fixed;
                int room = Math.max(0, available - fixed);
                shown = fixed;
                for (int i = HEADERS_MIN.length; i < SAMPLES.length; i++) {
                    int header = gc.textExtent(columns[i].getText()).x + pad + (i == imageColumn ? image : 0);
                    widths[i] = Math.max(header, (int) ((long) widths[i] * room / wanted));
                    shown += widths[i];
                }
            }
            int last = columns.length - 1;
            widths[last] = Math.max(available - shown, gc.textExtent("m").x * DETAIL_EMS);
        } finally {
            gc.dispose();
        }
        return widths;
    }
}
