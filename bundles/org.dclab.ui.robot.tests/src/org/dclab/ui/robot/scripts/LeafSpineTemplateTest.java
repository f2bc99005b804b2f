package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, defect 5: New Scenario ▸ Leaf-spine takes the size of each tier (hosts per leaf, leaves, spines; the
 * leaves were fixed at 9), its traffic grows with them (it was eight flows whatever the size), it spreads the spines
 * over the leaves (they stood clumped at the left), and Auto-Layout on the laid-out fabric answers (it did nothing, and
 * said nothing, Undo staying disabled).
 */
@ExtendWith(RunningProduct.class)
class LeafSpineTemplateTest {

    @Test
    void eachTierHasItsSizeAndTheSpinesSpreadOverTheLeaves() throws Exception {
        Path file = RunningProduct.outputFolder().resolve("leaf-spine-tiers/ls.dclab");
        java.nio.file.Files.createDirectories(file.getParent());
        Menus.menuBar("File", "New Scenario...");
        Text field = Ui.waitFor("the File field", () -> Widgets.find(Text.class, t -> t.getText().endsWith(".dclab")).orElse(null));
        Input.click(Ui.read(() -> Widgets.center(field)));
        Input.press(SWT.CTRL, 'a');
        Input.type(file.toString());
        org.eclipse.swt.widgets.List templates = Ui.waitFor("the topologies", () -> Widgets.find(org.eclipse.swt.widgets.List.class,
                l -> true).orElse(null));
        Input.click(Ui.read(() -> Widgets.center(templates)));
        Input.press(SWT.HOME);
        int wanted = Ui.read(() -> java.util.Arrays.asList(templates.getItems()).indexOf("Leaf-spine"));
        for (int i = 0; i < wanted; i++) {
            Input.press(SWT.ARROW_DOWN);
        }
        Ui.waitUntil("Leaf-spine to be picked", () -> templates.getSelectionIndex() == wanted);
        type("Hosts per leaf:", 3);
        type("Leaves:", 6);
        type("Spines:", 3);
        Screenshots.save("LeafSpineTemplateTest-the wizard");
        Button finish = Ui.read(() -> Widgets.button("Finish").orElseThrow());
        Input.click(Ui.read(() -> Widgets.center(finish)));
        Scenarios.waitForEditor(file);

        List<String> nodes = Diagram.nodeNames();
        Screenshots.saveAt1280x720("LeafSpineTemplateTest-6 leaves under 3 spines at 1280x720");
        int[] spines = span(nodes, "spine");
        int[] leaves = span(nodes, "leaf");
        int flows = Ui.read(() -> Diagram.editor().scenario().getTraffic().getApplications().size());
        assertAll(() -> assertEquals(3 + 6 + 18, nodes.size(), "3 spines, 6 leaves, 18 hosts: " + nodes),
                () -> assertEquals(5 * 3, flows, "every host of the 5 other leaves sends to its twin under leaf0"),
                () -> assertTrue(spines[1] - spines[0] >= (leaves[1] - leaves[0]) / 2, "the spines span " + (spines[1] - spines[0])
                        + " px over leaves spanning " + (leaves[1] - leaves[0]) + " px"));

        Diagram.focus();
        Input.press(SWT.CTRL | SWT.SHIFT, 'a');
        Ui.waitUntil("Auto-Layout to answer, moving nodes or saying why not", () -> Widgets.statusLine().startsWith("Auto-Layout")
                || Diagram.editor().commandStack().getUndoCommand() != null);
    }

    /** Types {@code value} into the spin button after the label {@code label} of the wizard. */
    private static void type(String label, int value) {
        Spinner spinner = Ui.waitFor("the field " + label, () -> Widgets.find(Composite.class, c -> Widgets.after(c, label, Spinner.class)
                .isPresent()).flatMap(c -> Widgets.after(c, label, Spinner.class)).orElse(null));
        Input.click(Ui.read(() -> Widgets.center(spinner)));
        Input.press(SWT.CTRL, 'a');
        Input.type(Integer.toString(value));
        Input.press(SWT.TAB);
        Ui.waitUntil(label + " to read " + value, () -> spinner.getSelection() == value);
    }

    /** The leftmost and rightmost centre on the screen of the nodes whose names start with {@code prefix}. */
    private static int[] span(List<String> nodes, String prefix) {
        int[] span = { Integer.MAX_VALUE, Integer.MIN_VALUE };
        for (String node : nodes) {
            if (node.startsWith(prefix)) {
                int x = Diagram.node(node).x;
                span[0] = Math.min(span[0], x);
                span[1] = Math.max(span[1], x);
            }
        }
        return span;
    }
}
