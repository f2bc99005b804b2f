package org.dclab.ui.views;

import java.util.function.BiConsumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.jfree.chart.swt.ChartComposite;

/**
 * A chart on screen with DC Lab's items in its context menu after the zoom items. jfreechart-swt 1.0 was built
 * against JFreeChart 1.0.19: its own "Save as" and "Print" items would fail on 1.5, so they stay off and the
 * chart's own export items replace them.
 *
 * <p>The chart is drawn straight onto its canvas, which SWT already double-buffers, without the composite's own image
 * buffer: a live chart changes at every refresh, so that buffer was drawn anew each time and then copied, and SWT's
 * copy of an image converts all its pixels first, a sixth of the charts' painting in presentation mode.
 */
final class ChartCanvas extends ChartComposite {

    private BiConsumer<Menu, ChartSlot> items;
    private ChartSlot slot;

    ChartCanvas(Composite parent, ChartSlot slot, BiConsumer<Menu, ChartSlot> items) {
        super(parent, SWT.NONE, slot.chart(), DEFAULT_WIDTH, DEFAULT_HEIGHT, 120, 90, 4096, 4096, false, false, false, false, true,
                true);
        this.slot = slot;
        this.items = items;
    }

    /**
     * Called from the super constructor, before this object's fields are set: the items are added when the menu
     * opens, which also shows each toggle's current state.
     */
    @Override
    protected Menu createPopupMenu(boolean properties, boolean save, boolean print, boolean zoom) {
        Menu menu = super.createPopupMenu(properties, save, print, zoom);
        int zoomItems = menu.getItemCount();
        menu.addListener(SWT.Show, e -> {
            MenuItem[] all = menu.getItems();
            for (int i = zoomItems; i < all.length; i++) {
                all[i].dispose();
            }
            new MenuItem(menu, SWT.SEPARATOR);
            items.accept(menu, slot);
        });
        return menu;
    }
}
