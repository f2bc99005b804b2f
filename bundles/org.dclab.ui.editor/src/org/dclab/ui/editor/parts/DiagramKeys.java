package org.dclab.ui.editor.parts;

import org.dclab.ui.editor.tools.Snapping;
import org.dclab.ui.editor.tools.ToolKind;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;

/**
 * The canvas's own keys. Copy, paste, undo and redo are not here: in the workbench they are global actions bound to
 * the platform's commands, so the Edit menu, the key bindings and the canvas all do the same thing.
 */
final class DiagramKeys {

    private static final int PAN_STEP = 40;

    private final DiagramViewer viewer;

    DiagramKeys(DiagramViewer viewer) {
        this.viewer = viewer;
    }

    void keyDown(Event e) {
        boolean shift = (e.stateMask & SWT.SHIFT) != 0;
        boolean modifier = (e.stateMask & (SWT.MOD1 | SWT.ALT)) != 0;
        int step = shift ? 5 * Snapping.GRID : Snapping.GRID;
        switch (e.keyCode) {
            case SWT.DEL, SWT.BS -> viewer.edits().deleteSelection();
            case SWT.ESC -> viewer.tools().cancelGesture();
            case SWT.ARROW_LEFT -> arrow(-step, 0);
            case SWT.ARROW_RIGHT -> arrow(step, 0);
            case SWT.ARROW_UP -> arrow(0, -step);
            case SWT.ARROW_DOWN -> arrow(0, step);
            default -> character(e, modifier);
        }
    }

    /** Arrows move the selected nodes, or pan when nothing is selected. */
    private void arrow(int dx, int dy) {
        if (!viewer.edits().moveSelection(dx, dy)) {
            viewer.zoom().panBy(dx * PAN_STEP / Snapping.GRID, dy * PAN_STEP / Snapping.GRID);
        }
    }

    private void character(Event e, boolean modifier) {
        if ((e.stateMask & SWT.MOD1) != 0 && (e.keyCode == 'a' || e.keyCode == 'A')) {
            viewer.selection().selectAll();
            return;
        }
        if (modifier) {
            return;
        }
        switch (e.character) {
            case '+', '=' -> viewer.zoom().zoomIn();
            case '-' -> viewer.zoom().zoomOut();
            case '0' -> viewer.zoom().zoomToFit();
            default -> {
                ToolKind kind = ToolKind.forKey(e.character);
                if (kind != null) {
                    viewer.tools().choose(kind);
                }
            }
        }
    }
}
