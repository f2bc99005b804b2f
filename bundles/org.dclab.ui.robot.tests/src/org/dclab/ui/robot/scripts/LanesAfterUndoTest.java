package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.ui.present.FlowColors;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Dialogs;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Outline;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, defect 4: after Undo and Redo each flow's lane runs the whole length of the links it crosses, or is gone
 * whole. Deleting flow1 in the Outline, then Undo and Redo, during a run: before, the canvas repainted only what other
 * changes touched, so flow1's lane stood as stubs, after the deletion as after its Undo, until a zoom repainted it all.
 * A move of a node and its Undo and Redo keep the lanes whole too.
 */
@ExtendWith(RunningProduct.class)
class LanesAfterUndoTest {

    @Test
    void lanesRunTheWholeLinkAfterUndoAndRedo() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("dumbbell-two-flows", "lanes-undo"));
        Control.show();
        Control.runUntil("3");
        Ui.pause(300);
        Map<String, RGB> colours = new LinkedHashMap<>();
        for (String flow : new String[] { "flow1", "flow2" }) {
            colours.put(flow, Ui.read(() -> FlowColors.of(Diagram.editor().scenario()).ofApplication(flow)));
        }
        assertLanesWhole("after the run", colours);

        Outline.show();
        Input.click(Outline.row("Applications", "Long Flow flow1"));
        Input.press(SWT.DEL);
        Dialogs.click("Delete", "Delete");
        Ui.waitUntil("flow1 to go", () -> !Outline.has("Applications", "Long Flow flow1"));
        Ui.pause(300);
        Screenshots.save("LanesAfterUndoTest-flow1 deleted");
        assertEquals(0, Diagram.pixelsOf(colours.get("flow1")), "no stub of the deleted flow1's lane is left");
        Input.press(SWT.CTRL, 'z');
        Ui.waitUntil("Undo to bring flow1 back", () -> Outline.has("Applications", "Long Flow flow1"));
        Ui.pause(300);
        Screenshots.save("LanesAfterUndoTest-after Undo");
        assertLanesWhole("after Undo of the deletion", colours);
        Input.press(SWT.CTRL, 'y');
        Ui.waitUntil("Redo to delete flow1 again", () -> !Outline.has("Applications", "Long Flow flow1"));
        Ui.pause(300);
        assertEquals(0, Diagram.pixelsOf(colours.get("flow1")), "no stub of flow1's lane is left after Redo");
        Input.press(SWT.CTRL, 'z');
        Ui.waitUntil("Undo to bring flow1 back again", () -> Outline.has("Applications", "Long Flow flow1"));

        Diagram.tool('v');
        Point left = Diagram.node("left");
        Input.drag(left, new Point(left.x + 30, left.y + 60));
        Ui.waitUntil("left to move", () -> !Diagram.node("left").equals(left));
        Ui.pause(300);
        assertLanesWhole("after the move", colours);
        Input.press(SWT.CTRL, 'z');
        Ui.waitUntil("left to move back", () -> Diagram.node("left").equals(left));
        Ui.pause(300);
        assertLanesWhole("after Undo of the move", colours);
    }

    /** Along the bottleneck left-right and the link s1-left, every tenth of the way from 2 to 8 shows the flows' lanes. */
    private static void assertLanesWhole(String when, Map<String, RGB> colours) {
        List<String> missing = new ArrayList<>();
        for (String link : new String[] { "left-right", "s1-left" }) {
            Point[] line = Diagram.linkLine(link);
            for (int tenth = 2; tenth <= 8; tenth++) {
                int x = line[0].x + (line[1].x - line[0].x) * tenth / 10;
                int y = line[0].y + (line[1].y - line[0].y) * tenth / 10;
                Rectangle around = new Rectangle(x - 20, y - 20, 40, 40);
                for (Map.Entry<String, RGB> flow : colours.entrySet()) {
                    boolean crosses = link.equals("left-right") || flow.getKey().equals("flow1");
                    if (crosses && Diagram.pixelsOf(flow.getValue(), around) == 0) {
                        missing.add(flow.getKey() + " on " + link + " at " + tenth + "/10");
                    }
                }
            }
        }
        assertTrue(missing.isEmpty(), when + ", lanes missing: " + missing + " (screen: " + Screenshots.save("LanesAfterUndoTest-"
                + when).getFileName() + ")");
    }
}
