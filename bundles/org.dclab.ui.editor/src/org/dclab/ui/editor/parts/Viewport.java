package org.dclab.ui.editor.parts;

import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.Transform;
import org.eclipse.swt.widgets.Display;

/**
 * Zoom and pan: which part of the diagram the canvas shows. Diagram coordinates are those stored in the model;
 * screen coordinates are canvas pixels. screen = (diagram - origin) * zoom.
 */
public final class Viewport {

    public static final double MIN_ZOOM = 0.1;
    public static final double MAX_ZOOM = 4.0;
    /** Room left around the diagram by Zoom to Fit, in screen pixels. */
    public static final int FIT_MARGIN = 20;

    private double zoom = 1.0;
    private double originX;
    private double originY;

    public double zoom() {
        return zoom;
    }

    public double originX() {
        return originX;
    }

    public double originY() {
        return originY;
    }

    public double toDiagramX(double screenX) {
        return originX + screenX / zoom;
    }

    public double toDiagramY(double screenY) {
        return originY + screenY / zoom;
    }

    /** The screen rectangle covering a diagram rectangle, rounded outwards so that repainting it leaves no seams. */
    public Rectangle toScreen(Rectangle diagram) {
        int x = (int) Math.floor((diagram.x - originX) * zoom) - 2;
        int y = (int) Math.floor((diagram.y - originY) * zoom) - 2;
        int right = (int) Math.ceil((diagram.x + diagram.width - originX) * zoom) + 2;
        int bottom = (int) Math.ceil((diagram.y + diagram.height - originY) * zoom) + 2;
        return new Rectangle(x, y, right - x, bottom - y);
    }

    public Rectangle toDiagram(Rectangle screen) {
        int x = (int) Math.floor(toDiagramX(screen.x));
        int y = (int) Math.floor(toDiagramY(screen.y));
        int right = (int) Math.ceil(toDiagramX(screen.x + screen.width));
        int bottom = (int) Math.ceil(toDiagramY(screen.y + screen.height));
        return new Rectangle(x, y, right - x, bottom - y);
    }

    /** The diagram rectangle that lies whole inside a screen rectangle, rounded inwards. */
    public Rectangle toDiagramWithin(Rectangle screen) {
        int x = (int) Math.ceil(toDiagramX(screen.x));
        int y = (int) Math.ceil(toDiagramY(screen.y));
        int right = (int) Math.floor(toDiagramX(screen.x + screen.width));
        int bottom = (int) Math.floor(toDiagramY(screen.y + screen.height));
        return new Rectangle(x, y, Math.max(0, right - x), Math.max(0, bottom - y));
    }

    /** Pans by a distance in screen pixels. */
    public void panBy(double screenDx, double screenDy) {
        originX += screenDx / zoom;
        originY += screenDy / zoom;
    }

    /** Zooms to {@code newZoom}, keeping the diagram point under screen point (sx, sy) where it is. */
    public void zoomAt(double newZoom, double sx, double sy) {
        double clamped = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, newZoom));
        double dx = toDiagramX(sx);
        double dy = toDiagramY(sy);
        zoom = clamped;
        originX = dx - sx / zoom;
        originY = dy - sy / zoom;
    }

    /** Shows all of {@code content} (diagram coordinates) in a canvas of the given size, never zooming in past 1. */
    public void fit(Rectangle content, int canvasWidth, int canvasHeight, int margin) {
        fit(content, canvasWidth, canvasHeight, margin, 0, 0);
    }

    /**
     * As {@link #fit(Rectangle, int, int, int)}, into the canvas less a band of {@code topPixels} along its top and of
     * {@code bottomPixels} along its bottom, where keys are written over the canvas.
     */
    public void fit(Rectangle content, int canvasWidth, int canvasHeight, int margin, int topPixels, int bottomPixels) {
        int bandHeight = canvasHeight - topPixels - bottomPixels;
        if (bandHeight <= 2 * margin) {
            fitWhole(content, canvasWidth, canvasHeight, margin);
            return;
        }
        fitWhole(content, canvasWidth, bandHeight, margin);
        originY -= topPixels / zoom;
    }

    private void fitWhole(Rectangle content, int canvasWidth, int canvasHeight, int margin) {
        if (content.width <= 0 || content.height <= 0 || canvasWidth <= 2 * margin || canvasHeight <= 2 * margin) {
            zoom = 1;
            originX = content.x - margin;
            originY = content.y - margin;
            return;
        }
        zoom = Math.max(MIN_ZOOM, Math.min(1.0, Math.min((canvasWidth - 2.0 * margin) / content.width,
                (canvasHeight - 2.0 * margin) / content.height)));
        originX = content.x + content.width / 2.0 - canvasWidth / 2.0 / zoom;
        originY = content.y + content.height / 2.0 - canvasHeight / 2.0 / zoom;
    }

    /** A transform mapping diagram coordinates to screen pixels; the caller disposes it. */
    public Transform transform(Display display) {
        Transform transform = new Transform(display);
        transform.scale((float) zoom, (float) zoom);
        transform.translate((float) -originX, (float) -originY);
        return transform;
    }
}
