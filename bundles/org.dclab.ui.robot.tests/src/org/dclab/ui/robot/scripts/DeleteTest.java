package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.dclab.ui.editor.validation.Problem;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Dialogs;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Outline;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.eclipse.swt.SWT;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Deleting what others use: a host that a flow runs on, from the canvas and from the Outline with the Delete key. The
 * user is told what else goes before it goes, it all goes as one command, and Undo brings it all back.
 */
@ExtendWith(RunningProduct.class)
class DeleteTest {

    @Test
    void deletingAHostSaysWhatElseGoesAndUndoBringsItBack() throws Exception {
        Path file = Scenarios.copyOfExample("dumbbell-two-flows", "delete");
        Scenarios.open(file);
        Outline.show();
        List<String> before = folders();
        assertEquals(List.of("Nodes (6)", "Links (5)", "Applications (2)", "Probes (5)", "Sweeps (0)"), before);

        Diagram.select("r1");
        Input.press(SWT.DEL);
        String said = Dialogs.message("Delete");
        assertAll(() -> assertTrue(said.contains("deletes application flow1, whose destination is r1"), said),
                () -> assertTrue(said.contains("deletes probe cwnd of flow1"), said),
                () -> assertTrue(said.contains("probe goodput of flow1"), said));
        Screenshots.save("DeleteTest-the-dialog");
        Dialogs.click("Delete", "Delete");
        Ui.waitUntil("r1 and what used it to go", () -> folders().equals(List.of("Nodes (5)", "Links (4)", "Applications (1)", "Probes (3)",
                "Sweeps (0)")));
        assertTrue(Diagram.scenarioProblems().stream().noneMatch(Problem::isError), "nothing is left pointing at r1");

        Diagram.focus();
        Input.press(SWT.CTRL, 'z');
        Ui.waitUntil("one Undo to bring it all back", () -> folders().equals(before));
    }

    @Test
    void theOutlineDeletesWithTheDeleteKeyAndAsksFirst() throws Exception {
        Path file = Scenarios.copyOfExample("dumbbell-two-flows", "delete-outline");
        Scenarios.open(file);
        Outline.show();
        List<String> before = folders();

        Input.click(Outline.row("Nodes", "Host s1"));
        Input.press(SWT.DEL);
        assertTrue(Dialogs.message("Delete").contains("application flow1, whose source is s1"));
        Dialogs.click("Delete", "Cancel");
        assertEquals(before, folders(), "Cancel deletes nothing");

        Input.click(Outline.row("Applications", "Long Flow flow2"));
        Input.press(SWT.DEL);
        Dialogs.click("Delete", "Delete");
        Ui.waitUntil("flow2 and its probes to go", () -> folders().equals(List.of("Nodes (6)", "Links (5)", "Applications (1)",
                "Probes (3)", "Sweeps (0)")));

        Input.press(SWT.CTRL, 'z');
        Ui.waitUntil("Undo in the Outline to bring flow2 back", () -> folders().equals(before));
        Input.press(SWT.CTRL, 'y');
        Ui.waitUntil("Redo in the Outline to delete it again", () -> folders().get(2).equals("Applications (1)"));
    }

    private static List<String> folders() {
        return Ui.read(() -> Outline.folderTexts());
    }
}
