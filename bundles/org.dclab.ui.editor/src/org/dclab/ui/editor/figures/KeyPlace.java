package org.dclab.ui.editor.figures;

import org.dclab.ui.editor.figures.LegendCorners.Corner;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/**
 * Where the user dropped one of a canvas's keys: the corner of the canvas it lies nearest and how far its own near
 * sides stand from that corner's two edges. A key stays where it was dropped, as a note put down on a desk: the
 * teacher moved it to uncover something that matters to the lecture, which a snap to a corner could cover again. Held
 * by its nearest corner, it follows that corner as the canvas changes size (a resize, presentation mode on or off)
 * and stays whole on the canvas; a zoom moves only the drawing under it.
 *
 * @param corner the corner of the canvas the key keeps its distances from
 * @param fromSide pixels between the key and the canvas's left or right edge, whichever {@code corner} names
 * @param fromEnd pixels between the key and the canvas's top or bottom edge, whichever {@code corner} names
 */
public record KeyPlace(Corner corner, int fromSide, int fromEnd) {

    /** The place of a key drawn at {@code key} on a canvas whose drawing area is {@code client}, in the same pixels. */
    public static KeyPlace droppedAt(Rectangle client, Rectangle key) {
        boolean right = key.x + key.width / 2 > client.x + client.width / 2;
        boolean bottom = key.y + key.height / 2 > client.y + client.height / 2;
        Corner corner = right ? bottom ? Corner.BOTTOM_RIGHT : Corner.TOP_RIGHT : bottom ? Corner.BOTTOM_LEFT : Corner.TOP_LEFT;
        int fromSide = right ? client.x + client.width - (key.x + key.width) : key.x - client.x;
        int fromEnd = bottom ? client.y + client.height - (key.y + key.height) : key.y - client.y;
        return new KeyPlace(corner, fromSide, fromEnd);
    }

    /** The top left of a key of {@code size} at this place on a canvas whose drawing area is {@code client}, kept on it. */
    public Point topLeft(Rectangle client, Point size) {
        boolean right = corner == Corner.TOP_RIGHT || corner == Corner.BOTTOM_RIGHT;
        boolean bottom = corner == Corner.BOTTOM_RIGHT || corner == Corner.BOTTOM_LEFT;
        int x = right ? client.x + client.width - fromSide - size.x : client.x + fromSide;
        int y = bottom ? client.y + client.height - fromEnd - size.y : client.y + fromEnd;
        return new Point(clamp(x, client.x, client.x + client.width - size.x), clamp(y, client.y, client.y + client.height - size.y));
    }

    /** Within [low, high]; at {@code low} when a key is larger than the canvas, so that its first line shows. */
    private static int clamp(int value, int low, int high) {
        return Math.max(low, Math.min(value, high));
    }
}
