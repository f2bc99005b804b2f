package org.dclab.ui.robot;

import java.time.Duration;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/** The Simulation Control view: its buttons, its fields, and the clock and status lines it shows. */
public final class Control {

    private static final Duration RUN_PATIENCE = Duration.ofMinutes(3);

    private Control() {
    }

    /** Brings the view to the front (see {@link Views#show}). */
    public static void show() {
        Views.show("Simulation Control");
    }

    /** Clicks the button reading {@code text} once it is enabled. */
    public static void click(String text) {
        Button button = Ui.waitFor("the " + text + " button to be enabled", () -> Widgets.view("Simulation Control")
                .flatMap(v -> Widgets.button(v, text)).filter(Button::isEnabled).orElse(null));
        Input.click(Ui.read(() -> Widgets.center(button)));
    }

    /** Whether a button reads {@code text} now. */
    public static boolean hasButton(String text) {
        return Ui.read(() -> Widgets.view("Simulation Control").flatMap(v -> Widgets.button(v, text)).isPresent());
    }

    /**
     * Picks {@code choice} in the drop-down that follows the label or button {@code before} ("Speed:", "Run to next"):
     * a click opens its list, the arrow keys walk to the choice, Enter picks it.
     */
    public static void choose(String before, String choice) {
        Combo combo = Ui.waitFor("the list after " + before, () -> Widgets.view("Simulation Control").flatMap(v -> Widgets.after(v,
                before, Combo.class)).orElse(null));
        Input.choose(combo, choice);
    }

    /** Types {@code value} into the field after the label {@code label} ("Until (ms):", "Δt (µs):"). */
    public static void enter(String label, String value) {
        Text field = Ui.waitFor("the field " + label, () -> Widgets.view("Simulation Control")
                .flatMap(v -> Widgets.fieldAfter(v, label)).orElse(null));
        Input.click(Ui.read(() -> Widgets.center(field)));
        Input.press(SWT.CTRL, 'a');
        Input.type(value);
    }

    /** Types {@code events} into the "Step events:" spin button, as the count of events each Step and Step back takes. */
    public static void stepEvents(int events) {
        Spinner spinner = Ui.waitFor("the field Step events:", () -> Widgets.view("Simulation Control").flatMap(v -> Widgets.after(v,
                "Step events:", Spinner.class)).orElse(null));
        Input.click(Ui.read(() -> Widgets.center(spinner)));
        Input.press(SWT.CTRL, 'a');
        Input.type(Integer.toString(events));
        // A spin button takes a typed number when it loses the focus.
        Input.press(SWT.TAB);
        Ui.waitUntil("Step events to read " + events, () -> spinner.getSelection() == events);
    }

    /** Types {@code ms} into "Until (ms):", clicks Run until and waits for the run to stand still there. */
    public static void runUntil(String ms) {
        enter("Until (ms):", ms);
        command("Run until");
    }

    /**
     * Clicks a button that gives the run a command (Run, Step, Run to next, …) and waits until the command is done:
     * the view shows the run idle and its clock or status line moved on. A dialog the click opens (Scenario Edited) is
     * left for the caller; then this waits only for the view to be idle.
     */
    public static void command(String button) {
        Lines before = Ui.read(Control::lines);
        click(button);
        long patience = System.currentTimeMillis() + RUN_PATIENCE.toMillis();
        long quiet = System.currentTimeMillis() + 3_000;
        while (true) {
            boolean idle = Ui.read(() -> !isBusy() && Widgets.view("Simulation Control").flatMap(v -> Widgets.button(v, "Run"))
                    .map(Button::isEnabled).orElse(false));
            Lines now = Ui.read(Control::lines);
            boolean dialog = Ui.read(() -> Ui.display().getActiveShell() != RunningProduct.window().getShell());
            if (idle && (!now.equals(before) || dialog || System.currentTimeMillis() > quiet)) {
                return;
            }
            if (System.currentTimeMillis() > patience) {
                throw new AssertionError("the command " + button + " did not end within " + RUN_PATIENCE.toMinutes() + " min: " + now);
            }
            Ui.pause(25);
        }
    }

    /**
     * Answers the Scenario Edited dialog, which a command on a run of an edited scenario opens, with Reset and apply,
     * and waits until the new run has begun: until then the view still shows the old run's clock and status, which a
     * wait for "Finished." would take for the new run's end.
     */
    public static void resetAndApply() {
        String old = clock();
        Dialogs.click("Scenario Edited", "Reset and apply");
        // The reset shows the clock at zero before the new run starts: that is not yet the new run.
        Ui.waitUntil("the run of the edited scenario to begin", RUN_PATIENCE, () -> isBusy() || !lines().clock.equals(old)
                && !lines().clock.endsWith("Events: 0") && !lines().clock.endsWith("Events: \u2014"));
    }

    /** Waits until the status line ends with {@code ending} ("Finished.", "Stopped where asked.") and no command runs. */
    public static void waitForStatus(String ending) {
        Ui.waitUntil("the status to end with " + ending, RUN_PATIENCE,
                () -> !isBusy() && lines().status.endsWith(ending));
    }

    /** Whether a command runs now: Pause is enabled. Call on the UI thread. */
    public static boolean isBusy() {
        return Widgets.view("Simulation Control").flatMap(v -> Widgets.button(v, "Pause")).map(Button::isEnabled).orElse(false);
    }

    /** Waits until no command runs: Run is enabled again. */
    public static void waitIdle() {
        Ui.waitUntil("the run to stand still", RUN_PATIENCE, () -> Widgets.view("Simulation Control")
                .flatMap(v -> Widgets.button(v, "Run")).map(Button::isEnabled).orElse(false));
    }

    /** The status lines under the clock. */
    public static String status() {
        return Ui.read(() -> lines().status);
    }

    /** "Simulated time: … Events: …" as shown. */
    public static String clock() {
        return Ui.read(() -> lines().clock);
    }

    /** The event count the clock line shows. */
    public static long events() {
        String clock = clock();
        String count = clock.substring(clock.indexOf("Events:") + "Events:".length()).trim().replace(",", "");
        return count.equals("\u2014") ? -1 : Long.parseLong(count);
    }

    private record Lines(String clock, String status) {
    }

    private static Lines lines() {
        Composite view = Widgets.view("Simulation Control").orElseThrow(() -> new AssertionError("Simulation Control is not shown"));
        var labels = Widgets.under(view, Label.class, l -> l.getText().startsWith("Simulated time:"));
        if (labels.isEmpty()) {
            throw new AssertionError("Simulation Control shows no clock");
        }
        Label clock = labels.get(0);
        var siblings = clock.getParent().getChildren();
        for (int i = 0; i < siblings.length - 1; i++) {
            if (siblings[i] == clock && siblings[i + 1] instanceof Label status) {
                return new Lines(clock.getText(), status.getText());
            }
        }
        return new Lines(clock.getText(), "");
    }
}
