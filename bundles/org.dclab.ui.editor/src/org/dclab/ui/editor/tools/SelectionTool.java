package org.dclab.ui.editor.tools;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.sim.live.InFlightPacket;
import org.dclab.sim.live.QueuePort;
import org.dclab.ui.editor.commands.DiagramCommands;
import org.dclab.ui.editor.figures.DiagramColors;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.parts.DiagramViewer;
import org.dclab.ui.present.FlowHighlight;
import org.dclab.ui.views.PacketPopup;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/**
 * Click to select, Shift/Ctrl-click to add or remove, drag on empty canvas for a rubber band, drag a selected node to
 * move the whole selection. While dragging, the viewer only previews the move; releasing runs one command for all
 * moved nodes, so one Undo puts them all back.
 */
final class SelectionTool implements Tool {

    /** Pixels the pointer must travel before a press on a node becomes a drag rather than a click. */
    private static final int DRAG_THRESHOLD = 3;

    private final DiagramViewer viewer;

    private Node grabbed;
    private double startX;
    private double startY;
    private int startScreenX;
    private int startScreenY;
    private boolean dragging;
    private int dx;
    private int dy;
    private Rectangle band;

    SelectionTool(DiagramViewer viewer) {
        this.viewer = viewer;
    }

    @Override
    public void mouseDown(MouseEvent e, double x, double y) {
        startX = x;
        startY = y;
        startScreenX = e.x;
        startScreenY = e.y;
        boolean extend = (e.stateMask & (SWT.SHIFT | SWT.MOD1)) != 0;
        QueuePort port = extend ? null : viewer.queuePortAt(x, y);
        if (port != null) {
            viewer.selection().selectPort(port);
            return;
        }
        // A node is grabbed before the packets and lanes drawn over it.
        Node node = viewer.nodeAt(x, y);
        if (node != null) {
            List<EObject> selection = new ArrayList<>(viewer.selection().elements());
            if (extend) {
                if (!selection.remove(node)) {
                    selection.add(node);
                }
            } else if (!selection.contains(node)) {
                selection = List.of(node);
            }
            viewer.selection().select(selection);
            grabbed = selection.contains(node) ? node : null;
            return;
        }
        InFlightPacket packet = extend ? null : viewer.packetAt(x, y);
        if (packet != null) {
            // A packet is opened where it was clicked, and its flow highlighted as a click on its lane does.
            FlowHighlight.set(viewer.network(), packet.application());
            PacketPopup.open(viewer.getControl().getShell(), viewer.getControl().toDisplay(e.x, e.y), packet);
            return;
        }
        String flow = extend ? null : viewer.flowAt(x, y);
        if (flow != null) {
            // A flow's packet or lane: the flow is highlighted everywhere it is drawn; the selection stays for the inspector.
            FlowHighlight.set(viewer.network(), flow);
            return;
        }
        Link link = viewer.linkAt(x, y);
        if (link != null) {
            List<EObject> selection = new ArrayList<>(extend ? viewer.selection().elements() : List.of());
            if (!selection.remove(link)) {
                selection.add(link);
            }
            viewer.selection().select(selection);
            return;
        }
        if (!extend) {
            viewer.selection().select(List.of());
            FlowHighlight.set(viewer.network(), null);
        }
        band = new Rectangle((int) x, (int) y, 0, 0);
    }

    @Override
    public void mouseMove(MouseEvent e, double x, double y) {
        if (grabbed != null) {
            if (!dragging && Math.abs(e.x - startScreenX) + Math.abs(e.y - startScreenY) < DRAG_THRESHOLD) {
                return;
            }
            dragging = true;
            // Snap the grabbed node to the grid and move the others by the same amount, so the selection keeps its shape.
            dx = Snapping.snap(grabbed.getX() + x - startX) - grabbed.getX();
            dy = Snapping.snap(grabbed.getY() + y - startY) - grabbed.getY();
            viewer.previewMove(movingNodes(), dx, dy);
        } else if (band != null) {
            Rectangle old = band;
            band = new Rectangle((int) Math.min(startX, x), (int) Math.min(startY, y), (int) Math.abs(x - startX), (int) Math.abs(y
                    - startY));
            viewer.damage(old.union(band));
        }
    }

    @Override
    public void mouseUp(MouseEvent e, double x, double y) {
        if (grabbed != null && dragging) {
            Map<Node, Point> targets = new LinkedHashMap<>();
            for (Node node : movingNodes()) {
                targets.put(node, new Point(node.getX() + dx, node.getY() + dy));
            }
            viewer.previewMove(Set.of(), 0, 0);
            viewer.execute(DiagramCommands.move(viewer.domain(), targets));
        } else if (band != null) {
            selectInside(band, (e.stateMask & (SWT.SHIFT | SWT.MOD1)) != 0);
        }
        reset();
    }

    @Override
    public void cancel() {
        if (dragging) {
            viewer.previewMove(Set.of(), 0, 0);
        }
        if (band != null) {
            viewer.damage(band);
        }
        reset();
    }

    @Override
    public void paintFeedback(GC gc) {
        if (band == null) {
            return;
        }
        gc.setAlpha(40);
        gc.setBackground(DiagramColors.SELECTION_FILL);
        gc.fillRectangle(band);
        gc.setAlpha(255);
        gc.setForeground(DiagramColors.SELECTION);
        gc.setLineWidth(1);
        gc.drawRectangle(band);
    }

    private Set<Node> movingNodes() {
        Set<Node> nodes = new LinkedHashSet<>();
        for (EObject element : viewer.selection().elements()) {
            if (element instanceof Node node) {
                nodes.add(node);
            }
        }
        return nodes;
    }

    /** Nodes whose shape lies inside the band, and links whose both ends are selected that way. */
    private void selectInside(Rectangle area, boolean extend) {
        viewer.damage(area);
        Set<EObject> selection = new LinkedHashSet<>(extend ? viewer.selection().elements() : List.of());
        Set<Node> inside = new LinkedHashSet<>();
        for (Node node : viewer.network().getNodes()) {
            Rectangle shape = NodeFigure.shapeBounds(node, 0, 0);
            if (area.contains(shape.x, shape.y) && area.contains(shape.x + shape.width, shape.y + shape.height)) {
                inside.add(node);
            }
        }
        selection.addAll(inside);
        for (Link link : viewer.network().getLinks()) {
            if (inside.contains(link.getSource()) && inside.contains(link.getTarget())) {
                selection.add(link);
            }
        }
        viewer.selection().select(new ArrayList<>(selection));
    }

    private void reset() {
        grabbed = null;
        dragging = false;
        band = null;
        dx = 0;
        dy = 0;
    }
}
