package org.dclab.ui.run;

import org.dclab.model.DclabPackage.Literals;
import org.dclab.model.Scenario;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.swt.widgets.Display;

/**
 * Tells a run session when the scenario an editor shows changes in a way a run would see: anything but where a node
 * is drawn. It is told at once, with every change, so that a command given right after an edit knows of it; and
 * once more a moment after the last change of a gesture or of a quick series of edits, to rebuild what the edits
 * call for only once. Both on the UI thread.
 */
public final class ScenarioWatcher extends EContentAdapter {

    /** Edits closer together than this are one change: typing into cells and undoing in a row rebuild once. */
    private static final int QUIET_MILLIS = 150;

    private final Scenario scenario;
    private final Display display;
    private final Runnable changed;
    private final Runnable settled;
    private boolean scheduled;

    private ScenarioWatcher(Scenario scenario, Display display, Runnable changed, Runnable settled) {
        this.scenario = scenario;
        this.display = display;
        this.changed = changed;
        this.settled = settled;
    }

    /**
     * Starts calling {@code changed} at each change of {@code scenario} and {@code settled} once the changes have
     * stopped for a moment.
     */
    public static ScenarioWatcher watch(Scenario scenario, Display display, Runnable changed, Runnable settled) {
        ScenarioWatcher watcher = new ScenarioWatcher(scenario, display, changed, settled);
        scenario.eAdapters().add(watcher);
        return watcher;
    }

    public void stop() {
        scenario.eAdapters().remove(this);
    }

    @Override
    public void notifyChanged(Notification notification) {
        super.notifyChanged(notification);
        if (notification.isTouch() || isDrawingOnly(notification) || display.isDisposed()) {
            return;
        }
        changed.run();
        if (!scheduled) {
            scheduled = true;
            display.timerExec(QUIET_MILLIS, () -> {
                scheduled = false;
                settled.run();
            });
        }
    }

    /** A node's position on the canvas: the one part of a scenario that no run reads. */
    private static boolean isDrawingOnly(Notification notification) {
        Object feature = notification.getFeature();
        return feature == Literals.NODE__X || feature == Literals.NODE__Y;
    }
}
