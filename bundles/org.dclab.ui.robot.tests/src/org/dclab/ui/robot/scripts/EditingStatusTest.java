package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Outline;
import org.dclab.ui.robot.Properties;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.SWT;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What a teacher sees while editing: Simulation Control's status says whether the scenario as it is now can run, and
 * a cell refuses a value that is not one (a word, a negative or zero rate) with the reason, throwing nothing.
 */
@ExtendWith(RunningProduct.class)
class EditingStatusTest {

    @Test
    void statusFollowsTheScenarioThroughEditsAndUndo() throws Exception {
        Path file = RunningProduct.outputFolder().resolve("status/status.dclab");
        Scenarios.create(file, "Empty");
        Control.show();
        Ui.waitUntil("the status to say an empty network cannot run", () -> Control.status().contains("no hosts"));

        String h1 = Diagram.place('h', Diagram.at(0.25, 0.5));
        String h2 = Diagram.place('h', Diagram.at(0.75, 0.5));
        String link = Diagram.connect(h1, h2);
        Diagram.select(h1, h2);
        Outline.show();
        Outline.contextMenu(new String[] { "Applications" }, "Add Application", "Long flow");
        Ui.waitUntil("the status to say the scenario is ready", () -> Control.status().endsWith("Ready."));

        Diagram.select(link);
        Input.press(SWT.DEL);
        Ui.waitUntil("the status to say the hosts are not connected", () -> Control.status().contains("cannot run"));
        Input.press(SWT.CTRL, 'z');
        Ui.waitUntil("the status to say the scenario is ready again after Undo", () -> Control.status().endsWith("Ready."));
    }

    @Test
    void cellsRefuseValuesThatAreNotOnes() throws Exception {
        Path file = Scenarios.copyOfExample("dumbbell-two-flows", "bad-values");
        Scenarios.open(file);
        Diagram.select("left-right");
        Properties.show();
        for (String bad : new String[] { "fast", "-5", "0", "5 parsecs" }) {
            Properties.typeWithoutEnter(bad, "Rate");
            Ui.waitUntil("the status line to say why " + bad + " is not a rate", () -> !Widgets.statusLine().isEmpty());
            String reason = Ui.read(Widgets::statusLine);
            Input.press(SWT.CR);
            Input.press(SWT.ESC);
            assertAll(() -> assertEquals("1 Gbps", Properties.value("Rate"), "the rate after typing " + bad),
                    () -> assertTrue(reason.startsWith("Rate"), "the refusal names the cell: " + reason));
        }
        Properties.type("2.5 Gbps", "Rate");
        assertEquals("2.5 Gbps", Properties.value("Rate"));
        Properties.typeWithoutEnter("-1 us", "Delay");
        Ui.waitUntil("the status line to refuse a negative delay", () -> Widgets.statusLine().contains("Delay"));
        Input.press(SWT.ESC);
        Properties.typeWithoutEnter("lots", "Loss Rate");
        Ui.waitUntil("the status line to refuse a word for a loss rate", () -> Widgets.statusLine().contains("lots"));
        Input.press(SWT.ESC);
        assertEquals("0.0", Properties.value("Loss Rate"));
    }
}
