package org.dclab.ui.editor;

import static org.dclab.ui.editor.WorkbenchFixture.page;
import static org.dclab.ui.editor.WorkbenchFixture.pump;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.dclab.sim.labs.LabSheet;
import org.dclab.ui.labs.LabsView;
import org.dclab.ui.welcome.WelcomeView;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
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
		assertEquals(5, labs.sheets().size(), "the five lab sheets of examples/labs are found at run time");
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
