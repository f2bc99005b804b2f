package org.dclab.ui.editor.figures;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.swt.graphics.GC;

/**
 * The mark on an element with a validation problem: a red disc with "!" for errors, a yellow one for warnings. It is
 * painted in screen pixels at a fixed size, so a problem stays visible when a large topology is zoomed far out.
 */
public final class ProblemBadge {

    public static final int SIZE = 14;

    private ProblemBadge() {
    }

    /** Paints the badge centred at (cx, cy); nothing for severities below a warning. */
    public static void paint(GC gc, int cx, int cy, int severity) {
        if (severity < Diagnostic.WARNING) {
            return;
        }
        gc.setBackground(severity >= Diagnostic.ERROR ? DiagramColors.ERROR : DiagramColors.WARNING);
        gc.fillOval(cx - SIZE / 2, cy - SIZE / 2, SIZE, SIZE);
        gc.setForeground(DiagramColors.SYMBOL);
        gc.setLineWidth(2);
        gc.drawLine(cx, cy - 3, cx, cy + 1);
        gc.drawPoint(cx, cy + 3);
        gc.drawLine(cx, cy + 3, cx, cy + 3);
        gc.setLineWidth(1);
    }
}
