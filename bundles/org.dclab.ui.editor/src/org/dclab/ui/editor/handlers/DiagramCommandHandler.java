package org.dclab.ui.editor.handlers;

import org.dclab.ui.editor.ScenarioEditor;
import org.dclab.ui.editor.parts.DiagramViewer;
import org.dclab.ui.editor.validation.ProblemsView;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.ILog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

/** The Diagram menu's commands, each acting on the active scenario editor. */
public final class DiagramCommandHandler extends AbstractHandler {

    static final String PREFIX = "org.dclab.ui.editor.commands.";

    @Override
    public Object execute(ExecutionEvent event) {
        if (!(HandlerUtil.getActiveEditor(event) instanceof ScenarioEditor editor) || !editor.isLoaded()) {
            return null;
        }
        DiagramViewer viewer = editor.viewer();
        switch (event.getCommand().getId().substring(PREFIX.length())) {
            case "validate" -> {
                editor.validate();
                showProblems(event);
            }
            case "autoLayout" -> editor.autoLayout();
            case "zoomIn" -> viewer.zoom().zoomIn();
            case "zoomOut" -> viewer.zoom().zoomOut();
            case "zoomFit" -> viewer.zoom().zoomToFit();
            default -> throw new IllegalArgumentException("no such diagram command: " + event.getCommand().getId());
        }
        return null;
    }

    private static void showProblems(ExecutionEvent event) {
        try {
            // Brought to the top of its stack without taking the focus from the canvas.
            IWorkbenchPage page = HandlerUtil.getActiveWorkbenchWindow(event).getActivePage();
            page.bringToTop(page.showView(ProblemsView.ID, null, IWorkbenchPage.VIEW_CREATE));
        } catch (PartInitException e) {
            // The decorations on the canvas still show the problems; the view is a convenience.
            ILog.of(DiagramCommandHandler.class).warn("Cannot show the DC Lab Problems view", e);
        }
    }
}
