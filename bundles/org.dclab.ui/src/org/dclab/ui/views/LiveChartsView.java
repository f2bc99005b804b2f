package org.dclab.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;

/** Live charts of the running simulation. */
public final class LiveChartsView extends ViewPart {

	public static final String ID = "org.dclab.ui.views.liveCharts";

	private LiveChartsPanel panel;

	@Override
	public void createPartControl(Composite parent) {
		panel = new LiveChartsPanel(parent, SWT.NONE);
	}

	@Override
	public void setFocus() {
		panel.setFocus();
	}
}
