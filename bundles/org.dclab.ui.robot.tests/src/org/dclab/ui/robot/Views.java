package org.dclab.ui.robot;

import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/** The workbench's views as tabs a person clicks: bring one to the front, or close it with its tab's ✕. */
public final class Views {

    private Views() {
    }

    /**
     * Clicks the tab of the view titled {@code title}, bringing it to the front; where its folder has no room to show
     * the tab (presentation mode's column beside the stage at 2×), chooses it from Window ▸ Show View, as a person would.
     */
    public static void show(String title) {
        Ui.waitFor("the tab " + title, () -> Widgets.tab(title).orElse(null));
        if (Ui.read(() -> Widgets.view(title).isPresent())) {
            // In front already: a second click so soon after one would be a double click, which maximises the view.
            return;
        }
        if (Ui.read(() -> Widgets.tab(title).map(CTabItem::isShowing).orElse(false))) {
            Input.click(Ui.read(() -> Widgets.tab(title).map(Widgets::center).orElseThrow()));
        } else {
            Menus.menuBar("Window", "Show View", title);
        }
        Ui.waitUntil(title + " to show", () -> Widgets.view(title).isPresent());
    }

    /** Brings the view to the front, then clicks the ✕ its tab shows at its right end. */
    public static void close(String title) {
        // A click on the tab makes its part the active one, whose tab shows the ✕.
        Input.click(Ui.waitFor("the tab " + title, () -> Widgets.tab(title).filter(CTabItem::isShowing).map(Widgets::center).orElse(null)));
        Ui.waitUntil(title + " to show", () -> Widgets.view(title).isPresent());
        Point close = Ui.read(() -> {
            CTabItem tab = Widgets.tab(title).orElseThrow();
            Rectangle bounds = tab.getBounds();
            return tab.getParent().toDisplay(bounds.x + bounds.width - 13, bounds.y + bounds.height / 2);
        });
        Input.click(close);
    }
}
