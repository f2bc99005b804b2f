package org.dclab.ui.editor;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.ui.editor.handlers.Editors;
import org.dclab.ui.editor.templates.ScenarioTemplate;
import org.eclipse.core.commands.common.CommandException;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.function.Executable;

/**
 * The DC Lab workbench for tests: started on the test thread with the product's perspective, running a test body once
 * it is up, then closed. A JVM can run one workbench only, so all workbench scenarios run inside one start.
 */
public final class WorkbenchFixture {

    private static final String PERSPECTIVE = "org.dclab.ui.perspective";

    private WorkbenchFixture() {
    }

    /** Starts the workbench, runs {@code body} in its UI thread, closes it, and rethrows what {@code body} threw. */
    public static void runInWorkbench(Executable body) throws Throwable {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Display display = PlatformUI.createDisplay();
        try {
            PlatformUI.createAndRunWorkbench(display, new WorkbenchAdvisor() {
                @Override
                public String getInitialWindowPerspectiveId() {
                    return PERSPECTIVE;
                }

                @Override
                public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
                    return new WorkbenchWindowAdvisor(configurer) {
                        @Override
                        public void preWindowOpen() {
                            configurer.setInitialSize(new Point(1280, 860));
                        }
                    };
                }

                @Override
                public void postStartup() {
                    display.asyncExec(() -> {
                        try {
                            body.execute();
                        } catch (Throwable t) {
                            failure.set(t);
                        } finally {
                            IWorkbench workbench = PlatformUI.getWorkbench();
                            workbench.getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
                            workbench.close();
                        }
                    });
                }
            });
        } finally {
            display.dispose();
        }
        if (failure.get() != null) {
            throw failure.get();
        }
    }

    public static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    /** Writes {@code template}'s scenario to {@code file}. */
    public static Path write(ScenarioTemplate template, int size, Path file) throws IOException {
        return write(template.create(file.getFileName().toString().replace(".dclab", ""), size), file);
    }

    public static Path write(Scenario scenario, Path file) throws IOException {
        ScenarioFiles.save(scenario, file);
        return file;
    }

    public static ScenarioEditor open(Path file) {
        ScenarioEditor editor = Editors.open(page(), file);
        pump(200);
        return editor;
    }

    /** Runs a workbench command the way its menu item or key binding does. */
    public static void run(String commandId) throws CommandException {
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(commandId, null);
        pump(100);
    }

    /** Lets the event loop run for {@code millis}, so that asynchronous refreshes arrive. */
    public static void pump(long millis) {
        Display display = Display.getCurrent();
        long end = System.currentTimeMillis() + millis;
        do {
            boolean more = true;
            while (more) {
                more = display.readAndDispatch();
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        } while (System.currentTimeMillis() < end);
    }
}
