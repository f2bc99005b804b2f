package org.dclab.ui.views;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.function.Consumer;

import org.dclab.model.Scenario;
import org.dclab.sim.campaign.Campaign;
import org.dclab.model.parameters.ScenarioChanges;
import org.dclab.sim.RunResult;
import org.dclab.sim.bundle.RunBundle;
import org.dclab.sim.bundle.RunBundleException;
import org.dclab.ui.run.Comparison;
import org.dclab.ui.run.LiveRuns;
import org.dclab.ui.run.RunSession;
import org.dclab.ui.run.RunState;
import org.dclab.ui.run.WorkbenchSweep;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.dialogs.ElementListSelectionDialog;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.ui.part.ViewPart;

/**
 * The results of the run the Simulation Control view drives, shown whenever it stops, and the curves of a sweep:
 * one run here in the background from the scenario's sweep definition, a table opened from a file, or a campaign
 * folder, whose runs are listed too.
 */
public final class ResultsView extends ViewPart {

    public static final String ID = "org.dclab.ui.views.results";

    private ResultsPanel panel;
    private Action saveSweep;
    private String lastSweepCsv;
    /** Where the directory chooser starts: beside the campaign opened last, at first the working directory. */
    private String campaignsFolder = Path.of("").toAbsolutePath().toString();
    private RunSession session;
    /** The figures shown last, and the last of the run before theirs. */
    private RunResult shown;
    private RunResult previous;
    /** A run bundle's results, compared with instead of the previous run until comparing stops; null when none. */
    private RunResult bundled;
    private String bundledName;
    private static final String CANCEL_SWEEP = "Cancel Sweep";
    private Action runSweep;
    /** Says how far the sweep running now has come, where it was started; the status line shows its progress too. */
    private Action cancelSweep;
    /** The sweep running now, or null: one at a time, each on every core. */
    private WorkbenchSweep sweeping;
    private Action compare;
    /** The settings changed since the previous run, listed above the figures when comparing with it. */
    private List<ScenarioChanges> changes = List.of();
    private Action stopComparing;
    private final Consumer<RunState> stateListener = this::stateChanged;
    private final Consumer<RunSession> follower = this::follow;

