package org.dclab.ui.editor.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.sim.live.NetworkActivity;
import org.dclab.sim.live.PortActivity;
import org.dclab.sim.live.QueuePort;
import org.dclab.ui.editor.figures.DiagramColors;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.figures.QueueBar;
import org.dclab.ui.present.Presentation;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/**
 * The queue bars of a live canvas: where each port's bar goes, the one place every reader asks (painting, hit testing,
 * the keys' placement, selection rings, the robot), and the bars drawn at the last paint. A bar keeps clear of what
 * its node and the node at the link's other end draw, their names included wherever the canvas writes them: a leaf's
 * bars toward its hosts were drawn over the leaf's name, "le|af3", on a leaf-spine on the stage.
 */
final class QueueBars {

    private final DiagramViewer viewer;
    private final LabelFont names;
    /** The bars drawn at the last paint, in diagram coordinates, in the order drawn. */
    private List<Rectangle> drawn = List.of();

    QueueBars(DiagramViewer viewer, LabelFont names) {
        this.viewer = viewer;
        this.names = names;
    }

    /** Where the bar of the port of {@code at} toward {@code peer} goes, in diagram coordinates. */
    Rectangle bounds(Node at, Node peer) {
        return bounds(at, peer, n -> false, 0, 0);
    }

    /** As {@link #bounds(Node, Node)} while the nodes {@code isMoving} are dragged by ({@code dx}, {@code dy}). */
    Rectangle bounds(Node at, Node peer, Predicate<Node> isMoving, int dx, int dy) {
        return QueueBar.bounds(centre(at, isMoving, dx, dy), centre(peer, isMoving, dx, dy), drawnBy(at, isMoving, dx, dy),
                drawnBy(peer, isMoving, dx, dy), Presentation.factor());
    }

    /** What {@code node} draws that a bar must not cover: its shape, and its name where the canvas writes it. */
    private Rectangle drawnBy(Node node, Predicate<Node> isMoving, int dx, int dy) {
        boolean moved = isMoving.test(node);
        int x = moved ? dx : 0;
        int y = moved ? dy : 0;
        Rectangle shape = NodeFigure.shapeBounds(node, x, y);
        return viewer.nameWritten(node) ? shape.union(names.nameBounds(node, x, y)) : shape;
    }

    private static Point centre(Node node, Predicate<Node> isMoving, int dx, int dy) {
        boolean moved = isMoving.test(node);
        return new Point(node.getX() + (moved ? dx : 0), node.getY() + (moved ? dy : 0));
    }

    /**
     * Draws the bars of the ports {@code shows} (and of the selected port), each flashing in the colour {@code flashes}
     * gives its port's name, or none; call after the nodes, so that the bars stay visible.
     */
    void paint(GC gc, NetworkActivity shown, Predicate<String> shows, Map<String, Color> flashes, Predicate<Node> isMoving, int dx,
            int dy, ActivityFrames frames) {
        List<Rectangle> bars = new ArrayList<>();
        QueuePort selected = viewer.selection().port();
        for (Link link : viewer.network().getLinks()) {
            Node s = link.getSource();
            Node t = link.getTarget();
            if (s == null || t == null) {
                continue;
            }
            for (Node at : new Node[] { s, t }) {
                Node peer = at == s ? t : s;
                PortActivity port = shown.port(at.getName(), peer.getName());
                boolean isSelected = selected != null && selected.link() == link && selected.at() == at;
                if (port == null || !isSelected && !shows.test(port.name())) {
                    continue;
                }
                Rectangle bar = bounds(at, peer, isMoving, dx, dy);
                QueueBar.paint(gc, bar, port, flashes.get(port.name()));
                bars.add(bar);
                frames.queueBar();
                if (isSelected) {
                    gc.setLineWidth(2);
                    gc.setForeground(DiagramColors.SELECTION);
                    gc.drawRectangle(bar.x - 2, bar.y - 2, bar.width + 4, bar.height + 4);
                    gc.setLineWidth(1);
                }
            }
        }
        drawn = List.copyOf(bars);
    }

    /** Nothing is drawn while no run is shown. */
    void clear() {
        drawn = List.of();
    }

    /** The bars drawn at the last paint, in diagram coordinates. */
    List<Rectangle> drawn() {
        return drawn;
    }

    /** The port among {@code queued} (names "a->b") whose bar is at diagram point (x, y), or null. */
    QueuePort portAt(double x, double y, Set<String> queued) {
        int px = (int) Math.round(x);
        int py = (int) Math.round(y);
        for (Link link : viewer.network().getLinks()) {
            Node s = link.getSource();
            Node t = link.getTarget();
            if (s == null || t == null) {
                continue;
            }
            if (queued.contains(s.getName() + "->" + t.getName()) && bounds(s, t).contains(px, py)) {
                return new QueuePort(link, s);
            }
            if (queued.contains(t.getName() + "->" + s.getName()) && bounds(t, s).contains(px, py)) {
                return new QueuePort(link, t);
            }
        }
        return null;
    }
}
