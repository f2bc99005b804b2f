package org.dclab.ui.editor.figures;

import org.dclab.sim.live.PortActivity;
import org.dclab.sim.live.QueueScale;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/**
 * A port's queue as a small upright bar beside its link, just outside the node that owns the queue: filled from the
 * bottom in proportion to the buffer, with the marking threshold K as a red tick across it (RED's min and max as
 * amber ticks). Upright at every link angle, so that "fuller" always means "higher", as on the queue chart.
 */
public final class QueueBar {

    public static final int WIDTH = 10;
    /** Tall enough to tell a queue just above K from one just below it in a 250-packet buffer: 5 packets a pixel. */
    public static final int HEIGHT = 48;
    /** Clearance between the node's shape and the bar along the link. */
    private static final int GAP = 4;
    /** Clearance between the link's line and the bar's side. */
    private static final int SIDE_GAP = 4;

    private QueueBar() {
    }

    /** The shortest a bar is drawn, as a share of its height, where a link is too short for the whole bar between its ends. */
    private static final double SHORTEST = 0.5;

    /**
     * Where the bar of the queue at {@code from} toward {@code to} goes, in diagram coordinates, when the nodes' shapes
     * (of sizes {@code fromShape} and {@code toShape}) are all they draw: see
     * {@link #bounds(Point, Point, Rectangle, Rectangle, double)}.
     */
    public static Rectangle bounds(Point from, Point to, Point fromShape, Point toShape) {
        return bounds(from, to, shape(from, fromShape), shape(to, toShape), 1);
    }

    /**
     * Where the bar of the queue at {@code from} toward {@code to} goes, in diagram coordinates, drawn {@code scale}
     * times its everyday size (as presentation mode does): beside the line, on the right-hand side of the direction of
     * travel, so the two ends of a link put their bars on opposite sides of it; and along the line as near {@code from}
     * as it keeps clear of {@code fromDrawn}, what the node at {@code from} draws (its shape and, where it is written,
     * its name: a bar of a link leaving downward was drawn over the name centred under the shape). It stops short of
     * {@code toDrawn}, what the other end draws; where the link is too short for the whole bar between the two, the bar
     * is drawn shorter, down to {@link #SHORTEST} of its height, and where even that has no room it steps further aside
     * from the line, past what the other end draws.
     */
    public static Rectangle bounds(Point from, Point to, Rectangle fromDrawn, Rectangle toDrawn, double scale) {
        int width = (int) Math.round(WIDTH * scale);
        int height = (int) Math.round(HEIGHT * scale);
        double dx = to.x - from.x;
        double dy = to.y - from.y;
        double length = Math.hypot(dx, dy);
        double ux = length == 0 ? 1 : dx / length;
        double uy = length == 0 ? 0 : dy / length;
        Rectangle ownClear = grown(fromDrawn, GAP);
        Rectangle otherClear = grown(toDrawn, GAP);
        int shortest = (int) Math.round(height * SHORTEST);
        Rectangle bar = null;
        for (int h = height; h >= shortest; h--) {
            // Beside the line, on the right-hand side of travel in screen coordinates (y grows downward), its half extent
            // across the line keeping it off the line itself; then along the line until clear of its own node.
            double halfAcross = (Math.abs(uy) * width + Math.abs(ux) * h) / 2.0;
            Rectangle beside = centred(from.x - uy * (SIDE_GAP + halfAcross), from.y + ux * (SIDE_GAP + halfAcross), width, h);
            bar = slid(beside, ux, uy, ownClear);
            if (!bar.intersects(otherClear)) {
                return bar;
            }
        }
        // No room along the link between the two ends (an incast's client just above its switch, its name between them):
        // the bar steps further aside from the line, past what the other end draws, unless that brings it onto its own.
        Rectangle aside = slid(bar, -uy, ux, otherClear);
        return aside.intersects(ownClear) ? bar : aside;
    }

