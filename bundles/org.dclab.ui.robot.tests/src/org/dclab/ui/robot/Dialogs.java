package org.dclab.ui.robot;

import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

/** Dialogs of the workbench (JFace and SWT ones; GTK's own file chooser is not among them): found by their title. */
public final class Dialogs {

    private Dialogs() {
    }

    /** Waits for the dialog titled {@code title} and clicks its button reading {@code button}. */
    public static void click(String title, String button) {
        Shell dialog = shell(title);
        Button target = Ui.waitFor("the button " + button + " in " + title,
                () -> Widgets.under(dialog, Button.class, b -> Widgets.shown(b.getText()).equals(button)).stream().findFirst().orElse(
                        null));
        Input.click(Ui.read(() -> Widgets.center(target)));
        Ui.waitUntil("the dialog " + title + " to close", () -> dialog.isDisposed() || !dialog.isVisible());
    }

    /** Waits for the dialog titled {@code title} and returns the message it shows (its labels' texts). */
    public static String message(String title) {
        Shell dialog = shell(title);
        return Ui.read(() -> String.join("\n", Widgets.under(dialog, Label.class, l -> !l.getText().isEmpty()).stream()
                .map(Label::getText).toList()));
    }

    /** Whether a dialog titled {@code title} shows now. Call on the UI thread. */
    public static boolean isOpen(String title) {
        return showing(title) != null;
    }

    /** Waits for the dialog titled {@code title} to show. */
    public static Shell shell(String title) {
        return Ui.waitFor("the dialog " + title, () -> showing(title));
    }

    private static Shell showing(String title) {
        for (Shell shell : Ui.display().getShells()) {
            if (!shell.isDisposed() && shell.isVisible() && title.equals(shell.getText())) {
                return shell;
            }
        }
        return null;
    }
}
