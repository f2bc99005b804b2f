package org.dclab.ui.editor.palette;

import java.util.EnumMap;
import java.util.Map;

import org.dclab.model.DclabFactory;
import org.dclab.model.Node;
import org.dclab.ui.editor.figures.DiagramColors;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.parts.DiagramViewer;
import org.dclab.ui.editor.tools.ToolKind;
import org.dclab.ui.present.Presentation;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Transform;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;

/**
 * The palette: one radio button per tool, with icons drawn by the same figures as the canvas so that the palette's
 * host looks exactly like a host on the diagram. It follows the viewer when a key changes the tool. Where the editor is
 * narrow (a lab sheet docked beside it at 1280x720), the tools show only their icons, named in their tooltips, and the
 * canvas gets the width their names took.
 */
public final class PaletteBar {

    private static final int ICON_SIZE = 24;
    /** Editor widths, in pixels, below which the tools' names give their room to the canvas. */
    private static final int ICONS_ONLY_BELOW = 420;

    private final ToolBar toolBar;
    private final Map<ToolKind, ToolItem> items = new EnumMap<>(ToolKind.class);
    private boolean iconsOnly;

    public PaletteBar(Composite parent, DiagramViewer viewer) {
        toolBar = new ToolBar(parent, SWT.VERTICAL | SWT.FLAT | SWT.RIGHT);
        for (ToolKind kind : ToolKind.values()) {
            ToolItem item = new ToolItem(toolBar, SWT.RADIO);
            item.setText(kind.label());
            item.setToolTipText(kind.label() + ": " + kind.description());
            Image icon = icon(toolBar.getDisplay(), kind);
            item.setImage(icon);
            item.addDisposeListener(e -> icon.dispose());
            item.addListener(SWT.Selection, e -> {
                if (item.getSelection()) {
                    viewer.tools().choose(kind);
                    viewer.getControl().setFocus();
                }
            });
            items.put(kind, item);
        }
        items.get(viewer.tools().kind()).setSelection(true);
        viewer.tools().addListener(this::show);
    }

    public ToolBar getControl() {
        return toolBar;
    }

    /** Shows the tools' names while {@code editor}, the palette's parent, has room for them beside the canvas. */
    public void followWidthOf(Composite editor) {
        Runnable fit = () -> {
            // In presentation mode the canvas is the stage: the tools' names, whose tooltips still say them, give it room.
            boolean narrow = editor.getClientArea().width < ICONS_ONLY_BELOW || Presentation.isOn();
            if (narrow != iconsOnly) {
                iconsOnly = narrow;
                items.forEach((kind, item) -> item.setText(narrow ? "" : kind.label()));
                editor.layout(true);
            }
        };
        editor.addListener(SWT.Resize, e -> fit.run());
        Presentation.follow(editor, fit);
    }

    /** Whether the tools show only their icons, for tests. */
    public boolean iconsOnly() {
        return iconsOnly;
    }

    private void show(ToolKind kind) {
        if (toolBar.isDisposed()) {
            return;
        }
        items.forEach((k, item) -> item.setSelection(k == kind));
    }

    private static Image icon(Display display, ToolKind kind) {
        Image image = new Image(display, ICON_SIZE, ICON_SIZE);
        GC gc = new GC(image);
        try {
            gc.setAntialias(SWT.ON);
            gc.setBackground(display.getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
            gc.fillRectangle(0, 0, ICON_SIZE, ICON_SIZE);
            if (kind.nodeKind() != null) {
                Node sample = (Node) DclabFactory.eINSTANCE.create(kind.nodeKind());
                sample.setX(ICON_SIZE);
                sample.setY(ICON_SIZE);
                Transform half = new Transform(display);
                half.scale(0.5f, 0.5f);
                gc.setTransform(half);
                NodeFigure.paint(gc, sample, 0, 0, false, false);
                gc.setTransform(null);
                half.dispose();
            } else if (kind == ToolKind.LINK) {
                gc.setForeground(DiagramColors.LINK);
                gc.setLineWidth(2);
                gc.drawLine(4, ICON_SIZE - 5, ICON_SIZE - 5, 4);
                gc.setBackground(DiagramColors.OUTLINE);
                gc.fillOval(1, ICON_SIZE - 8, 6, 6);
                gc.fillOval(ICON_SIZE - 8, 1, 6, 6);
            } else {
                gc.setBackground(DiagramColors.OUTLINE);
                gc.fillPolygon(new int[] { 7, 3, 7, 20, 11, 16, 14, 22, 17, 21, 14, 15, 19, 15 });
            }
        } finally {
            gc.dispose();
        }
        return image;
    }
}
