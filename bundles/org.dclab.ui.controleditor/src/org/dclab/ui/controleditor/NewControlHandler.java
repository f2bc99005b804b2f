package org.dclab.ui.controleditor;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.dclab.control.compiler.ControlTemplate;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * File ▸ New Congestion Control…: asks for the control's name, writes its source from the template into the
 * workspace's controls folder and opens it. A name whose file is there already opens that file, as it was left.
 */
public final class NewControlHandler extends AbstractHandler {

    static final String TITLE = "New Congestion Control";

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        Path folder = ControlFolder.path();
        InputDialog ask = new InputDialog(window.getShell(), TITLE,
                "Name your control, as a Java class (e.g. MyAimd). Its source goes into " + folder
                        + "; a name already there opens that file.",
                "MyAimd", ControlTemplate::refusal);
        if (ask.open() != IDialogConstants.OK_ID) {
            return null;
        }
        String name = ask.getValue();
        Path file = folder.resolve(name + ".java");
        try {
            if (!Files.exists(file)) {
                Files.createDirectories(folder);
                Files.writeString(file, ControlTemplate.source(name), StandardCharsets.UTF_8);
            }
            window.getActivePage().openEditor(new ControlFileInput(file), ControlEditor.ID);
        } catch (IOException | PartInitException e) {
            MessageDialog.openError(window.getShell(), TITLE, "Cannot write or open " + file + ": " + e.getMessage());
        }
        return null;
    }
}
