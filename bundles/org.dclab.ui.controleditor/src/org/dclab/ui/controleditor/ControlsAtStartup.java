package org.dclab.ui.controleditor;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.IStartup;

/**
 * Compiles the controls of the workspace's controls folder when the workbench starts, in a job, and registers those that
 * compile: a scenario saved with one of them validates and runs again after a restart. Those with errors wait until
 * their file is opened, where the errors show.
 */
public final class ControlsAtStartup implements IStartup {

    @Override
    public void earlyStartup() {
        Job.create("Compile your congestion controls", monitor -> {
            try {
                for (Path file : ControlFolder.sources()) {
                    BuildOutcome.of(ControlFolder.className(file), Files.readString(file, StandardCharsets.UTF_8));
                }
            } catch (IOException e) {
                ILog.of(getClass()).warn("cannot read the controls in " + ControlFolder.path() + ": " + e.getMessage(), e);
            }
        }).schedule();
    }
}
