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

    /**
     * Where the bar of the queue at {@code from} toward {@code to} goes, in diagram coordinates: centred on the line
     * just beyond the edge of {@code from}'s shape (of size {@code fromShape}), then pushed to the right-hand side of
     * the direction of travel, so the two ends of a link put their bars on opposite sides of it.
     */
    public static Rectangle bounds(Point from, Point to, Point fromShape) {
        return bounds(from, to, fromShape, 1);
    }

    /** The bar's bounds when drawn {@code scale} times its everyday size, as presentation mode does. */
    public static Rectangle bounds(Point from, Point to, Point fromShape, double scale) {
        int width = (int) Math.round(WIDTH * scale);
        int height = (int) Math.round(HEIGHT * scale);
        double dx = to.x - from.x;
        double dy = to.y - from.y;
        double length = Math.hypot(dx, dy);
        double ux = length == 0 ? 1 : dx / length;
        double uy = length == 0 ? 0 : dy / length;
        // Distance from the centre to the edge of the shape's rectangle along the line.
        double edge = Math.min(ux == 0 ? Double.MAX_VALUE : fromShape.x / 2.0 / Math.abs(ux),
                uy == 0 ? Double.MAX_VALUE : fromShape.y / 2.0 / Math.abs(uy));
        // Half the bar's extent along the line and across it, so that it clears both the shape and the line.
        double halfAlong = (Math.abs(ux) * width + Math.abs(uy) * height) / 2.0;
        double halfAcross = (Math.abs(uy) * width + Math.abs(ux) * height) / 2.0;
        double along = Math.min(edge + GAP + halfAlong, length / 2);
        // Right-hand normal of (ux, uy) in screen coordinates, where y grows downward.
        double cx = from.x + ux * along - uy * (SIDE_GAP + halfAcross);
        double cy = from.y + uy * along + ux * (SIDE_GAP + halfAcross);
        return new Rectangle((int) Math.round(cx - width / 2.0), (int) Math.round(cy - height / 2.0), width, height);
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
