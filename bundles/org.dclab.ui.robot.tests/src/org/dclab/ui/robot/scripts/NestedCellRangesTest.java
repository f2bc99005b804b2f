package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.model.Link;
import org.dclab.model.QueueSettings;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Properties;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.SWT;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, defect 1: a nested cell refuses a value outside its range as a top-level cell does. A link's custom
 * Target Queue ▸ Marking Threshold of −5 (and a Buffer Limit of 0) is refused in the status line with the cell's name,
 * and the model keeps what it held; before, −5 was stored and only Validate reported it. The threshold is the
 * discipline's parameter (issue 29): its cell reads its range and unit off the descriptor, and a K beyond the buffer
 * breaks the descriptor's rule "K within the buffer", which the cell refuses too.
 */
@ExtendWith(RunningProduct.class)
class NestedCellRangesTest {

    @Test
    void aNestedQueueCellRefusesValuesOutsideItsRange() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("dumbbell-two-flows", "nested-ranges"));
        Diagram.select("left-right");
        Properties.show();
        Properties.choose("custom", "Target Queue");
        Properties.choose("threshold-marking", "Target Queue", "Discipline");
        assertTrue(refused("-5", "Marking Threshold").contains("must be at least 0 packets"));
        String beyond = refused("101", "Marking Threshold");
        assertTrue(beyond.contains("K within the buffer") && beyond.contains("buffer of 100 packets"), beyond);
        assertTrue(refused("0", "Buffer Limit").contains("must be"));
        // A value in range still goes in.
        Properties.type("40", "Target Queue", "Marking Threshold");
        assertEquals("40", Properties.value("Target Queue", "Marking Threshold"));
    }

    /** Types {@code bad} into {@code cell}, checks it is refused and the model unchanged, and returns the status line's reason. */
    private static String refused(String bad, String cell) {
        String before = Properties.value("Target Queue", cell);
        Properties.typeWithoutEnter(bad, "Target Queue", cell);
        Ui.waitUntil("the status line to refuse " + bad + " for " + cell, () -> Widgets.statusLine().startsWith(cell));
        String reason = Ui.read(Widgets::statusLine);
        Input.press(SWT.CR);
        Input.press(SWT.ESC);
        long stored = Ui.read(() -> {
            Link link = (Link) Diagram.editor().scenario().getNetwork().getLinks().stream().filter(l -> l.getName().equals("left-right"))
                    .findFirst().orElseThrow();
            QueueSettings queue = link.getTargetQueue();
            return cell.equals("Buffer Limit") ? queue.getBufferLimit()
                    : Long.parseLong(queue.getParameters().get("threshold-marking.markingThreshold"));
        });
        assertAll(() -> assertEquals(before, Properties.value("Target Queue", cell), cell + " after typing " + bad),
                () -> assertEquals(Long.parseLong(before), stored, "the model keeps " + cell));
        return reason;
    }
}
