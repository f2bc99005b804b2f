package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.List;

import org.dclab.ui.present.FlowHighlight;
import org.dclab.ui.present.Presentation;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, legends collapsible: on the stage at 1280x720 a click on the canvas's load key folds it to its first line
 * (the time shown) and a click on the flows' key folds it to how many flows it holds, each covering less of the
 * drawing; a click on a folded key unfolds it, and neither click selects or highlights what lies under the key.
 */
@ExtendWith(RunningProduct.class)
class LegendFoldTest {

    @Test
    void aClickFoldsAKeyAndAnotherUnfoldsIt() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("dumbbell-two-flows", "legend-fold"));
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        Menus.menuBar("Window", "Presentation Mode");
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            Control.show();
            Control.runUntil("20");
            List<Rectangle> keys = Ui.waitFor("the load key and the flows' key", () -> {
                List<Rectangle> drawn = Diagram.legendBoxes();
                return drawn.size() == 2 ? drawn : null;
            });
            Ui.settle();
            keys = Diagram.legendBoxes();
            for (Rectangle key : keys.stream().sorted(Comparator.comparingInt(r -> r.y)).toList()) {
                Rectangle other = keys.stream().filter(r -> !r.equals(key)).findFirst().orElseThrow();
                int before = area(Diagram.legendBoxes());
                Input.click(new Point(key.x + key.width / 2, key.y + key.height / 2));
                Ui.waitUntil("the key at " + key + " to fold", () -> area(Diagram.legendBoxes()) < before);
                Ui.settle();
                Screenshots.save("LegendFoldTest-the key at " + key.x + "," + key.y + " folded at 1280x720");
                List<Rectangle> now = Diagram.legendBoxes();
                assertTrue(now.size() == 2 && now.contains(other), "both keys are drawn, the other where it was: " + now);
                Rectangle folded = now.stream().filter(r -> !r.equals(other)).findFirst().orElseThrow();
                assertTrue(folded.height < key.height || folded.width < key.width, "folded " + folded + ", unfolded " + key);
                Input.click(new Point(folded.x + folded.width / 2, folded.y + folded.height / 2));
                Ui.waitUntil("the key to unfold", () -> area(Diagram.legendBoxes()) == before);
            }
            assertTrue(Ui.read(() -> Diagram.editor().viewer().selection().elements().isEmpty()), "a click on a key selects nothing");
            assertEquals(null, Ui.read(() -> FlowHighlight.of(Diagram.scenario())), "nor highlights a flow");
        } finally {
            Menus.menuBar("Window", "Presentation Mode");
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
        }
    }

    private static int area(List<Rectangle> boxes) {
        return boxes.stream().mapToInt(r -> r.width * r.height).sum();
    }
}
