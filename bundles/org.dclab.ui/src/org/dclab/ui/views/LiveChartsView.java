package org.dclab.ui.views;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.dclab.ui.run.LiveRuns;
import org.dclab.ui.run.RunSession;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;
import org.jfree.chart.JFreeChart;

/**
 * Live charts of the run the Simulation Control view drives, with export of what they show. Several may be open
 * side by side, each with its own choice of charts; all follow the model elements selected in the workbench.
 */
public final class LiveChartsView extends ViewPart {

    public static final String ID = "org.dclab.ui.views.liveCharts";

    /** What a second, third, … view shows first: the figures the first one leaves out. */
    private static final List<ChartKind> MORE_KINDS = List.of(ChartKind.SSTHRESH, ChartKind.ALPHA, ChartKind.GOODPUT);

    private static int opened;

    private Composite body;
    private LiveChartsPanel panel;
    private final List<ChartKind> kinds = new ArrayList<>();
    private boolean followSelection = true;
    private final Consumer<RunSession> follower = s -> {
        if (panel != null && !panel.isDisposed()) {
            panel.follow(s);
        }
    };
    private final ISelectionListener selectionListener = this::selectionChanged;

    @Override
    public void createPartControl(Composite parent) {
        body = parent;
        body.setLayout(new FillLayout());
        kinds.addAll(getViewSite().getSecondaryId() == null ? LiveChartsPanel.DEFAULT_KINDS : MORE_KINDS);
        rebuild();
        LiveRuns.addListener(follower);
        getSite().getPage().addPostSelectionListener(selectionListener);
        IMenuManager menu = getViewSite().getActionBars().getMenuManager();
        MenuManager charts = new MenuManager("Charts");
        for (ChartKind kind : ChartKind.values()) {
            charts.add(kindAction(kind));
        }
        menu.add(charts);
        menu.add(new Action("New Chart View") {
            @Override
            public void run() {
                openAnother();
            }
        });
        Action follow = new Action("Follow Editor Selection", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                followSelection = isChecked();
                panel.select(null);
            }
        };
        follow.setChecked(true);
        menu.add(follow);
        menu.add(new Separator());
        menu.add(exportAction("Export Charts as PNG\u2026", "png"));
        menu.add(exportAction("Export Charts as SVG\u2026", "svg"));
    }

    /** The panel on screen, for tests. */
    LiveChartsPanel panel() {
        return panel;
    }

    private Action kindAction(ChartKind kind) {
        Action action = new Action(kind.title(), IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                if (isChecked()) {
                    kinds.add(kind);
                    kinds.sort(null);
                } else if (kinds.size() > 1) {
                    kinds.remove(kind);
                } else {
                    setChecked(true);
                    return;
                }
                rebuild();
            }
        };
        action.setChecked(kinds.contains(kind));
        return action;
    }

    /** A new panel starts over from the session's history, so changing the charts loses nothing of the run. */
    private void rebuild() {
        if (panel != null) {
            panel.dispose();
        }
        panel = new LiveChartsPanel(body, SWT.NONE, List.copyOf(kinds));
        panel.follow(LiveRuns.current());
        body.layout(true, true);
    }

    private void openAnother() {
        try {
            getSite().getPage().showView(ID, "more-" + ++opened, IWorkbenchPage.VIEW_ACTIVATE);
        } catch (PartInitException e) {
            MessageDialog.openError(panel.getShell(), "New Chart View", "Could not open another chart view: " + e.getMessage());
        }
    }

    private void selectionChanged(IWorkbenchPart part, ISelection selection) {
        if (followSelection && part != this && panel != null && !panel.isDisposed()) {
            panel.select(SelectedSeries.of(selection));
        }
    }

    private Action exportAction(String label, String extension) {
        return new Action(label) {
            @Override
            public void run() {
                export(extension);
            }
        };
    }

    /** One file per chart, named after the chosen one with the chart's kind appended, at the charts' size. */
    private void export(String extension) {
        FileDialog dialog = new FileDialog(panel.getShell(), SWT.SAVE);
        dialog.setFilterExtensions(new String[] { "*." + extension });
        dialog.setFileName("dclab-chart." + extension);
        String chosen = dialog.open();
        if (chosen == null) {
            return;
        }
        String stem = chosen.endsWith("." + extension) ? chosen.substring(0, chosen.length() - extension.length() - 1) : chosen;
        JFreeChart[] charts = panel.charts();
        Point size = panel.getSize();
        try {
            for (int i = 0; i < charts.length; i++) {
                String suffix = kinds.get(i).name().toLowerCase(Locale.ROOT);
                ChartExport.write(charts[i], new File(stem + "-" + suffix + "." + extension), Math.max(400, size.x),
                        Math.max(250, size.y / charts.length));
            }
        } catch (IOException e) {
            MessageDialog.openError(panel.getShell(), "Export Charts", "Could not write the charts: " + e.getMessage());
        }
    }

    @Override
    public void dispose() {
        LiveRuns.removeListener(follower);
        getSite().getPage().removePostSelectionListener(selectionListener);
        super.dispose();
    }

    @Override
    public void setFocus() {
        panel.setFocus();
    }
}
