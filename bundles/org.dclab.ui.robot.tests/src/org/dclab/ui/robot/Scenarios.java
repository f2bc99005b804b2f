package org.dclab.ui.robot;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Text;

/** Scenario files through the File menu: a new one from a template, an existing one through the file dialog. */
public final class Scenarios {

	private Scenarios() {
	}

	/** File ▸ New Scenario…, the file typed in, the template picked by name, Finish; waits for its editor. */
	public static void create(Path file, String template) throws Exception {
		Files.createDirectories(file.getParent());
		Menus.menuBar("File", "New Scenario...");
		Text field = Ui.waitFor("the New Scenario wizard's File field",
				() -> Widgets.find(Text.class, t -> t.getText().endsWith(".dclab")).orElse(null));
		Input.click(Ui.read(() -> Widgets.center(field)));
		Input.press(SWT.CTRL, 'a');
		Input.type(file.toString());
		if (!template.equals("Empty")) {
			throw new UnsupportedOperationException("pick templates other than Empty from the list first");
		}
		Input.click(Ui.read(() -> Widgets.center(Widgets.button("Finish").orElseThrow())));
		waitForEditor(file);
	}

	/** File ▸ Open Scenario…, the path typed into GTK's file chooser (which opens its location field), Enter. */
	public static void open(Path file) {
		Menus.menuBarToNativeDialog("File", "Open Scenario...");
		Ui.pause(1500);
		Input.typeIntoFileChooser(file.toString());
		waitForEditor(file);
	}

	/** Waits for an editor of {@code file} to be the active one. */
	public static void waitForEditor(Path file) {
		String title = file.getFileName().toString();
		Ui.waitUntil("an editor of " + title, () -> {
			var editor = RunningProduct.window().getActivePage().getActiveEditor();
			return editor != null && editor.getTitle().equals(title);
		});
		Ui.settle();
	}
}
