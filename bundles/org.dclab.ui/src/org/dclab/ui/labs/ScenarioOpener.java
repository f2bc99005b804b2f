package org.dclab.ui.labs;

import java.nio.file.Path;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IEditorDescriptor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;

/**
 * Opens a scenario file in the editor the workbench's editor registry has for it (the topology editor, contributed by
 * org.dclab.ui.editor, which this bundle must not depend on), or brings its editor to the front if it is open.
 */
public final class ScenarioOpener {

    private ScenarioOpener() {
    }

    /** Opens {@code file}, or says why not in a dialog; true when its editor is now the active one. */
    public static boolean open(IWorkbenchPage page, Path file) {
        Path target = file.toAbsolutePath().normalize();
        try {
            for (IEditorReference ref : page.getEditorReferences()) {
                IEditorInput input = ref.getEditorInput();
                if (input instanceof IPathEditorInput p && p.getPath().toPath().toAbsolutePath().normalize().equals(target)) {
                    page.activate(ref.getPart(true));
                    return true;
                }
            }
            IEditorDescriptor editor = PlatformUI.getWorkbench().getEditorRegistry().getDefaultEditor(target.getFileName().toString());
            if (editor == null) {
                MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Open failed", "No editor for " + target.getFileName() + " is installed.");
                return false;
            }
            page.openEditor(new ScenarioPathInput(target), editor.getId(), true);
            return true;
        } catch (PartInitException e) {
            MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Open failed", "Could not open " + target + ":\n" + e.getMessage());
            return false;
        }
    }
}
