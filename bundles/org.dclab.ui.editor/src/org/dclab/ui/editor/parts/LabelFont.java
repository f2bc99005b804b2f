package org.dclab.ui.editor.parts;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.DoubleSupplier;

import org.dclab.model.Network;

import org.dclab.model.Node;
import org.dclab.ui.editor.figures.NodeFigure;
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
 * Disposed with the canvas.
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
     * Below this zoom presentation mode lets names shrink again, to {@link #LEGIBLE_PIXELS} at the least: a whole
     * fabric's names at full size would cover it.
     */
    private static final double MIN_UNZOOMED = 0.4;
    /** Nodes closer than this in height are on one row, where their names may meet. */
    private static final int ROW_UNITS = 40;
    /** Between two names side by side, in pixels. */
    private static final int NAME_GAP = 6;
    /**
     * In presentation mode a name is written this high on the screen at least (em, pixels), or not at all at that zoom:
     * a leaf-spine's 144 hosts in one row left every name 7.5 px high, spines' and leaves' too. Names of a row too
     * crowded for it come back as the canvas zooms in.
     */
    static final double LEGIBLE_PIXELS = 12;

    private final Canvas canvas;
    private final DoubleSupplier zoom;
    private final Network network;
    /** The nodes' positions {@link #rooms} were measured for; a move or an added node measures again. */
    private List<Point> measuredFor = List.of();
    /** Each node's distance to its nearest neighbour on its row, in diagram units, for the positions {@link #measuredFor}. */
    private Map<Node, Double> rooms = Map.of();
    /** In presentation mode, the nodes whose names {@link #font} leaves too small to write; empty otherwise. */
    private Set<Node> unnamed = Set.of();
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

    LabelFont(Canvas canvas, DoubleSupplier zoom, Network network) {
        this.canvas = canvas;
        this.zoom = zoom;
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
        if (Presentation.isOn() && (zoom.getAsDouble() != madeFor || !positions().equals(measuredFor))) {
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
        Font current = font();
        String name = node.getName() == null ? "" : node.getName();
        Point extent = extents.get(name);
        if (extent == null) {
            GC gc = new GC(canvas);
            try {
                gc.setFont(current);
                extent = gc.textExtent(name);
                extents.put(name, extent);
            } finally {
                gc.dispose();
            }
        }
        return NodeFigure.labelBounds(node, dx, dy, extent);
    }

    private Font create() {
        extents.clear();
        FontData data = canvas.getDisplay().getSystemFont().getFontData()[0];
        madeFor = zoom.getAsDouble();
        double unzoom = 1;
        unnamed = Set.of();
        if (Presentation.isOn()) {
            // Up to the presentation size on the screen, but never so large that a name runs into its neighbour's: an
            // incast's 128 servers stand 60 units apart, a dumbbell's hosts hundreds. A row whose names would be written
            // below the legible size keeps its names for a closer zoom and does not shrink the others'.
            data.setHeight(points());
            double legible = LEGIBLE_PIXELS * 72 / (points() * madeFor * canvas.getDisplay().getDPI().y);
            double wanted = Math.max(1 / Math.max(MIN_UNZOOMED, Math.min(1, madeFor)), legible);
            Map<Node, Double> fits = fits(data);
            Set<Node> tooCrowded = new HashSet<>();
            double fitsAll = wanted;
            for (Map.Entry<Node, Double> fit : fits.entrySet()) {
                if (fit.getValue() < legible) {
                    tooCrowded.add(fit.getKey());
                } else {
                    fitsAll = Math.min(fitsAll, fit.getValue());
                }
            }
            unnamed = Set.copyOf(tooCrowded);
            // Below the presentation size too, down to the legible size, where a row is that crowded: at 80 % an incast's
            // servers 60 units apart wrote "srv100srv101srv102" run together.
            unzoom = fitsAll;
        }
        data.setHeight((int) Math.round(points() * unzoom));
        return new Font(canvas.getDisplay(), data);
    }

    /** Whether the name of {@code node} is written at the zoom shown: in presentation mode, unless its row is too crowded. */
    boolean named(Node node) {
        font();
        return !unnamed.contains(node);
    }

    /**
     * For each node, how much larger than the font of {@code data} its name may be written before it meets its
     * neighbour's on its row (infinite for a node alone on its row).
     */
    private Map<Node, Double> fits(FontData data) {
        measureRooms();
        Font probe = new Font(canvas.getDisplay(), data);
        GC gc = new GC(canvas);
        try {
            gc.setFont(probe);
            Map<Node, Double> fits = new HashMap<>();
            for (Node node : network.getNodes()) {
                double wide = gc.textExtent(node.getName() == null ? "" : node.getName()).x + NAME_GAP;
                fits.put(node, rooms.getOrDefault(node, Double.POSITIVE_INFINITY) / wide);
            }
            return fits;
        } finally {
            gc.dispose();
            probe.dispose();
        }
    }

    private List<Point> positions() {
        return network.getNodes().stream().map(n -> new Point(n.getX(), n.getY())).toList();
    }

    /**
     * Measures, for the nodes' positions now, each node's distance to its nearest neighbour on its row (names written
     * on one line would meet).
     */
    private void measureRooms() {
        List<Point> now = positions();
        if (!now.equals(measuredFor)) {
            measuredFor = now;
            List<Node> nodes = network.getNodes();
            Map<Node, Double> nearest = new HashMap<>();
            for (int i = 0; i < now.size(); i++) {
                for (int j = i + 1; j < now.size(); j++) {
                    if (Math.abs(now.get(i).y - now.get(j).y) < ROW_UNITS) {
                        double apart = Math.abs(now.get(i).x - now.get(j).x);
                        nearest.merge(nodes.get(i), apart, Math::min);
                        nearest.merge(nodes.get(j), apart, Math::min);
                    }
                }
            }
            rooms = nearest;
        }
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
