package org.dclab.ui.present;

import org.dclab.ui.inspect.InspectorView;
import org.dclab.ui.labs.LabsView;
import org.dclab.ui.papers.PapersView;
import org.dclab.ui.views.EventListView;
import org.dclab.ui.views.LiveChartsView;
import org.dclab.ui.views.ResultsView;
import org.dclab.ui.views.SimulationControlView;
import org.dclab.ui.welcome.WelcomeView;
import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * The layout of presentation mode, for a projector of 1280×720: the topology on the left above Simulation Control,
 * the live charts on the right from top to bottom. The Event List, the Inspector and Results are tabs beside Simulation
 * Control, one click away, rather than squeezing the charts; the Outline and Properties are not shown. A lab sheet
 * opens as a tab beside Simulation Control, under the topology and next to the charts: docked between topology and
 * charts it left the canvas some 170 pixels of 1280.
 */
public final class PresentationPerspective implements IPerspectiveFactory {

    public static final String ID = "org.dclab.ui.presentationPerspective";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editorArea = layout.getEditorArea();
        layout.setEditorAreaVisible(true);

        IFolderLayout charts = layout.createFolder("charts", IPageLayout.RIGHT, 0.5f, editorArea);
        charts.addView(LiveChartsView.ID);
        charts.addPlaceholder(WelcomeView.ID);
        charts.addPlaceholder(LiveChartsView.ID + ":*");
        // A paper figure takes the charts' half of the projector, its list above, its values under it.
        charts.addPlaceholder(PapersView.ID);

        IFolderLayout control = layout.createFolder("control", IPageLayout.BOTTOM, 0.44f, editorArea);
        control.addView(SimulationControlView.ID);
        control.addView(EventListView.ID);
        control.addView(InspectorView.ID);
        control.addView(ResultsView.ID);
        // The sheet's Do it buttons run the scenario, so the sheet can stand where Simulation Control stands while the
        // charts beside it show the run; the topology keeps its width.
        control.addPlaceholder(LabsView.ID);
        layout.getViewLayout(SimulationControlView.ID).setCloseable(true);
    }
}
