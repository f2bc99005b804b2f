package org.dclab.ui.editor.handlers;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

/** File ▸ Open Scenario…: picks one or more {@code .dclab} files on the file system and opens each in the editor. */
public final class OpenScenarioHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        FileDialog dialog = new FileDialog(window.getShell(), SWT.OPEN | SWT.MULTI);
        dialog.setText("Open Scenario");
        dialog.setFilterExtensions(new String[] { "*.dclab", "*.*" });
        dialog.setFilterNames(new String[] { "DC Lab scenarios (*.dclab)", "All files" });
        if (dialog.open() == null) {
            return null;
        }
        for (String name : dialog.getFileNames()) {
            Editors.open(window.getActivePage(), Path.of(dialog.getFilterPath(), name));
        }
        return null;
    }
}
