package org.dclab.ui.views;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Control;

/**
 * Small squares of the flows' colours, for a table cell beside the flow's name, as tall as the control's text, so they
 * grow with presentation mode. Made once per colour and size, released with the control.
 */
public final class FlowSwatches {

    private final Control owner;
    private final Map<String, Image> images = new HashMap<>();

    public FlowSwatches(Control owner) {
        this.owner = owner;
        owner.addDisposeListener(e -> images.values().forEach(Image::dispose));
    }

    /** The swatch of {@code rgb}, or null for null. */
    public Image of(RGB rgb) {
        if (rgb == null) {
            return null;
        }
        GC measure = new GC(owner);
        int size;
        try {
            size = Math.max(8, measure.getFontMetrics().getAscent());
        } finally {
            measure.dispose();
        }
        return images.computeIfAbsent(rgb + "@" + size, k -> draw(rgb, size));
    }

    private Image draw(RGB rgb, int size) {
        Image image = new Image(owner.getDisplay(), size, size);
        GC gc = new GC(image);
        Color colour = new Color(rgb);
        try {
            gc.setBackground(colour);
            gc.fillRectangle(0, 0, size, size);
        } finally {
            gc.dispose();
        }
        return image;
    }
}
