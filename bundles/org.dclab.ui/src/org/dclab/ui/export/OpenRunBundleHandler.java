package org.dclab.ui.export;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;

import org.dclab.sim.ProgressListener;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.bundle.Reproduction;
import org.dclab.sim.bundle.RunBundle;
import org.dclab.sim.bundle.RunBundleException;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * File ▸ Open Run Bundle…: makes a bundled run again in a background job and shows whether every figure came out
 * the same, next to the figures themselves.
 */
public final class OpenRunBundleHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        Shell shell = HandlerUtil.getActiveShell(event);
        FileDialog dialog = new FileDialog(shell, SWT.OPEN);
        dialog.setText("Open Run Bundle");
        dialog.setFilterExtensions(new String[] { "*.zip", "*" });
        dialog.setFilterNames(new String[] { "DC Lab run bundle (*.zip)", "All files" });
        String chosen = dialog.open();
        if (chosen != null) {
            reproduce(shell, Path.of(chosen));
        }
        return null;
    }

    static void reproduce(Shell shell, Path zip) {
        Display display = shell.getDisplay();
        AtomicReference<SimulationRun> running = new AtomicReference<>();
        Job job = new Job("Reproduce " + zip.getFileName()) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                monitor.beginTask("Reproduce " + zip.getFileName(), IProgressMonitor.UNKNOWN);
                String title;
                String text;
                boolean ok;
                try {
                    RunBundle bundle = RunBundle.open(zip);
                    Reproduction again = Reproduction.of(bundle, ProgressListener.NONE, running::set);
                    ok = again.identical();
                    title = ok ? "Run reproduced" : "Run not reproduced";
                    text = ReproductionReport.text(bundle, again);
                } catch (RunBundleException e) {
                    ok = false;
                    title = "Open Run Bundle";
                    text = e.getMessage();
                } catch (RuntimeException e) {
                    ok = false;
                    title = "Open Run Bundle";
                    text = zip + " could not be made again: " + e;
                    ILog.of(OpenRunBundleHandler.class).error("Open Run Bundle " + zip, e);
                } finally {
                    monitor.done();
                }
                show(shell, display, ok, title, text);
                return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
            }

            /** Cancel in the Progress view stops the remake between two events. */
            @Override
            protected void canceling() {
                SimulationRun r = running.get();
                if (r != null) {
                    r.cancel();
                }
            }
        };
        job.setUser(true);
        job.schedule();
    }

    private static void show(Shell shell, Display display, boolean identical, String title, String text) {
        display.asyncExec(() -> {
            if (!shell.isDisposed()) {
                if (identical) {
                    MessageDialog.openInformation(shell, title, text);
                } else {
                    MessageDialog.openError(shell, title, text);
                }
            }
        });
    }
}
