package org.dclab.ui.views;

import java.util.List;
import java.util.function.BiConsumer;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;

/**
 * One chart's place in the stack of live charts: the chart itself, or, when the run cannot give it a line (AIPM's
 * windows in a run without an incast client), a note of a few lines with the chart's title and why, so the charts
 * with lines get its room. The note's labels take part in presentation mode's larger text like the view's other
 * labels.
 */
final class ChartCell extends Composite {

    private final StackLayout layers = new StackLayout();
    private final ChartCanvas canvas;
    private final Composite note;
    private final Label reason;
    private Object measuredFor;
    private int measuredHeight;

    ChartCell(Composite parent, ChartSlot slot, BiConsumer<Menu, ChartSlot> items) {
        super(parent, SWT.NONE);
        setLayout(layers);
        canvas = new ChartCanvas(this, slot, items);
        note = new Composite(this, SWT.NONE);
        note.setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        GridLayoutFactory.fillDefaults().margins(8, 6).spacing(0, 2).applyTo(note);
        Label title = new Label(note, SWT.NONE);
        title.setText(slot.kind().title());
        title.setFont(JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT));
        title.setBackground(note.getBackground());
        reason = new Label(note, SWT.WRAP);
        reason.setBackground(note.getBackground());
        reason.setForeground(getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        GridDataFactory.fillDefaults().grab(true, false).hint(1, SWT.DEFAULT).applyTo(reason);
        layers.topControl = canvas;
    }

    ChartCanvas canvas() {
        return canvas;
    }

    /** Shows the note saying {@code why} in place of the chart. */
    void collapse(String why) {
        if (!why.equals(reason.getText())) {
            reason.setText(why);
            note.layout(true);
        }
        show(note);
    }

    /** Shows the chart again. */
    void expand() {
        show(canvas);
    }

    boolean collapsed() {
        return layers.topControl == note;
    }

    /**
     * Height the note needs at {@code width} pixels: its title and its reason wrapped to that width. Asked at every
     * redraw of the charts, so measured again only when the width, the reason or the font changed.
     */
    int noteHeight(int width) {
        Object key = List.of(width, reason.getText(), reason.getFont());
        if (!key.equals(measuredFor)) {
            measuredFor = key;
            measuredHeight = note.computeSize(Math.max(1, width), SWT.DEFAULT).y;
        }
        return measuredHeight;
    }

    private void show(Composite top) {
        if (layers.topControl != top) {
            layers.topControl = top;
            layout(true);
        }
    }
}
