package org.dclab.ui.editor;

import static org.dclab.ui.editor.WorkbenchFixture.page;
import static org.dclab.ui.editor.WorkbenchFixture.pump;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.dclab.model.Link;
import org.dclab.model.QueueSettings;
import org.dclab.sim.labs.LabSheet;
import org.dclab.ui.labs.LabsView;
import org.dclab.ui.welcome.WelcomeView;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorReference;

/**
 * The Labs view and the welcome page of org.dclab.ui in the running workbench, with the topology editor installed:
 * an "Open scenario" button of a lab opens that file in the editor (found through the editor registry), once.
 */
final class LabsWorkbenchScenarios {

    private LabsWorkbenchScenarios() {
    }

    static void aLabsOpenScenarioButtonOpensItsFileInTheTopologyEditorOnce() throws Exception {
        LabsView labs = (LabsView) page().showView(LabsView.ID);
        pump(100);
        assertEquals(6, labs.sheets().size(), "the six lab sheets of examples/labs are found at run time");
        labs.show(3);
        pump(100);
        LabSheet coexistence = labs.sheets().get(3);
        String name = coexistence.scenarios().get(1);
        Button open = buttonLabelled(page().getWorkbenchWindow().getShell(), name);

        open.notifyListeners(SWT.Selection, new Event());
        pump(300);
        open.notifyListeners(SWT.Selection, new Event());
        pump(300);

        IEditorReference[] editors = page().getEditorReferences();
        assertEquals(1, editors.length, "pressing the button again activates the open editor");
        assertEquals(ScenarioEditor.ID, editors[0].getId());
        ScenarioEditor editor = (ScenarioEditor) editors[0].getEditor(true);
        assertTrue(editor.isLoaded());
        assertEquals(coexistence.scenarioFiles().get(1).getFileName().toString(), editor.getEditorInput().getName());
        assertEquals(name.replace(".dclab", ""), editor.scenario().getName());
    }

    /**
     * Lab 4's step 3 done by its Do it button: the threshold-marking scenario opens, its K becomes 20 as one edit that
     * Edit ▸ Undo takes back, and once the run stands still the step shows what it measured, DCTCP's goodput over
     * NewReno's (5.52 headless, so several times more than 1).
     */
    static void aStepsDoItSetsItsParameterAsOneUndoableEditAndShowsWhatTheRunMeasured() throws Exception {
        LabsView labs = (LabsView) page().showView(LabsView.ID);
        pump(100);
        labs.show(3);
        pump(100);
        // One step at a time, as a card: Next twice turns to step 3, whose Do it the card shows.
        for (int step = 1; step < 3; step++) {
            buttonLabelled(page().getWorkbenchWindow().getShell(), LabsView.NEXT).notifyListeners(SWT.Selection, new Event());
            pump(200);
        }
        assertTrue(labelStarting(page().getWorkbenchWindow().getShell(), "Step 3 of 5") != null, "the card shows step 3 of Lab 4");
        List<Button> doIts = buttonsLabelled(page().getWorkbenchWindow().getShell(), "Do it");
        assertEquals(1, doIts.size(), "one step on the card");
        doIts.get(0).notifyListeners(SWT.Selection, new Event());

        ScenarioEditor editor = (ScenarioEditor) page().getActiveEditor();
        assertEquals("coexist-fig3-threshold.dclab", editor.getEditorInput().getName());
        Label measured = null;
        for (long end = System.currentTimeMillis() + 180_000; measured == null && System.currentTimeMillis() < end;) {
            pump(200);
            measured = labelStarting(page().getWorkbenchWindow().getShell(), "No prediction typed \u00b7 the run measured ");
        }
        assertTrue(measured != null, "the step shows what the run measured");
        double ratio = Double.parseDouble(measured.getText().substring(measured.getText().lastIndexOf(' ') + 1));
        assertTrue(ratio > 3, "DCTCP leads at K = 20: " + measured.getText());

        QueueSettings bottleneck = editor.scenario().getNetwork().getLinks().stream().filter(l -> "left-right".equals(l.getName()))
                .findFirst()
                .map(Link::getSourceQueue).orElseThrow();
        assertEquals("20", bottleneck.getParameters().get("threshold-marking.markingThreshold"), "Do it set K");
        assertTrue(editor.isDirty());
        editor.commandStack().undo();
        assertEquals("65", bottleneck.getParameters().get("threshold-marking.markingThreshold"), "one Undo takes the step's edit back");
        assertFalse(editor.isDirty());
    }

    private static List<Button> buttonsLabelled(Composite root, String text) {
        List<Button> found = new ArrayList<>();
        collect(root, text, found);
        return found;
    }

    private static Label labelStarting(Control control, String start) {
        if (control instanceof Label l && l.getText().startsWith(start)) {
            return l;
        }
        if (control instanceof Composite c) {
            for (Control child : c.getChildren()) {
                Label found = labelStarting(child, start);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    static void theWelcomePageListsTheExamples() throws Exception {
        WelcomeView welcome = (WelcomeView) page().showView(WelcomeView.ID);
        pump(100);
        List<Path> examples = welcome.exampleFiles();
        assertTrue(examples.size() >= 20, "examples listed: " + examples);
        assertTrue(examples.stream().allMatch(f -> f.toString().endsWith(".dclab")), examples.toString());
    }

    private static Button buttonLabelled(Composite root, String text) {
        List<Button> found = new ArrayList<>();
        collect(root, text, found);
        assertEquals(1, found.size(), "one button labelled " + text);
        return found.get(0);
    }

    private static void collect(Control control, String text, List<Button> found) {
        if (control instanceof Button b && text.equals(b.getText())) {
            found.add(b);
        }
        if (control instanceof Composite c) {
            for (Control child : c.getChildren()) {
                collect(child, text, found);
            }
        }
    }
}
