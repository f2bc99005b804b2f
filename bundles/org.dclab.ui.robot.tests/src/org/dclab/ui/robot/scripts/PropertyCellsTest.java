package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Properties;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Ui;
import org.eclipse.swt.SWT;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every kind of nested cell of the Properties view, as the defect report found them throwing: a link's custom Source
 * Queue, a host's Transport, a switch's Default Queue. Each edit shows at once, Ctrl+Z in the view takes it back and
 * Ctrl+Y puts it again, and the view goes on following the selection.
 */
@ExtendWith(RunningProduct.class)
class PropertyCellsTest {

    @Test
    void nestedCellsEditUndoAndRedo() throws Exception {
        Path file = Scenarios.copyOfExample("dumbbell-two-flows", "cells");
        Scenarios.open(file);

        Diagram.select("left-right");
        Properties.show();
        Properties.choose("custom", "Source Queue");
        edit("left-right", "500", false, "Source Queue", "Buffer Limit");
        edit("left-right", "red", true, "Source Queue", "Discipline");
        edit("left-right", "40", false, "Source Queue", "Max Threshold");
        edit("left-right", "true", true, "Source Queue", "Gentle");
        edit("left-right", "0.2", false, "Source Queue", "Max Probability");

        Diagram.select("s1");
        Properties.show();
        Properties.choose("custom", "Transport");
        edit("s1", "cubic", true, "Transport", "Congestion Control");
        edit("s1", "0.5", false, "Transport", "Beta");
        edit("s1", "1 ms", false, "Transport", "Min Rto");
        edit("s1", "4", false, "Transport", "Initial Window Segments");

        Diagram.select("left");
        Properties.show();
        edit("left", "400", false, "Default Queue", "Buffer Limit");
        edit("left", "threshold-marking", true, "Default Queue", "Discipline");

        // The view still follows the selection after all that.
        Diagram.select("right");
        Properties.show();
        Ui.waitUntil("the Properties view to show the switch right", () -> Properties.rowText("Name").equals("right"));
    }

    /** Sets a nested cell, checks it shows at once, then Ctrl+Z and Ctrl+Y in the view. */
    private static void edit(String element, String value, boolean picked, String... path) {
        String before = Properties.value(path);
        if (picked) {
            Properties.choose(value, path);
        } else {
            Properties.type(value, path);
        }
        assertEquals(value, Properties.value(path), element + " " + String.join(" > ", path) + " after the edit");
        Input.press(SWT.ESC);
        Input.press(SWT.CTRL, 'z');
        Ui.waitUntil(element + " " + String.join(" > ", path) + " to read " + before + " again after Undo",
                () -> before.equals(Properties.rowText(path)));
        Input.press(SWT.CTRL, 'y');
        Ui.waitUntil(element + " " + String.join(" > ", path) + " to read " + value + " again after Redo",
                () -> value.equals(Properties.rowText(path)));
    }
}
