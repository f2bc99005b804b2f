package org.dclab.ui.robot;

import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/** The workbench's views as tabs a person clicks: bring one to the front, or close it with its tab's ✕. */
public final class Views {

    private Views() {
    }

    /** Clicks the tab of the view titled {@code title}, bringing it to the front. */
    public static void show(String title) {
        Input.click(Ui.waitFor("the tab " + title, () -> Widgets.tab(title).map(Widgets::center).orElse(null)));
        Ui.waitUntil(title + " to show", () -> Widgets.view(title).isPresent());
    }

    /** Brings the view to the front, then clicks the ✕ its tab shows at its right end. */
    public static void close(String title) {
        show(title);
        Point close = Ui.read(() -> {
            CTabItem tab = Widgets.tab(title).orElseThrow();
            Rectangle bounds = tab.getBounds();
            return tab.getParent().toDisplay(bounds.x + bounds.width - 13, bounds.y + bounds.height / 2);
        });
        Input.click(close);
    }
}
