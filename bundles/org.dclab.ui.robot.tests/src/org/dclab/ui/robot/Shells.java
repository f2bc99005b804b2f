package org.dclab.ui.robot;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Monitor;
import org.eclipse.swt.widgets.Shell;

/**
 * Windows other than the workbench window: dialogs and popups, found by the words in their title or on a label in
 * them, as a person tells one from another. Call on the UI thread.
 */
public final class Shells {

    private Shells() {
    }

    /** The visible shell, not the workbench window, whose title or one of whose labels begins with {@code words}. */
    public static Optional<Shell> showing(String words) {
        Shell workbench = RunningProduct.window().getShell();
        for (Shell shell : Ui.display().getShells()) {
            if (shell == workbench || shell.isDisposed() || !shell.isVisible()) {
                continue;
            }
            if (Widgets.shown(shell.getText()).startsWith(words)
                    || !Widgets.under(shell, Label.class, l -> Widgets.shown(l.getText()).startsWith(words)).isEmpty()) {
                return Optional.of(shell);
            }
        }
        return Optional.empty();
    }

    /** The titles of all the shells SWT knows, the workbench window's included. */
    public static Stream<String> titles() {
        return Arrays.stream(Ui.display().getShells()).filter(s -> !s.isDisposed()).map(Shell::getText);
    }

    /** Whether a shell of {@link #showing} {@code words} is shown. */
    public static boolean isShowing(String words) {
        return Ui.read(() -> showing(words).isPresent());
    }

    /** The part of the screen a window may use on the monitor showing {@code shell}: its client area. */
    public static Rectangle screenOf(Shell shell) {
        Monitor monitor = shell.getMonitor();
        return monitor == null ? Ui.display().getClientArea() : monitor.getClientArea();
    }
}
