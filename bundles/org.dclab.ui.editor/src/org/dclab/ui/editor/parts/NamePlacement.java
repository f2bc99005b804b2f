package org.dclab.ui.editor.parts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.dclab.model.Node;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.figures.RangeLabel;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/**
 * What the stage writes for each node, at one size: its name under it, or a range label for the middle of a row too
 * crowded for each name ("srv1", "srv2 … srv15", "srv16"), or nothing at this zoom. Every label is written at the font
 * it was measured in and is kept only where it meets no other label and no node's shape; an incast's 128 servers, 60
 * units apart, cannot all carry a 20 px name, and shrinking them all to fit left them 12 to 14 px high. Names with
 * room beside their neighbours' are placed first, then the labels of the runs of names that would meet, top to bottom; zooming in gives a row room for its names
 * again. Painting, queue bars (which keep clear of the names written), the tooltip and the robot all read this one
 * decision.
 */
final class NamePlacement {

    /** Nodes closer than this in height are on one row, where their names may meet. */
    private static final int ROW_UNITS = 40;

    /** Each node whose own name is written, with where. */
    private final Map<Node, Rectangle> names = new HashMap<>();
    private final List<RangeLabel> ranges = new ArrayList<>();
    /** Every label kept so far, names and ranges. */
    private final List<Rectangle> kept = new ArrayList<>();
    private final List<Rectangle> shapes;
    private final Function<String, Point> extent;
    private final int gap;
    private final Rectangle shown;

    /**
     * Places the labels of {@code nodes}, each text {@code extent} big in the font it is written in, at least {@code gap}
     * diagram units apart side by side and whole inside {@code shown}, the part of the diagram on the screen.
     */
    static NamePlacement of(List<Node> nodes, Function<String, Point> extent, int gap, Rectangle shown) {
        NamePlacement placement = new NamePlacement(nodes, extent, gap, shown);
        List<List<Node>> crowded = new ArrayList<>();
        for (List<Node> row : rows(nodes)) {
            for (List<Node> run : placement.runs(row)) {
                if (run.size() == 1) {
                    placement.nameIfClear(run.get(0));
                } else {
                    crowded.add(run);
                }
            }
        }
        crowded.forEach(placement::labelCrowded);
        return placement;
    }

    private NamePlacement(List<Node> nodes, Function<String, Point> extent, int gap, Rectangle shown) {
        this.shapes = nodes.stream().map(n -> NodeFigure.shapeBounds(n, 0, 0)).toList();
        this.extent = extent;
        this.gap = gap;
        this.shown = shown;
    }

    /** Whether the name of {@code node} is written. */
    boolean named(Node node) {
        return names.containsKey(node);
    }

    /** The range labels written, in diagram coordinates. */
    List<RangeLabel> ranges() {
        return List.copyOf(ranges);
    }

    /** The nodes in rows, top to bottom, each row left to right. */
    private static List<List<Node>> rows(List<Node> nodes) {
        List<Node> byHeight = new ArrayList<>(nodes);
        byHeight.sort(Comparator.comparingInt(Node::getY).thenComparingInt(Node::getX));
        List<List<Node>> rows = new ArrayList<>();
        List<Node> row = new ArrayList<>();
        for (Node node : byHeight) {
            if (!row.isEmpty() && node.getY() - row.get(0).getY() >= ROW_UNITS) {
                rows.add(row);
                row = new ArrayList<>();
            }
            row.add(node);
        }
        if (!row.isEmpty()) {
            rows.add(row);
        }
        rows.forEach(r -> r.sort(Comparator.comparingInt(Node::getX)));
        return rows;
    }

    private Rectangle nameBox(Node node) {
        return NodeFigure.labelBounds(node, 0, 0, extent.apply(nameOf(node)));
    }

    private static String nameOf(Node node) {
        return node.getName() == null ? "" : node.getName();
    }

    /**
     * The row cut where neighbours' names do not meet: a leaf-spine's hosts three abreast under each leaf are a run each,
     * an incast's row of sixteen servers one run; a node alone in its run has room for its name.
     */
    private List<List<Node>> runs(List<Node> row) {
        List<List<Node>> runs = new ArrayList<>();
        List<Node> run = new ArrayList<>();
        for (Node node : row) {
            if (!run.isEmpty() && !meet(nameBox(run.get(run.size() - 1)), nameBox(node))) {
                runs.add(run);
                run = new ArrayList<>();
            }
            run.add(node);
        }
        if (!run.isEmpty()) {
            runs.add(run);
        }
        return runs;
    }

    private boolean meet(Rectangle a, Rectangle b) {
        return new Rectangle(a.x - gap, a.y, a.width + 2 * gap, a.height).intersects(b);
    }

    /**
     * Whether a label at {@code box} lies whole on the screen and meets no label kept and no node's shape: "rv17" cut at
     * the canvas's edge reads as another name, and a crowded row's whole range label can be written in its place.
     */
    private boolean clear(Rectangle box) {
        return shown.intersection(box).equals(box) && kept.stream().noneMatch(k -> meet(k, box)) && shapes.stream().noneMatch(
                box::intersects);
    }

    private void nameIfClear(Node node) {
        Rectangle box = nameBox(node);
        if (clear(box)) {
            names.put(node, box);
            kept.add(box);
        }
    }

    /**
     * A run of names that would meet keeps its first and last names with a range label between them for the rest, or
     * else one range label for the whole run, or nothing at this zoom.
     */
    private void labelCrowded(List<Node> run) {
        int line = run.stream().mapToInt(n -> nameBox(n).y).max().orElse(0);
        Node first = run.get(0);
        Node last = run.get(run.size() - 1);
        Rectangle firstName = nameBox(first);
        Rectangle lastName = nameBox(last);
        if (run.size() >= 3 && !meet(firstName, lastName) && clear(firstName) && clear(lastName)) {
            String text = run.size() == 3 ? nameOf(run.get(1)) : RangeLabel.text(nameOf(run.get(1)), nameOf(run.get(run.size() - 2)));
            Point size = extent.apply(text);
            int from = firstName.x + firstName.width + gap;
            int to = lastName.x - gap;
            Rectangle middle = new Rectangle(from, line, to - from, size.y);
            if (to - from >= size.x + 2 * gap && clear(middle)) {
                names.put(first, firstName);
                names.put(last, lastName);
                kept.add(firstName);
                kept.add(lastName);
                keep(new RangeLabel(text, middle));
                return;
            }
        }
        String text = RangeLabel.text(nameOf(first), nameOf(last));
        Point size = extent.apply(text);
        int centre = (first.getX() + last.getX()) / 2;
        int width = Math.max(last.getX() - first.getX(), size.x);
        Rectangle whole = new Rectangle(centre - width / 2, line, width, size.y);
        if (clear(whole)) {
            keep(new RangeLabel(text, whole));
        }
    }

    private void keep(RangeLabel label) {
        ranges.add(label);
        kept.add(label.bounds());
    }
}
