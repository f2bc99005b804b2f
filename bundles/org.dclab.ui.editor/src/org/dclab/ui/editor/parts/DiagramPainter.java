package org.dclab.ui.editor.parts;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.Supplier;

import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.ui.editor.figures.RangeLabel;
import org.dclab.ui.editor.figures.DiagramColors;
import org.dclab.ui.editor.figures.LinkFigure;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.figures.ProblemBadge;
import org.dclab.sim.live.QueuePort;
import org.dclab.ui.present.Presentation;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.Transform;

/**
 * Paints a {@link DiagramViewer}: links, their labels, nodes, the active tool's feedback, problem badges and the
 * status line. A repaint draws only the elements that intersect the damaged region, and remembers where each element
 * was painted so that the viewer can repaint exactly that area when the element changes or goes.
 */
final class DiagramPainter {

    /** Below this zoom node names would be unreadably small; shapes alone still tell the topology. */
    private static final double NODE_LABEL_MIN_ZOOM = 0.45;
    /** Below this zoom rate/delay labels are unreadable; selected and faulty links keep theirs. */
    private static final double LINK_LABEL_MIN_ZOOM = 0.8;

    /**
     * Below this zoom a selected node's frame and a selected queue bar's outline are thinner than a pixel, so the
     * selection is ringed in screen pixels too (see {@link #paintSelectionRings}).
     */
    static final double RING_BELOW_ZOOM = 0.6;
    /** Radius of a selection ring around a node or queue bar at least, and the ring's line width, in screen pixels. */
    private static final int RING_RADIUS = 12;
    private static final int RING_WIDTH = 3;

    private final DiagramViewer viewer;
    private final DiagramSelection selection;
    private final MovePreview move;
    private final DiagramProblems problems;
    private final Map<EObject, Rectangle> painted = new HashMap<>();
    private Map<Link, LinkLabel> linkLabels = Map.of();

    DiagramPainter(DiagramViewer viewer) {
        this.viewer = viewer;
        selection = viewer.selection();
        move = viewer.movePreview();
        problems = viewer.problems();
    }

    static boolean showsNodeNames(double zoom) {
        return zoom >= NODE_LABEL_MIN_ZOOM;
    }

    /** Where {@code element} was last painted, in diagram coordinates, or null. */
    Rectangle paintedBounds(EObject element) {
        return painted.get(element);
    }

    /** Forgets elements that left the network. */
    void forgetRemoved() {
        painted.keySet().removeIf(e -> DiagramElements.owner(e) == null);
    }

