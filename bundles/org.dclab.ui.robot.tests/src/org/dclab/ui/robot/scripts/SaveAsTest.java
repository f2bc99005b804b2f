package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.dclab.sim.live.LiveActivity;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Ui;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, defect 11: after File ▸ Save As… the Simulation Control view names the new file, and the run it shows is
 * the canvas's, found under the new file; before, it went on naming the old file.
 */
@ExtendWith(RunningProduct.class)
class SaveAsTest {

    @Test
    void simulationControlNamesTheFileSavedAs() throws Exception {
        Path original = Scenarios.copyOfExample("dumbbell-two-flows", "save-as");
        Path renamed = original.resolveSibling("renamed-dumbbell.dclab");
        Files.deleteIfExists(renamed);
        Scenarios.open(original);
        Control.show();
        Control.runUntil("1");
        Ui.waitUntil("Simulation Control to name the file", () -> Control.status().startsWith("dumbbell-two-flows.dclab"));

        Diagram.focus();
        Menus.menuBarToNativeDialog("File", "Save As...");
        Input.typeIntoFileChooser(renamed.toString(), () -> Files.exists(renamed));
        Scenarios.waitForEditor(renamed);
        Control.show();
        Ui.waitUntil("Simulation Control to name the new file (it says: " + Control.status() + ")",
                () -> Control.status().startsWith("renamed-dumbbell.dclab"));
        assertFalse(Control.status().contains("dumbbell-two-flows.dclab"), Control.status());
        assertTrue(Ui.read(() -> LiveActivity.of(Diagram.editor().scenario().eResource().getURI().toString()) != null),
                "the canvas finds the run under the file it shows now");
    }
}
