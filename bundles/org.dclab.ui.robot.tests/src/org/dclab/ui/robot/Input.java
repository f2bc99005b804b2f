package org.dclab.ui.robot;

import java.time.Duration;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Combo;

/**
 * The robot's hands: mouse and keyboard input made by the X server itself, through its XTEST extension, so it
 * arrives as a person's would: pointer motion with the buttons held, implicit grabs, double clicks timed by GDK, keys
 * to the focused window. Positions are display coordinates. Each gesture ends with {@link Ui#settle()}.
 *
 * <p>Why not SWT's {@code Display.post}, as SWTBot uses: on GTK 3 it queues GDK events whose root coordinates stay at
 * zero, and SWT positions every mouse event by those, so each click on the topology canvas landed at (0, 0); nor does
 * GDK make a double click of posted presses.
 */
public final class Input {

    /** X keysym names of the SWT key codes the scripts use. */
    private static final Map<Integer, String> KEYS = Map.ofEntries(Map.entry((int) SWT.CR, "Return"),
            Map.entry((int) SWT.ESC, "Escape"), Map.entry((int) SWT.TAB, "Tab"), Map.entry((int) SWT.BS, "BackSpace"),
            Map.entry((int) SWT.DEL, "Delete"), Map.entry(SWT.ARROW_UP, "Up"), Map.entry(SWT.ARROW_DOWN, "Down"),
            Map.entry(SWT.ARROW_LEFT, "Left"), Map.entry(SWT.ARROW_RIGHT, "Right"), Map.entry(SWT.HOME, "Home"),
            Map.entry(SWT.END, "End"), Map.entry(SWT.PAGE_UP, "Prior"), Map.entry(SWT.PAGE_DOWN, "Next"),
            Map.entry(SWT.F10, "F10"), Map.entry((int) ' ', "space"), Map.entry((int) '+', "plus"),
            Map.entry((int) '-', "minus"), Map.entry((int) '=', "equal"));

    private static final Map<Integer, String> MODIFIERS = Map.of(SWT.CTRL, "Control_L", SWT.SHIFT, "Shift_L", SWT.ALT, "Alt_L");

    private Input() {
    }

    public static void moveTo(Point at) {
        XTest.get().moveTo(at.x, at.y);
        Ui.settle();
    }

    public static void click(Point at) {
        click(at, 1, 0);
    }

    public static void rightClick(Point at) {
        click(at, 3, 0);
    }

    /** Two clicks in quick succession, which GTK reports as a double click. */
    public static void doubleClick(Point at) {
        moveTo(at);
        for (int i = 0; i < 2; i++) {
            XTest.get().button(1, true);
            XTest.get().button(1, false);
            Ui.pause(60);
        }
        Ui.settle();
    }

    /** Clicks with {@code modifiers} (SWT.SHIFT, SWT.CTRL, SWT.ALT) held down. */
    public static void click(Point at, int button, int modifiers) {
        moveTo(at);
        hold(modifiers, true);
        XTest.get().button(button, true);
        XTest.get().button(button, false);
        hold(modifiers, false);
        Ui.settle();
    }

    /** Turns the wheel one notch over {@code at}: down (1) or up (-1). */
    public static void wheel(Point at, int direction) {
        wheel(at, direction, SWT.NONE);
    }

    /** Turns the wheel one notch over {@code at} with {@code modifiers} (e.g. SWT.CTRL) held down. */
    public static void wheel(Point at, int direction, int modifiers) {
        moveTo(at);
        hold(modifiers, true);
        int button = direction > 0 ? 5 : 4;
        XTest.get().button(button, true);
        XTest.get().button(button, false);
        hold(modifiers, false);
        Ui.settle();
    }

    /** Picks {@code choice} in a drop-down: a click opens its list, the arrow keys walk to the choice, Enter picks it. */
    public static void choose(Combo combo, String choice) {
        int target = Ui.read(() -> java.util.Arrays.asList(combo.getItems()).indexOf(choice));
        if (target < 0) {
            throw new AssertionError("the list offers " + java.util.Arrays.toString(Ui.read(combo::getItems)) + ", not " + choice);
        }
        // On a loaded machine the list may open after the first arrow key was pressed, which then moved nothing: a choice
        // that did not take is made again from where the list stands.
        for (int attempt = 0; attempt < 3; attempt++) {
            int current = Ui.read(combo::getSelectionIndex);
            if (current == target) {
                return;
            }
            // The list opens with the current choice highlighted.
            click(Ui.read(() -> Widgets.center(combo)));
            try {
                Ui.waitUntil("the list of " + choice + " to open", java.time.Duration.ofSeconds(5), combo::getListVisible);
            } catch (AssertionError notOpen) {
                continue;
            }
            for (int i = Math.abs(target - current); i > 0; i--) {
                press(target > current ? SWT.ARROW_DOWN : SWT.ARROW_UP);
            }
            press(SWT.CR);
            long until = System.nanoTime() + java.time.Duration.ofSeconds(5).toNanos();
            while (Ui.read(combo::getSelectionIndex) != target && System.nanoTime() < until) {
                Ui.pause(50);
            }
        }
        Ui.waitUntil("the list to read " + choice, () -> combo.getSelectionIndex() == target);
    }