    /**
     * Decides which links get their rate/delay label: selected links and links with problems first, at any zoom, where
     * their labels do not cover each other; the others only at a readable zoom and only where the label covers neither
     * a node nor a label placed before it. Links of the same rate and delay share one label that counts them: the 128
     * links of an incast star or the 36 of a leaf-spine mesh would otherwise repeat one text across the canvas, and
     * their middles lie so close together that the repeats cover each other. Rarer labels are placed first; a shared
     * one goes on the first of its links whose middle has room, and counts the selected and faulty ones too, which also
     * keep their own. Placement looks at all links, not only the repainted ones, so a partial repaint shows the same
     * labels as a full one.
     */
    private Map<Link, LinkLabel> placeLinkLabels(GC gc, Predicate<Node> isMoving) {
        Map<Link, LinkLabel> placed = new LinkedHashMap<>();
        Map<String, List<Link>> alike = new LinkedHashMap<>();
        boolean readable = viewer.viewport().zoom() >= LINK_LABEL_MIN_ZOOM;
        for (Link link : viewer.network().getLinks()) {
            boolean own = selection.isSelected(link) || problems.severityOf(link) >= Diagnostic.WARNING;
            if (!own && !readable) {
                // A fabric far out of the readable zoom: no label to write, so none to format on every frame.
                continue;
            }
            String text = LinkFigure.label(link);
            if (own) {
                Rectangle label = LinkFigure.labelBounds(link, gc.textExtent(text), isMoving, move.dx(), move.dy(),
                        viewer.activity().laneBand(link));
                if (placed.values().stream().noneMatch(other -> label.intersects(other.bounds()))) {
                    placed.put(link, new LinkLabel(link, text, label));
                }
            }
            if (readable) {
                alike.computeIfAbsent(text, k -> new ArrayList<>()).add(link);
            }
        }
        if (alike.isEmpty()) {
            return placed;
        }
        List<Rectangle> obstacles = new ArrayList<>();
        placed.values().forEach(label -> obstacles.add(label.bounds()));
        for (Node node : viewer.network().getNodes()) {
            boolean moved = isMoving.test(node);
            obstacles.add(NodeFigure.paintBounds(node, moved ? move.dx() : 0, moved ? move.dy() : 0));
        }
        // A link unlike the others (a bottleneck of its own rate) says the most: the fewer links a label stands for,
        // the sooner it is placed.
        List<List<Link>> bySize = new ArrayList<>(alike.values());
        bySize.sort(Comparator.comparingInt(List::size));
        Rectangle visible = viewer.viewport().toDiagram(viewer.clientArea());
        // The keys as last drawn: they are placed clear of nodes and bars, not of link labels, so they stay put while a
        // label finds a link beside them (on the stage an incast's "1 Gbps · 25 µs (129 links)" ran under the load key).
        List<Rectangle> keys = viewer.legendsDrawn().stream().map(viewer.viewport()::toDiagram).toList();
        // A run's lanes are drawn over the labels (below), so a label goes where none crosses it when a link offers that:
        // on an incast's fan of server links, other servers' lanes ran through "(129 links)".
        Predicate<Rectangle> underLanes = viewer.activity().laneCrossings(isMoving, move.dx(), move.dy());
        for (List<Link> links : bySize) {
            String text = LinkFigure.label(links.get(0), links.size());
            Point extent = gc.textExtent(text);
            // On a link whose label is in view, clear of the keys and of the lanes, if there is one (zoomed in on a
            // fabric, the first link may be off the view); in view matters more than clear of the lanes.
            LinkLabel best = null;
            int bestScore = -1;
            for (Link link : links) {
                if (placed.containsKey(link)) {
                    continue;
                }
                Rectangle label = LinkFigure.labelBounds(link, extent, isMoving, move.dx(), move.dy(), viewer.activity().laneBand(link));
                if (obstacles.stream().noneMatch(label::intersects)) {
                    boolean inView = visible.intersection(label).equals(label) && keys.stream().noneMatch(label::intersects);
                    int score = (inView ? 2 : 0) + (underLanes.test(label) ? 0 : 1);
                    if (score > bestScore) {
                        best = new LinkLabel(link, text, label);
                        bestScore = score;
                    }
                    if (score == 3) {
                        break;
                    }
                }
            }
            if (best != null) {
                placed.put(best.link(), best);
                obstacles.add(best.bounds());
            }
        }
        return placed;
    }

    /** The link labels drawn at the last paint. */
    List<LinkLabel> linkLabels() {
        return List.copyOf(linkLabels.values());
    }

    /**
     * Repaints where labels were or now are when the last paint placed them differently from the one before (a shared
     * label moves to another link when its link is edited, selected or dragged), so none is left behind outside the
     * area that paint covered.
     */
    private void repaintMovedLabels(Map<Link, LinkLabel> now, Rectangle paintedArea) {
        Rectangle moved = null;
        for (LinkLabel label : linkLabels.values()) {
            if (!label.equals(now.get(label.link()))) {
                moved = union(moved, label.bounds());
            }
        }
        for (LinkLabel label : now.values()) {
            if (!label.equals(linkLabels.get(label.link()))) {
                moved = union(moved, label.bounds());
            }
        }
        linkLabels = now;
        if (moved != null && !paintedArea.intersection(moved).equals(moved)) {
            Rectangle damage = moved;
            viewer.getControl().getDisplay().asyncExec(() -> viewer.damage(damage));
        }
    }

