package org.dclab.ui.editor.figures;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.dclab.sim.live.NetworkActivity;
import org.dclab.engine.api.Units;
import org.dclab.ui.editor.figures.LegendCorners.Corner;
import org.dclab.ui.present.LoadScale;
import org.dclab.ui.present.Presentation;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;

/**
 * The key to a live canvas, where the user dragged it ({@link KeyPlace}) or else in a corner ({@link LegendCorners}, the
 * top right where it covers no more there), and in screen pixels so that it keeps its size at every zoom: the
 * load scale of links, what a queue bar and its K tick are, the two flash colours and the simulated time shown, at
 * the everyday size even in presentation mode, where it would cover half a projector's canvas; and, along the bottom
 * edge where it covers no more there, the colour of each application's path (the colour of its chart lines and Event List rows too), which
 * presentation mode draws larger with the rest.
 */
public final class ActivityLegend {

    private static final int PAD = 6;
    private static final int SCALE_WIDTH = 120;
    private static final int SWATCH = 10;
    /** After a key's first line: a click there folds the key to that line, or unfolds it. */
    private static final String FOLD = "  \u25be";
    private static final String UNFOLD = "  \u25b8";

    /** The two keys: the load and queue key with the time shown, and the flows' colours. */
    public enum Key {
        LOAD, FLOWS
    }

    /** Keys folded to their first line by a click, so that they cover less of a dense drawing. */
    private boolean keyFolded;
    private boolean flowsFolded;
    private Rectangle keyBox;
    private Rectangle flowsBox;
    /** Where the user put a key by dragging it; a key not here goes to the corner covering least. */
    private final Map<Key, KeyPlace> places = new EnumMap<>(Key.class);

    /** Paints the key in {@code gc}'s font, in the corner {@code corners} gives it (the top right unless that covers more). */
    public void paint(GC gc, LegendCorners corners, NetworkActivity activity) {
        int line = gc.getFontMetrics().getHeight() + 2;
        int scaleWidth = SCALE_WIDTH;
        int swatch = SWATCH;
        String time = "t = " + Units.formatTime(activity.nowPs()) + activity.motion().caption() + (keyFolded ? UNFOLD : FOLD);
        int width = (keyFolded ? gc.textExtent(time).x : Math.max(Math.max(scaleWidth, gc.textExtent(time).x), gc.textExtent(
                LoadScale.LEGEND).x))
                + 2 * PAD;
        int height = keyFolded ? line + 2 * PAD - 2 : 4 * line + 2 * PAD + 4;
        Point at = place(corners, Key.LOAD, new Point(width, height), Corner.TOP_RIGHT, Corner.TOP_LEFT, Corner.BOTTOM_LEFT,
                Corner.BOTTOM_RIGHT);
        int x = at.x;
        int y = at.y;
        keyBox = new Rectangle(x, y, width, height);
        gc.setBackground(DiagramColors.LABEL_BACKGROUND);
        gc.fillRectangle(x, y, width, height);
        gc.setForeground(DiagramColors.LINK);
        gc.drawRectangle(x, y, width, height);
        int tx = x + PAD;
        int ty = y + PAD;
        gc.setForeground(DiagramColors.LABEL);
        gc.drawText(time, tx, ty, true);
        if (keyFolded) {
            return;
        }
        ty += line;
        gc.drawText(LoadScale.LEGEND, tx, ty, true);
        ty += line;
        for (int i = 0; i < scaleWidth; i++) {
            gc.setForeground(new Color(LoadScale.ofUtilisation(Math.max(LoadScale.IDLE, i / (double) (scaleWidth - 1)))));
            gc.drawLine(tx + i, ty, tx + i, ty + swatch - 2);
        }
        ty += swatch + 2;
        Point drop = swatch(gc, tx, ty, swatch, LoadColors.QUEUE_FILL, "queue");
        gc.setForeground(LoadColors.THRESHOLD);
        gc.setLineWidth(2);
        gc.drawLine(drop.x, ty + swatch / 2, drop.x + swatch, ty + swatch / 2);
        gc.setLineWidth(1);
        gc.setForeground(DiagramColors.LABEL);
        gc.drawText("K", drop.x + swatch + 3, ty - 2, true);
        ty += line;
        Point mark = swatch(gc, tx, ty, swatch, LoadColors.DROP_FLASH, "drop");
        swatch(gc, mark.x, ty, swatch, LoadColors.MARK_FLASH, "mark");
    }

