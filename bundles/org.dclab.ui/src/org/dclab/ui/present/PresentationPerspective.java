package org.dclab.ui.present;

import org.dclab.ui.inspect.InspectorView;
import org.dclab.ui.labs.LabsView;
import org.dclab.ui.views.EventListView;
import org.dclab.ui.views.LiveChartsView;
import org.dclab.ui.views.ResultsView;
import org.dclab.ui.views.SimulationControlView;
import org.dclab.ui.welcome.WelcomeView;
import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * The layout of presentation mode, for a projector of 1280×720: the canvas is the stage, on the left the window's whole
 * height with its timeline (Step back, Run or Pause, Step and the scrubber) under it, more than half the screen; the
 * live charts on the right from top to bottom, with Simulation Control, the Event List, the Inspector and Results as
 * tabs beside them, one click away, rather than squeezing the charts or the canvas. The Outline and Properties are not
 * shown. A lab sheet opens as a tab there too: docked between topology and charts it left the canvas some 170 pixels.
 */
public final class PresentationPerspective implements IPerspectiveFactory {

    public static final String ID = "org.dclab.ui.presentationPerspective";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editorArea = layout.getEditorArea();
        layout.setEditorAreaVisible(true);

        IFolderLayout charts = layout.createFolder("charts", IPageLayout.RIGHT, 0.69f, editorArea);
        charts.addView(LiveChartsView.ID);
        charts.addView(SimulationControlView.ID);
        charts.addView(EventListView.ID);
        charts.addView(InspectorView.ID);
        charts.addView(ResultsView.ID);
        charts.addPlaceholder(WelcomeView.ID);
        charts.addPlaceholder(LiveChartsView.ID + ":*");
        // The sheet's Do it buttons run the scenario, so the sheet can stand beside the charts while the canvas shows
        // the run.
        charts.addPlaceholder(LabsView.ID);
        layout.getViewLayout(SimulationControlView.ID).setCloseable(true);
    }
}
