package org.dclab.ui.editor.tools;

import org.eclipse.swt.SWT;
import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.graphics.GC;

/**
 * What the left mouse button does on the canvas. A tool turns one gesture (press, drag, release) into at most one
 * command, and paints its own feedback (rubber band, link being drawn) in diagram coordinates while the gesture lasts.
 */
public interface Tool {

    default void mouseDown(MouseEvent e, double x, double y) {
    }

    default void mouseMove(MouseEvent e, double x, double y) {
    }

    default void mouseUp(MouseEvent e, double x, double y) {
    }

    /** Paints feedback for the gesture under way; the GC is already in diagram coordinates. */
    default void paintFeedback(GC gc) {
    }

    /** Abandons the gesture under way (Escape, tool change) without changing the model. */
    default void cancel() {
    }

    default int cursor() {
        return SWT.CURSOR_ARROW;
    }
}
