package org.dclab.ui.editor.tools;

import java.util.List;

import org.dclab.model.Node;
import org.dclab.ui.editor.commands.DiagramCommands;
import org.dclab.ui.editor.figures.DiagramColors;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.parts.DiagramViewer;
import org.eclipse.emf.common.command.Command;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;

/**
 * Connects two nodes, either by dragging from one to the other or by clicking one and then the other; a rubber line
 * follows the pointer meanwhile. Releasing or clicking anywhere but on a second node creates nothing.
 */
final class CreateLinkTool implements Tool {

    private final DiagramViewer viewer;
    private Node source;
    private Node hover;
    private double pointerX;
    private double pointerY;

    CreateLinkTool(DiagramViewer viewer) {
        this.viewer = viewer;
    }

    @Override
    public void mouseDown(MouseEvent e, double x, double y) {
        Node node = viewer.nodeAt(x, y);
        if (source == null) {
            source = node;
            pointerX = x;
            pointerY = y;
            damageFeedback();
        } else {
            connect(node);
        }
    }

    @Override
    public void mouseMove(MouseEvent e, double x, double y) {
        if (source == null) {
            return;
        }
        damageFeedback();
        pointerX = x;
        pointerY = y;
        Node under = viewer.nodeAt(x, y);
        hover = under == source ? null : under;
        damageFeedback();
    }

    @Override
    public void mouseUp(MouseEvent e, double x, double y) {
        Node node = viewer.nodeAt(x, y);
        if (source != null && node != null && node != source) {
            connect(node);
        }
    }

    private void connect(Node target) {
        Node from = source;
        cancel();
        if (target == null || target == from) {
            return;
        }
        Command connect = DiagramCommands.createLink(viewer.domain(), viewer.network(), from, target);
        if (viewer.execute(connect)) {
            viewer.setSelection(new StructuredSelection(connect.getAffectedObjects().toArray()));
        }
    }

    @Override
    public void cancel() {
        damageFeedback();
        source = null;
        hover = null;
    }

    @Override
    public void paintFeedback(GC gc) {
        if (source == null) {
            return;
        }
        gc.setForeground(DiagramColors.SELECTION);
        gc.setLineWidth(2);
        gc.setLineStyle(SWT.LINE_DASH);
        gc.drawLine(source.getX(), source.getY(), (int) pointerX, (int) pointerY);
        gc.setLineStyle(SWT.LINE_SOLID);
        for (Node node : hover == null ? List.of(source) : List.of(source, hover)) {
            Rectangle r = NodeFigure.shapeBounds(node, 0, 0);
            gc.drawRectangle(r.x - 3, r.y - 3, r.width + 6, r.height + 6);
        }
        gc.setLineWidth(1);
    }

    private void damageFeedback() {
        if (source == null) {
            return;
        }
        int x = (int) Math.min(source.getX(), pointerX);
        int y = (int) Math.min(source.getY(), pointerY);
        Rectangle line = new Rectangle(x, y, (int) Math.abs(source.getX() - pointerX) + 1, (int) Math.abs(source.getY() - pointerY) + 1);
        Rectangle damage = line.union(NodeFigure.paintBounds(source, 0, 0));
        if (hover != null) {
            damage = damage.union(NodeFigure.paintBounds(hover, 0, 0));
        }
        viewer.damage(damage);
    }

    @Override
    public int cursor() {
        return SWT.CURSOR_CROSS;
    }
}