    /** Presses at {@code from}, moves in steps to {@code to} and releases there. */
    public static void drag(Point from, Point to) {
        moveTo(from);
        XTest.get().button(1, true);
        Ui.settle();
        int steps = 8;
        for (int i = 1; i <= steps; i++) {
            XTest.get().moveTo(from.x + (to.x - from.x) * i / steps, from.y + (to.y - from.y) * i / steps);
            Ui.pause(10);
        }
        Ui.settle();
        XTest.get().button(1, false);
        Ui.settle();
    }

    /** Types {@code text} key by key into whatever has the keyboard focus. */
    public static void type(String text) {
        for (char c : text.toCharArray()) {
            XTest.get().type(c);
        }
        Ui.settle();
    }

    /**
     * Types {@code text} into the location (or name) field of GTK's file chooser, which has the keyboard, and presses
     * Enter, then again while the chooser keeps the keyboard and {@code done} stays false for {@code patience}: when the
     * name is one GTK can complete, the field may take the first Enter for its completion of the name, as it does for a
     * person. {@code done} is what the chooser was for (the file written, the editor open), asked from the robot's
     * thread.
     */
    public static void typeIntoFileChooser(String text, Duration patience, BooleanSupplier done) {
        String chooser = waitForNativeDialog();
        // Ctrl+L opens the chooser's location field first; a typed '/' would open it too, but swallow the next key.
        chord(SWT.CTRL, "l");
        Ui.pause(300);
        // A save dialog's name field comes filled in, with the name selected but not its extension.
        chord(SWT.CTRL, "a");
        for (char c : text.toCharArray()) {
            XTest.get().type(c);
        }
        Ui.pause(300);
        chord(0, "Return");
        for (int enters = 1; enters < 3 && !within(patience, done) && chooser.equals(XTest.get().focusedWindowTitle()); enters++) {
            chord(0, "Return");
        }
        // A loaded machine may take long to do what the chooser was for (open an editor, write a file): wait as for any
        // other answer before failing.
        if (!within(patience.plus(Ui.PATIENCE), done)) {
            throw new AssertionError("GTK's file chooser \"" + chooser + "\" did not take " + text + " (the keyboard is now with \""
                    + XTest.get().focusedWindowTitle() + "\"; screen: "
                    + Screenshots.save("file chooser " + text.replaceAll("[^\\w.-]+", " ").trim()).getFileName() + ")");
        }
    }

    /**
     * Waits until a window SWT does not know as a shell (a dialog of GTK's own, such as its file chooser, opened by the
     * last gesture) is shown and has the keyboard, and returns its title. SWT cannot tell when such a dialog has opened:
     * the X server can. With no window manager to give the new dialog the keyboard, the robot gives it, as one would.
     */
    public static String waitForNativeDialog() {
        Predicate<String> notSwts = title -> Ui.read(() -> Shells.titles().noneMatch(title::equals));
        long end = System.nanoTime() + Ui.PATIENCE.toNanos();
        String focused = "";
        while (System.nanoTime() < end) {
            focused = XTest.get().focusedWindowTitle();
            if (!focused.isEmpty() && notSwts.test(focused)) {
                // Its widgets take a moment more to take keys.
                Ui.pause(300);
                return focused;
            }
            XTest.get().focusTopmost(notSwts);
            Ui.pause(200);
        }
        throw new AssertionError("no dialog of GTK's own took the keyboard within " + Ui.PATIENCE.toSeconds() + " s (it is with \""
                + focused + "\"; screen: " + Screenshots.save("no native dialog").getFileName() + ")");
    }

    /** As {@link #typeIntoFileChooser(String, Duration, BooleanSupplier)}, for what happens within a few seconds. */
    public static void typeIntoFileChooser(String text, BooleanSupplier done) {
        typeIntoFileChooser(text, Duration.ofSeconds(4), done);
    }

    private static boolean within(Duration patience, BooleanSupplier condition) {
        long end = System.nanoTime() + patience.toNanos();
        while (System.nanoTime() < end) {
            if (condition.getAsBoolean()) {
                return true;
            }
            Ui.pause(100);
        }
        return condition.getAsBoolean();
    }

    /** Presses and releases one key: a character, or an SWT key code such as SWT.CR, SWT.ESC, SWT.ARROW_DOWN. */
    public static void press(int key) {
        press(0, key);
    }

    /** Presses a key and returns at once, for a key that opens a dialog of GTK's own (see {@link #typeIntoFileChooser}). */
    public static void pressAndGo(int key) {
        chord(0, keyName(key));
    }

    /** A key with modifiers that opens GTK's file chooser (Ctrl+S on an example): pressed, then a moment for it to open. */
    public static void pressIntoFileChooser(int modifiers, int key) {
        chord(modifiers, keyName(key));
    }

    /** A key with modifiers held, e.g. {@code press(SWT.CTRL, 'z')}. */
    public static void press(int modifiers, int key) {
        chord(modifiers, keyName(key));
        Ui.settle();
    }

    private static String keyName(int key) {
        String name = KEYS.get(key);
        if (name != null) {
            return name;
        }
        if ((key & SWT.KEYCODE_BIT) != 0 || !Character.isLetterOrDigit(key)) {
            throw new IllegalArgumentException("no X key name for SWT key " + key);
        }
        return String.valueOf((char) Character.toLowerCase(key));
    }

    private static void chord(int modifiers, String key) {
        hold(modifiers, true);
        XTest.get().key(key, true);
        XTest.get().key(key, false);
        hold(modifiers, false);
    }

    private static void hold(int modifiers, boolean down) {
        MODIFIERS.forEach((modifier, name) -> {
            if ((modifiers & modifier) != 0) {
                XTest.get().key(name, down);
            }
        });
    }
}
