package org.dclab.ui.views;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import org.dclab.ui.run.LiveRuns;
import org.dclab.ui.run.RunSession;
import org.dclab.ui.run.RunState;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.dialogs.ElementListSelectionDialog;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.ui.part.ViewPart;

/**
 * The results of the run the Simulation Control view drives, shown whenever it stops, and the curves of a sweep
 * table opened from a file.
 */
public final class ResultsView extends ViewPart {

    public static final String ID = "org.dclab.ui.views.results";

    private ResultsPanel panel;
    private RunSession session;
    private final Consumer<RunState> stateListener = this::stateChanged;
    private final Consumer<RunSession> follower = this::follow;

    @Override
    public void createPartControl(Composite parent) {
        panel = new ResultsPanel(parent, SWT.NONE);
        LiveRuns.addListener(follower);
        follow(LiveRuns.current());
        getViewSite().getActionBars().getMenuManager().add(new Action("Open Sweep Table\u2026") {
            @Override
            public void run() {
                openSweep();
            }
        });
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
            panel.show(null);
        }
    }

    /** States come from the job thread; the result is read once the session is idle, on the UI thread. */
    private void stateChanged(RunState state) {
        if (state.busy() || panel == null || panel.isDisposed()) {
            return;
        }
        RunSession watched = session;
        panel.getDisplay().asyncExec(() -> {
            if (!panel.isDisposed() && watched == session && !watched.state().busy()) {
                panel.show(watched.result());
            }
        });
    }

    private void openSweep() {
        FileDialog dialog = new FileDialog(panel.getShell(), SWT.OPEN);
        dialog.setFilterExtensions(new String[] { "*.csv" });
        String chosen = dialog.open();
        if (chosen == null) {
            return;
        }
        try {
            SweepCurves.Table table = SweepCurves.parse(Files.readString(Path.of(chosen), StandardCharsets.UTF_8));
            List<String> figures = table.numericFigures();
            if (figures.isEmpty()) {
                throw new IllegalArgumentException("no figure holds a number in every row");
            }
            ElementListSelectionDialog pick = new ElementListSelectionDialog(panel.getShell(), new LabelProvider());
            pick.setTitle("Sweep Curves");
            pick.setMessage("Figure to draw against " + SweepCurves.xLabel(table) + ":");
            pick.setElements(figures.toArray());
            pick.setInitialSelections(figures.contains("goodputGbps") ? "goodputGbps" : figures.get(0));
            if (pick.open() == Window.OK) {
                panel.showSweep(table, (String) pick.getFirstResult());
            }
        } catch (IOException | IllegalArgumentException e) {
            MessageDialog.openError(panel.getShell(), "Open Sweep Table", "Could not read " + chosen + ": " + e.getMessage());
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
