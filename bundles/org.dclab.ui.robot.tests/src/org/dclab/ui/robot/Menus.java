package org.dclab.ui.robot;

import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;

/**
 * Menus as a person works them with the keyboard: Alt and the mnemonic opens a menu of the menu bar, a right click
 * opens a context menu, the arrow keys walk to the item (the robot watches which item GTK highlights), Enter
 * chooses it and the right arrow opens a submenu. SWT cannot tell where a menu item is drawn, so menus are not
 * clicked with the mouse.
 */
public final class Menus {

    private Menus() {
    }

    /** Chooses {@code path} from the workbench window's menu bar, e.g. {@code "Window", "Show View", "Event List"}. */
    public static void menuBar(String... path) {
        menuBar(true, path);
    }

    /**
     * Chooses {@code path} from the menu bar when the command opens a dialog of GTK's own (a file chooser): the robot
     * cannot ask the workbench anything until that dialog is gone (see {@link Input#typeIntoFileChooser}).
     */
    public static void menuBarToNativeDialog(String... path) {
        menuBar(false, path);
    }

    private static void menuBar(boolean settle, String... path) {
        Shell shell = Ui.read(() -> RunningProduct.window().getShell());
        MenuItem top = Ui.waitFor("the menu " + path[0] + " in the menu bar",
                () -> item(shell.getMenuBar(), path[0]));
        char mnemonic = Ui.read(() -> mnemonic(top.getText()));
        if (mnemonic == 0) {
            throw new AssertionError("the menu " + path[0] + " has no mnemonic to open it with");
        }
        Ui.onUiThread(shell::forceActive);
        Input.press(SWT.ALT, Character.toLowerCase(mnemonic));
        Menu menu = Ui.read(top::getMenu);
        walk(menu, settle, Arrays.copyOfRange(path, 1, path.length));
    }

    /** Right-clicks {@code at} over {@code control} and chooses {@code path} from the context menu that opens. */
    public static void contextMenu(Control control, Point at, String... path) {
        Input.rightClick(at);
        Menu menu = Ui.waitFor("a context menu over " + control, () -> {
            Menu m = control.getMenu();
            return m != null && m.isVisible() ? m : null;
        });
        walk(menu, true, path);
    }

    /**
     * Right-clicks {@code at} and chooses {@code path} from whichever pop-up menu opens there: for widgets that show
     * their menu themselves (a chart) rather than through {@link Control#setMenu}.
     */
    public static void popUp(Point at, String... path) {
        walk(opening("a pop-up menu at " + at, () -> Input.rightClick(at)), true, path);
    }

    /** As {@link #popUp}, for an item that opens a dialog of GTK's own (see {@link #menuBarToNativeDialog}). */
    public static void popUpToNativeDialog(Point at, String... path) {
        walk(opening("a pop-up menu at " + at, () -> Input.rightClick(at)), false, path);
    }

    /** Opens the View Menu of the view titled {@code view} (the triangle at its tab folder's right) and chooses {@code path}. */
    public static void viewMenu(String view, String... path) {
        walk(openViewMenu(view), true, path);
    }

    /**
     * Opens the View Menu of the view titled {@code view}, reads its item that begins with {@code beginning} as a person
     * reads it, and closes the menu with Esc; null when it has no such item.
     */
    public static String viewMenuItem(String view, String beginning) {
        Menu menu = openViewMenu(view);
        try {
            return Ui.read(() -> {
                MenuItem found = item(menu, beginning);
                return found == null ? null : label(found.getText());
            });
        } finally {
            Input.press(SWT.ESC);
            Ui.waitUntil("the View Menu of " + view + " to close", () -> menu.isDisposed() || !menu.isVisible());
        }
    }

    /** As {@link #viewMenu}, for an item that opens a dialog of GTK's own. */
    public static void viewMenuToNativeDialog(String view, String... path) {
        walk(openViewMenu(view), false, path);
    }

    private static Menu openViewMenu(String view) {
        Input.click(Ui.waitFor("the tab of " + view, () -> Widgets.tab(view).map(Widgets::center).orElse(null)));
        Point triangle = Ui.waitFor("the View Menu of " + view, () -> Widgets.tab(view)
                .flatMap(tab -> Widgets.toolItem(tab.getParent(), "View Menu")).map(Widgets::center).orElse(null));
        return opening("the View Menu of " + view, () -> Input.click(triangle));
    }

