package org.dclab.ui.editor.figures;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/**
 * Where a live canvas's keys go: each in the corner of the canvas where it covers least of the drawing (nodes, their
 * names, queue bars) and none of the keys placed before it, unless the user put it somewhere ({@link KeyPlace}). A key fixed to one corner covered the nodes drawn there,
 * h2 of a dumbbell and, at 1280x720, r1 to r4 and the bottleneck's queue bar.
 */
public final class LegendCorners {

    /** The corners a key may take, each key naming them in the order it prefers. */
    public enum Corner {
        TOP_RIGHT, BOTTOM_RIGHT, TOP_LEFT, BOTTOM_LEFT
    }

    private static final int MARGIN = 8;

    private final Rectangle client;
    private final List<Rectangle> drawing;
    private final List<Rectangle> placed = new ArrayList<>();
    /** Where keys the user placed will go, taken before the keys placed here are, so that those keep clear of them. */
    private final List<Rectangle> reserved = new ArrayList<>();

    /** Keys for a canvas whose drawing area is {@code client} and whose drawing covers {@code drawing}, in screen pixels. */
    public LegendCorners(Rectangle client, List<Rectangle> drawing) {
        this.client = client;
        this.drawing = List.copyOf(drawing);
    }

    /** The top left of a key of {@code size}: the corner covering least, the first of {@code preferred} among equals. */
    public Point place(Point size, Corner... preferred) {
        Rectangle best = null;
        long bestCover = Long.MAX_VALUE;
        for (Corner corner : preferred) {
            Rectangle at = at(corner, size);
            long cover = 0;
            for (Rectangle r : drawing) {
                cover += area(at.intersection(r));
            }
            for (Rectangle key : placed) {
                cover += at.intersects(key) ? Integer.MAX_VALUE : 0;
            }
            for (Rectangle key : reserved) {
                cover += at.intersects(key) ? Integer.MAX_VALUE : 0;
            }
            if (cover < bestCover) {
                bestCover = cover;
                best = at;
            }
        }
        placed.add(best);
        return new Point(best.x, best.y);
    }

    /** The top left of a key of {@code size} where the user put it, {@code place}: it covers what it covers there. */
    public Point place(Point size, KeyPlace place) {
        Point at = place.topLeft(client, size);
        placed.add(new Rectangle(at.x, at.y, size.x + 1, size.y + 1));
        return at;
    }

    /** Keeps the keys placed by corner clear of {@code key}, where a key the user put is about to be drawn. */
    public void reserve(Rectangle key) {
        reserved.add(key);
    }

    /** Where the keys were placed, in the order placed. */
    public List<Rectangle> placed() {
        return List.copyOf(placed);
    }

    private Rectangle at(Corner corner, Point size) {
        boolean right = corner == Corner.TOP_RIGHT || corner == Corner.BOTTOM_RIGHT;
        boolean top = corner == Corner.TOP_RIGHT || corner == Corner.TOP_LEFT;
        int x = right ? client.x + client.width - size.x - MARGIN : client.x + MARGIN;
        int y = top ? client.y + MARGIN : client.y + client.height - size.y - MARGIN;
        return new Rectangle(x, y, size.x + 1, size.y + 1);
    }

    private static long area(Rectangle r) {
        return r.isEmpty() ? 0 : (long) r.width * r.height;
    }
}
