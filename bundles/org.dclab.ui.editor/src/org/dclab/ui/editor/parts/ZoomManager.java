package org.dclab.ui.editor.parts;

import java.util.function.Supplier;

import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.ui.editor.figures.NodeFigure;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;

/**
 * The user's zoom and pan gestures on the canvas, applied to its {@link Viewport} (which keeps the zoom and origin)
 * and followed by a repaint. Until the user zooms or pans, the diagram is refitted whenever the canvas is resized, so
 * that a newly opened editor shows the whole network at whatever size its window takes.
 */
public final class ZoomManager {

    /** What one Zoom In or Zoom Out multiplies or divides the zoom by. */
    private static final double ZOOM_STEP = 1.25;

    private final Canvas canvas;
    private final Viewport viewport;
    private final Network network;
    /** Whether the user has zoomed or panned; until then the diagram is refitted whenever the canvas is resized. */
    private boolean viewportChosen;
    /** The bands along the canvas's top and bottom, in pixels, that a run's keys take: the fitted drawing leaves them. */
    private final Supplier<int[]> keyBands;

    ZoomManager(Canvas canvas, Viewport viewport, Network network, Supplier<int[]> keyBands) {
        this.canvas = canvas;
        this.viewport = viewport;
        this.network = network;
        this.keyBands = keyBands;
    }

    public void zoomIn() {
        zoomAroundCentre(ZOOM_STEP);
    }

    public void zoomOut() {
        zoomAroundCentre(1 / ZOOM_STEP);
    }

    private void zoomAroundCentre(double factor) {
        Point size = canvas.getSize();
        zoomAt(factor, size.x / 2.0, size.y / 2.0);
    }

    /** Zooms by {@code factor} keeping the diagram point under screen point (x, y) in place, as Ctrl+wheel does. */
    public void zoomAt(double factor, double x, double y) {
        viewportChosen = true;
        viewport.zoomAt(viewport.zoom() * factor, x, y);
        canvas.redraw();
    }

    /**
     * Shows every node, never zooming in past 1, clear of the bands a run's keys take; resizing the canvas then refits
     * until the user zooms or pans.
     */
    public void zoomToFit() {
        Rectangle content = null;
        for (Node node : network.getNodes()) {
            content = DiagramPainter.union(content, NodeFigure.paintBounds(node, 0, 0));
        }
        Point size = canvas.getSize();
        viewportChosen = false;
        int[] bands = keyBands.get();
        viewport.fit(content == null ? new Rectangle(0, 0, 0, 0) : content, size.x, size.y, Viewport.FIT_MARGIN, bands[0], bands[1]);
        canvas.redraw();
    }

    public void panBy(double screenDx, double screenDy) {
        viewportChosen = true;
        viewport.panBy(screenDx, screenDy);
        canvas.redraw();
    }

    /** Pans so that diagram rectangle {@code bounds} is in the middle of the canvas, unless its centre is in view. */
    public void reveal(Rectangle bounds) {
        double centreX = bounds.x + bounds.width / 2.0;
        double centreY = bounds.y + bounds.height / 2.0;
        Rectangle visible = viewport.toDiagram(canvas.getClientArea());
        if (!visible.contains(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2)) {
            Point size = canvas.getSize();
            panBy((centreX - viewport.toDiagramX(size.x / 2.0)) * viewport.zoom(),
                    (centreY - viewport.toDiagramY(size.y / 2.0)) * viewport.zoom());
        }
    }

    void fitUnlessChosen() {
        Point size = canvas.getSize();
        if (!viewportChosen && size.x > 0 && size.y > 0) {
            zoomToFit();
        }
    }
}
