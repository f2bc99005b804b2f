package org.dclab.ui.robot;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;

import org.eclipse.swt.custom.CLabel;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;

/**
 * Finding what is on the screen the way a person does: by the words on it (a button's text, a view's tab, a label
 * before a field, a tooltip) among the visible widgets. Call on the UI thread, i.e. inside {@link Ui#read}.
 */
public final class Widgets {

    private Widgets() {
    }

    /** Text as shown: without the '&' that marks a mnemonic. */
    public static String shown(String text) {
        return text == null ? "" : text.replace("&&", "\u0000").replace("&", "").replace("\u0000", "&");
    }

    /** Every visible control of {@code type} in the visible shells, the active shell's first. */
    public static <T extends Control> List<T> all(Class<T> type, Predicate<? super T> matching) {
        List<T> found = new ArrayList<>();
        Shell active = Ui.display().getActiveShell();
        if (active != null) {
            collect(active, type, matching, found);
        }
        for (Shell shell : Ui.display().getShells()) {
            if (shell != active && shell.isVisible()) {
                collect(shell, type, matching, found);
            }
        }
        return found;
    }

    public static <T extends Control> Optional<T> find(Class<T> type, Predicate<? super T> matching) {
        List<T> found = all(type, matching);
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }

    /** Every visible control of {@code type} under {@code root}. */
    public static <T extends Control> List<T> under(Composite root, Class<T> type, Predicate<? super T> matching) {
        List<T> found = new ArrayList<>();
        collect(root, type, matching, found);
        return found;
    }

