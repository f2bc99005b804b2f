package org.dclab.ui.editor.parts;

import java.util.Set;

import org.dclab.model.Node;

/**
 * Nodes being dragged, drawn shifted by the drag so far while the model keeps their old place: a drag runs one move
 * command when it ends, so that undo takes back the whole gesture and listeners see one change rather than one per
 * pixel.
 */
public final class MovePreview {

    private Set<Node> nodes = Set.of();
    private int dx;
    private int dy;

    /** The nodes drawn shifted; empty when no drag is under way. */
    public Set<Node> nodes() {
        return nodes;
    }

    public boolean isMoving(Node node) {
        return nodes.contains(node);
    }

    /** How far the moving nodes are drawn from their place in the model, in diagram units. */
    public int dx() {
        return dx;
    }

    public int dy() {
        return dy;
    }

    void show(Set<Node> moving, int movedDx, int movedDy) {
        nodes = Set.copyOf(moving);
        dx = movedDx;
        dy = movedDy;
    }
}
