package org.dclab.ui.views;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.ui.run.RunSession;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.widgets.Display;

/** What the run and chart tests share: examples from the repository and pumping the display until something holds. */
final class ShellFixture {

    private ShellFixture() {
    }

    static Path example(String name) {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("dclab")) && Files.isDirectory(dir.resolve("examples"))) {
                return dir.resolve("examples").resolve(name + ".dclab");
            }
        }
        throw new IllegalStateException("no examples/ folder above " + Path.of("").toAbsolutePath());
    }

    /** A session over an example, copied at every reset as the control view copies an editor's model. */
    static RunSession session(String example) throws Exception {
        Scenario scenario = ScenarioFiles.load(example(example));
        return new RunSession(example, () -> EcoreUtil.copy(scenario));
    }

    /** Runs the event loop until {@code done} holds; fails after {@code timeoutMillis}. */
    static void pumpUntil(Display display, BooleanSupplier done, long timeoutMillis) {
        long end = System.currentTimeMillis() + timeoutMillis;
        while (!done.getAsBoolean()) {
            if (System.currentTimeMillis() > end) {
                throw new AssertionError("timed out after " + timeoutMillis + " ms");
            }
            if (!display.readAndDispatch()) {
                display.timerExec(10, () -> {});
                display.sleep();
            }
        }
    }

    /** Lets queued asyncExec and timer work run for a moment. */
    static void pump(Display display, long millis) {
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            if (!display.readAndDispatch()) {
                display.timerExec(10, () -> {});
                display.sleep();
            }
        }
    }
}
