package org.dclab.ui.editor.figures;

import org.dclab.model.Host;
import org.dclab.model.Node;
import org.dclab.model.Router;
import org.dclab.ui.present.Presentation;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/**
 * How nodes look: a host is a server box with drive bays, a switch a blue slab with crossing arrows, a router an
 * orange disc with four arrows, the way network diagrams usually draw them. All coordinates are diagram
 * coordinates; a node's (x, y) is the centre of its shape and its name is written underneath.
 */
public final class NodeFigure {

    /** Vertical room for the name under the shape, part of the area repainted when a node changes. */
    public static final int LABEL_HEIGHT = 16;
    private static final int APPROXIMATE_CHAR_WIDTH = 8;

    private NodeFigure() {
    }

    /** The shape's bounds, used for hit testing and the rubber band. */
    public static Rectangle shapeBounds(Node node, int dx, int dy) {
        Point size = shapeSize(node);
        return new Rectangle(node.getX() + dx - size.x / 2, node.getY() + dy - size.y / 2, size.x, size.y);
    }

    /** Everything the node paints, its name and decorations included: what must be repainted when it changes. */
    public static Rectangle paintBounds(Node node, int dx, int dy) {
        Rectangle shape = shapeBounds(node, dx, dy);
        // Presentation mode writes names larger; layouts keep the everyday size, so a file's picture never depends on it.
        Point everyday = approximateLabelSize(node);
        Point label = new Point(Presentation.scale(everyday.x), Presentation.scale(everyday.y));
        int width = Math.max(shape.width, label.x + 8) + 12;
        int x = shape.x + shape.width / 2 - width / 2;
        return new Rectangle(x, shape.y - 10, width, shape.height + label.y + 16);
    }

    /**
     * The room {@code node}'s name takes where no font is at hand (layout, repaint areas): a generous width per
     * character, so that what is measured this way is never narrower than what is drawn.
     */
    public static Point approximateLabelSize(Node node) {
        String name = node.getName() == null ? "" : node.getName();
        return new Point(name.length() * APPROXIMATE_CHAR_WIDTH, LABEL_HEIGHT);
    }

    /** Where the name of {@code node}, of size {@code textExtent} in the label font, is written: centred under the shape. */
    public static Rectangle labelBounds(Node node, int dx, int dy, Point textExtent) {
        Rectangle r = shapeBounds(node, dx, dy);
        return new Rectangle(r.x + r.width / 2 - textExtent.x / 2, r.y + r.height + 2, textExtent.x, textExtent.y);
    }

    public static Point shapeSize(Node node) {
        if (node instanceof Host) {
            return new Point(40, 30);
        }
        if (node instanceof Router) {
            return new Point(34, 34);
        }
        return new Point(48, 24);
    }

    /** Where a node's problem badge goes: the top-right corner of its shape. */
    public static Point badgeAnchor(Node node, int dx, int dy) {
        Rectangle r = shapeBounds(node, dx, dy);
        return new Point(r.x + r.width, r.y);
    }

    /**
     * Paints one node shifted by (dx, dy), which is how a drag shows where the nodes will go before the move command
     * runs. Problem badges are painted by the viewer, at a size that does not shrink with the zoom.
     */
    public static void paint(GC gc, Node node, int dx, int dy, boolean selected, boolean showLabel) {
        Rectangle r = shapeBounds(node, dx, dy);
        gc.setLineWidth(1);
        gc.setForeground(DiagramColors.OUTLINE);
        if (node instanceof Host) {
            paintHost(gc, r);
        } else if (node instanceof Router) {
            paintRouter(gc, r);
        } else {
            paintSwitch(gc, r);
        }
        if (selected) {
            paintSelection(gc, node, r);
        }
        if (showLabel && node.getName() != null) {
            Rectangle label = labelBounds(node, dx, dy, gc.textExtent(node.getName()));
            gc.setForeground(selected ? DiagramColors.SELECTION : DiagramColors.LABEL);
            gc.drawText(node.getName(), label.x, label.y, true);
        }
    }

