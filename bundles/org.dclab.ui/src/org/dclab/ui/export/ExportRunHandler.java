package org.dclab.ui.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.dclab.charts.ResultCharts;
import org.dclab.model.Scenario;
import org.dclab.sim.RunResult;
import org.dclab.sim.bundle.RunBundle;
import org.dclab.sim.bundle.RunRecipe;
import org.dclab.cli.api.ProductInfo;
import org.dclab.ui.run.LiveRuns;
import org.dclab.ui.run.RunSession;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * File ▸ Export Run…: the run of the Simulation Control view, as it stands, into one run bundle (scenario as run,
 * seed, version, results, charts). Written in the background once the run stands still; the UI never waits.
 */
public final class ExportRunHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        Shell shell = HandlerUtil.getActiveShell(event);
        RunSession session = LiveRuns.current();
        if (session == null || session.scenarioAsRun() == null) {
            MessageDialog.openInformation(shell, "Export Run",
                    "There is no run to export. Open a scenario, run or step it in the Simulation Control view, then export.");
            return null;
        }
        FileDialog dialog = new FileDialog(shell, SWT.SAVE);
        dialog.setText("Export Run");
        dialog.setFilterExtensions(new String[] { "*.zip" });
        dialog.setFilterNames(new String[] { "DC Lab run bundle (*.zip)" });
        dialog.setFileName(session.scenarioAsRun().getName() + "-run.zip");
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen == null) {
            return null;
        }
        Path zip = Path.of(chosen.endsWith(".zip") ? chosen : chosen + ".zip");
        // The dialog asked about the name as typed; the added extension may name another file that exists.
        if (!chosen.endsWith(".zip") && Files.exists(zip)
                && !MessageDialog.openQuestion(shell, "Export Run", zip + " already exists. Replace it?")) {
            return null;
        }
        Display display = shell.getDisplay();
        session.whenIdle("Export run to " + zip.getFileName(), () -> {
            String outcome;
            try {
                export(session, zip);
                outcome = null;
            } catch (IOException | RuntimeException e) {
                outcome = "The run could not be written to " + zip + ":\n" + e;
                ILog.of(ExportRunHandler.class).error("Export Run to " + zip, e);
            }
            String failure = outcome;
            display.asyncExec(() -> {
                if (failure != null && !shell.isDisposed()) {
                    MessageDialog.openError(shell, "Export Run", failure);
                }
            });
        });
        return null;
    }

    /** Runs on the session's job thread, when no command advances the run. */
    static void export(RunSession session, Path zip) throws IOException {
        Scenario scenario = session.scenarioAsRun();
        RunResult result = session.result();
        RunRecipe recipe = session.recipe(ProductInfo.versionLine());
        RunBundle.write(zip, scenario, recipe, result, ResultCharts.png(result.series()));
    }
}