    /**
     * Does {@code gesture} and returns the menu it showed, whoever owns it: SWT tells every menu that opens with a
     * Show event, which a filter of the display sees first.
     */
    public static Menu opening(String what, Runnable gesture) {
        AtomicReference<Menu> shown = new AtomicReference<>();
        Listener filter = e -> {
            if (e.widget instanceof Menu menu && shown.get() == null) {
                shown.set(menu);
            }
        };
        Ui.onUiThread(() -> Ui.display().addFilter(SWT.Show, filter));
        try {
            gesture.run();
            try {
                return Ui.waitFor(what, Duration.ofSeconds(5), () -> shown.get() != null && shown.get().isVisible() ? shown.get() : null);
            } catch (AssertionError notYet) {
                // Just after a dialog of GTK's own closed, GTK may still hold the pointer and refuse the menu its grab.
                gesture.run();
                return Ui.waitFor(what, () -> shown.get() != null && shown.get().isVisible() ? shown.get() : null);
            }
        } finally {
            Ui.onUiThread(() -> Ui.display().removeFilter(SWT.Show, filter));
        }
    }

    /** Walks an open menu down {@code path} and chooses its last item. */
    private static void walk(Menu open, boolean settle, String... path) {
        Menu menu = open;
        for (int i = 0; i < path.length; i++) {
            Menu current = menu;
            String step = path[i];
            Ui.waitUntil("the menu with " + step + " to show", current::isVisible);
            MenuItem target = Ui.waitFor("the item " + step + " in the menu", () -> item(current, step));
            if (!Ui.read(target::isEnabled)) {
                throw new AssertionError("the menu item " + step + " is disabled");
            }
            highlight(current, target);
            if (i < path.length - 1) {
                Menu sub = Ui.read(target::getMenu);
                Input.press(SWT.ARROW_RIGHT);
                menu = sub;
            } else if (settle) {
                Input.press(SWT.CR);
            } else {
                Input.pressAndGo(SWT.CR);
            }
        }
    }

    /** Presses the down arrow until GTK highlights {@code target}, which it reports by arming the item. */
    private static void highlight(Menu menu, MenuItem target) {
        AtomicReference<MenuItem> armed = new AtomicReference<>();
        Listener arm = e -> armed.set((MenuItem) e.widget);
        MenuItem[] items = Ui.read(menu::getItems);
        Ui.onUiThread(() -> Arrays.stream(items).forEach(item -> item.addListener(SWT.Arm, arm)));
        try {
            for (int presses = 0; armed.get() != target; presses++) {
                if (presses > 2 * items.length + 2) {
                    throw new AssertionError("the arrow keys never reached " + Ui.read(target::getText));
                }
                Input.press(SWT.ARROW_DOWN);
                Ui.pause(20);
            }
        } finally {
            Ui.onUiThread(() -> Arrays.stream(items).filter(item -> !item.isDisposed())
                    .forEach(item -> item.removeListener(SWT.Arm, arm)));
        }
    }

    /**
     * The item of {@code menu} that reads {@code text} (accelerator and mnemonic aside), or else the first that begins
     * with it ("Long flow" finds "Long flow on h1, h4"); null if none does.
     */
    static MenuItem item(Menu menu, String text) {
        if (menu == null) {
            return null;
        }
        MenuItem beginning = null;
        for (MenuItem item : menu.getItems()) {
            String label = label(item.getText());
            if (label.equals(text)) {
                return item;
            }
            if (beginning == null && label.startsWith(text)) {
                beginning = item;
            }
        }
        return beginning;
    }

    private static String label(String text) {
        int tab = text.indexOf('\t');
        String shown = Widgets.shown(tab < 0 ? text : text.substring(0, tab)).trim();
        return shown.endsWith("\u2026") ? shown.substring(0, shown.length() - 1) + "..." : shown;
    }

    private static char mnemonic(String text) {
        int at = text.indexOf('&');
        return at >= 0 && at + 1 < text.length() ? text.charAt(at + 1) : 0;
    }
}
