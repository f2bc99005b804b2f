package org.dclab.ui.editor.parts;

import org.dclab.model.Node;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.widgets.Event;

/**
 * The canvas's mouse: the left button goes to a key of the run it is pressed on (a click folds it, a drag moves it),
 * else to the active tool, the middle button pans, the right button abandons the
 * gesture under way, the wheel scrolls and Ctrl+wheel zooms around the pointer. Hovering shows an element's problems.
 */
final class DiagramMouse {

    private static final int WHEEL_STEP_PIXELS = 20;
    private static final double WHEEL_ZOOM_FACTOR = 1.1;

    private final DiagramViewer viewer;
    private boolean panning;
    private int panX;
    private int panY;

    DiagramMouse(DiagramViewer viewer) {
        this.viewer = viewer;
    }

    void mouseDown(MouseEvent e) {
        viewer.getControl().setFocus();
        if (e.button == 2) {
            panning = true;
            panX = e.x;
            panY = e.y;
        } else if (e.button == 3) {
            viewer.keys().cancel();
            viewer.tools().cancelGesture();
        } else if (e.button == 1 && !viewer.keys().press(e.x, e.y)) {
            // The keys lie over the drawing in screen pixels: a press on one is for the key, whatever the tool.
            viewer.tool().mouseDown(e, viewer.viewport().toDiagramX(e.x), viewer.viewport().toDiagramY(e.y));
        }
    }

    void mouseMove(MouseEvent e) {
        if (panning) {
            viewer.zoom().panBy(panX - e.x, panY - e.y);
            panX = e.x;
            panY = e.y;
            return;
        }
        if (viewer.keys().pressed()) {
            viewer.keys().drag(e.x, e.y);
            return;
        }
        double x = viewer.viewport().toDiagramX(e.x);
        double y = viewer.viewport().toDiagramY(e.y);
        viewer.tool().mouseMove(e, x, y);
        if ((e.stateMask & SWT.BUTTON_MASK) == 0) {
            EObject hovered = viewer.nodeAt(x, y);
            viewer.showToolTip(toolTip(hovered != null ? hovered : viewer.linkAt(x, y)));
        }
    }

    /**
     * What the pointer over {@code element} is told: its problem, if any, and a node's name where the canvas does not
     * write it (a crowded row on the stage, or a zoom too small for names).
     */
    private String toolTip(EObject element) {
        String problem = viewer.problems().messageOf(element);
        if (!(element instanceof Node node) || node.getName() == null || viewer.nameWritten(node)) {
            return problem;
        }
        return problem == null ? node.getName() : node.getName() + ": " + problem;
    }

    void mouseUp(MouseEvent e) {
        if (e.button == 2) {
            panning = false;
        } else if (e.button == 1 && viewer.keys().pressed()) {
            viewer.keys().release(e.x, e.y);
        } else if (e.button == 1) {
            viewer.tool().mouseUp(e, viewer.viewport().toDiagramX(e.x), viewer.viewport().toDiagramY(e.y));
        }
    }

    /** Ctrl+wheel zooms around the pointer; the wheel alone scrolls, Shift+wheel scrolls sideways. */
    void wheel(Event e) {
        e.doit = false;
        if ((e.stateMask & SWT.MOD1) != 0) {
            viewer.zoom().zoomAt(Math.pow(WHEEL_ZOOM_FACTOR, Math.signum(e.count)), e.x, e.y);
        } else if (e.type == SWT.MouseHorizontalWheel || (e.stateMask & SWT.SHIFT) != 0) {
            viewer.zoom().panBy(-e.count * WHEEL_STEP_PIXELS, 0);
        } else {
            viewer.zoom().panBy(0, -e.count * WHEEL_STEP_PIXELS);
        }
    }
}
