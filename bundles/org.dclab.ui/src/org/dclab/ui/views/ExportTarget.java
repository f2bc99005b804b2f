package org.dclab.ui.views;

import java.io.File;
import java.util.List;
import java.util.Optional;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

/**
 * Where an export goes, asked in a Save dialog. The command chose the format, so a name typed without its extension
 * gets it; a file that the added extension or a chart's suffix makes is not replaced without asking, as the dialog
 * only asked about the name typed.
 */
final class ExportTarget {

    private ExportTarget() {
    }

    /**
     * The name chosen in a Save dialog titled {@code title} proposing {@code proposed}, as typed; empty when cancelled. {@code askToReplace}:
     * whether the dialog itself asks before the file of the typed name, if it exists, is replaced.
     */
    static Optional<String> choose(Shell shell, String title, String proposed, String extension, boolean askToReplace) {
        FileDialog dialog = new FileDialog(shell, SWT.SAVE);
        dialog.setText(title);
        dialog.setFilterExtensions(new String[] { "*." + extension });
        dialog.setFileName(proposed);
        dialog.setOverwrite(askToReplace);
        return Optional.ofNullable(dialog.open());
    }

    /** True when none of {@code files} exists, or the user agrees to replace those that do. */
    static boolean mayReplace(Shell shell, String title, List<File> files) {
        List<String> existing = files.stream().filter(File::exists).map(File::getName).toList();
        return existing.isEmpty() || MessageDialog.openQuestion(shell, title,
                String.join(", ", existing) + (existing.size() == 1 ? " exists already." : " exist already.") + " Replace?");
    }
}
