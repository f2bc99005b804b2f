package org.dclab.ui;

import org.dclab.ui.views.EventListView;
import org.dclab.ui.views.LiveChartsView;
import org.dclab.ui.views.SimulationControlView;
import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * The one DC Lab perspective: the topology editor in the middle, simulation control beneath it and the
 * live charts to its right above the event list, so a class can watch the network, its queues and each packet
 * at the same time.
 */
public final class DcLabPerspective implements IPerspectiveFactory {

	public static final String ID = "org.dclab.ui.perspective";

	@Override
	public void createInitialLayout(IPageLayout layout) {
		String editorArea = layout.getEditorArea();
		layout.setEditorAreaVisible(true);

		IFolderLayout charts = layout.createFolder("charts", IPageLayout.RIGHT, 0.55f, editorArea);
		charts.addView(LiveChartsView.ID);

		IFolderLayout events = layout.createFolder("events", IPageLayout.BOTTOM, 0.6f, "charts");
		events.addView(EventListView.ID);

		IFolderLayout control = layout.createFolder("control", IPageLayout.BOTTOM, 0.68f, editorArea);
		control.addView(SimulationControlView.ID);
	}
}
