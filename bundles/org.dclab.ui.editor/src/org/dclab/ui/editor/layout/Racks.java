package org.dclab.ui.editor.layout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.tools.Snapping;
import org.eclipse.swt.graphics.Point;

/**
 * The hosts hanging off a single switch or router (a rack), which the layout places itself beneath their switch
 * rather than give to ELK: in one layer, the 144 hosts of a leaf-spine would make a strip 9000 pixels wide.
 *
 * <p>Where all racks side by side fit a screen's width, each rack is one row: every link from the switch then reaches
 * its host without passing another. A bigger fabric shows each rack as a block about as wide as deep (at most eight
 * side by side), where links to the back rows pass behind the front hosts: the price of a drawing that still fits a
 * screen at a zoom where names can be read. A star's single rack is a block twice as wide as deep instead.
 */
final class Racks {

    /** How wide all racks in single rows may be together, in diagram pixels: about a screen at zoom 1. */
    static final int ROWS_FIT_WIDTH = 1600;
    private static final int CELL_WIDTH = 60;
    private static final int CELL_HEIGHT = 60;
    /** Between a switch's name and the top of its rack. */
    private static final int GAP = 50;
    /** How far a link to an outer host passes above the shape of an inner one, at least. */
    private static final int CLEARANCE = 6;
    /** Space between the names of neighbouring hosts. */
    private static final int LABEL_GAP = 8;
    private static final int MAX_COLUMNS = 8;
    private static final int LONE_RACK_MAX_COLUMNS = 16;

    private final Map<Node, List<Host>> bySwitch;
    private final Set<Node> racked = new HashSet<>();
    private final boolean singleRows;

    private Racks(Map<Node, List<Host>> bySwitch) {
        this.bySwitch = bySwitch;
        bySwitch.values().forEach(racked::addAll);
        int rowsWidth = 0;
        for (List<Host> rack : bySwitch.values()) {
            rowsWidth += rack.size() * cellWidth(rack);
        }
        singleRows = rowsWidth <= ROWS_FIT_WIDTH;
    }

    /** Hosts with exactly one link, whose other end is a switch or router, grouped by that node. */
    static Racks of(Network network) {
        Map<Node, List<Link>> linksOf = new HashMap<>();
        for (Link link : network.getLinks()) {
            if (link.getSource() != null && link.getTarget() != null) {
                linksOf.computeIfAbsent(link.getSource(), n -> new ArrayList<>()).add(link);
                linksOf.computeIfAbsent(link.getTarget(), n -> new ArrayList<>()).add(link);
            }
        }
        Map<Node, List<Host>> racks = new LinkedHashMap<>();
        for (Node node : network.getNodes()) {
            List<Link> links = linksOf.getOrDefault(node, List.of());
            if (node instanceof Host host && links.size() == 1) {
                Link link = links.get(0);
                Node other = link.getSource() == host ? link.getTarget() : link.getSource();
                if (!(other instanceof Host)) {
                    racks.computeIfAbsent(other, n -> new ArrayList<>()).add(host);
                }
            }
        }
        return new Racks(racks);
    }

    /** Whether {@code node} stands in a rack, placed by {@link #place} rather than by ELK. */
    boolean isRacked(Node node) {
        return racked.contains(node);
    }

    /**
     * The room the rack of {@code node} takes beneath the node's shape, the node's name included; (0, 0) for a node
     * without one.
     */
    Point size(Node node) {
        List<Host> rack = bySwitch.get(node);
        if (rack == null || rack.isEmpty()) {
            return new Point(0, 0);
        }
        int columns = columns(rack.size());
        int rows = (rack.size() + columns - 1) / columns;
        return new Point(columns * cellWidth(rack), drop(node, rack, columns) + rows * CELL_HEIGHT);
    }

    /**
     * Places the rack of {@code node}, if it has one, centred beneath it; {@code centreY} is where the node's centre
     * is.
     */
    void place(Node node, int centreX, int centreY, Map<Node, Point> result) {
        List<Host> rack = bySwitch.get(node);
        if (rack == null) {
            return;
        }
        int columns = columns(rack.size());
        int cellWidth = cellWidth(rack);
        int top = centreY + NodeFigure.shapeSize(node).y / 2 + drop(node, rack, columns);
        for (int i = 0; i < rack.size(); i++) {
            int column = i % columns;
            int row = i / columns;
            int x = centreX + (int) ((column - (columns - 1) / 2.0) * cellWidth);
            int y = top + row * CELL_HEIGHT + CELL_HEIGHT / 2;
            result.put(rack.get(i), new Point(Snapping.snap(x), Snapping.snap(y)));
        }
    }

    /**
     * From the bottom of a switch's shape to the top of its rack: its name and a gap, and more for a wide row. The
     * link to an outer host of a row passes over the inner neighbour's near edge, and must clear that host's shape
     * by a few pixels, or it would seem to end there; the steeper the links, the more room.
     */
    private static int drop(Node node, List<Host> rack, int columns) {
        int base = NodeFigure.LABEL_HEIGHT + GAP;
        int centres = NodeFigure.shapeSize(node).y / 2 + base + CELL_HEIGHT / 2;
        Point host = NodeFigure.shapeSize(rack.get(0));
        double outermost = (columns - 1) / 2.0 * cellWidth(rack);
        // Between a host's near edge and the next centre outwards; a grid snap may take up to one grid step of it.
        double run = cellWidth(rack) - host.x / 2.0 - Snapping.GRID;
        int needed = (int) Math.ceil((host.y / 2.0 + CLEARANCE) * outermost / run);
        return base + Math.max(0, needed - centres);
    }

    private int columns(int hosts) {
        if (singleRows) {
            return hosts;
        }
        if (bySwitch.size() == 1) {
            // A star: its one rack is the whole picture, so it takes a screen's shape, twice as wide as deep.
            return Math.min(LONE_RACK_MAX_COLUMNS, (int) Math.ceil(Math.sqrt(2.0 * hosts)));
        }
        return Math.min(MAX_COLUMNS, (int) Math.ceil(Math.sqrt(hosts)));
    }

    /** A column's width: room for the widest name in the rack, so that neighbours' names never touch. */
    private static int cellWidth(List<Host> rack) {
        int widest = CELL_WIDTH;
        for (Host host : rack) {
            widest = Math.max(widest, NodeFigure.paintBounds(host, 0, 0).width + LABEL_GAP);
        }
        return widest;
    }
}
