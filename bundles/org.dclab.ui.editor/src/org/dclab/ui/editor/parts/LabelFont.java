package org.dclab.ui.editor.parts;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.figures.RangeLabel;
import org.dclab.ui.present.Presentation;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;

/**
 * The font of node names and link labels on a canvas, at the size presentation mode asks: made again when the mode
 * changes, then the whole canvas is drawn again since names, labels, queue bars and packets all change size with it.
 * In presentation mode it also keeps what {@link NamePlacement} decided in that font for the nodes where they are and
 * the part of the diagram shown. Disposed with the canvas.
 */
final class LabelFont {

    /** Everyday size of node names and link labels, in points at zoom 1; presentation mode multiplies it. */
    private static final int LABEL_POINTS = 9;
    /**
     * In presentation mode names and labels are written from this size, times the factor: 15 pt at 1.5×, whose 20 px
     * the back rows of a classroom read; 1.5 times the everyday 9 pt was 18 px.
     */
    private static final int PRESENTED_POINTS = 10;
    /**
     * Below this zoom presentation mode lets names shrink on the screen with it: a font made for a whole 1,024-host
     * fabric at a few percent would be hundreds of points high, to write hardly a name.
     */
    private static final double MIN_UNZOOMED = 0.1;
    /** Between two labels side by side, in pixels on the screen. */
    private static final int NAME_GAP = 6;

    private final Canvas canvas;
    private final DoubleSupplier zoom;
    /** The part of the diagram the canvas shows, rounded inwards: a label it would cut is not written. */
    private final Supplier<Rectangle> shown;
    private final Network network;
    /**
     * A digest of the nodes' names and positions {@link #placement} was made for; a move, a rename or an added node places
     * again. A digest, not a copy: queue bars ask whether a name is written for every bar at every frame of a run.
     */
    private long placedFor;
    /** The part of the diagram shown when {@link #placement} was made; a pan or a resize places again. */
    private Rectangle placedIn;
    /** In presentation mode, what is written for each node in {@link #font}; null until asked for or outside the mode. */
    private NamePlacement placement;
    private Font font;
    /** The font of text written over the canvas in screen pixels (keys, captions), which no zoom changes. */
    private Font screenFont;
    /** The zoom {@link #font} was made for; it matters only in presentation mode. */
    private double madeFor;
    /**
     * Each name's size in {@link #font}, measured once per font: queue bars keep clear of the names and are placed at
     * every frame of a run, and a GC made for each measure costs more than the frame's drawing.
     */
    private final Map<String, Point> extents = new HashMap<>();

    LabelFont(Canvas canvas, DoubleSupplier zoom, Supplier<Rectangle> shown, Network network) {
        this.canvas = canvas;
        this.zoom = zoom;
        this.shown = shown;
        this.network = network;
        font = create();
        screenFont = createScreenFont();
        canvas.addDisposeListener(e -> {
            font.dispose();
            screenFont.dispose();
        });
        Presentation.follow(canvas, this::presentationChanged);
    }

    /**
     * The font at the zoom shown. In presentation mode names and labels keep their size on the screen when the canvas
     * zooms out to fit a topology (as lanes and queue bars do), so the back rows read them: at the 41 % a dumbbell was
     * fitted to at 1280x720 they were 8 px high.
     */
    Font font() {
        if (Presentation.isOn() && zoom.getAsDouble() != madeFor) {
            Font old = font;
            font = create();
            old.dispose();
        }
        return font;
    }

    /** The font of what is written over the canvas in screen pixels: the size of names at zoom 1. */
    Font screenFont() {
        return screenFont;
    }

    private Font createScreenFont() {
        FontData data = canvas.getDisplay().getSystemFont().getFontData()[0];
        data.setHeight(points());
        return new Font(canvas.getDisplay(), data);
    }

    private static int points() {
        return Presentation.isOn() ? Presentation.scale(PRESENTED_POINTS) : LABEL_POINTS;
    }

    /** Where the name of {@code node} is written, in diagram coordinates, whether or not the zoom shows names. */
    Rectangle nameBounds(Node node) {
        return nameBounds(node, 0, 0);
    }

    /** Where the name of {@code node} shifted by ({@code dx}, {@code dy}) is written, in diagram coordinates. */
    Rectangle nameBounds(Node node, int dx, int dy) {
        return NodeFigure.labelBounds(node, dx, dy, extent(node.getName() == null ? "" : node.getName(), font()));
    }

    private Point extent(String text, Font current) {
        Point extent = extents.get(text);
        if (extent == null) {
            GC gc = new GC(canvas);
            try {
                gc.setFont(current);
                extent = gc.textExtent(text);
                extents.put(text, extent);
            } finally {
                gc.dispose();
            }
        }
        return extent;
    }

    private Font create() {
        extents.clear();
        placement = null;
        FontData data = canvas.getDisplay().getSystemFont().getFontData()[0];
        madeFor = zoom.getAsDouble();
        if (Presentation.isOn()) {
            // The presentation size on the screen at any zoom, rounded up so that no name is written below it: at the
            // 41 % a dumbbell was fitted to at 1280x720 names of a fixed size were 8 px high. Where a row has no room for
            // its names at this size, NamePlacement writes fewer of them rather than smaller ones.
            data.setHeight((int) Math.ceil(points() / Math.max(MIN_UNZOOMED, Math.min(1, madeFor))));
        } else {
            data.setHeight(points());
        }
        return new Font(canvas.getDisplay(), data);
    }

    /** Whether the name of {@code node} is written at the zoom shown: in presentation mode, where it has room. */
    boolean named(Node node) {
        return placement().named(node);
    }

    /** In presentation mode, the range labels written for crowded rows at the zoom shown; none otherwise. */
    List<RangeLabel> ranges() {
        return Presentation.isOn() ? placement().ranges() : List.of();
    }

    private NamePlacement placement() {
        Font current = font();
        long now = digest();
        Rectangle in = shown.get();
        if (placement == null || now != placedFor || !in.equals(placedIn)) {
            boolean moved = placement != null && now != placedFor;
            placedFor = now;
            placedIn = in;
            int gap = (int) Math.ceil(NAME_GAP / Math.max(MIN_UNZOOMED, Math.min(1, madeFor)));
            placement = NamePlacement.of(network.getNodes(), text -> extent(text, current), gap, in);
            if (moved) {
                // Labels elsewhere on the canvas may come or go with a node moved or renamed.
                canvas.getDisplay().asyncExec(() -> {
                    if (!canvas.isDisposed()) {
                        canvas.redraw();
                    }
                });
            }
        }
        return placement;
    }

    private long digest() {
        long digest = network.getNodes().size();
        for (Node node : network.getNodes()) {
            digest = 31 * digest + Objects.hashCode(node.getName());
            digest = 1_000_003 * digest + node.getX();
            digest = 1_000_003 * digest + node.getY();
        }
        return digest;
    }

    private void presentationChanged() {
        Font old = font;
        font = create();
        old.dispose();
        Font oldScreen = screenFont;
        screenFont = createScreenFont();
        oldScreen.dispose();
        canvas.redraw();
    }
}
