package org.dclab.ui.editor.parts;

import org.dclab.model.Node;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.present.Presentation;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;

/**
 * The font of node names and link labels on a canvas, at the size presentation mode asks: made again when the mode
 * changes, then the whole canvas is drawn again since names, labels, queue bars and packets all change size with it.
 * Disposed with the canvas.
 */
final class LabelFont {

    /** Everyday size of node names and link labels, in points at zoom 1; presentation mode multiplies it. */
    private static final int LABEL_POINTS = 9;

    private final Canvas canvas;
    private Font font;

    LabelFont(Canvas canvas) {
        this.canvas = canvas;
        font = create();
        canvas.addDisposeListener(e -> font.dispose());
        Presentation.follow(canvas, this::presentationChanged);
    }

    Font font() {
        return font;
    }

    /** Where the name of {@code node} is written, in diagram coordinates, whether or not the zoom shows names. */
    Rectangle nameBounds(Node node) {
        GC gc = new GC(canvas);
        try {
            gc.setFont(font);
            return NodeFigure.labelBounds(node, 0, 0, gc.textExtent(node.getName() == null ? "" : node.getName()));
        } finally {
            gc.dispose();
        }
    }

    private Font create() {
        FontData data = canvas.getDisplay().getSystemFont().getFontData()[0];
        data.setHeight(Presentation.scale(LABEL_POINTS));
        return new Font(canvas.getDisplay(), data);
    }

    private void presentationChanged() {
        Font old = font;
        font = create();
        old.dispose();
        canvas.redraw();
    }
}
