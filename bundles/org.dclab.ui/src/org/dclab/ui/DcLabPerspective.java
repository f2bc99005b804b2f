package org.dclab.ui;

import org.dclab.ui.classroom.ClassView;
import org.dclab.ui.inspect.InspectorView;
import org.dclab.ui.labs.LabsView;
import org.dclab.ui.papers.PapersView;
import org.dclab.ui.views.CampaignView;
import org.dclab.ui.views.EventListView;
import org.dclab.ui.views.LiveChartsView;
import org.dclab.ui.views.ResultsView;
import org.dclab.ui.views.SimulationControlView;
import org.dclab.ui.welcome.WelcomeView;
import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * The one DC Lab perspective: the topology editor in the middle, simulation control beneath it and the
 * live charts to its right above the event list, so a class can watch the network, its queues and each packet
 * at the same time; the inspector, a tab beside the event list, looks into the queue picked on the canvas while the
 * run goes on. A lab sheet docks between the editor and the charts, so its steps and the charts they talk about are in
 * view together.
 */
public final class DcLabPerspective implements IPerspectiveFactory {

    public static final String ID = "org.dclab.ui.perspective";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editorArea = layout.getEditorArea();
        layout.setEditorAreaVisible(true);

        IFolderLayout charts = layout.createFolder("charts", IPageLayout.RIGHT, 0.55f, editorArea);
        charts.addView(LiveChartsView.ID);
        // The welcome page opens over the charts, where there is room to read, and so do opened campaigns.
        charts.addPlaceholder(WelcomeView.ID);
        charts.addPlaceholder(CampaignView.ID + ":*");
        // The paper figures open there too: a figure needs the width of a chart, and its campaign runs headless.
        charts.addPlaceholder(PapersView.ID);
        // Further chart views (View menu > New Chart View) open beneath the first, their time axes side by side.
        layout.createPlaceholderFolder("moreCharts", IPageLayout.BOTTOM, 0.5f, "charts").addPlaceholder(LiveChartsView.ID + ":*");

        IFolderLayout events = layout.createFolder("events", IPageLayout.BOTTOM, 0.6f, "charts");
        events.addView(EventListView.ID);
        // A tab, not a folder of its own: beside Simulation Control it would squeeze the run's fields out of sight.
        events.addView(InspectorView.ID);
        // Share with Class's address, QR code and answers: a tab there too, as a stack of its own beside the charts left
        // them their titles and legends only at 1280x720.
        events.addPlaceholder(ClassView.ID);

        IFolderLayout control = layout.createFolder("control", IPageLayout.BOTTOM, 0.68f, editorArea);
        control.addView(SimulationControlView.ID);
        control.addView(ResultsView.ID);

        // A lab is followed while its charts run: its sheet takes part of the editor's width, not the charts' place.
        // Made after the control folder, so Simulation Control keeps the full width under both.
        layout.createPlaceholderFolder("labs", IPageLayout.RIGHT, 0.45f, editorArea).addPlaceholder(LabsView.ID);
    }
}
