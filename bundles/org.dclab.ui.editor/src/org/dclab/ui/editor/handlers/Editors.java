package org.dclab.ui.editor.handlers;

import java.nio.file.Path;

import org.dclab.ui.editor.ScenarioEditor;
import org.dclab.ui.editor.ScenarioEditorInput;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;

/** Opening scenario files in the editor. */
public final class Editors {

    private Editors() {
    }

    /** Opens {@code file} (or activates its editor if it is open already); reports a failure in a dialog. */
    public static ScenarioEditor open(IWorkbenchPage page, Path file) {
        try {
            return (ScenarioEditor) page.openEditor(new ScenarioEditorInput(file), ScenarioEditor.ID, true);
        } catch (PartInitException e) {
            MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Open failed", "Could not open " + file + ":\n" + e.getMessage());
            return null;
        }
    }
}
