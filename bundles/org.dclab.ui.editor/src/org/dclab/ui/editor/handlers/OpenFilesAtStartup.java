package org.dclab.ui.editor.handlers;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.eclipse.core.runtime.Platform;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

/**
 * {@code ./dclab FILE.dclab...} opens the workbench with those scenarios in editors: the launcher passes the files
 * as application arguments, and this reads them once the workbench is up.
 */
public final class OpenFilesAtStartup implements IStartup {

    @Override
    public void earlyStartup() {
        List<Path> files = scenarioFiles(Platform.getApplicationArgs());
        if (files.isEmpty()) {
            return;
        }
        IWorkbench workbench = PlatformUI.getWorkbench();
        workbench.getDisplay().asyncExec(() -> {
            IWorkbenchWindow active = workbench.getActiveWorkbenchWindow();
            IWorkbenchWindow window = active != null || workbench.getWorkbenchWindowCount() == 0 ? active
                    : workbench.getWorkbenchWindows()[0];
            if (window != null && window.getActivePage() != null) {
                // A missing or broken file opens as the editor's error page, which names the file and the fix.
                files.forEach(file -> Editors.open(window.getActivePage(), file));
            }
        });
    }

    /** The arguments that name scenario files, made absolute against the directory the launcher ran in. */
    static List<Path> scenarioFiles(String[] arguments) {
        return Stream.of(arguments).filter(a -> a.toLowerCase(Locale.ROOT).endsWith(".dclab"))
                .map(a -> Path.of(a).toAbsolutePath().normalize()).toList();
    }
}
