package org.dclab.ui.editor;

import java.util.function.Consumer;
import java.util.function.Predicate;

import org.dclab.ui.editor.parts.DiagramViewer;
import org.eclipse.emf.common.command.CommandStack;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.part.EditorActionBarContributor;

/**
 * Binds the workbench's Edit commands (Undo, Redo, Copy, Paste, Delete, Select All) and their keys to the active
 * scenario editor: Undo and Redo run on its command stack and name what they will undo, the others act on its canvas.
 * Editors of one type share one contributor, which retargets when another editor becomes active.
 */
public final class ScenarioActionBarContributor extends EditorActionBarContributor {

    private ScenarioEditor editor;
    private final ISelectionChangedListener selectionListener = event -> update();

    private final StackAction undo = StackAction.undo(this::stack);
    private final StackAction redo = StackAction.redo(this::stack);
    private final ViewerAction delete = new ViewerAction("Delete", ActionFactory.DELETE, v -> !v.selection().elements().isEmpty(),
            v -> v.edits().deleteSelection());
    private final ViewerAction copy = new ViewerAction("Copy", ActionFactory.COPY, v -> !v.selection().elements().isEmpty(),
            v -> v.edits().copySelection());
    private final ViewerAction paste = new ViewerAction("Paste", ActionFactory.PASTE, v -> v.edits().canPaste(), v -> v.edits().paste());
    private final ViewerAction selectAll = new ViewerAction("Select All", ActionFactory.SELECT_ALL, v -> true, v -> v.selection()
            .selectAll());

    @Override
    public void init(IActionBars bars) {
        super.init(bars);
        for (IAction action : new IAction[] { undo, redo, delete, copy, paste, selectAll }) {
            bars.setGlobalActionHandler(action.getId(), action);
        }
    }

    @Override
    public void setActiveEditor(IEditorPart part) {
        if (editor != null && editor.viewer() != null) {
            editor.viewer().removeSelectionChangedListener(selectionListener);
        }
        editor = part instanceof ScenarioEditor scenarioEditor ? scenarioEditor : null;
        if (editor != null && editor.viewer() != null) {
            editor.viewer().addSelectionChangedListener(selectionListener);
        }
        update();
    }

    /** Refreshes labels and enablement; the editor calls it after every command. */
    public void update() {
        undo.update();
        redo.update();
        delete.update();
        copy.update();
        paste.update();
        selectAll.update();
        getActionBars().updateActionBars();
    }

    private CommandStack stack() {
        return editor == null || !editor.isLoaded() ? null : editor.commandStack();
    }

    private final class ViewerAction extends Action {
        private final Predicate<DiagramViewer> enabled;
        private final Consumer<DiagramViewer> run;

        ViewerAction(String text, ActionFactory factory, Predicate<DiagramViewer> enabled, Consumer<DiagramViewer> run) {
            super(text);
            this.enabled = enabled;
            this.run = run;
            setId(factory.getId());
            setActionDefinitionId(factory.getCommandId());
        }

        void update() {
            DiagramViewer viewer = editor == null ? null : editor.viewer();
            setEnabled(viewer != null && enabled.test(viewer));
        }

        @Override
        public void run() {
            DiagramViewer viewer = editor == null ? null : editor.viewer();
            if (viewer != null) {
                run.accept(viewer);
                // Copy enables Paste, so every action's state is refreshed, not only this one's.
                ScenarioActionBarContributor.this.update();
            }
        }
    }
}