    @Override
    public void createPartControl(Composite parent) {
        panel = new ResultsPanel(parent, SWT.NONE);
        runSweep = new Action("Run Sweep of the Scenario") {
            @Override
            public void run() {
                runSweep();
            }
        };
        getViewSite().getActionBars().getMenuManager().add(runSweep);
        cancelSweep = new Action(CANCEL_SWEEP) {
            @Override
            public void run() {
                if (sweeping != null) {
                    sweeping.cancel();
                }
            }
        };
        cancelSweep.setEnabled(false);
        getViewSite().getActionBars().getMenuManager().add(cancelSweep);
        getViewSite().getActionBars().getMenuManager().add(new Action("Open Sweep Table\u2026") {
            @Override
            public void run() {
                openSweep();
            }
        });
        getViewSite().getActionBars().getMenuManager().add(new Action("Open Campaign\u2026") {
            @Override
            public void run() {
                openCampaign();
            }
        });
        saveSweep = new Action("Save Sweep Table\u2026") {
            @Override
            public void run() {
                saveSweep();
            }
        };
        saveSweep.setEnabled(false);
        getViewSite().getActionBars().getMenuManager().add(saveSweep);
        compare = new Action("Compare with Previous Run", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                if (isChecked()) {
                    bundled = null;
                }
                showFigures();
            }
        };
        compare.setToolTipText("Beside each figure, that of the run before this one (before its Reset), and the difference");
        compare.setEnabled(false);
        getViewSite().getActionBars().getMenuManager().add(compare);
        getViewSite().getActionBars().getMenuManager().add(new Action("Compare with Run Bundle\u2026") {
            @Override
            public void run() {
                compareWithBundle();
            }
        });
        stopComparing = new Action("Stop Comparing") {
            @Override
            public void run() {
                bundled = null;
                compare.setChecked(false);
                showFigures();
            }
        };
        stopComparing.setEnabled(false);
        getViewSite().getActionBars().getMenuManager().add(stopComparing);
        // Last: following a session shows its figures, with the actions above.
        LiveRuns.addListener(follower);
        follow(LiveRuns.current());
    }

    /**
     * Shows {@code result} beside {@code before}, the figures of the run before it, when comparing: what a teacher
     * compares with after changing a parameter and running again.
     */
    private void showResult(RunResult result, RunResult before) {
        shown = result;
        previous = before;
        changes = session == null || before == null ? List.of() : session.changesSincePrevious();
        compare.setEnabled(previous != null);
        showFigures();
    }

    /** The figures shown beside those of a run bundle when one was chosen, else beside the previous run's if asked. */
    private void showFigures() {
        RunResult against = bundled != null ? bundled : compare.isChecked() ? previous : null;
        panel.show(shown, against, against == null ? null : bundled != null ? bundledName : "Previous run",
                against == previous && against != null ? changes : List.of());
        // The charts draw the run compared with as ghost curves beside this one's.
        Comparison.set(session, against);
        stopComparing.setEnabled(against != null);
    }

    /**
     * A run exported before (File ▸ Export Run, dclab run --bundle), from this or another machine or version: its
     * figures beside the run's, kept across runs until comparing stops, as a class compares with a reference run.
     */
    private void compareWithBundle() {
        Path chosen = askForFile("Compare with Run Bundle", "*.zip");
        if (chosen == null) {
            return;
        }
        try {
            bundled = RunBundle.open(chosen).result();
            bundledName = "Bundle " + chosen.getFileName();
            compare.setChecked(false);
            showFigures();
        } catch (RunBundleException e) {
            MessageDialog.openError(panel.getShell(), "Compare with Run Bundle", e.getMessage());
        }
    }

    /**
     * The sweep the scenario of the Simulation Control view defines, as it is in its editor now: a researcher who changes
     * a value after a run sweeps the scenario as changed, without a Reset of that run.
     */
    private void runSweep() {
        RunSession current = session;
        Scenario scenario = current == null ? null : current.scenarioNow();
        if (scenario == null) {
            MessageDialog.openInformation(panel.getShell(), "Run Sweep", "Open a scenario that can run first.");
            return;
        }
        Display display = panel.getDisplay();
        WorkbenchSweep sweep = WorkbenchSweep.of(scenario, outcome -> display.asyncExec(() -> sweepDone(outcome)));
        if (sweep == null) {
            MessageDialog.openInformation(panel.getShell(), "Run Sweep", scenario.getName()
                    + " defines no sweep: add one in the Outline (context menu, Add Sweep) or set Repetitions.");
            return;
        }
        int points = sweep.points();
        sweep.whenPointDone(finished -> display.asyncExec(() -> {
            if (sweeping == sweep && !panel.isDisposed()) {
                cancelSweep.setText(sweepProgress(finished, points));
            }
        }));
        sweeping = sweep;
        runSweep.setEnabled(false);
        cancelSweep.setText(sweepProgress(0, points));
        cancelSweep.setEnabled(true);
        sweep.setUser(true);
        sweep.schedule();
    }

    private static String sweepProgress(int finished, int points) {
        return CANCEL_SWEEP + " (" + finished + " of " + points + " points done)";
    }

    private void sweepDone(WorkbenchSweep.Outcome outcome) {
        if (panel.isDisposed()) {
            return;
        }
        sweeping = null;
        cancelSweep.setEnabled(false);
        cancelSweep.setText(CANCEL_SWEEP);
        runSweep.setEnabled(true);
        if (outcome.csv() == null) {
            MessageDialog.openError(panel.getShell(), "Run Sweep", "The sweep could not run:\n" + outcome.problem());
            return;
        }
        lastSweepCsv = outcome.csv();
        saveSweep.setEnabled(true);
        SweepCurves.Table table = SweepCurves.parse(outcome.csv());
        List<String> figures = table.numericFigures();
        if (!figures.isEmpty()) {
            showSweep(table, table.firstFigure());
        }
        if (outcome.finished() < outcome.points()) {
            long cutShort = table.rows().size() - outcome.finished();
            MessageDialog.openInformation(panel.getShell(), "Run Sweep", "The sweep was cancelled after " + outcome.finished()
                    + " of " + outcome.points() + " points. The curves show those" + (cutShort == 0 ? "."
                            : "; the table also lists the " + cutShort + (cutShort == 1 ? " run" : " runs")
                                    + " cut short, marked cancelled, with what they measured until then."));
        }
    }

    /** Written beside and then moved over the target, so a reader never sees half a table. */
    private void saveSweep() {
        FileDialog dialog = new FileDialog(panel.getShell(), SWT.SAVE);
        dialog.setText("Save Sweep Table");
        dialog.setFilterExtensions(new String[] { "*.csv" });
        dialog.setFileName("sweep.csv");
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen == null || lastSweepCsv == null) {
            return;
        }
        Path target = Path.of(chosen).toAbsolutePath();
        try {
            Path partial = target.resolveSibling("." + target.getFileName() + ".part");
            Files.writeString(partial, lastSweepCsv, StandardCharsets.UTF_8);
            Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            MessageDialog.openError(panel.getShell(), "Save Sweep Table", "Could not write " + target + ": " + e.getMessage());
        }
    }

    private void follow(RunSession next) {
        if (session != null) {
            session.removeListener(stateListener);
        }
        session = next;
        if (next != null) {
            next.addListener(stateListener);
            stateChanged(next.state());
        } else if (panel != null && !panel.isDisposed()) {
            showResult(null, null);
        }
    }

    /**
     * States come from the job thread; the result is read once the session is idle, on the UI thread. While a command
     * runs the figures of the last stop are taken away, so that nobody reads them as those of the run going on (after
     * Reset and apply they are even another scenario's).
     */
    private void stateChanged(RunState state) {
        if (panel == null || panel.isDisposed()) {
            return;
        }
        RunSession watched = session;
        if (watched == null) {
            // A state of the session just let go, told on the job thread while the view turned away from it.
            return;
        }
        panel.getDisplay().asyncExec(() -> {
            if (panel.isDisposed() || watched != session) {
                return;
            }
            if (watched.state().busy()) {
                panel.showRunning();
            } else {
                showResult(watched.result(), watched.previousResult());
            }
        });
    }

    /** The file the user picks in an Open dialog titled {@code title} showing {@code pattern} files, or null. */
    private Path askForFile(String title, String pattern) {
        FileDialog dialog = new FileDialog(panel.getShell(), SWT.OPEN);
        dialog.setText(title);
        dialog.setFilterExtensions(new String[] { pattern });
        String chosen = dialog.open();
        return chosen == null ? null : Path.of(chosen);
    }

    private void openSweep() {
        Path chosen = askForFile("Open Sweep Table", "*.csv");
        if (chosen == null) {
            return;
        }
        try {
            SweepCurves.Table table = SweepCurves.parse(Files.readString(chosen, StandardCharsets.UTF_8));
            List<String> figures = table.numericFigures();
            if (figures.isEmpty()) {
                throw new IllegalArgumentException("no figure holds a number in every row");
            }
            ElementListSelectionDialog pick = new ElementListSelectionDialog(panel.getShell(), new LabelProvider());
            pick.setTitle("Sweep Curves");
            pick.setMessage("Figure to draw against " + SweepCurves.xLabel(table) + ":");
            pick.setElements(figures.toArray());
            pick.setInitialSelections(table.firstFigure());
            if (pick.open() == Window.OK) {
                showSweep(table, (String) pick.getFirstResult());
            }
        } catch (IOException | IllegalArgumentException e) {
            MessageDialog.openError(panel.getShell(), "Open Sweep Table", "Could not read " + chosen + ": " + e.getMessage());
        }
    }

    /**
     * Draws a sweep's curves with the view maximised, as an opened campaign is shown: beneath the editor at 1280x720 the
     * chart was a strip; a double-click on the tab gives the other views back.
     */
    private void showSweep(SweepCurves.Table table, String figure) {
        panel.showSweep(table, figure);
        IWorkbenchPage page = getSite().getPage();
        page.setPartState(page.getReference(this), IWorkbenchPage.STATE_MAXIMIZED);
    }

    /**
     * A campaign folder of dclab sweep --out, in a view of its own beside the live charts: its runs listed, its figures
     * drawn with their confidence intervals.
     */
    private void openCampaign() {
        DirectoryDialog dialog = new DirectoryDialog(panel.getShell(), SWT.NONE);
        dialog.setText("Open Campaign");
        dialog.setMessage("A campaign folder (dclab sweep FILE --out DIR)");
        dialog.setFilterPath(campaignsFolder);
        String chosen = dialog.open();
        if (chosen == null) {
            return;
        }
        Path folder = Campaign.enclosing(Path.of(chosen)).dir();
        Path parent = folder.toAbsolutePath().getParent();
        campaignsFolder = parent == null ? folder.toString() : parent.toString();
        try {
            CampaignView.open(getSite().getPage(), CampaignResults.load(folder));
        } catch (IOException | IllegalArgumentException | PartInitException e) {
            MessageDialog.openError(panel.getShell(), "Open Campaign", "Could not open " + folder + ": " + e.getMessage());
        }
    }

    ResultsPanel panel() {
        return panel;
    }

    @Override
    public void dispose() {
        LiveRuns.removeListener(follower);
        if (session != null) {
            session.removeListener(stateListener);
        }
        super.dispose();
    }

    @Override
    public void setFocus() {
        panel.setFocus();
    }
}
