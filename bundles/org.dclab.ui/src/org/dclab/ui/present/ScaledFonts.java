package org.dclab.ui.present;

import org.eclipse.jface.resource.FontDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/**
 * Gives every control of a tree its own font grown by the presentation factor, bold and italic kept, and gives it
 * back its own font when presentation mode ends. Each control remembers the font it had before the first change, so
 * applying the factor again never compounds it; the larger fonts come from JFace's shared font registry and are
 * released with the tree.
 */
final class ScaledFonts {

    private static final String BASE_FONT = "org.dclab.ui.present.baseFont";
    private static final String RESOURCES = "org.dclab.ui.present.resources";

    private ScaledFonts() {
    }

    /** Sets the fonts of {@code root} and all its descendants for {@code factor}, then lays the tree out again. */
    static void apply(Control root, double factor) {
        if (root == null || root.isDisposed()) {
            return;
        }
        applyTree(root, factor, resources(root));
        if (root instanceof Composite c) {
            c.layout(true, true);
        }
        root.requestLayout();
    }

    private static void applyTree(Control control, double factor, LocalResourceManager resources) {
        Font base = (Font) control.getData(BASE_FONT);
        if (base == null || base.isDisposed()) {
            base = control.getFont();
            control.setData(BASE_FONT, base);
        }
        if (factor == 1) {
            control.setFont(base);
        } else {
            FontData[] data = base.getFontData();
            int height = (int) Math.round(data[0].getHeight() * factor);
            control.setFont(resources.create(FontDescriptor.createFrom(data).setHeight(height)));
        }
        if (control instanceof Composite c) {
            for (Control child : c.getChildren()) {
                applyTree(child, factor, resources);
            }
        }
    }

    private static LocalResourceManager resources(Control root) {
        LocalResourceManager resources = (LocalResourceManager) root.getData(RESOURCES);
        if (resources == null) {
            resources = new LocalResourceManager(JFaceResources.getResources(), root);
            root.setData(RESOURCES, resources);
        }
        return resources;
    }
}
