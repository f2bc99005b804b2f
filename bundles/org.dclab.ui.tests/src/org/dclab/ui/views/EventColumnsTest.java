package org.dclab.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.jface.resource.FontDescriptor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Event List's columns at a projector's width: the flow column in view, each column wide enough for its values. */
class EventColumnsTest {

    private static final String[] HEADERS = { "#", "Time (\u00b5s)", "Node / port", "Kind", "Flow", "Detail" };

    private Shell shell;
    private Table table;
    private Font large;

    @BeforeEach
    void openShell() {
        shell = new Shell(Display.getDefault());
        shell.setLayout(new FillLayout());
        table = new Table(shell, SWT.BORDER);
        table.setHeaderVisible(true);
        for (String h : HEADERS) {
            new TableColumn(table, SWT.LEFT).setText(h);
        }
        // Presentation mode's text at its first factor, 1.5x, the one meant for a 1280x720 projector.
        large = FontDescriptor.createFrom(table.getFont()).setHeight(Math.round(table.getFont().getFontData()[0].getHeight() * 1.5f))
                .createFont(table.getDisplay());
    }

    @AfterEach
    void closeShell() {
        shell.dispose();
        large.dispose();
    }

    /**
     * Oracle: what a narrow column shows of a row number or a time is still true. The toolkit clips a cell's text at
     * its right edge, so event 4849147 in a column of five digits read 48491; cut by the list, it reads …49147, and a
     * time loses decimals, never whole digits, while its whole part fits.
     */
    @Test
    void aNumberTooLongForItsColumnIsCutVisiblyAndNeverReadsAsAnotherNumber() {
        EventColumns columns = new EventColumns(table, 4);
        shell.setSize(1000, 400);
        shell.open();
        GC gc = new GC(table);
        try {
            gc.setFont(table.getFont());
            int pad = gc.textExtent("m").x;
            table.getColumn(0).setWidth(gc.textExtent("99999").x + pad);
            int room = table.getColumn(0).getWidth() - pad;

            assertEquals("48491", columns.fit(0, "48491"));
            assertEquals("next", columns.fit(0, "next"), "a pending row's word is not a number");
            String index = columns.fit(0, "4849147");
            assertTrue(index.startsWith("\u2026") && "4849147".endsWith(index.substring(1)), index);
            assertTrue(gc.textExtent(index).x <= room, index + " fits");
            assertTrue(gc.textExtent("\u2026" + "4849147".substring(7 - index.length())).x > room,
                    index + " keeps every digit that fits");

            table.getColumn(1).setWidth(gc.textExtent("1551710.03").x + pad);
            room = table.getColumn(1).getWidth() - pad;
            String time = columns.fit(1, "1551710.033800");
            assertTrue("1551710.033800".startsWith(time) && time.startsWith("1551710"), time + " is the time with fewer decimals");
            assertTrue(gc.textExtent(time).x <= room, time + " fits");

            table.getColumn(1).setWidth(gc.textExtent("1551710").x + pad);
            room = table.getColumn(1).getWidth() - pad;
            time = columns.fit(1, "1551710.033800");
            assertTrue(time.startsWith("1551710") || time.startsWith("\u2026"), time);
            assertTrue(gc.textExtent(time).x <= room, time + " fits");
            assertTrue(!time.startsWith("1551710.") || time.length() > 8, "never a point without a decimal: " + time);
        } finally {
            gc.dispose();
        }
    }

    /**
     * A width given by hand (a drag of the header's border sets it as this test does) outlasts a change of the view's
     * width, which a scroll bar coming as rows fill the list makes; a change of font fits every column again.
     */
    @Test
    void aColumnWidenedByHandKeepsItsWidthWhenTheViewNarrowsButNotWhenTheFontChanges() {
        EventColumns columns = new EventColumns(table, 4);
        shell.setSize(900, 400);
        shell.layout(true, true);
        columns.fitIfChanged();
        int fitted = table.getColumn(0).getWidth();
        table.getColumn(0).setWidth(fitted + 50);

        shell.setSize(880, 400);
        shell.layout(true, true);
        columns.fitIfChanged();
        assertEquals(fitted + 50, table.getColumn(0).getWidth(), "kept through a change of width");

        table.setFont(large);
        columns.fitIfChanged();
        assertTrue(table.getColumn(0).getWidth() != fitted + 50, "fitted to the new font: " + table.getColumn(0).getWidth());
    }

    @Test
    void atTheWidthOfHalfAProjectorTheFlowColumnEndsInsideTheTable() {
        EventColumns columns = new EventColumns(table, 4);
        shell.setSize(630, 400);
        shell.layout(true, true);
        columns.fitIfChanged();
        assertTrue(right(4) <= table.getClientArea().width, "flow in view: " + right(4) + " of " + table.getClientArea().width);
        assertTrue(table.getColumn(5).getWidth() > 0, "the detail takes what is left");

        table.setFont(large);
        columns.fitIfChanged();
        assertTrue(right(4) <= table.getClientArea().width, "flow in view at 1.5x: " + right(4) + " of " + table.getClientArea().width);
        GC gc = new GC(table);
        try {
            gc.setFont(large);
            for (int i = 2; i < 5; i++) {
                assertTrue(table.getColumn(i).getWidth() > gc.textExtent(HEADERS[i]).x, HEADERS[i] + " reads whole");
            }
        } finally {
            gc.dispose();
        }
    }

    @Test
    void whereThereIsRoomTheColumnsFollowTheFont() {
        EventColumns columns = new EventColumns(table, 4);
        shell.setSize(1600, 400);
        shell.layout(true, true);
        columns.fitIfChanged();
        int[] everyday = new int[5];
        for (int i = 0; i < 5; i++) {
            everyday[i] = table.getColumn(i).getWidth();
        }
        table.setFont(large);
        columns.fitIfChanged();
        for (int i = 0; i < 5; i++) {
            assertTrue(table.getColumn(i).getWidth() > everyday[i] * 5 / 4, HEADERS[i] + " grows with its text: " + everyday[i] + " -> "
                    + table.getColumn(i).getWidth());
        }
    }

    private int right(int column) {
        int x = 0;
        for (int i = 0; i <= column; i++) {
            x += table.getColumn(i).getWidth();
        }
        return x;
    }
}
