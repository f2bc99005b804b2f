package org.dclab.ui.robot;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.List;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/**
 * Scenario files through the File menu: a new one from a template, an existing one through the file dialog, a copy of
 * a shipped example to open.
 */
public final class Scenarios {

    private Scenarios() {
    }

    /**
     * A copy of the shipped example {@code name} (without ".dclab") in {@code folder} under the robot's output, for a
     * script to open and change: the repository's examples are never written.
     */
    public static Path copyOfExample(String name, String folder) throws IOException {
        Path target = RunningProduct.outputFolder().resolve(folder).resolve(name + ".dclab");
        Files.createDirectories(target.getParent());
        Files.copy(examples().resolve(name + ".dclab"), target, StandardCopyOption.REPLACE_EXISTING);
        return target;
    }

    /** The repository's examples folder, found above the working directory. */
    public static Path examples() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("dclab")) && Files.isDirectory(dir.resolve("examples"))) {
                return dir.resolve("examples");
            }
        }
        throw new IllegalStateException("no examples/ folder above " + Path.of("").toAbsolutePath());
    }

    /** File ▸ New Scenario…, the file typed in, the template picked by name, Finish; waits for its editor. */
    public static void create(Path file, String template) throws Exception {
        create(file, template, 0);
    }

    /**
     * File ▸ New Scenario…, the file typed in, the template picked from the list with the arrow keys, its size typed
     * (unless {@code size} is 0: the template's own), Finish; waits for the editor.
     */
    public static void create(Path file, String template, int size) throws Exception {
        Files.createDirectories(file.getParent());
        Menus.menuBar("File", "New Scenario...");
        Text field = Ui.waitFor("the New Scenario wizard's File field",
                () -> Widgets.find(Text.class, t -> t.getText().endsWith(".dclab")).orElse(null));
        Input.click(Ui.read(() -> Widgets.center(field)));
        Input.press(SWT.CTRL, 'a');
        Input.type(file.toString());
        if (!template.equals("Empty")) {
            List templates = Ui.waitFor("the list of topologies", () -> Widgets.find(List.class, l -> true).orElse(null));
            int wanted = Ui.read(() -> Arrays.asList(templates.getItems()).indexOf(template));
            if (wanted < 0) {
                throw new AssertionError("the list of topologies has no " + template + ": " + Arrays.toString(Ui.read(
                        templates::getItems)));
            }
            // A click on the list gives it the keyboard; Home goes to its first entry wherever the list was scrolled.
            Input.click(Ui.read(() -> {
                Rectangle first = templates.getBounds();
                return templates.getParent().toDisplay(first.x + 20, first.y + templates.getItemHeight() / 2 + 2);
            }));
            Input.press(SWT.HOME);
            Ui.waitUntil("the first topology to be picked", () -> templates.getSelectionIndex() == 0);
            for (int presses = 0; presses < wanted; presses++) {
                int before = presses;
                Input.press(SWT.ARROW_DOWN);
                Ui.waitUntil("topology " + (before + 2) + " of the list to be picked", () -> templates.getSelectionIndex() == before + 1);
            }
            Ui.waitUntil("the list to read " + template, () -> template.equals(selected(templates)));
            if (size > 0) {
                Spinner spinner = Ui.waitFor("the Size field", () -> Widgets.find(Spinner.class, Spinner::isEnabled).orElse(null));
                Input.click(Ui.read(() -> Widgets.center(spinner)));
                Input.press(SWT.CTRL, 'a');
                Input.type(Integer.toString(size));
                // A spin button takes a typed number when it loses the focus.
                Input.press(SWT.TAB);
                Ui.waitUntil("the Size field to read " + size, () -> spinner.getSelection() == size);
            }
        }
        Input.click(Ui.read(() -> Widgets.center(Widgets.button("Finish").orElseThrow())));
        waitForEditor(file);
    }

    private static String selected(List list) {
        return list.getSelectionCount() == 1 ? list.getSelection()[0] : "";
    }

    /** File ▸ Open Scenario…, the path typed into GTK's file chooser (which opens its location field), Enter. */
    public static void open(Path file) {
        Menus.menuBarToNativeDialog("File", "Open Scenario...");
        Input.typeIntoFileChooser(file.toString(), () -> Ui.read(() -> isActiveEditor(file)));
        waitForEditor(file);
    }

    private static boolean isActiveEditor(Path file) {
        var editor = RunningProduct.window().getActivePage().getActiveEditor();
        return editor != null && editor.getTitle().equals(file.getFileName().toString());
    }

    /** Waits for an editor of {@code file} to be the active one. */
    public static void waitForEditor(Path file) {
        Ui.waitUntil("an editor of " + file.getFileName(), () -> isActiveEditor(file));
        Ui.settle();
    }
}
