package org.dclab.ui.robot;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;

/**
 * The Outline's tree: rows found by their text, which for folders includes the count ("Applications (2)"), so a row
 * is named by the beginning of its text.
 */
public final class Outline {

    private Outline() {
    }

    /**
     * Brings the Outline to the front. Minimised (a lab sheet docked on a narrow window does so), it is opened the way a
     * person does, with its button at the window's edge, and shows at its own width over the views beside it.
     */
    public static void show() {
        if (minimised()) {
            Point button = Ui.waitFor("the Outline's button at the window's edge", () -> Widgets.all(ToolBar.class, ToolBar::isVisible)
                    .stream()
                    .flatMap(bar -> Arrays.stream(bar.getItems())).filter(item -> "Outline".equals(item.getToolTipText())).findFirst()
                    .map(Widgets::center).orElse(null));
            Input.click(button);
        }
        Point tab = Ui.waitFor("the Outline tab", () -> Widgets.tab("Outline").map(Widgets::center).orElse(null));
        Input.click(tab);
        Ui.waitUntil("the Outline to show a scenario", () -> tree().isPresent());
    }

    /** Whether the Outline is shown only as a button at the window's edge. */
    public static boolean minimised() {
        return Ui.read(() -> width() == 0 && trimButton().isPresent());
    }

    /** The button of a minimised Outline at the window's edge; on the UI thread. */
    private static Optional<ToolItem> trimButton() {
        return Widgets.all(ToolBar.class, ToolBar::isVisible).stream().flatMap(bar -> Arrays.stream(bar.getItems()))
                .filter(item -> item.getToolTipText() != null && Widgets.shown(item.getToolTipText()).startsWith("Outline")).findFirst();
    }

    /** The Outline's width on the screen where it is shown beside the editor; 0 when it is not. */
    public static int width() {
        return Ui.read(() -> Widgets.tab("Outline").filter(tab -> tab.getParent().isVisible()).map(tab -> tab.getParent().getSize().x)
                .orElse(0));
    }

    public static Tree treeWidget() {
        return Ui.waitFor("the Outline's tree", () -> tree().orElse(null));
    }

    /** Where the row found by {@code path} is drawn, each step the beginning of a row's text. */
    public static Point row(String... path) {
        TreeItem item = Ui.waitFor("the Outline row " + String.join(" > ", path), () -> item(path).orElse(null));
        Widgets.reveal(item);
        return Ui.read(() -> Widgets.center(item, 0));
    }

    /** Whether the Outline shows a row at {@code path}. */
    public static boolean has(String... path) {
        return Ui.read(() -> item(path).isPresent());
    }

    /** The text of the row at {@code path}. */
    public static String text(String... path) {
        return Ui.read(() -> item(path).map(TreeItem::getText).orElseThrow(() -> new AssertionError("no Outline row " + String.join(" > ",
                path))));
    }

    /** The texts of the top rows, the folders with their counts ("Nodes (6)"). Call on the UI thread. */
    public static List<String> folderTexts() {
        return tree().map(t -> java.util.Arrays.stream(t.getItems()).map(TreeItem::getText).toList()).orElse(List.of());
    }

    /** The text of the row at {@code path} followed by the texts of the rows under it. */
    public static List<String> rowAndChildren(String... path) {
        TreeItem item = Ui.waitFor("the Outline row " + String.join(" > ", path), () -> item(path).orElse(null));
        if (Ui.read(item::getItemCount) > 0) {
            Widgets.expand(item, String.join(" > ", path));
        }
        return Ui.read(() -> {
            TreeItem row = item(path).orElseThrow(() -> new AssertionError("no Outline row " + String.join(" > ", path)));
            List<String> texts = new ArrayList<>();
            texts.add(row.getText());
            for (TreeItem child : row.getItems()) {
                texts.add(child.getText());
            }
            return texts;
        });
    }

    /** Right-clicks the row at {@code path} and chooses {@code menuPath} from its context menu. */
    public static void contextMenu(String[] path, String... menuPath) {
        Menus.contextMenu(treeWidget(), row(path), menuPath);
    }

    static Optional<Tree> tree() {
        return Widgets.view("Outline").flatMap(view -> Widgets.under(view, Tree.class, t -> true).stream().findFirst());
    }

    static Optional<TreeItem> item(String... path) {
        Optional<Tree> tree = tree();
        if (tree.isEmpty()) {
            return Optional.empty();
        }
        TreeItem[] level = tree.get().getItems();
        TreeItem found = null;
        for (String step : path) {
            found = null;
            for (TreeItem item : level) {
                if (item.getText().equals(step) || item.getText().startsWith(step + " ")) {
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
}