    /**
     * Paints the applications' colours in a row along the bottom edge, right-aligned, in {@code gc}'s font; a row
     * too long for the canvas goes on upward.
     */
    public void paintFlows(GC gc, Rectangle client, LegendCorners corners, Map<String, RGB> flows) {
        flowsBox = null;
        if (flows.isEmpty()) {
            return;
        }
        int line = gc.getFontMetrics().getHeight();
        if (flowsFolded) {
            paintFoldedFlows(gc, corners, flows.size(), line);
            return;
        }
        int swatch = Presentation.scale(SWATCH);
        List<List<Map.Entry<String, RGB>>> rows = new ArrayList<>();
        List<Integer> widths = new ArrayList<>();
        int room = client.width - 16 - 2 * PAD;
        for (Map.Entry<String, RGB> flow : flows.entrySet()) {
            int w = swatch + 3 + gc.textExtent(flow.getKey()).x + 2 * PAD;
            if (rows.isEmpty() || widths.get(widths.size() - 1) + w > room) {
                rows.add(new ArrayList<>());
                widths.add(0);
            }
            rows.get(rows.size() - 1).add(flow);
            widths.set(widths.size() - 1, widths.get(widths.size() - 1) + w);
        }
        int width = widths.stream().mapToInt(Integer::intValue).max().orElse(0) + 2 * PAD;
        int height = rows.size() * (line + 2) + 2 * PAD;
        Point at = place(corners, Key.FLOWS, new Point(width, height), Corner.BOTTOM_RIGHT, Corner.BOTTOM_LEFT, Corner.TOP_RIGHT,
                Corner.TOP_LEFT);
        int x = at.x;
        int y = at.y;
        flowsBox = new Rectangle(x, y, width, height);
        gc.setBackground(DiagramColors.LABEL_BACKGROUND);
        gc.fillRectangle(x, y, width, height);
        gc.setForeground(DiagramColors.LINK);
        gc.drawRectangle(x, y, width, height);
        int ty = y + PAD;
        for (List<Map.Entry<String, RGB>> row : rows) {
            int tx = x + PAD;
            for (Map.Entry<String, RGB> flow : row) {
                tx = swatch(gc, tx, ty + (line - swatch) / 2, swatch, new Color(flow.getValue()), flow.getKey()).x;
            }
            ty += line + 2;
        }
    }

    /** The flows' key folded: one line that says how many flows it holds. */
    private void paintFoldedFlows(GC gc, LegendCorners corners, int count, int line) {
        String text = count + (count == 1 ? " flow" : " flows") + UNFOLD;
        Point size = new Point(gc.textExtent(text).x + 2 * PAD, line + 2 * PAD);
        Point at = place(corners, Key.FLOWS, size, Corner.BOTTOM_RIGHT, Corner.BOTTOM_LEFT, Corner.TOP_RIGHT, Corner.TOP_LEFT);
        flowsBox = new Rectangle(at.x, at.y, size.x, size.y);
        gc.setBackground(DiagramColors.LABEL_BACKGROUND);
        gc.fillRectangle(flowsBox);
        gc.setForeground(DiagramColors.LINK);
        gc.drawRectangle(flowsBox);
        gc.setForeground(DiagramColors.LABEL);
        gc.drawText(text, at.x + PAD, at.y + PAD, true);
    }

    /** Where {@code key} goes: where the user put it, or else the first of {@code preferred} that covers least. */
    private Point place(LegendCorners corners, Key key, Point size, Corner... preferred) {
        KeyPlace put = places.get(key);
        return put != null ? corners.place(size, put) : corners.place(size, preferred);
    }

    /**
     * Keeps the room of the keys the user put somewhere from the keys placed by corner, at the size each was drawn at the
     * last paint; call before painting the keys.
     */
    public void reservePlaces(LegendCorners corners, Rectangle client) {
        places.forEach((key, place) -> {
            Rectangle drawn = boxOf(key);
            if (drawn != null) {
                Point at = place.topLeft(client, new Point(drawn.width, drawn.height));
                corners.reserve(new Rectangle(at.x, at.y, drawn.width + 1, drawn.height + 1));
            }
        });
    }

    /** The key drawn at screen point {@code at} at the last paint, or null. */
    public Key keyAt(Point at) {
        if (keyBox != null && keyBox.contains(at)) {
            return Key.LOAD;
        }
        return flowsBox != null && flowsBox.contains(at) ? Key.FLOWS : null;
    }

    /** Where {@code key} was drawn at the last paint, in screen pixels, or null. */
    public Rectangle boxOf(Key key) {
        return key == Key.LOAD ? keyBox : flowsBox;
    }

    /** Puts {@code key} at {@code place} from the next paint on, until it is put elsewhere; null leaves it to the corners. */
    public void put(Key key, KeyPlace place) {
        if (place == null) {
            places.remove(key);
        } else {
            places.put(key, place);
        }
    }

    /** Where the user put {@code key}, or null when it goes to the corner covering least. */
    public KeyPlace placeOf(Key key) {
        return places.get(key);
    }

    /**
     * Folds or unfolds {@code key}. Folded, the load key keeps its first line (the time shown) and the flows' key says
     * how many flows it holds.
     */
    public void toggle(Key key) {
        if (key == Key.LOAD) {
            keyFolded = !keyFolded;
        } else {
            flowsFolded = !flowsFolded;
        }
    }

    /** A filled square and its label; returns where the next item may start. */
    private static Point swatch(GC gc, int x, int y, int size, Color color, String label) {
        gc.setBackground(color);
        gc.fillRectangle(x, y, size, size);
        gc.setForeground(DiagramColors.LABEL);
        gc.drawText(label, x + size + 3, y + size / 2 - gc.getFontMetrics().getHeight() / 2, true);
        return new Point(x + size + 3 + gc.textExtent(label).x + 8, y);
    }
}
