package org.dclab.ui.inspect;

import java.util.Objects;
import java.util.function.Consumer;

import org.dclab.model.Scenario;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.live.LiveActivity;
import org.dclab.sim.live.NetworkActivity;
import org.dclab.sim.live.PortInspection;
import org.dclab.ui.present.FlowColors;
import org.dclab.ui.present.FlowHighlight;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.ViewPart;

/**
 * The inspector: follows the editor's selection and shows the picked port's queue flow by flow, its drops, marks and
 * its discipline's state, or a node's or link's ports one line each, live while a run is paced and after each Step
 * or Step back. It reads the run through {@link LiveActivity} under the scenario's URI, as the canvas does, and asks
 * the run to inspect only the one port shown, so a run nobody inspects pays nothing. A UI timer at the charts' rate
 * redraws only when the run published a new picture.
 */
public final class InspectorView extends ViewPart {

    public static final String ID = "org.dclab.ui.views.inspector";
    /** The live charts' drain interval: the inspector moves in step with them. */
    static final int TICK_MILLIS = 60;

    private InspectorPanel panel;
    private final ISelectionListener selectionListener = this::selectionChanged;
    private InspectedTarget target;
    private SimulationRun inspectedRun;
    private String inspectedPort;
    private Object shownPicture;
    private SimulationRun shownRun;
    private String shownHighlight;
    /** Another scenario's editor brought to the front: what this one looked at is no longer what the class sees. */
    private final IPartListener2 editors = new IPartListener2() {
        @Override
        public void partActivated(IWorkbenchPartReference ref) {
            if (ref.getPart(false) instanceof IEditorPart editor && target != null) {
                Scenario shown = Adapters.adapt(editor, Scenario.class);
                if (shown != null && shown != target.scenario()) {
                    letGo();
                }
            }
        }
    };
    private final Consumer<String> highlightListener = uri -> {
        if (target != null && uri.equals(target.scenarioUri()) && panel != null && !panel.isDisposed()) {
            refresh();
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        panel = new InspectorPanel(parent, SWT.NONE);
        getSite().getPage().addPostSelectionListener(selectionListener);
        getSite().getPage().addPartListener(editors);
        ISelection current = getSite().getPage().getSelection();
        if (current != null) {
            selectionChanged(null, current);
        }
        FlowHighlight.addListener(highlightListener);
        panel.getDisplay().timerExec(TICK_MILLIS, this::tick);
    }

    /** The panel on screen, for tests. */
    public InspectorPanel panel() {
        return panel;
    }

    private void selectionChanged(IWorkbenchPart part, ISelection selection) {
        if (part == this) {
            return;
        }
        InspectedTarget next = InspectedTarget.of(selection);
        if (next == null || next.sameAs(target)) {
            // A selection elsewhere (a chart, the Event List) leaves the inspector on what it looks at.
            return;
        }
        target = next;
        shownPicture = null;
        refresh();
    }

    private void tick() {
        if (panel == null || panel.isDisposed()) {
            return;
        }
        refresh();
        panel.getDisplay().timerExec(TICK_MILLIS, this::tick);
    }

    /** Stops looking at the target and says what the inspector is for, as when it opened. */
    private void letGo() {
        target = null;
        shownPicture = null;
        refresh();
        panel.showMessage(InspectorPanel.WELCOME_TITLE, InspectorPanel.WELCOME);
    }

    /** Shows the newest picture of the target, asking the run to take one when the target or the run changed. */
    private void refresh() {
        if (target != null && target.isGone()) {
            letGo();
            return;
        }
        SimulationRun run = target == null ? null : LiveActivity.of(target.scenarioUri());
        String port = target == null ? null : target.port();
        if (run != inspectedRun || !Objects.equals(port, inspectedPort)) {
            if (inspectedRun != null && inspectedRun != run) {
                inspectedRun.inspect(null);
            }
            inspectedRun = run;
            inspectedPort = port;
            if (run != null) {
                run.inspect(port);
            }
        }
        Object picture = run == null ? null : port != null ? run.inspection() : run.activity();
        String highlight = target == null ? null : FlowHighlight.of(target.scenarioUri());
        if (picture != null && picture == shownPicture && run == shownRun && Objects.equals(highlight, shownHighlight)) {
            return;
        }
        shownPicture = picture;
        shownRun = run;
        shownHighlight = highlight;
        if (target == null) {
            return;
        }
        if (run == null) {
            panel.showMessage("No run is active",
                    "The inspector shows " + target.title() + " while its scenario runs: open Simulation Control and press "
                            + "Run (paced, e.g. 1:1,000) or Step. Nothing is simulated now.");
        } else if (picture instanceof PortInspection in) {
            panel.showPort(target, in, FlowColors.of(target.scenario()), highlight);
        } else if (picture instanceof NetworkActivity activity) {
            panel.showPorts(target, activity);
        } else {
            panel.showMessage("Inspecting " + target.title(),
                    "The run has no such port, or is running a slice: the picture comes at its end.");
        }
    }

    @Override
    public void dispose() {
        getSite().getPage().removePostSelectionListener(selectionListener);
        getSite().getPage().removePartListener(editors);
        FlowHighlight.removeListener(highlightListener);
        if (inspectedRun != null) {
            inspectedRun.inspect(null);
        }
        super.dispose();
    }

    @Override
    public void setFocus() {
        panel.setFocus();
    }
}
