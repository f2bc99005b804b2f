package org.dclab.ui.views;

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
