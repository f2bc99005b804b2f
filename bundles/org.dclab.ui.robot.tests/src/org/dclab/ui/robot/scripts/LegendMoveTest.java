package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.ui.present.Presentation;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, legends movable: on the stage at 1280x720 the teacher drags the load key from its corner with the mouse
 * and drops it low on the left; it stays where it was dropped, as a sheet of paper put down on a desk, neither folded
 * nor selecting what lies under it. It keeps that place (its distances to the canvas's nearest edges, the bottom and
 * the left) while the run goes on, across a zoom, a resize of the window and presentation mode off and on again; the
 * flows' key, placed by the canvas, keeps clear of it.
 */
@ExtendWith(RunningProduct.class)
class LegendMoveTest {

    /** Pixels a key may stand off where the script expects it: rounding of a drop through the X server. */
    private static final int SLACK = 2;

    @Test
    void aDraggedKeyStaysWhereItIsDroppedUntilMovedAgain() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("dumbbell-two-flows", "legend-move"));
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        Menus.menuBar("Window", "Presentation Mode");
        boolean on = true;
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            Control.show();
            Control.runUntil("20");
            Ui.waitUntil("the load key and the flows' key", () -> Diagram.legendBoxes().size() == 2);
            Ui.settle();
            Rectangle key = loadKey();
            Rectangle canvas = Diagram.visibleArea();
            Point grab = new Point(key.x + key.width / 2, key.y + key.height / 2);
            Point drop = new Point(canvas.x + canvas.width / 4, canvas.y + canvas.height * 3 / 4);
            Input.drag(grab, drop);
            Ui.settle();
            Screenshots.save("LegendMoveTest-the load key dropped low on the left at 1280x720");
            Rectangle dropped = loadKey();
            Rectangle expected = new Rectangle(key.x + drop.x - grab.x, key.y + drop.y - grab.y, key.width, key.height);
            assertAll(() -> assertNear(expected, dropped, "the key where it was dropped"),
                    () -> assertTrue(Ui.read(() -> Diagram.editor().viewer().selection().elements().isEmpty()),
                            "dropping a key selects nothing"));
            int left = dropped.x - canvas.x;
            int bottom = canvas.y + canvas.height - (dropped.y + dropped.height);

            Control.runUntil("40");
            Ui.settle();
            assertKeptItsPlace(left, bottom, "after the run went on to 40 ms");

            Diagram.focus();
            Input.press(SWT.CTRL, '=');
            Input.press(SWT.CTRL, '=');
            Ui.settle();
            assertKeptItsPlace(left, bottom, "after zooming in");

            RunningProduct.setWindowBounds(new Rectangle(0, 0, 1100, 640));
            Screenshots.save("LegendMoveTest-the load key after a resize to 1100x640");
            assertKeptItsPlace(left, bottom, "after a resize");
            RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));

            Diagram.focus();
            Input.press(SWT.CTRL | SWT.ALT, 'p');
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
            on = false;
            Ui.settle();
            Screenshots.save("LegendMoveTest-the load key with presentation mode off at 1280x720");
            assertKeptItsPlace(left, bottom, "with presentation mode off");
            Menus.menuBar("Window", "Presentation Mode");
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            on = true;
            Ui.settle();
            Screenshots.save("LegendMoveTest-the load key with presentation mode on again at 1280x720");
            assertKeptItsPlace(left, bottom, "with presentation mode on again");
        } finally {
            if (on) {
                Diagram.focus();
                Input.press(SWT.CTRL | SWT.ALT, 'p');
                Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
            }
        }
    }

    /** The load key, drawn after the flows' key (see {@link Diagram#legendBoxes()}). */
    private static Rectangle loadKey() {
        List<Rectangle> keys = Diagram.legendBoxes();
        assertEquals(2, keys.size(), "two keys drawn: " + keys);
        return keys.get(1);
    }

    private static void assertKeptItsPlace(int left, int bottom, String when) {
        Ui.waitUntil("the keys to be drawn " + when, () -> Diagram.legendBoxes().size() == 2);
        Rectangle canvas = Diagram.visibleArea();
        List<Rectangle> keys = Diagram.legendBoxes();
        Rectangle key = loadKey();
        Rectangle flows = keys.get(0);
        int nowLeft = key.x - canvas.x;
        int nowBottom = canvas.y + canvas.height - (key.y + key.height);
        assertAll(() -> assertTrue(Math.abs(nowLeft - left) <= SLACK && Math.abs(nowBottom - bottom) <= SLACK, when + ": the key is "
                + nowLeft + " px from the left and " + nowBottom + " px from the bottom, was " + left + " and " + bottom),
                () -> assertFalse(key.intersects(flows), when + ": the flows' key " + flows + " keeps clear of the moved key " + key));
    }

    private static void assertNear(Rectangle expected, Rectangle actual, String what) {
        assertTrue(Math.abs(expected.x - actual.x) <= SLACK && Math.abs(expected.y - actual.y) <= SLACK, what + ": expected near "
                + expected + ", drawn at " + actual);
    }
}
