package org.dclab.ui.views;

import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;

/**
 * Sizes the Event List's columns to its font and width: #, time, node / port, kind and flow as wide as a long value
 * of each needs in the table's font (which presentation mode makes larger), so at 1280x720 all five fit in the view
 * and the flow, whose colour is the point of a classroom run, is never off to the right. Where even that is too
 * wide, the columns a class needs least, the row number and then the time's last digits, give way first, then node,
 * kind and flow alike; the detail takes what is left. A column the user dragged keeps its width until the view's width
 * or font changes.
 */
final class EventColumns {

    /** A long value of each column but the last: what it must show whole. */
    private static final String[] SAMPLES = { "99999999", "999999.999999", "spine12->leaf12", "RETRANSMIT", "dctcp12 #12 s12->r12" };
    /** The detail column gets at least this many widths of "m" even when it must scroll into view. */
    private static final int DETAIL_EMS = 24;
    /** The narrowest the row number and the time may become: their headers still read. */
    private static final String[] HEADERS_MIN = { "9999", "999.999" };

    private final Table table;
    private final int imageColumn;
    private Font fittedFont;
    private int fittedWidth = -1;

    EventColumns(Table table, int imageColumn) {
        this.table = table;
        this.imageColumn = imageColumn;
    }

    /** Fits the columns again if the table's font or width changed since the last fit. */
    void fitIfChanged() {
        int width = table.getClientArea().width;
        if (width <= 0 || width == fittedWidth && table.getFont().equals(fittedFont)) {
            return;
        }
        fittedWidth = width;
        fittedFont = table.getFont();
        int[] widths = widths(width);
        TableColumn[] columns = table.getColumns();
        for (int i = 0; i < columns.length; i++) {
            columns[i].setWidth(widths[i]);
        }
        // The toolkit may widen a column to its header's own padding; node and kind give back what that took.
        int over = -width;
        for (int i = 0; i < SAMPLES.length; i++) {
            over += columns[i].getWidth();
        }
        for (int i = HEADERS_MIN.length; i < imageColumn && over > 0; i++) {
            int before = columns[i].getWidth();
            columns[i].setWidth(Math.max(1, before - over));
            over -= before - columns[i].getWidth();
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