    /**
     * {@code bar} moved along (ux, uy) the least that leaves it clear of {@code clear}: each side of {@code clear} it can
     * get past by moving that way gives a distance, and the nearest of those wins.
     */
    private static Rectangle slid(Rectangle bar, double ux, double uy, Rectangle clear) {
        double along = Math.min(Math.min(beyond(bar.x, ux, clear.x + clear.width), before(bar.x + bar.width, ux, clear.x)),
                Math.min(beyond(bar.y, uy, clear.y + clear.height), before(bar.y + bar.height, uy, clear.y)));
        if (!bar.intersects(clear) || Double.isInfinite(along)) {
            return bar;
        }
        return new Rectangle((int) Math.round(bar.x + ux * along), (int) Math.round(bar.y + uy * along), bar.width, bar.height);
    }

    private static Rectangle centred(double cx, double cy, int width, int height) {
        return new Rectangle((int) Math.round(cx - width / 2.0), (int) Math.round(cy - height / 2.0), width, height);
    }

    /** How far along a direction of component {@code u} a low edge at {@code low} must move to reach {@code limit}. */
    private static double beyond(double low, double u, double limit) {
        if (low >= limit) {
            return 0;
        }
        return u > 0 ? (limit - low) / u : Double.POSITIVE_INFINITY;
    }

    /** How far along a direction of component {@code u} a high edge at {@code high} must move to fall to {@code limit}. */
    private static double before(double high, double u, double limit) {
        if (high <= limit) {
            return 0;
        }
        return u < 0 ? (high - limit) / -u : Double.POSITIVE_INFINITY;
    }

    private static Rectangle shape(Point centre, Point size) {
        return new Rectangle(centre.x - size.x / 2, centre.y - size.y / 2, size.x, size.y);
    }

    private static Rectangle grown(Rectangle r, int by) {
        return new Rectangle(r.x - by, r.y - by, r.width + 2 * by, r.height + 2 * by);
    }

    /** Pixels of {@code height} filled by {@code occupancy} of {@code limit}; a queue with an unknown limit fills by packets of 100. */
    public static int fillHeight(double occupancy, long limit, int height) {
        double of = limit > 0 ? limit : 100;
        if (occupancy <= 0) {
            return 0;
        }
        // One packet in a deep buffer still shows, so a class sees the queue start to build.
        return (int) Math.max(1, Math.min(height, Math.round(height * occupancy / of)));
    }

    /** The y of a threshold's tick on {@code bar}, or -1 when the threshold is unknown or beyond the buffer. */
    public static int tickY(Rectangle bar, double threshold, long limit) {
        if (Double.isNaN(threshold) || limit <= 0 || threshold > limit || threshold < 0) {
            return -1;
        }
        return bar.y + bar.height - (int) Math.round(bar.height * threshold / limit);
    }

    /** Paints the bar of {@code port} in {@code bar}; {@code flash} is null or the colour of a drop or mark flash. */
    public static void paint(GC gc, Rectangle bar, PortActivity port, Color flash) {
        QueueScale scale = port.scale();
        if (flash != null) {
            gc.setBackground(flash);
            gc.fillRoundRectangle(bar.x - 4, bar.y - 4, bar.width + 8, bar.height + 8, 6, 6);
        }
        gc.setBackground(LoadColors.QUEUE_EMPTY);
        gc.fillRectangle(bar);
        int fill = fillHeight(port.occupancy(), scale.limit(), bar.height);
        gc.setBackground(LoadColors.QUEUE_FILL);
        gc.fillRectangle(bar.x, bar.y + bar.height - fill, bar.width, fill);
        gc.setLineWidth(1);
        gc.setForeground(LoadColors.QUEUE_FRAME);
        gc.drawRectangle(bar);
        if (scale.isRed() && !scale.inBytes()) {
            gc.setLineStyle(SWT.LINE_DOT);
            gc.setForeground(LoadColors.RED_BAND);
            tick(gc, bar, tickY(bar, scale.redMinPackets(), scale.limit()));
            tick(gc, bar, tickY(bar, scale.redMaxPackets(), scale.limit()));
            gc.setLineStyle(SWT.LINE_SOLID);
        }
        if (scale.hasMarkThreshold()) {
            gc.setLineWidth(2);
            gc.setForeground(LoadColors.THRESHOLD);
            tick(gc, bar, tickY(bar, scale.markThreshold(), scale.limit()));
            gc.setLineWidth(1);
        }
    }

    private static void tick(GC gc, Rectangle bar, int y) {
        if (y >= 0) {
            gc.drawLine(bar.x - 3, y, bar.x + bar.width + 3, y);
        }
    }
}
