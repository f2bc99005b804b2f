package org.dclab.ui.robot;

import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.dclab.ui.labs.LabsView;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Text;

/**
 * Help ▸ DC Lab Labs: the lab sheets, picked from their list, the buttons that open each sheet's scenarios, and the
 * step panel: each step's Do it button, its prediction field and the comparison shown under it.
 */
public final class Labs {

    public static final String VIEW = "DC Lab Labs";
    /** How the comparison under a prediction begins once the run has measured it. */
    public static final String COMPARED = "You predicted ";

    private Labs() {
    }

    /** Opens the view from the Help menu and picks the lab whose title contains {@code lab} in its drop-down. */
    public static void pick(String lab) {
        Menus.menuBar("Help", "DC Lab Labs");
        Combo labs = Ui.waitFor("the list of labs", () -> Widgets.view(VIEW).flatMap(v -> Widgets.under(v, Combo.class, l -> true).stream()
                .findFirst()).orElse(null));
        String item = Ui.waitFor("a lab titled " + lab, () -> Arrays.stream(labs.getItems()).filter(i -> i.contains(lab)).findFirst()
                .orElse(null));
        if (!Ui.read(() -> item.equals(labs.getText()))) {
            Input.choose(labs, item);
        }
        Ui.waitUntil("the steps of " + lab, () -> cardShown() != null);
    }

    /** Picks the lab, then clicks the button that opens its scenario {@code scenario}, above the steps. */
    public static void open(String lab, String scenario) {
        pick(lab);
        Button button = Ui.waitFor("the button " + scenario, () -> Widgets.view(VIEW).flatMap(v -> Widgets.button(v, scenario)).orElse(
                null));
        reveal(button);
        Input.click(Ui.read(() -> Widgets.center(button)));
    }

    /**
     * The card of step {@code number} of the sheet shown: the composite its "Step N" heading heads; Back or Next are
     * clicked until it is the card shown, as a student turns to a step.
     */
    public static Composite step(int number) {
        for (int turns = 0; turns < 30; turns++) {
            Composite shown = Ui.read(() -> shownStep(number));
            if (shown != null) {
                return shown;
            }
            int at = Ui.waitFor("the card bar", Labs::cardShown);
            turn(at < number ? LabsView.NEXT : LabsView.BACK);
            // A view settling beside the sheet (the Outline making room for it) can move the button under a click on a
            // loaded machine: a card that has not turned in a few seconds is turned again.
            long until = System.nanoTime() + java.time.Duration.ofSeconds(4).toNanos();
            while (Integer.valueOf(at).equals(Ui.read(Labs::cardShown)) && System.nanoTime() < until) {
                Ui.pause(50);
            }
        }
        throw new AssertionError("Back and Next did not bring step " + number + " (screen: " + Screenshots.save("labs step " + number)
                .getFileName() + ")");
    }

    /** Clicks the card bar's button {@code text}: {@link LabsView#BACK} or {@link LabsView#NEXT}. */
    public static void turn(String text) {
        Button button = Ui.waitFor("the enabled button " + text, () -> Widgets.view(VIEW).flatMap(v -> Widgets.button(v, text)).filter(
                Button::isEnabled).orElse(null));
        reveal(button);
        Input.click(Ui.read(() -> Widgets.center(button)));
    }

    /** The number of the step the card bar says is shown ("Step 2 of 5"), or null while there is none; on the UI thread. */
    public static Integer cardShown() {
        Pattern card = Pattern.compile(LabsView.CARD.replace("%d", "(\\d+)"));
        return Widgets.view(VIEW).flatMap(v -> Widgets.under(v, Label.class, l -> card.matcher(l.getText()).matches()).stream()
                .findFirst()).map(l -> {
                    Matcher m = card.matcher(l.getText());
                    return m.matches() ? Integer.valueOf(m.group(1)) : null;
                }).orElse(null);
    }

    /** The row of step {@code number}, or null while none is shown; on the UI thread. */
    private static Composite shownStep(int number) {
        return Widgets.view(VIEW).flatMap(v -> Widgets.under(v, Label.class, l -> l.getText().equals("Step " + number)).stream()
                .findFirst())
                .map(Label::getParent).orElse(null);
    }

    /**
     * Turns the mouse wheel over the step panel's margin until {@code control} is wholly in view, as a person scrolls
     * down to a step.
     */
    public static void reveal(Control control) {
        ScrolledComposite scroll = Ui.read(() -> {
            Control c = control;
            while (c != null && !(c instanceof ScrolledComposite)) {
                c = c.getParent();
            }
            return (ScrolledComposite) c;
        });
        for (int turns = 0; turns < 60; turns++) {
            int direction = Ui.read(() -> {
                Rectangle view = scroll.getDisplay().map(scroll, null, scroll.getClientArea());
                Rectangle at = control.getDisplay().map(control.getParent(), null, control.getBounds());
                return at.y < view.y ? -1 : at.y + at.height > view.y + view.height ? 1 : 0;
            });
            if (direction == 0) {
                return;
            }
            Point margin = Ui.read(() -> {
                Rectangle view = scroll.getDisplay().map(scroll, null, scroll.getClientArea());
                return new Point(view.x + 3, view.y + view.height / 2);
            });
            Input.wheel(margin, direction);
        }
        throw new AssertionError("the wheel did not bring " + control + " into view (screen: " + Screenshots.save("labs reveal")
                .getFileName() + ")");
    }

    /** Types {@code value} with the keyboard into the prediction field of step {@code number}, after clearing it. */
    public static void predict(int number, String value) {
        Composite card = step(number);
        Text field = Ui.waitFor("the prediction field of step " + number,
                () -> Widgets.under(card, Text.class, t -> true).stream().findFirst().orElse(null));
        reveal(field);
        Input.click(Ui.read(() -> Widgets.center(field)));
        Input.press(SWT.CTRL, 'a');
        Input.type(value);
        Ui.waitUntil("the field to read " + value, () -> field.getText().equals(value));
    }

    /** Clicks the Do it button of step {@code number}. */
    public static void doIt(int number) {
        Composite card = step(number);
        Button button = Ui.waitFor("the Do it button of step " + number, () -> Widgets.button(card, "Do it").orElse(null));
        reveal(button);
        Input.click(Ui.read(() -> Widgets.center(button)));
    }

    /** The sentence under the prediction of step {@code number}: what to do, or the prediction against the measurement. */
    public static String comparison(int number) {
        return Ui.read(() -> {
            Composite row = shownStep(number);
            var labels = row == null ? java.util.List.<Label>of() : Widgets.under(row, Label.class, l -> (l.getStyle() & SWT.WRAP) != 0);
            return labels.isEmpty() ? "" : labels.get(labels.size() - 1).getText();
        });
    }

    /** Waits, as long as a run may take, until step {@code number} shows its prediction against the measurement. */
    public static String waitForComparison(int number) {
        step(number);
        Ui.waitUntil("step " + number + " to show the prediction against the measurement", java.time.Duration.ofMinutes(3),
                () -> comparison(number).startsWith(COMPARED));
        return comparison(number);
    }
}
