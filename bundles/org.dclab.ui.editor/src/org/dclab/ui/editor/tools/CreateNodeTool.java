package org.dclab.ui.editor.tools;

import org.dclab.ui.editor.commands.DiagramCommands;
import org.dclab.ui.editor.parts.DiagramViewer;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.MouseEvent;

/**
 * Places a node where the user clicks. The tool stays active so that a row of hosts takes one click each, which is
 * how instructors draw in class; Escape or the palette returns to selection.
 */
final class CreateNodeTool implements Tool {

    private final DiagramViewer viewer;
    private final EClass kind;

    CreateNodeTool(DiagramViewer viewer, EClass kind) {
        this.viewer = viewer;
        this.kind = kind;
    }

    @Override
    public void mouseUp(MouseEvent e, double x, double y) {
        Command create = DiagramCommands.createNode(viewer.domain(), viewer.network(), kind, Snapping.snap(x), Snapping.snap(y));
        if (viewer.execute(create)) {
            viewer.setSelection(new StructuredSelection(create.getAffectedObjects().toArray()));
        }
    }

    @Override
    public int cursor() {
        return SWT.CURSOR_CROSS;
    }
}
