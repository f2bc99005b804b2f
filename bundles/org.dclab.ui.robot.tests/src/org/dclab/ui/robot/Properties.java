package org.dclab.ui.robot;

import java.util.Arrays;
import java.util.Optional;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CCombo;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;

/**
 * The Properties view's cells, worked as a person works them: click the value cell, type or pick, press Enter. A
 * row is named by the words in its first column; a nested row by the path of names from its outer row, e.g.
 * {@code "Source Queue", "Marking Threshold"}. Category rows, when the view shows categories, are looked through.
 */
public final class Properties {

    private Properties() {
    }

    /** Brings the Properties view to the front by clicking its tab. */
    public static void show() {
        Point tab = Ui.waitFor("the Properties tab", () -> Widgets.tab("Properties").map(Widgets::center).orElse(null));
        Input.click(tab);
        Ui.waitUntil("the Properties view to show", () -> Widgets.view("Properties").isPresent());
    }

    /** The text the view shows in the value column of the row at {@code path}. */
    public static String value(String... path) {
        openTo(path);
        return Ui.read(() -> row(path).map(item -> item.getText(1)).orElseThrow(() -> missing(path)));
    }

    /** The value column's text of the row at {@code path} as it is now, without opening anything; "" for no such row. */
    public static String rowText(String... path) {
        return row(path).map(item -> item.getText(1)).orElse("");
    }

    /** Whether the view shows a row at {@code path}. */
    public static boolean has(String... path) {
        return Ui.read(() -> row(path).isPresent());
    }

    /** Types {@code text} into the value cell of the row at {@code path} and presses Enter. */
    public static void type(String text, String... path) {
        Control editor = edit(path);
        if (!(editor instanceof Text)) {
            throw new AssertionError("the cell " + String.join(" > ", path) + " is not typed into but picked from a list");
        }
        Input.press(SWT.CTRL, 'a');
        Input.type(text);
        Input.press(SWT.CR);
    }

    /** Types {@code text} into the value cell of the row at {@code path} and leaves the cell open, to see what it says. */
    public static void typeWithoutEnter(String text, String... path) {
        Control editor = edit(path);
        if (!(editor instanceof Text)) {
            throw new AssertionError("the cell " + String.join(" > ", path) + " is not typed into but picked from a list");
        }
        Input.press(SWT.CTRL, 'a');
        Input.type(text);
    }

    /** Picks {@code choice} in the value cell of the row at {@code path} with the arrow keys and presses Enter. */
    public static void choose(String choice, String... path) {
        Control editor = edit(path);
        if (!(editor instanceof CCombo combo)) {
            throw new AssertionError("the cell " + String.join(" > ", path) + " is typed into, not picked from a list");
        }
        String[] items = Ui.read(combo::getItems);
        int target = Arrays.asList(items).indexOf(choice);
        if (target < 0) {
            throw new AssertionError("the cell " + String.join(" > ", path) + " offers " + Arrays.toString(items) + ", not " + choice);
        }
        int current = Ui.read(combo::getSelectionIndex);
        int key = target > current ? SWT.ARROW_DOWN : SWT.ARROW_UP;
        for (int i = Math.abs(target - current); i > 0; i--) {
            Input.press(key);
        }
        Ui.waitUntil("the list to show " + choice, () -> combo.isDisposed() || choice.equals(combo.getText()));
        Input.press(SWT.CR);
    }

    /** Opens the row at {@code path} to show its nested rows, by clicking its expander. */
    public static void expand(String... path) {
        if (!has(path[0])) {
            openCategories();
        }
        expandRow(Ui.waitFor("the row " + String.join(" > ", path), () -> row(path).orElse(null)), String.join(" > ", path));
    }

    private static void expandRow(TreeItem item, String name) {
        Widgets.expand(item, name);
    }

    /** Opens every closed category row (Settings, Diagram, …), as a person does to find a row in them. */
    private static void openCategories() {
        while (true) {
            TreeItem closed = Ui.read(() -> tree().stream().flatMap(t -> java.util.Arrays.stream(t.getItems()))
                    .filter(item -> isCategory(item) && !item.getExpanded()).findFirst().orElse(null));
            if (closed == null) {
                return;
            }
            String name = Ui.read(() -> closed.getText(0));
            expandRow(closed, name);
        }
    }

