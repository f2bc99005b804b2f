package org.dclab.ui.editor.figures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;

/** Where a queue bar goes and how full it is drawn. */
class QueueBarTest {

    private static final Point SWITCH = new Point(48, 24);

    /** Hand-computed: a switch's right edge is 24 from its centre, plus a gap of 4, plus half the bar's width. */
    @Test
    void sitsBesideAHorizontalLinkJustOutsideTheNode() {
        assertEquals(new Rectangle(28, 4, QueueBar.WIDTH, QueueBar.HEIGHT), QueueBar.bounds(new Point(0, 0), new Point(200, 0), SWITCH,
                SWITCH));
        // The other end's queue sits on the other side of the line, to the right of its own direction of travel.
        assertEquals(new Rectangle(162, -52, QueueBar.WIDTH, QueueBar.HEIGHT), QueueBar.bounds(new Point(200, 0), new Point(0, 0), SWITCH,
                SWITCH));
    }

    /** Property: in every direction the bar clears its node's shape and does not cross the link's line. */
    @Test
    void clearsTheNodeAndTheLineInEveryDirection() {
        Point from = new Point(500, 500);
        Rectangle shape = new Rectangle(from.x - SWITCH.x / 2, from.y - SWITCH.y / 2, SWITCH.x, SWITCH.y);
        for (int degrees = 0; degrees < 360; degrees += 15) {
            double angle = Math.toRadians(degrees);
            Point to = new Point((int) Math.round(from.x + 300 * Math.cos(angle)), (int) Math.round(from.y + 300 * Math.sin(angle)));
            Rectangle bar = QueueBar.bounds(from, to, SWITCH, SWITCH);
            assertFalse(bar.intersects(shape), degrees + "\u00b0: " + bar + " overlaps the node " + shape);
            int[][] corners = { { bar.x, bar.y }, { bar.x + bar.width, bar.y }, { bar.x, bar.y + bar.height },
                    { bar.x + bar.width, bar.y + bar.height } };
            for (int[] c : corners) {
                double cross = (to.x - from.x) * (double) (c[1] - from.y) - (to.y - from.y) * (double) (c[0] - from.x);
                assertTrue(cross >= -300, degrees + "\u00b0: corner " + c[0] + "," + c[1] + " is left of the line");
            }
        }
    }

    /**
     * A leaf-spine on the stage: a leaf's name, written large at a low zoom, hangs well below its shape, and its hosts
     * are close under it. Property: in every direction below the leaf the bar clears the leaf's shape and name, and the
     * host's shape; hand-computed straight down: the bar's top at the name's bottom (80) and a gap of 4, its right side a
     * gap of 4 left of the line.
     */
    @Test
    void clearsTheNameUnderItsNodeAndStopsShortOfTheOtherEnd() {
        Point leaf = new Point(0, 0);
        Rectangle leafDrawn = new Rectangle(-60, -12, 120, 92);
        Point host = new Point(0, 200);
        Rectangle hostDrawn = new Rectangle(-20, 185, 40, 30);
        Rectangle below = QueueBar.bounds(leaf, host, leafDrawn, hostDrawn, 1.5);
        assertEquals(new Rectangle(-19, 84, 15, 72), below);
        for (int x = -300; x <= 300; x += 25) {
            Point to = new Point(x, 200);
            Rectangle hostAt = new Rectangle(x - 20, 185, 40, 30);
            Rectangle bar = QueueBar.bounds(leaf, to, leafDrawn, hostAt, 1.5);
            assertFalse(bar.intersects(leafDrawn), "toward " + x + ": " + bar + " covers the leaf or its name");
            assertFalse(bar.intersects(hostAt), "toward " + x + ": " + bar + " covers the host");
        }
        // Closer, the whole bar has no room between the name and the host: it is drawn shorter, clear of both.
        Point near = new Point(0, 150);
        Rectangle nearHost = new Rectangle(-20, 135, 40, 30);
        Rectangle shorter = QueueBar.bounds(leaf, near, leafDrawn, nearHost, 1.5);
        assertTrue(shorter.height < 72 && shorter.height >= 36, "shorter: " + shorter);
        assertFalse(shorter.intersects(leafDrawn) || shorter.intersects(nearHost), shorter.toString());
    }

    /**
     * An incast's client just above its switch, its name between the two: no bar fits along the link, so the switch's
     * bar toward the client steps aside, right of the line, past the client's name. Hand-computed: half its height (36 of
     * 72), its bottom a gap of 4 above the switch's top, its left side a gap of 4 right of the client's name (20 wide).
     */
    @Test
    void stepsAsideWhereTheLinkLeavesNoRoom() {
        Rectangle switchDrawn = new Rectangle(-24, -12, 48, 42);
        Rectangle clientDrawn = new Rectangle(-20, -75, 40, 48);
        Rectangle bar = QueueBar.bounds(new Point(0, 0), new Point(0, -60), switchDrawn, clientDrawn, 1.5);
        assertEquals(new Rectangle(24, -52, 15, 36), bar);
        assertFalse(bar.intersects(switchDrawn) || bar.intersects(clientDrawn), bar.toString());
    }

    @Test
    void fillsInProportionToTheBuffer() {
        assertEquals(0, QueueBar.fillHeight(0, 250, 32));
        assertEquals(16, QueueBar.fillHeight(125, 250, 32));
        assertEquals(32, QueueBar.fillHeight(250, 250, 32));
        assertEquals(32, QueueBar.fillHeight(400, 250, 32), "a shared buffer can hold more than a port's nominal limit");
        assertEquals(1, QueueBar.fillHeight(1, 250, 32), "one packet shows");
        assertEquals(8, QueueBar.fillHeight(25, 0, 32), "an unknown limit counts packets of 100");
    }

    /** Hand-computed: K = 65 of 250 on a 32-pixel bar is 8.32 pixels above its bottom. */
    @Test
    void drawsTheThresholdWhereTheQueueReachesIt() {
        Rectangle bar = new Rectangle(10, 4, QueueBar.WIDTH, 32);
        assertEquals(36 - 8, QueueBar.tickY(bar, 65, 250));
        assertEquals(-1, QueueBar.tickY(bar, Double.NaN, 250));
        assertEquals(-1, QueueBar.tickY(bar, 300, 250), "a K above the buffer never marks and is not drawn");
    }
}