    /** Paints the part of the canvas inside {@code area} (screen pixels) with {@code gc}. */
    void paint(GC gc, Rectangle area) {
        gc.setBackground(DiagramColors.BACKGROUND);
        gc.fillRectangle(area);
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        gc.setFont(viewer.labelFont());
        Rectangle clip = viewer.viewport().toDiagram(area);
        Transform transform = viewer.viewport().transform(viewer.getControl().getDisplay());
        try {
            gc.setTransform(transform);
            Predicate<Node> isMoving = move::isMoving;
            for (Link link : viewer.network().getLinks()) {
                Rectangle bounds = linkBounds(link, isMoving, move.dx(), move.dy());
                if (bounds.intersects(clip)) {
                    painted.put(link, bounds);
                    LinkFigure.paintLine(gc, link, isMoving, move.dx(), move.dy(), selection.isSelected(link),
                            problems.severityOf(link));
                }
            }
            Map<Link, LinkLabel> labels = placeLinkLabels(gc, isMoving);
            labels.forEach((link, label) -> {
                if (label.bounds().intersects(clip)) {
                    painted.merge(link, label.bounds(), DiagramPainter::union);
                    LinkFigure.paintLabel(gc, label.text(), label.bounds(), selection.isSelected(link));
                }
            });
            repaintMovedLabels(labels, clip);
            // A run's load colours, flow lanes and packets go over the labels: what moves is what a class watches, and a
            // label that fits on the bottleneck's middle would otherwise hide the packets queued there.
            viewer.activity().paintLinks(gc, isMoving, move.dx(), move.dy());
            for (Node node : viewer.network().getNodes()) {
                int dx = move.isMoving(node) ? move.dx() : 0;
                int dy = move.isMoving(node) ? move.dy() : 0;
                Rectangle bounds = nodeBounds(node, dx, dy);
                if (bounds.intersects(clip)) {
                    painted.put(node, bounds);
                    NodeFigure.paint(gc, node, dx, dy, selection.isSelected(node), viewer.nameWritten(node));
                }
            }
            for (RangeLabel range : viewer.rangeLabels()) {
                if (range.bounds().intersects(clip)) {
                    range.paint(gc);
                }
            }
            viewer.activity().paintPorts(gc, isMoving, move.dx(), move.dy());
            viewer.tool().paintFeedback(gc);
        } finally {
            gc.setTransform(null);
            transform.dispose();
        }
        // Over the canvas in screen pixels: at presentation mode's size, whatever the zoom (names grow as it shrinks).
        gc.setFont(viewer.screenFont());
        paintSelectionRings(gc);
        paintBadges(gc, area);
        CanvasCaptions.paintStatus(gc, area, viewer.clientArea(), viewer.network(), viewer.viewport().zoom());
        viewer.keys().paint(gc, viewer.clientArea(), viewer.activity().shown(), viewer.activity().flowKey());
        if (viewer.network().getNodes().isEmpty()) {
            CanvasCaptions.paintHint(gc, viewer.clientArea());
        }
    }

    /**
     * Rings the selected nodes and the selected queue in screen pixels when the zoom is too small for their own
     * outlines to show, so a class can see what the inspector looks at on a whole fabric at 10 %.
     */
    private void paintSelectionRings(GC gc) {
        double zoom = viewer.viewport().zoom();
        if (zoom >= RING_BELOW_ZOOM) {
            return;
        }
        gc.setForeground(DiagramColors.SELECTION);
        gc.setLineWidth(Presentation.scale(RING_WIDTH));
        int radius = Presentation.scale(RING_RADIUS);
        for (EObject element : selection.elements()) {
            if (element instanceof Node node && node.eContainer() == viewer.network()) {
                ring(gc, node.getX(), node.getY(), radius);
            }
        }
        QueuePort port = selection.port();
        if (port != null && port.link().eContainer() == viewer.network()) {
            Rectangle bar = viewer.queueBarBounds(port.at(), port.peer());
            ring(gc, bar.x + bar.width / 2.0, bar.y + bar.height / 2.0, radius);
        }
        gc.setLineWidth(1);
    }

    private void ring(GC gc, double diagramX, double diagramY, int radius) {
        int x = (int) Math.round((diagramX - viewer.viewport().originX()) * viewer.viewport().zoom());
        int y = (int) Math.round((diagramY - viewer.viewport().originY()) * viewer.viewport().zoom());
        gc.drawOval(x - radius, y - radius, 2 * radius, 2 * radius);
    }

