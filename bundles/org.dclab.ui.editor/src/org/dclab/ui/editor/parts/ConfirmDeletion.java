package org.dclab.ui.editor.parts;

import java.util.List;

import org.dclab.ui.editor.commands.Deletion;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;

/**
 * Asks before a deletion takes more than what was picked and its links: the applications, probes and sweeps that
 * would otherwise point at nothing are named, so nothing disappears unseen. A plain delete is not asked about.
 */
final class ConfirmDeletion {

    static final String TITLE = "Delete";

    private ConfirmDeletion() {
    }

    static boolean ask(Shell shell, Deletion deletion) {
        List<String> more = deletion.consequences();
        if (more.isEmpty()) {
            return true;
        }
        StringBuilder message = new StringBuilder("Deleting ").append(deletion.subject()).append(" also:\n");
        for (String line : more) {
            message.append("\n  \u2022 ").append(line);
        }
        message.append("\n\nUndo brings it all back.");
        MessageDialog dialog = new MessageDialog(shell, TITLE, null, message.toString(), MessageDialog.QUESTION, 0, "Delete", "Cancel");
        return dialog.open() == 0;
    }
}
