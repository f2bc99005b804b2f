package org.dclab.ui.editor.figures;

import java.util.function.Predicate;

import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.engine.api.Units;
import org.eclipse.emf.common.util.Diagnostic;
import org.dclab.ui.present.Presentation;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/** A link: a straight line between its nodes' centres with its rate and delay written at the middle. */
public final class LinkFigure {

    private static final int LABEL_MARGIN = 60;

    private LinkFigure() {
    }

    /** "10 Gbps · 1 µs", "1 Gbps · 41.67 µs": read at a glance, so to four digits; the Properties show the exact values. */
    public static String label(Link link) {
        return Units.roundedRate(link.getRateBps()) + " \u00b7 " + Units.roundedTime(link.getDelayPs());
    }

    /** The label that stands for {@code alike} links of the same rate and delay: "1 Gbps · 25 µs (128 links)". */
    public static String label(Link link, int alike) {
        return alike > 1 ? label(link) + " (" + alike + " links)" : label(link);
    }

    /** What the link paints, label included, with the ends that are {@code moving} shifted by (dx, dy). */
    public static Rectangle paintBounds(Link link, Predicate<Node> moving, int dx, int dy) {
        if (link.getSource() == null || link.getTarget() == null) {
            return new Rectangle(0, 0, 0, 0);
        }
        Point a = end(link.getSource(), moving, dx, dy);
        Point b = end(link.getTarget(), moving, dx, dy);
        int x = Math.min(a.x, b.x);
        int y = Math.min(a.y, b.y);
        return new Rectangle(x - LABEL_MARGIN, y - LABEL_MARGIN / 3, Math.abs(a.x - b.x) + 2 * LABEL_MARGIN,
                Math.abs(a.y - b.y) + 2 * LABEL_MARGIN / 3);
    }

    /** Where a link's problem badge goes: the middle of the line. */
    public static Point badgeAnchor(Link link, Predicate<Node> moving, int dx, int dy) {
        Point a = end(link.getSource(), moving, dx, dy);
        Point b = end(link.getTarget(), moving, dx, dy);
        return new Point((a.x + b.x) / 2, (a.y + b.y) / 2);
    }

    /** Distance in diagram units from (x, y) to the link's line, for hit testing. */
    public static double distance(Link link, double x, double y) {
        Node s = link.getSource();
        Node t = link.getTarget();
        if (s == null || t == null) {
            return Double.MAX_VALUE;
        }
        double ax = s.getX(), ay = s.getY(), bx = t.getX(), by = t.getY();
        double lengthSquared = (bx - ax) * (bx - ax) + (by - ay) * (by - ay);
        double along = lengthSquared == 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / lengthSquared));
        double px = ax + along * (bx - ax) - x;
        double py = ay + along * (by - ay) - y;
        return Math.sqrt(px * px + py * py);
    }

    /**
     * Paints the link's line; ends that are among the nodes being dragged follow the drag. Selected links are drawn
     * thick and blue, links with problems red (errors) or yellow (warnings).
     */
    public static void paintLine(GC gc, Link link, Predicate<Node> moving, int dx, int dy, boolean selected, int severity) {
        if (link.getSource() == null || link.getTarget() == null) {
            return;
        }
        Point a = end(link.getSource(), moving, dx, dy);
        Point b = end(link.getTarget(), moving, dx, dy);
        boolean error = severity >= Diagnostic.ERROR;
        gc.setLineWidth(Presentation.scale(selected ? 3 : error ? 2 : 1));
        gc.setForeground(selected ? DiagramColors.SELECTION
                : error ? DiagramColors.ERROR : severity >= Diagnostic.WARNING ? DiagramColors.WARNING : DiagramColors.LINK);
        gc.drawLine(a.x, a.y, b.x, b.y);
        gc.setLineWidth(1);
    }

    /** Where a label of {@code extent} (its text's, in the canvas's font) goes on the link: centred on the middle of the line. */
    public static Rectangle labelBounds(Link link, Point extent, Predicate<Node> moving, int dx, int dy) {
        return labelBounds(link, extent, moving, dx, dy, 0);
    }

    /**
     * Where the label of {@code extent} goes: on the link's middle, or, with {@code beside} > 0 (a run's lanes and
     * packets take that far either side of the line, in diagram units), just clear of that band, above the link or, for
     * an upright one, to its right, so that the lanes neither strike through the label nor hide under it.
     */
    public static Rectangle labelBounds(Link link, Point extent, Predicate<Node> moving, int dx, int dy, double beside) {
        if (link.getSource() == null || link.getTarget() == null) {
            return new Rectangle(0, 0, 0, 0);
        }
        Point middle = badgeAnchor(link, moving, dx, dy);
        int width = extent.x + 4;
        if (beside > 0) {
            Point a = end(link.getSource(), moving, dx, dy);
            Point b = end(link.getTarget(), moving, dx, dy);
            double length = Math.max(1, Math.hypot(b.x - a.x, b.y - a.y));
            double nx = -(b.y - a.y) / length;
            double ny = (b.x - a.x) / length;
            if (ny > 0 || ny == 0 && nx < 0) {
                nx = -nx;
                ny = -ny;
            }
            // The box's half-extent along the normal, so its nearest corner, not its centre, clears the band.
            double away = beside + Math.abs(nx) * width / 2.0 + Math.abs(ny) * extent.y / 2.0 + 1;
            middle = new Point((int) Math.round(middle.x + nx * away), (int) Math.round(middle.y + ny * away));
        }
        return new Rectangle(middle.x - width / 2, middle.y - extent.y / 2, width, extent.y);
    }

    public static void paintLabel(GC gc, String text, Rectangle bounds, boolean selected) {
        gc.setBackground(DiagramColors.LABEL_BACKGROUND);
        gc.fillRectangle(bounds);
        gc.setForeground(selected ? DiagramColors.SELECTION : DiagramColors.LABEL);
        gc.drawText(text, bounds.x + 2, bounds.y, true);
    }

    /** Link ends follow a drag only for the nodes being dragged. */
    private static Point end(Node node, Predicate<Node> moving, int dx, int dy) {
        boolean moved = moving.test(node);
        return new Point(node.getX() + (moved ? dx : 0), node.getY() + (moved ? dy : 0));
    }
}