    private void paintBadges(GC gc, Rectangle area) {
        Predicate<Node> isMoving = move::isMoving;
        problems.severities().forEach((element, severity) -> {
            Point anchor = badgeAnchor(element, isMoving);
            if (anchor != null) {
                int sx = (int) Math.round((anchor.x - viewer.viewport().originX()) * viewer.viewport().zoom());
                int sy = (int) Math.round((anchor.y - viewer.viewport().originY()) * viewer.viewport().zoom());
                if (area.intersects(sx - ProblemBadge.SIZE, sy - ProblemBadge.SIZE, 2 * ProblemBadge.SIZE, 2 * ProblemBadge.SIZE)) {
                    ProblemBadge.paint(gc, sx, sy, severity);
                }
            }
        });
    }

    /** The badge's anchor in diagram coordinates (following a drag), or null for elements no longer shown. */
    private Point badgeAnchor(EObject element, Predicate<Node> isMoving) {
        if (element instanceof Node node && node.eContainer() == viewer.network()) {
            boolean moved = isMoving.test(node);
            return NodeFigure.badgeAnchor(node, moved ? move.dx() : 0, moved ? move.dy() : 0);
        }
        if (element instanceof Link link && link.eContainer() == viewer.network() && link.getSource() != null && link.getTarget() != null) {
            return LinkFigure.badgeAnchor(link, isMoving, move.dx(), move.dy());
        }
        return null;
    }

    /** A node's painted area, its badge included, which keeps its screen size and so grows in diagram units when zoomed out. */
    private Rectangle nodeBounds(Node node, int dx, int dy) {
        return withBadge(node, NodeFigure.paintBounds(node, dx, dy), () -> NodeFigure.badgeAnchor(node, dx, dy));
    }

    private Rectangle linkBounds(Link link, Predicate<Node> isMoving, int dx, int dy) {
        return withBadge(link, LinkFigure.paintBounds(link, isMoving, dx, dy), () -> LinkFigure.badgeAnchor(link, isMoving, dx, dy));
    }

    private Rectangle withBadge(EObject element, Rectangle bounds, Supplier<Point> anchor) {
        if (problems.severityOf(element) < Diagnostic.WARNING || bounds.isEmpty()) {
            return bounds;
        }
        Point at = anchor.get();
        int half = (int) Math.ceil((ProblemBadge.SIZE / 2.0 + 2) / viewer.viewport().zoom());
        return bounds.union(new Rectangle(at.x - half, at.y - half, 2 * half, 2 * half));
    }

    Rectangle movingBounds() {
        Rectangle bounds = null;
        if (move.nodes().isEmpty()) {
            return null;
        }
        Predicate<Node> isMoving = move::isMoving;
        for (Node node : move.nodes()) {
            bounds = union(bounds, nodeBounds(node, move.dx(), move.dy()));
        }
        for (Link link : viewer.network().getLinks()) {
            if (move.isMoving(link.getSource()) || move.isMoving(link.getTarget())) {
                bounds = union(bounds, linkBounds(link, isMoving, move.dx(), move.dy()));
            }
        }
        return bounds;
    }

    Rectangle boundsOf(Collection<? extends EObject> elements) {
        Rectangle bounds = null;
        for (EObject element : elements) {
            if (element instanceof Node node && node.eContainer() == viewer.network()) {
                bounds = union(bounds, nodeBounds(node, 0, 0));
            } else if (element instanceof Link link && link.eContainer() == viewer.network()) {
                bounds = union(bounds, linkBounds(link, n -> false, 0, 0));
            }
            bounds = union(bounds, painted.get(element));
        }
        double zoom = viewer.viewport().zoom();
        if (bounds != null && zoom < RING_BELOW_ZOOM) {
            // A selection ring reaches further than the element at this zoom: a change of selection repaints it all.
            int reach = (int) Math.ceil((Presentation.scale(RING_RADIUS) + Presentation.scale(RING_WIDTH)) / zoom);
            bounds = new Rectangle(bounds.x - reach, bounds.y - reach, bounds.width + 2 * reach, bounds.height + 2 * reach);
        }
        return bounds;
    }

    static Rectangle union(Rectangle a, Rectangle b) {
        if (a == null) {
            return b;
        }
        return b == null ? a : a.union(b);
    }
}
