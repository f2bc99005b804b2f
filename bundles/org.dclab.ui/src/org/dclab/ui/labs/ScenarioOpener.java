package org.dclab.ui.labs;

import java.nio.file.Path;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IEditorDescriptor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IElementFactory;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.XMLMemento;

/**
 * Opens a scenario file in the editor the workbench's editor registry has for it (the topology editor, contributed by
 * org.dclab.ui.editor, which this bundle must not depend on), or brings its editor to the front if it is open. The
 * editor's input is made by the editor's own element factory, the one that restores its editors at start-up, so
 * there is one input class of a scenario file, the editor's, and this bundle still needs no dependency on it.
 */
public final class ScenarioOpener {

    /** The topology editor's element factory, as its plugin.xml registers it, and the key of the file's path. */
    private static final String INPUT_FACTORY = "org.dclab.ui.editor.inputFactory";
    private static final String PATH_KEY = "path";

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
            IEditorInput input = inputOf(target);
            if (editor == null || input == null) {
                MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Open failed", "No editor for " + target.getFileName()
                        + " is installed.");
                return false;
            }
            page.openEditor(input, editor.getId(), true);
            return true;
        } catch (PartInitException e) {
            MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Open failed", "Could not open " + target + ":\n" + e
                    .getMessage());
            return false;
        }
    }

    /** The scenario editor's input of {@code file}, or null when no editor bundle provides one. */
    private static IEditorInput inputOf(Path file) {
        IElementFactory factory = PlatformUI.getWorkbench().getElementFactory(INPUT_FACTORY);
        if (factory == null) {
            return null;
        }
        XMLMemento memento = XMLMemento.createWriteRoot("input");
        memento.putString(PATH_KEY, file.toString());
        return factory.createElement(memento) instanceof IEditorInput input ? input : null;
    }
}