    /** Opens what hides the row at {@code path}: the category it is in, the rows it is nested in. */
    private static void openTo(String... path) {
        if (!has(path[0])) {
            openCategories();
        }
        for (int i = 1; i < path.length; i++) {
            String[] outer = Arrays.copyOf(path, i);
            expandRow(Ui.waitFor("the row " + String.join(" > ", outer), () -> row(outer).orElse(null)), String.join(" > ", outer));
        }
    }

    /** Clicks the row's value cell and returns the cell editor that opens there. */
    private static Control edit(String... path) {
        // The view rebuilds its rows a moment after an edit, an undo or a redo: a click aimed at a row found before the
        // rebuild may open the cell of the row that took its place. Such an editor is closed and the row aimed at anew.
        for (int attempt = 0;; attempt++) {
            openTo(path);
            TreeItem item = Ui.waitFor("the row " + String.join(" > ", path), () -> row(path).orElse(null));
            Widgets.reveal(item);
            Input.click(Ui.read(() -> Widgets.center(item, 1)));
            Control editor = Ui.waitFor("a cell editor in " + String.join(" > ", path), () -> {
                Control focus = Ui.display().getFocusControl();
                // A list cell's combo has the focus in its own text field.
                Control open = focus != null && focus.getParent() instanceof CCombo combo ? combo : focus;
                return (open instanceof Text || open instanceof CCombo) && tree().map(t -> isInside(open, t)).orElse(false) ? open
                        : null;
            });
            if (Ui.read(() -> isOnRow(editor, path)) || attempt == 2) {
                return editor;
            }
            Input.press(SWT.ESC);
        }
    }

    /** Whether the cell editor stands on the row at {@code path} as the view shows it now. */
    private static boolean isOnRow(Control editor, String... path) {
        return row(path).map(item -> {
            Rectangle cell = item.getBounds(1);
            int middle = editor.getBounds().y + editor.getBounds().height / 2;
            return middle >= cell.y && middle < cell.y + cell.height;
        }).orElse(false);
    }

    private static boolean isInside(Control control, Tree tree) {
        for (Control c = control; c != null; c = c.getParent()) {
            if (c == tree) {
                return true;
            }
        }
        return false;
    }

    static Optional<Tree> tree() {
        return Widgets.view("Properties").flatMap(view -> Widgets.under(view, Tree.class, t -> true).stream().findFirst());
    }

    /** The row at {@code path}: its first name anywhere among the top rows and categories, the rest beneath it. */
    static Optional<TreeItem> row(String... path) {
        Optional<Tree> tree = tree();
        if (tree.isEmpty()) {
            return Optional.empty();
        }
        TreeItem found = find(tree.get().getItems(), path[0], true);
        for (int i = 1; i < path.length && found != null; i++) {
            found = find(found.getItems(), path[i], false);
        }
        return Optional.ofNullable(found);
    }

    private static TreeItem find(TreeItem[] items, String name, boolean lookIntoCategories) {
        for (TreeItem item : items) {
            if (item.getText(0).equals(name)) {
                return item;
            }
        }
        if (lookIntoCategories) {
            for (TreeItem item : items) {
                if (isCategory(item)) {
                    TreeItem inside = find(item.getItems(), name, false);
                    if (inside != null) {
                        return inside;
                    }
                }
            }
        }
        return null;
    }

    /** A category row: a heading with rows under it and no value of its own. */
    private static boolean isCategory(TreeItem item) {
        return item.getParentItem() == null && item.getText(1).isEmpty() && item.getItemCount() > 0;
    }

    private static AssertionError missing(String... path) {
        return new AssertionError("the Properties view shows no row " + String.join(" > ", path));
    }

    /** The Properties view's body, for a screenshot or a search of its own. */
    public static Composite body() {
        return Ui.waitFor("the Properties view", () -> Widgets.view("Properties").orElse(null));
    }
}
