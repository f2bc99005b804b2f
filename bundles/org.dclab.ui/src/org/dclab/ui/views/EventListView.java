package org.dclab.ui.views;

import java.util.function.Consumer;

import org.dclab.ui.run.LiveRuns;
import org.dclab.ui.run.RunSession;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;

/** The event list of the run the Simulation Control view drives. */
public final class EventListView extends ViewPart {

    public static final String ID = "org.dclab.ui.views.eventList";

    private EventListPanel panel;
    private final Consumer<RunSession> follow = s -> {
        if (panel != null && !panel.isDisposed()) {
            panel.setSession(s);
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        panel = new EventListPanel(parent, SWT.NONE, this::setContentDescription);
        panel.setSession(LiveRuns.current());
        LiveRuns.addListener(follow);
    }

    @Override
    public void dispose() {
        LiveRuns.removeListener(follow);
        super.dispose();
    }

    @Override
    public void setFocus() {
        panel.setFocus();
    }
}
