package org.dclab.ui.views;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;

/**
 * Run, pause and step the simulation of the open scenario. The controls stay disabled until a scenario is
 * open, so the view already shows a class what it will be able to do.
 */
public final class SimulationControlView extends ViewPart {

	public static final String ID = "org.dclab.ui.views.simulationControl";

	private static final String[] CONTROLS = { "Run", "Pause", "Step event", "Step \u0394t", "Run until\u2026",
			"Step back" };

	private Composite controls;

	@Override
	public void createPartControl(Composite parent) {
		GridLayoutFactory.swtDefaults().margins(10, 10).applyTo(parent);

		controls = new Composite(parent, SWT.NONE);
		GridLayoutFactory.swtDefaults().numColumns(CONTROLS.length).margins(0, 0).applyTo(controls);
		for (String name : CONTROLS) {
			Button button = new Button(controls, SWT.PUSH);
			button.setText(name);
			button.setEnabled(false);
		}

		Label clock = new Label(parent, SWT.NONE);
		clock.setText("Simulated time: \u2014     Events: \u2014");
		GridDataFactory.fillDefaults().grab(true, false).applyTo(clock);

		Label status = new Label(parent, SWT.WRAP);
		status.setText("No scenario is open.");
		GridDataFactory.fillDefaults().grab(true, false).applyTo(status);
	}

	@Override
	public void setFocus() {
		controls.setFocus();
	}
}
