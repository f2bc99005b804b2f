package org.dclab.ui.editor.figures;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/**
 * One label for the nodes of a row too crowded for each to carry its name on the stage, "srv2 … srv15": written at the
 * row's name line in the middle of {@code bounds}, which spans the nodes it stands for, with a bracket along the rest
 * of that span so it reads as the row's and not as the name of the node it happens to stand under. Diagram coordinates.
 */
public record RangeLabel(String text, Rectangle bounds) {

    /** Room between the text and the bracket's line on either side of it, in diagram units at zoom 1. */
    private static final int TEXT_ROOM = 4;
    /** How far the bracket's ends rise towards the row, in diagram units. */
    private static final int END_RISE = 6;

    /** The words for the nodes from {@code first} to {@code last} in a row, as a range. */
    public static String text(String first, String last) {
        return first + " \u2026 " + last;
    }

    /** Draws the label with the font set on {@code gc}, the one node names are written in. */
    public void paint(GC gc) {
        Point extent = gc.textExtent(text);
        int textX = bounds.x + (bounds.width - extent.x) / 2;
        gc.setForeground(DiagramColors.LABEL);
        gc.drawText(text, textX, bounds.y, true);
        int middle = bounds.y + extent.y / 2;
        int right = bounds.x + bounds.width;
        if (textX - TEXT_ROOM > bounds.x) {
            gc.drawLine(bounds.x, middle, textX - TEXT_ROOM, middle);
            gc.drawLine(bounds.x, middle, bounds.x, middle - END_RISE);
        }
        if (textX + extent.x + TEXT_ROOM < right) {
            gc.drawLine(textX + extent.x + TEXT_ROOM, middle, right, middle);
            gc.drawLine(right, middle, right, middle - END_RISE);
        }
    }
}
