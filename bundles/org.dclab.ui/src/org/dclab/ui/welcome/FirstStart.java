package org.dclab.ui.welcome;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.Platform;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.osgi.framework.FrameworkUtil;

/**
 * Shows the welcome page the first time a workspace opens. A marker file in the workspace's state folder for this
 * bundle records that it did, so each workspace (each -data folder) greets once.
 */
public final class FirstStart {

    static final String MARKER = "welcome-shown";

    private FirstStart() {
    }

    public static void showWelcomeOnce(IWorkbenchPage page) {
        Path marker = Platform.getStateLocation(FrameworkUtil.getBundle(FirstStart.class)).toPath().resolve(MARKER);
        if (Files.exists(marker)) {
            return;
        }
        try {
            page.showView(WelcomeView.ID);
            Files.createDirectories(marker.getParent());
            Files.writeString(marker, "The welcome page was shown; Help > Welcome shows it again.\n");
        } catch (PartInitException | IOException e) {
            // Not recorded: the page shows again next start, which is harmless; the workbench logs a view failure.
        }
    }
}