    private static <T extends Control> void collect(Control control, Class<T> type, Predicate<? super T> matching, List<T> found) {
        if (control.isDisposed() || !control.isVisible()) {
            return;
        }
        if (type.isInstance(control) && matching.test(type.cast(control))) {
            found.add(type.cast(control));
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                collect(child, type, matching, found);
            }
        }
    }

    /** The enabled or disabled push button, check box or radio button that reads {@code text}, if one is shown. */
    public static Optional<Button> button(String text) {
        return find(Button.class, b -> shown(b.getText()).equals(text));
    }

    /** The button reading {@code text} under {@code root}. */
    public static Optional<Button> button(Composite root, String text) {
        return under(root, Button.class, b -> shown(b.getText()).equals(text)).stream().findFirst();
    }

    /** What the workbench window's status line says now (a view's messages, a cell's refusal), or "". */
    public static String statusLine() {
        Shell shell = RunningProduct.window().getShell();
        for (CLabel label : under(shell, CLabel.class, l -> l.getParent().getClass().getSimpleName().equals("StatusLine"))) {
            if (label.getText() != null && !label.getText().isEmpty()) {
                return label.getText();
            }
        }
        return "";
    }

    /** The text field that follows the label reading {@code label} in its parent. */
    public static Optional<Text> fieldAfter(Composite root, String label) {
        return after(root, label, Text.class);
    }

    /**
     * The widget of {@code type} that comes right after the label or button reading {@code text} in its parent, as a
     * form lays out a field after what names it ("Speed:", "Step events:", "Run to next").
     */
    public static <T extends Control> Optional<T> after(Composite root, String text, Class<T> type) {
        for (Control named : under(root, Control.class, c -> c instanceof Label l && shown(l.getText()).trim().equals(text)
                || c instanceof Button b && shown(b.getText()).trim().equals(text))) {
            Control[] siblings = named.getParent().getChildren();
            for (int i = 0; i < siblings.length - 1; i++) {
                if (siblings[i] == named && type.isInstance(siblings[i + 1])) {
                    return Optional.of(type.cast(siblings[i + 1]));
                }
            }
        }
        return Optional.empty();
    }

    /** The tab of the view or editor titled {@code title} (its tab's text, without a dirty mark). */
    public static Optional<CTabItem> tab(String title) {
        for (CTabFolder folder : all(CTabFolder.class, f -> true)) {
            for (CTabItem item : folder.getItems()) {
                if (shown(item.getText()).replaceFirst("^\\*", "").equals(title)) {
                    return Optional.of(item);
                }
            }
        }
        return Optional.empty();
    }

    /** The body of the view titled {@code title}, when its tab is the one shown. */
    public static Optional<Composite> view(String title) {
        return tab(title).map(CTabItem::getControl).filter(c -> c instanceof Composite && c.isVisible()).map(Composite.class::cast);
    }

    /**
     * The headers of {@code table}'s columns, left to right as shown, whose right edge lies beyond what the table shows
     * at its present scroll: cut, or to be scrolled to. Call on the UI thread.
     */
    public static List<String> headersOutOfView(Table table) {
        List<String> out = new ArrayList<>();
        int end = -table.getHorizontalBar().getSelection();
        for (int i : table.getColumnOrder()) {
            end += table.getColumn(i).getWidth();
            if (end > table.getClientArea().width) {
                out.add(table.getColumn(i).getText());
            }
        }
        return out;
    }

    /**
     * The cells of {@code table} whose text is wider than its column shows it, as "header: text", for the columns
     * {@code headers} (all when empty): what a person reads cut ("60 pa"). Call on the UI thread.
     */
    public static List<String> cutCells(Table table, List<String> headers) {
        List<String> cut = new ArrayList<>();
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(table);
        try {
            gc.setFont(table.getFont());
            for (int c = 0; c < table.getColumnCount(); c++) {
                org.eclipse.swt.widgets.TableColumn column = table.getColumn(c);
                if (!headers.isEmpty() && !headers.contains(column.getText())) {
                    continue;
                }
                for (TableItem item : table.getItems()) {
                    int image = item.getImage(c) == null ? 0 : item.getImage(c).getBounds().width + 4;
                    // GTK draws a cell's text inside a few pixels of padding on either side.
                    if (gc.textExtent(item.getText(c)).x + image + 8 > column.getWidth()) {
                        cut.add(column.getText() + ": " + item.getText(c));
                    }
                }
            }
        } finally {
            gc.dispose();
        }
        return cut;
    }

    /** The tool item (palette tool, view toolbar button) whose tooltip or text starts with {@code words}. */
    public static Optional<ToolItem> toolItem(Composite root, String words) {
        for (ToolBar bar : under(root, ToolBar.class, b -> true)) {
            for (ToolItem item : bar.getItems()) {
                if (shown(item.getText()).startsWith(words) || item.getToolTipText() != null && item.getToolTipText().startsWith(words)) {
                    return Optional.of(item);
                }
            }
        }
        return Optional.empty();
    }

    /** The row of {@code tree} found by following {@code path} from the top, matching each level's text. */
    public static Optional<TreeItem> treeItem(Tree tree, String... path) {
        TreeItem[] level = tree.getItems();
        TreeItem found = null;
        for (String step : path) {
            found = null;
            for (TreeItem item : level) {
                if (item.getText().equals(step)) {
                    found = item;
                    break;
                }
            }
            if (found == null) {
                return Optional.empty();
            }
            level = found.getItems();
        }
        return Optional.ofNullable(found);
    }

    /** The first row of {@code table} whose text in {@code column} satisfies {@code matching}. */
    public static Optional<TableItem> tableRow(Table table, int column, Predicate<String> matching) {
        for (TableItem item : table.getItems()) {
            if (matching.test(item.getText(column))) {
                return Optional.of(item);
            }
        }
        return Optional.empty();
    }

    /**
     * Scrolls a row into view the way a person does, with the mouse wheel over its tree, until the whole row shows.
     * (A tree's own {@code showItem} is not used: GTK applies it later, or not at all for rows it has just added.)
     */
    public static void reveal(TreeItem item) {
        reveal(Ui.read(item::getText), () -> item.getParent(), () -> item.getBounds());
    }

    public static void reveal(TableItem item) {
        reveal(Ui.read(item::getText), () -> item.getParent(), () -> item.getBounds());
    }

    private static void reveal(String row, Supplier<Composite> list, Supplier<Rectangle> bounds) {
        Rectangle last = null;
        for (int stuck = 0; stuck < 5;) {
            Rectangle now = Ui.read(bounds::get);
            int direction = Ui.read(() -> {
                Rectangle client = list.get().getClientArea();
                // GTK counts a list's header into its client area, above the rows' origin.
                int bottom = client.y + client.height;
                return now.y < 0 ? -1 : now.y + now.height > bottom ? 1 : 0;
            });
            if (direction == 0) {
                return;
            }
            stuck = now.equals(last) ? stuck + 1 : 0;
            last = now;
            Input.wheel(Ui.read(() -> center(list.get())), direction);
        }
        throw new AssertionError("the wheel does not scroll " + row + " into view");
    }

    /** Opens a tree row to show the rows under it, by clicking the expander arrow before it. */
    public static void expand(TreeItem item, String name) {
        if (Ui.read(item::getExpanded)) {
            return;
        }
        reveal(item);
        Point expander = Ui.read(() -> {
            // The arrow is drawn just before the row's cell, which begins with the row's icon.
            Rectangle bounds = item.getBounds(0);
            return item.getParent().toDisplay(bounds.x - 10, bounds.y + bounds.height / 2);
        });
        Input.click(expander);
        Ui.waitUntil("the row " + name + " to open", () -> item.isDisposed() || item.getExpanded());
    }

    /** The middle of a control, in display coordinates. */
    public static Point center(Control control) {
        Rectangle size = control.getBounds();
        return control.getParent() == null || control instanceof Shell
                ? new Point(size.x + size.width / 2, size.y + size.height / 2)
                : control.getParent().toDisplay(size.x + size.width / 2, size.y + size.height / 2);
    }

    public static Point center(CTabItem item) {
        Rectangle bounds = item.getBounds();
        return item.getParent().toDisplay(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
    }

    public static Point center(ToolItem item) {
        Rectangle bounds = item.getBounds();
        return item.getParent().toDisplay(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
    }

    /** The middle of a tree row's cell in {@code column}; scroll it into view first (see {@link #reveal}). */
    public static Point center(TreeItem item, int column) {
        Rectangle bounds = item.getBounds(column);
        // In a narrow view (the Outline beside a docked lab sheet) the row's text runs past the edge: click where it shows.
        Rectangle visible = item.getParent().getClientArea();
        int x = Math.max(bounds.x + 2, Math.min(bounds.x + Math.min(bounds.width / 2, 40), visible.x + visible.width - 6));
        return item.getParent().toDisplay(x, bounds.y + bounds.height / 2);
    }

    public static Point center(TableItem item, int column) {
        Rectangle bounds = item.getBounds(column);
        return item.getParent().toDisplay(bounds.x + Math.min(bounds.width / 2, 40), bounds.y + bounds.height / 2);
    }
}
