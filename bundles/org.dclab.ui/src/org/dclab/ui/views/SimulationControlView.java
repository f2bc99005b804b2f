package org.dclab.ui.views;

import java.util.HashMap;
import java.util.Map;

import org.dclab.model.Scenario;
import org.dclab.ui.run.LiveRuns;
import org.dclab.ui.run.RunSession;
import org.dclab.ui.run.ScenarioWatcher;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartConstants;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.ViewPart;

/**
 * Runs, pauses and steps the scenario of the active editor. Each editor gets its own session, so switching
 * between two open scenarios does not lose where either run stood.
 */
public final class SimulationControlView extends ViewPart {

    public static final String ID = "org.dclab.ui.views.simulationControl";

    private SimulationControlPanel panel;
    private IEditorPart followed;
    private final Map<IEditorPart, RunSession> sessions = new HashMap<>();
    private final Map<IEditorPart, ScenarioWatcher> watchers = new HashMap<>();

    private final IPartListener2 editors = new IPartListener2() {
        @Override
        public void partActivated(IWorkbenchPartReference ref) {
            follow();
        }

        @Override
        public void partClosed(IWorkbenchPartReference ref) {
            IWorkbenchPart part = ref.getPart(false);
            RunSession closed = sessions.remove(part);
            if (closed != null) {
                closed.close();
            }
            ScenarioWatcher watcher = watchers.remove(part);
            if (watcher != null) {
                watcher.stop();
            }
            follow();
        }

        @Override
        public void partOpened(IWorkbenchPartReference ref) {
            follow();
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        panel = new SimulationControlPanel(parent, SWT.NONE);
        getSite().getPage().addPartListener(editors);
        follow();
    }

    /**
     * Shows the session of the page's active editor when it holds a scenario; keeps the one shown while an editor of
     * another kind is active; and "no scenario" otherwise.
     */
    private void follow() {
        IEditorPart editor = getSite().getPage().getActiveEditor();
        Scenario scenario = editor == null ? null : Adapters.adapt(editor, Scenario.class);
        if (scenario == null) {
            if (followed != null && sessions.containsKey(followed)) {
                // Another kind of editor came to the front (a control's source): the scenario's run stays in view, since
                // a student edits the control and runs the scenario by turns.
                return;
            }
            editor = null;
        }
        if (editor == followed && (editor == null || sessions.containsKey(editor))) {
            return;
        }
        followed = editor;
        RunSession session = null;
        if (editor != null) {
            IEditorPart owner = editor;
            // The editor may replace its model on reload, so every reset copies what the editor holds then.
            session = sessions.computeIfAbsent(editor, e -> {
                // Save As gives the editor another file: the session takes its name and URI with it.
                owner.addPropertyListener((source, property) -> {
                    RunSession renamed = sessions.get(owner);
                    Scenario shown = Adapters.adapt(owner, Scenario.class);
                    if (property == IWorkbenchPartConstants.PROP_INPUT && renamed != null && shown != null) {
                        renamed.renamed(owner.getTitle(), uriOf(shown));
                    }
                });
                RunSession made = new RunSession(owner.getTitle(), uriOf(scenario),
                        () -> EcoreUtil.copy(Adapters.adapt(owner, Scenario.class)));
                // A run always simulates the scenario as the editor shows it, or says it does not.
                watchers.put(owner, ScenarioWatcher.watch(scenario, panel.getDisplay(), made::scenarioChanged, made::scenarioSettled));
                return made;
            });
        }
        panel.setSession(session);
        LiveRuns.show(session);
    }

    /** The key under which the editor of the same file finds the run, see {@link org.dclab.sim.live.LiveActivity}. */
    private static String uriOf(Scenario scenario) {
        return scenario.eResource() == null || scenario.eResource().getURI() == null ? null
                : scenario.eResource().getURI().toString();
    }

    @Override
    public void dispose() {
        getSite().getPage().removePartListener(editors);
        sessions.values().forEach(RunSession::close);
        watchers.values().forEach(ScenarioWatcher::stop);
        LiveRuns.show(null);
        super.dispose();
    }

    @Override
    public void setFocus() {
        panel.setFocus();
    }
}
