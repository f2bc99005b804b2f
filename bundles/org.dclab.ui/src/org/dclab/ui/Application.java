package org.dclab.ui;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.SWTError;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;

/** The DC Lab workbench: draw a topology, step a simulation, watch it. */
public final class Application implements IApplication {

    /** Exit code of a start without a display, as for the other failures the user can fix. */
    private static final Integer CANNOT_OPEN_DISPLAY = 1;

    @Override
    public Object start(IApplicationContext context) {
        Display display;
        try {
            display = PlatformUI.createDisplay();
        } catch (SWTError e) {
            // A display that is named but gone (a closed X server, a lost session) is the user's to fix: one line
            // that says so, not a stack trace in a log file under a temporary workspace.
            System.err.println("dclab: cannot open the display " + displayName() + " (" + e.getMessage()
                    + "); start the X server or session, or use xvfb-run ./dclab for a virtual one");
            return CANNOT_OPEN_DISPLAY;
        }
        try {
            int code = PlatformUI.createAndRunWorkbench(display, new DcLabWorkbenchAdvisor());
            return code == PlatformUI.RETURN_RESTART ? IApplication.EXIT_RESTART : IApplication.EXIT_OK;
        } finally {
            display.dispose();
        }
    }

    private static String displayName() {
        String wayland = System.getenv("WAYLAND_DISPLAY");
        String x = System.getenv("DISPLAY");
        return x != null && !x.isEmpty() ? x : wayland != null ? wayland : "(none named)";
    }

    @Override
    public void stop() {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        IWorkbench workbench = PlatformUI.getWorkbench();
        Display display = workbench.getDisplay();
        display.syncExec(() -> {
            if (!display.isDisposed()) {
                workbench.close();
            }
        });
    }
}
