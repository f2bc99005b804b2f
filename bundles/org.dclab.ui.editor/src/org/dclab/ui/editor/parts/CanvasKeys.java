package org.dclab.ui.editor.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.dclab.model.Node;
import org.dclab.sim.live.NetworkActivity;
import org.dclab.ui.editor.figures.ActivityLegend;
import org.dclab.ui.editor.figures.ActivityLegend.Key;
import org.dclab.ui.editor.figures.KeyPlace;
import org.dclab.ui.editor.figures.LegendCorners;
import org.dclab.ui.editor.figures.NodeFigure;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;

/**
 * The keys over a live canvas (flows' colours, load and queue key), in screen pixels: each where the user dragged it
 * ({@link KeyPlace}), or else in the corner where it covers least of the drawing; a click folds one, a drag moves it.
 * One per canvas, so a key keeps its place and its fold in its editor while the run goes on, across zooms, resizes and
 * presentation mode.
 */
final class CanvasKeys {

    private static final int KEY_POINTS = 9;
    /** Between a key and the drawing fitted beside it, in pixels. */
    private static final int KEY_GAP = 4;
    /**
     * A key this close to the canvas's top or bottom edge takes a band there that fitting the drawing leaves free; a key
     * dropped further in lies over the drawing where the user wanted it.
     */
    private static final int EDGE_BAND = 24;
    /** Pixels the pointer must travel with the button down before a press on a key becomes a drag rather than a click. */
    private static final int DRAG_THRESHOLD = 3;

    private final DiagramViewer viewer;
    private final Canvas canvas;
    private final QueueBars bars;
    private final ActivityLegend legend = new ActivityLegend();
    private Font keyFont;
    /** The keys drawn at the last paint, in screen pixels: the flows' key first where there is one. */
    private List<Rectangle> drawn = List.of();
    /** The bands along the canvas's top and bottom the keys took at the last paint ({@link #bands}). */
    private int[] bands = new int[2];
    /** The key under the button, or null. */
    private Key grabbed;
    private Point grabbedAt;
    private Rectangle grabbedBox;
    /** Where the grabbed key was put before the drag, null when the canvas placed it. */
    private KeyPlace grabbedPlace;
    private boolean dragging;

    CanvasKeys(DiagramViewer viewer, Canvas canvas, QueueBars bars) {
        this.viewer = viewer;
        this.canvas = canvas;
        this.bars = bars;
    }

    /**
     * Paints the keys of {@code shown} (none while no run is shown) with the colours of {@code flows}; call with no
     * transform set.
     */
    void paint(GC gc, Rectangle client, NetworkActivity shown, Map<String, RGB> flows) {
        drawn = List.of();
        if (shown != null) {
            List<Rectangle> covered = drawingOnScreen();
            covered.add(CanvasCaptions.statusBox(gc, client, viewer.network(), viewer.viewport().zoom()));
            LegendCorners corners = new LegendCorners(client, covered);
            legend.reservePlaces(corners, client);
            legend.paintFlows(gc, client, corners, flows);
            Font scaled = gc.getFont();
            gc.setFont(keyFont());
            legend.paint(gc, corners, shown);
            gc.setFont(scaled);
            drawn = corners.placed();
        }
        // Kept for the next fit of the drawing (a resize, presentation mode, Ctrl+0), which leaves the keys their bands;
        // the drawing is not fitted again now, which would move it under the pointer of someone editing it.
        bands = bands(client);
    }

    /** The everyday font of the load key, which presentation mode leaves at its size (see {@link ActivityLegend}). */
    private Font keyFont() {
        if (keyFont == null) {
            FontData data = canvas.getDisplay().getSystemFont().getFontData()[0];
            data.setHeight(KEY_POINTS);
            keyFont = new Font(canvas.getDisplay(), data);
            canvas.addDisposeListener(e -> keyFont.dispose());
        }
        return keyFont;
    }

    /** Where the nodes (with their names) and the queue bars are drawn, in screen pixels: what a key should not cover. */
    private List<Rectangle> drawingOnScreen() {
        List<Rectangle> covered = new ArrayList<>();
        for (Node node : viewer.network().getNodes()) {
            covered.add(viewer.viewport().toScreen(NodeFigure.paintBounds(node, 0, 0)));
        }
        for (Rectangle bar : bars.drawn()) {
            covered.add(viewer.viewport().toScreen(bar));
        }
        return covered;
    }

    /** The bands along the canvas's top and bottom the keys took at the last paint, in pixels: {top, bottom}. */
    int[] bands() {
        return bands.clone();
    }

    private int[] bands(Rectangle client) {
        int top = 0;
        int bottom = 0;
        for (Rectangle key : drawn) {
            if (key.y - client.y <= EDGE_BAND) {
                top = Math.max(top, key.y + key.height - client.y + KEY_GAP);
            } else if (client.y + client.height - (key.y + key.height) <= EDGE_BAND) {
                bottom = Math.max(bottom, client.y + client.height - key.y + KEY_GAP);
            }
        }
        return new int[] { top, bottom };
    }

    /** Where the keys were drawn at the last paint, in screen pixels, the flows' key first; none while no run is shown. */
    List<Rectangle> drawn() {
        return drawn;
    }

    /** The button went down at screen pixel ({@code x}, {@code y}): true when on a key, which then has the gesture. */
    boolean press(int x, int y) {
        Point at = new Point(x, y);
        Key key = drawn.isEmpty() ? null : legend.keyAt(at);
        if (key == null) {
            return false;
        }
        grabbed = key;
        grabbedAt = at;
        grabbedBox = legend.boxOf(key);
        grabbedPlace = legend.placeOf(key);
        dragging = false;
        return true;
    }

    /** Whether a press on a key has the gesture under way. */
    boolean pressed() {
        return grabbed != null;
    }

    /** The pointer moved with the button down: past a few pixels the key follows it, kept whole on the canvas. */
    void drag(int x, int y) {
        if (grabbed == null) {
            return;
        }
        int dx = x - grabbedAt.x;
        int dy = y - grabbedAt.y;
        if (!dragging && Math.abs(dx) + Math.abs(dy) < DRAG_THRESHOLD) {
            return;
        }
        dragging = true;
        Rectangle client = canvas.getClientArea();
        Point size = new Point(grabbedBox.width, grabbedBox.height);
        Point kept = KeyPlace.droppedAt(client, new Rectangle(grabbedBox.x + dx, grabbedBox.y + dy, size.x, size.y)).topLeft(client,
                size);
        legend.put(grabbed, KeyPlace.droppedAt(client, new Rectangle(kept.x, kept.y, size.x, size.y)));
        canvas.redraw();
    }

    /** The button came up: a drag leaves the key where it was dropped, a click folds or unfolds it. */
    void release(int x, int y) {
        if (grabbed == null) {
            return;
        }
        drag(x, y);
        if (!dragging) {
            legend.toggle(grabbed);
        }
        grabbed = null;
        dragging = false;
        canvas.redraw();
    }

    /** Abandons a press on a key (the right button): the key goes back where it was. */
    void cancel() {
        if (grabbed != null && dragging) {
            legend.put(grabbed, grabbedPlace);
            canvas.redraw();
        }
        grabbed = null;
        dragging = false;
    }
}
