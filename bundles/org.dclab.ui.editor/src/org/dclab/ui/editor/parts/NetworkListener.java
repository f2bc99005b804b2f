package org.dclab.ui.editor.parts;

import java.util.LinkedHashSet;
import java.util.Set;

import org.dclab.model.Network;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.swt.widgets.Display;

/**
 * Watches the network and everything in it, and turns any number of model notifications into one refresh of the
 * viewer: a multi-node move or an auto-layout of 157 nodes sends hundreds of notifications, and repainting for each
 * would make the canvas crawl. The refresh runs once the command has finished, on the UI thread.
 */
final class NetworkListener extends EContentAdapter {

    interface Refresh {
        /** {@code changed} are the elements whose own features changed; {@code structural} means nodes or links came or went. */
        void modelChanged(Set<Object> changed, boolean structural);
    }

    private final Display display;
    private final Refresh refresh;
    private final Set<Object> changed = new LinkedHashSet<>();
    private boolean structural;
    private boolean scheduled;
    private Network network;

    NetworkListener(Display display, Refresh refresh) {
        this.display = display;
        this.refresh = refresh;
    }

    void activate(Network target) {
        network = target;
        target.eAdapters().add(this);
    }

    void deactivate() {
        if (network != null) {
            network.eAdapters().remove(this);
            network = null;
        }
        changed.clear();
    }

    @Override
    public void notifyChanged(Notification notification) {
        super.notifyChanged(notification);
        if (notification.isTouch() || notification.getEventType() == Notification.REMOVING_ADAPTER) {
            return;
        }
        if (notification.getNotifier() instanceof Network) {
            structural = true;
        } else {
            changed.add(notification.getNotifier());
        }
        if (!scheduled) {
            scheduled = true;
            display.asyncExec(this::flush);
        }
    }

    /** Delivers the changes gathered so far now; tests call it instead of waiting for the event loop. */
    void flush() {
        scheduled = false;
        if (network == null || (changed.isEmpty() && !structural)) {
            return;
        }
        Set<Object> batch = new LinkedHashSet<>(changed);
        boolean wasStructural = structural;
        changed.clear();
        structural = false;
        refresh.modelChanged(batch, wasStructural);
    }
}
