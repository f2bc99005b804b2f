package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Dialogs;
import org.dclab.ui.robot.EventList;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.Results;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.eclipse.swt.SWT;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A lecture's run: Run and Pause, Step, Step back, Run to next drop; the Results say where the run stands and why;
 * File ▸ Export Run writes a bundle and File ▸ Open Run Bundle makes the same run again, figure for figure.
 */
@ExtendWith(RunningProduct.class)
class RunControlsTest {

    @Test
    void runPauseStepStepBackRunToNextDropExportAndReopen() throws Exception {
        Path file = Scenarios.copyOfExample("coexist-fig2-droptail", "run-controls");
        Scenarios.open(file);
        Control.show();

        Control.choose("Speed:", "1:1,000");
        Control.click("Run");
        Ui.waitUntil("the run to start", Control::isBusy);
        Ui.pause(1500);
        Control.click("Pause");
        Control.waitIdle();
        assertTrue(Control.status().endsWith("Paused."), Control.status());
        long paused = Control.events();
        assertTrue(paused > 0, Control.clock());
        Views.show("Results");
        Results.waitForRun("stopped at");
        String standing = Results.value("run");
        assertTrue(standing.matches("stopped at [0-9.]+ ms of 2000 ms \\(paused\\)"), "the Results say where and why: " + standing);
        assertEquals("stopped", Results.value("status"));

        Control.show();
        Control.choose("Speed:", "as fast as possible");
        Control.command("Step");
        assertEquals(paused + 1, Control.events(), "Step runs one event");
        Control.command("Step back");
        assertEquals(paused, Control.events(), "Step back returns to the event before");

        Control.choose("Run to next", "drop");
        Control.command("Run to next");
        assertTrue(Control.status().endsWith("Stopped where asked."), Control.status());
        Ui.waitUntil("the Event List to end its past rows with the drop", () -> "DROP".equals(EventList.lastPastKind()));

        Path bundle = RunningProduct.outputFolder().resolve("run-controls/fig2-run.zip");
        Files.deleteIfExists(bundle);
        Menus.menuBarToNativeDialog("File", "Export Run...");
        Input.typeIntoFileChooser(bundle.toString(), () -> Files.exists(bundle));
        Ui.waitUntil("the bundle to be written", () -> Files.isRegularFile(bundle) && sizeOf(bundle) > 0);

        Menus.menuBarToNativeDialog("File", "Open Run Bundle...");
        // Reproducing the run takes a while before its report shows.
        Input.typeIntoFileChooser(bundle.toString(), Duration.ofSeconds(30), () -> Ui.read(() -> Dialogs.isOpen("Run reproduced")));
        String report = Dialogs.message("Run reproduced");
        assertTrue(report.contains("stopped at"), "the report says where the run stood: " + report);
        Dialogs.click("Run reproduced", "OK");
        Input.press(SWT.ESC);
    }

    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (java.io.IOException e) {
            return 0;
        }
    }
}
