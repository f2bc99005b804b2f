package org.dclab.ui.editor.parts;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.ui.editor.commands.Deletion;
import org.dclab.ui.editor.commands.DiagramClipboard;
import org.dclab.ui.editor.commands.DiagramCommands;
import org.dclab.ui.editor.tools.Snapping;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.swt.graphics.Point;

/**
 * The edit actions that work on the canvas's selection: delete, copy, paste and the arrow keys' move. Each runs as one
 * command on the editing domain, and selects what it leaves to select (nothing after a delete, the copies after a
 * paste).
 */
public final class SelectionEdits {

    /** How far each paste of the same copy lands from the previous one, so that copies do not hide each other. */
    private static final int PASTE_OFFSET = 2 * Snapping.GRID;

    private final DiagramViewer viewer;
    private final DiagramClipboard clipboard = new DiagramClipboard();
    /** How many times the clipboard's content has been pasted since it was copied. */
    private int pastes;

    SelectionEdits(DiagramViewer viewer) {
        this.viewer = viewer;
    }

    public boolean deleteSelection() {
        return delete(viewer.selection().elements());
    }

    /**
     * Deletes {@code elements} (nodes, links, applications, probes, sweeps) and whatever would point at nothing without
     * them, as one command, after asking when that is more than their links (see {@link Deletion}).
     */
    public boolean delete(Collection<? extends EObject> elements) {
        if (!(viewer.network().eContainer() instanceof Scenario scenario)) {
            return false;
        }
        Deletion deletion = Deletion.of(scenario, elements);
        if (deletion.isEmpty() || !ConfirmDeletion.ask(viewer.getControl().getShell(), deletion)) {
            return false;
        }
        boolean deleted = viewer.execute(deletion.command(viewer.domain()));
        if (deleted) {
            viewer.selection().select(List.of());
        }
        return deleted;
    }

    public boolean copySelection() {
        pastes = 0;
        return clipboard.copy(viewer.selection().elements());
    }

    public boolean canPaste() {
        return !clipboard.isEmpty();
    }

    public boolean paste() {
        if (clipboard.isEmpty()) {
            return false;
        }
        pastes++;
        List<EObject> copies = clipboard.copiesForPaste();
        int offset = pastes * PASTE_OFFSET;
        boolean pasted = viewer.execute(DiagramCommands.paste(viewer.domain(), viewer.network(), copies, offset, offset));
        if (pasted) {
            viewer.selection().select(copies);
        }
        return pasted;
    }

    /** Moves the selected nodes by (dx, dy) as one command, as the arrow keys do; false when no node is selected. */
    public boolean moveSelection(int dx, int dy) {
        Map<Node, Point> targets = new LinkedHashMap<>();
        for (EObject element : viewer.selection().elements()) {
            if (element instanceof Node node) {
                targets.put(node, new Point(node.getX() + dx, node.getY() + dy));
            }
        }
        return !targets.isEmpty() && viewer.execute(DiagramCommands.move(viewer.domain(), targets));
    }
}
