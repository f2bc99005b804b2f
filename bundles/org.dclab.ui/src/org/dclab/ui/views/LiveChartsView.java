package org.dclab.ui.views;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

import org.dclab.charts.ChartExport;
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
import org.eclipse.ui.IMemento;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IViewSite;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;

/**
 * Live charts of the run the Simulation Control view drives, with export of what they show. Several may be open
 * side by side, each with its own choice of charts; all follow the model elements selected in the workbench.
 */
public final class LiveChartsView extends ViewPart {

    public static final String ID = "org.dclab.ui.views.liveCharts";

    /** What a second, third, … view shows first: the figures the first one leaves out. */
    private static final List<ChartKind> MORE_KINDS = List.of(ChartKind.SSTHRESH, ChartKind.ALPHA, ChartKind.GOODPUT);

    /** Where a view keeps its choice of charts across workbench restarts. */
    private static final String KINDS_KEY = "charts";
    /** Secondary ids of the further views: "more-1", "more-2", ... */
    private static final String MORE = "more-";

    private Composite body;
    private LiveChartsPanel panel;
    private final List<ChartKind> kinds = new ArrayList<>();
    /** The charts this view showed before the workbench last closed, if it did. */
    private List<ChartKind> restored = List.of();
    private boolean followSelection = true;
    private final Consumer<RunSession> follower = s -> {
        if (panel != null && !panel.isDisposed()) {
            panel.follow(s);
        }
    };
    private final ISelectionListener selectionListener = this::selectionChanged;

    @Override
    public void init(IViewSite site, IMemento memento) throws PartInitException {
        super.init(site, memento);
        restored = memento == null ? List.of() : parseKinds(memento.getString(KINDS_KEY));
    }

    @Override
    public void saveState(IMemento memento) {
        memento.putString(KINDS_KEY, String.join(",", kinds.stream().map(ChartKind::name).toList()));
    }

    /** The kinds named in {@code saved}, in order; names this version does not know are skipped. */
    static List<ChartKind> parseKinds(String saved) {
        List<ChartKind> parsed = new ArrayList<>();
        if (saved != null) {
            for (String name : saved.split(",")) {
                Arrays.stream(ChartKind.values()).filter(k -> k.name().equals(name.trim()) && !parsed.contains(k)).findFirst()
                        .ifPresent(parsed::add);
            }
        }
        return parsed;
    }

    /** The first "more-N" no open view uses: views restored after a restart keep theirs. */
    static String nextSecondaryId(Set<String> used) {
        for (int n = 1;; n++) {
            if (!used.contains(MORE + n)) {
                return MORE + n;
            }
        }
    }

    @Override
    public void createPartControl(Composite parent) {
        body = parent;
        body.setLayout(new FillLayout());
        if (!restored.isEmpty()) {
            kinds.addAll(restored);
        } else {
            kinds.addAll(getViewSite().getSecondaryId() == null ? LiveChartsPanel.DEFAULT_KINDS : MORE_KINDS);
        }
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
        menu.add(exportAction("Export Charts as PNG\u2026", ChartExport.Format.PNG));
        menu.add(exportAction("Export Charts as SVG\u2026", ChartExport.Format.SVG));
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
            Set<String> used = new HashSet<>();
            for (IViewReference v : getSite().getPage().getViewReferences()) {
                if (ID.equals(v.getId()) && v.getSecondaryId() != null) {
                    used.add(v.getSecondaryId());
                }
            }
            getSite().getPage().showView(ID, nextSecondaryId(used), IWorkbenchPage.VIEW_ACTIVATE);
        } catch (PartInitException e) {
            MessageDialog.openError(panel.getShell(), "New Chart View", "Could not open another chart view: " + e.getMessage());
        }
    }

    private void selectionChanged(IWorkbenchPart part, ISelection selection) {
        if (followSelection && part != this && panel != null && !panel.isDisposed()) {
            panel.select(SelectedSeries.of(selection));
        }
    }

    private Action exportAction(String label, ChartExport.Format format) {
        return new Action(label) {
            @Override
            public void run() {
                export(format);
            }
        };
    }

    /**
     * One file per chart in the format of the command chosen, named after the name typed (without the format's
     * extension, if it has one) with the chart's kind and the extension appended, at the charts' size.
     */
    private void export(ChartExport.Format format) {
        String extension = format.extension();
        Optional<String> chosen = ExportTarget.choose(panel.getShell(), "Export Charts", "dclab-chart." + extension, extension, false);
        if (chosen.isEmpty()) {
            return;
        }
        String stem = ChartExport.withoutExtension(chosen.get(), extension);
        List<File> files = kinds.stream().map(k -> new File(stem + "-" + k.name().toLowerCase(Locale.ROOT) + "." + extension)).toList();
        if (!ExportTarget.mayReplace(panel.getShell(), "Export Charts", files)) {
            return;
        }
        List<ChartSlot> slots = panel.slots();
        try {
            for (int i = 0; i < slots.size(); i++) {
                Point size = panel.exportSize(slots.get(i));
                ChartExport.write(slots.get(i).chart(), format, files.get(i), size.x, size.y);
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
