package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.ui.present.FlowColors;
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
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, defect 8: during a run no flow's lane strikes through a link's label (the label goes beside the lanes), and
 * the canvas's keys cover no node, name or queue bar, also at 1280x720 in presentation mode (they covered h2, and r1,
 * r2, r4 and the bottleneck's queue bar).
 */
@ExtendWith(RunningProduct.class)
class CanvasLegibilityTest {

    private static final String[] FLOWS = { "dctcp1", "dctcp2", "tcp1", "tcp2" };

    @Test
    void lanesLeaveTheLabelsAndTheKeysLeaveTheDrawing() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("coexist-fig3-threshold", "canvas-legibility"));
        Control.show();
        Control.runUntil("20");
        Ui.pause(300);
        assertKeysLeaveTheDrawing("at 1280x860");
        // Zoomed in far enough for the links' labels to be written.
        Diagram.focus();
        for (int i = 0; i < 3 && Diagram.linkLabelBoxes().isEmpty(); i++) {
            Input.press(SWT.CTRL, '=');
        }
        Ui.pause(300);
        Screenshots.save("CanvasLegibilityTest-labels beside the lanes");
        List<Rectangle> labels = Diagram.linkLabelBoxes();
        assertFalse(labels.isEmpty(), "the zoom writes the links' labels");
        List<String> struck = new ArrayList<>();
        for (String flow : FLOWS) {
            RGB rgb = Ui.read(() -> FlowColors.of(Diagram.editor().scenario()).ofApplication(flow));
            for (Rectangle label : labels) {
                if (rgb != null && Diagram.pixelsOf(rgb, label) > 0) {
                    struck.add(flow + " through the label at " + label);
                }
            }
        }
        assertEquals(List.of(), struck, "lanes through link labels");

        Diagram.focus();
        Input.press(SWT.CTRL, '0');
        Menus.menuBar("Window", "Presentation Mode");
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            List<String> covered = Screenshots.readAt1280x720("CanvasLegibilityTest-keys at 1280x720 in presentation mode",
                    CanvasLegibilityTest::coveredByKeys);
            assertEquals(List.of(), covered, "what the keys cover at 1280x720 in presentation mode");
        } finally {
            Diagram.focus();
            Input.press(SWT.CTRL | SWT.ALT, 'p');
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
        }
    }

    private static void assertKeysLeaveTheDrawing(String when) {
        assertTrue(!Diagram.legendBoxes().isEmpty(), "the canvas draws its keys during the run");
        assertEquals(List.of(), Ui.read(CanvasLegibilityTest::coveredByKeys), "what the keys cover " + when);
    }

    /** The nodes, names and queue bars a key covers now, as "key over r4". Call on the UI thread. */
    private static List<String> coveredByKeys() {
        List<String> covered = new ArrayList<>();
        List<Rectangle> keys = Diagram.legendBoxes();
        Rectangle visible = Diagram.visibleArea();
        for (String node : Diagram.nodeNames()) {
            Rectangle drawn = Diagram.shapeBox(node).union(Diagram.nameBox(node)).intersection(visible);
            for (Rectangle key : keys) {
                if (!drawn.isEmpty() && key.intersects(drawn)) {
                    covered.add("a key over " + node);
                }
            }
        }
        org.eclipse.swt.graphics.Point bar = Diagram.queueBar("left", "right");
        for (Rectangle key : keys) {
            if (key.contains(bar)) {
                covered.add("a key over the bottleneck's queue bar");
            }
        }
        return covered;
    }
}
