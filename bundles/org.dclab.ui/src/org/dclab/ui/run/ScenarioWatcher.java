package org.dclab.ui.run;

import org.dclab.model.DclabPackage.Literals;
import org.dclab.model.Scenario;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.swt.widgets.Display;

/**
 * Tells a run session when the scenario an editor shows changes in a way a run would see: anything but where a node
 * is drawn. The changes of one gesture (a paste, a delete with its links, a layout) arrive as one call, a moment
 * after the last of them, on the UI thread.
 */
public final class ScenarioWatcher extends EContentAdapter {

    /** Edits closer together than this are one change: typing into cells and undoing in a row rebuild once. */
    private static final int QUIET_MILLIS = 150;

    private final Scenario scenario;
    private final Display display;
    private final Runnable changed;
    private boolean scheduled;

    private ScenarioWatcher(Scenario scenario, Display display, Runnable changed) {
        this.scenario = scenario;
        this.display = display;
        this.changed = changed;
    }

    /** Starts calling {@code changed} on {@code display}'s thread after each change of {@code scenario}. */
    public static ScenarioWatcher watch(Scenario scenario, Display display, Runnable changed) {
        ScenarioWatcher watcher = new ScenarioWatcher(scenario, display, changed);
        scenario.eAdapters().add(watcher);
        return watcher;
    }

    public void stop() {
        scenario.eAdapters().remove(this);
    }

    @Override
    public void notifyChanged(Notification notification) {
        super.notifyChanged(notification);
        if (notification.isTouch() || isDrawingOnly(notification) || scheduled || display.isDisposed()) {
            return;
        }
        scheduled = true;
        display.timerExec(QUIET_MILLIS, () -> {
            scheduled = false;
            changed.run();
        });
    }

    /** A node's position on the canvas: the one part of a scenario that no run reads. */
    private static boolean isDrawingOnly(Notification notification) {
        Object feature = notification.getFeature();
        return feature == Literals.NODE__X || feature == Literals.NODE__Y;
    }
}
