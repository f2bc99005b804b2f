package org.dclab.ui.views;

import java.util.Optional;

import org.dclab.model.Scenario;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/**
 * The topology editor's canvas, its run animation included, for whoever wants to show a scenario as a class sees it
 * without editing it ({@code dclab bench --live-charts} beside its charts). The editor bundle contributes it through
 * the extension point {@value #EXTENSION_POINT}: that bundle depends on this one, so this one cannot name its
 * classes.
 */
public interface TopologyCanvas {

    String EXTENSION_POINT = "org.dclab.ui.topologyCanvas";

    /**
     * Draws {@code scenario}'s network in {@code parent} as its editor does, animating the run shown for the URI of
     * the scenario's resource ({@link org.dclab.sim.live.LiveActivity}). UI thread only.
     */
    Shown show(Composite parent, Scenario scenario);

    /** A canvas on screen and what it has drawn so far. */
    interface Shown {

        Control control();

        Frames frames();
    }

    /**
     * What a canvas has drawn since it was made: paints of any kind; paints of a run's activity, and of those the ones
     * that showed a snapshot the previous one had not; and the marks those paints drew.
     */
    record Frames(long paints, long activityPaints, long snapshots, long lanes, long queueBars, long packets) {
    }

    /** The canvas the editor bundle contributes, if it is installed. */
    static Optional<TopologyCanvas> contributed() {
        for (IConfigurationElement element : Platform.getExtensionRegistry().getConfigurationElementsFor(EXTENSION_POINT)) {
            try {
                if (element.createExecutableExtension("class") instanceof TopologyCanvas canvas) {
                    return Optional.of(canvas);
                }
            } catch (CoreException e) {
                throw new IllegalStateException("the topology canvas of " + element.getContributor().getName() + " cannot be made", e);
            }
        }
        return Optional.empty();
    }
}