    private static void paintHost(GC gc, Rectangle r) {
        gc.setBackground(DiagramColors.HOST_FILL);
        gc.fillRoundRectangle(r.x, r.y, r.width, r.height, 6, 6);
        gc.drawRoundRectangle(r.x, r.y, r.width, r.height, 6, 6);
        gc.setForeground(DiagramColors.HOST_DETAIL);
        for (int i = 1; i <= 3; i++) {
            int y = r.y + i * r.height / 4;
            gc.drawLine(r.x + 6, y, r.x + r.width - 14, y);
        }
        gc.setBackground(DiagramColors.HOST_DETAIL);
        gc.fillOval(r.x + r.width - 10, r.y + r.height - 9, 4, 4);
    }

    private static void paintSwitch(GC gc, Rectangle r) {
        gc.setBackground(DiagramColors.SWITCH_FILL);
        gc.fillRoundRectangle(r.x, r.y, r.width, r.height, 4, 4);
        gc.drawRoundRectangle(r.x, r.y, r.width, r.height, 4, 4);
        gc.setForeground(DiagramColors.SYMBOL);
        gc.setBackground(DiagramColors.SYMBOL);
        gc.setLineWidth(2);
        int cx = r.x + r.width / 2;
        int top = r.y + r.height / 3;
        int bottom = r.y + 2 * r.height / 3;
        gc.drawLine(cx - 14, top, cx + 12, top);
        gc.fillPolygon(new int[] { cx + 15, top, cx + 9, top - 4, cx + 9, top + 4 });
        gc.drawLine(cx - 12, bottom, cx + 14, bottom);
        gc.fillPolygon(new int[] { cx - 15, bottom, cx - 9, bottom - 4, cx - 9, bottom + 4 });
        gc.setLineWidth(1);
        gc.setForeground(DiagramColors.OUTLINE);
    }

    private static void paintRouter(GC gc, Rectangle r) {
        gc.setBackground(DiagramColors.ROUTER_FILL);
        gc.fillOval(r.x, r.y, r.width, r.height);
        gc.drawOval(r.x, r.y, r.width, r.height);
        gc.setForeground(DiagramColors.SYMBOL);
        gc.setBackground(DiagramColors.SYMBOL);
        gc.setLineWidth(2);
        int cx = r.x + r.width / 2;
        int cy = r.y + r.height / 2;
        int arm = r.width / 2 - 6;
        gc.drawLine(cx - arm, cy, cx + arm, cy);
        gc.drawLine(cx, cy - arm, cx, cy + arm);
        gc.fillPolygon(new int[] { cx + arm + 2, cy, cx + arm - 3, cy - 4, cx + arm - 3, cy + 4 });
        gc.fillPolygon(new int[] { cx - arm - 2, cy, cx - arm + 3, cy - 4, cx - arm + 3, cy + 4 });
        gc.fillPolygon(new int[] { cx, cy - arm - 2, cx - 4, cy - arm + 3, cx + 4, cy - arm + 3 });
        gc.fillPolygon(new int[] { cx, cy + arm + 2, cx - 4, cy + arm - 3, cx + 4, cy + arm - 3 });
        gc.setLineWidth(1);
        gc.setForeground(DiagramColors.OUTLINE);
    }

    private static void paintSelection(GC gc, Node node, Rectangle r) {
        gc.setForeground(DiagramColors.SELECTION);
        gc.setLineWidth(2);
        gc.setLineStyle(SWT.LINE_SOLID);
        gc.drawRectangle(r.x - 4, r.y - 4, r.width + 8, r.height + 8);
        gc.setBackground(DiagramColors.SELECTION);
        int[][] corners = { { r.x - 4, r.y - 4 }, { r.x + r.width + 4, r.y - 4 }, { r.x - 4, r.y + r.height + 4 },
                { r.x + r.width + 4, r.y + r.height + 4 } };
        for (int[] c : corners) {
            gc.fillRectangle(c[0] - 2, c[1] - 2, 5, 5);
        }
        gc.setLineWidth(1);
    }
}
