package org.dclab.ui.editor.parts;

import org.dclab.model.Network;
import org.dclab.ui.editor.figures.DiagramColors;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/** Text written over the canvas in screen pixels, where neither zoom nor pan moves it. */
final class CanvasCaptions {

    private CanvasCaptions() {
    }

    /** An empty canvas says how to start, so a first-time user is not left looking at a blank page. */
    static void paintHint(GC gc, Rectangle client) {
        String hint = "This network is empty.\n\nPick Host, Switch or Router in the palette,\nthen click here to place one.\n"
                + "Link connects two nodes: drag from one to the other.";
        Point extent = gc.textExtent(hint);
        gc.setForeground(DiagramColors.LINK);
        gc.drawText(hint, Math.max(8, client.width / 2 - extent.x / 2), Math.max(8, client.height / 2 - extent.y / 2), true);
    }

    private static String status(Network network, double zoom) {
        return network.getNodes().size() + " nodes \u00b7 " + network.getLinks().size() + " links \u00b7 " + Math.round(zoom * 100) + "%";
    }

    /** Where the zoom and size are written, in {@code gc}'s font: a key placed over the canvas leaves it readable. */
    static Rectangle statusBox(GC gc, Rectangle client, Network network, double zoom) {
        Point extent = gc.textExtent(status(network, zoom));
        return new Rectangle(4, client.height - extent.y - 8, extent.x + 8, extent.y + 4);
    }

    /** Zoom and size in the bottom-left corner, so a class sees at once how big the topology is. */
    static void paintStatus(GC gc, Rectangle area, Rectangle client, Network network, double zoom) {
        String status = status(network, zoom);
        Rectangle box = statusBox(gc, client, network, zoom);
        if (box.intersects(area)) {
            gc.setBackground(DiagramColors.LABEL_BACKGROUND);
            gc.fillRectangle(box);
            gc.setForeground(DiagramColors.LINK);
            gc.drawText(status, box.x + 4, box.y + 2, true);
        }
    }
}
