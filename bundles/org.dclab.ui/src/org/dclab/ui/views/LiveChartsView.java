package org.dclab.ui.views;

import java.io.File;
import java.io.IOException;
import java.util.function.Consumer;

import org.dclab.ui.run.LiveRuns;
import org.dclab.ui.run.RunSession;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.part.ViewPart;
import org.jfree.chart.JFreeChart;

/** Live charts of the run the Simulation Control view drives, with export of what they show. */
public final class LiveChartsView extends ViewPart {

	public static final String ID = "org.dclab.ui.views.liveCharts";

	private static final String[] FILE_SUFFIXES = { "queue", "cwnd", "con_wnd" };

	private LiveChartsPanel panel;
	private final Consumer<RunSession> follower = s -> {
		if (panel != null && !panel.isDisposed()) {
			panel.follow(s);
		}
	};

	@Override
	public void createPartControl(Composite parent) {
		panel = new LiveChartsPanel(parent, SWT.NONE);
		panel.follow(LiveRuns.current());
		LiveRuns.addListener(follower);
		IMenuManager menu = getViewSite().getActionBars().getMenuManager();
		menu.add(exportAction("Export Charts as PNG\u2026", "png"));
		menu.add(exportAction("Export Charts as SVG\u2026", "svg"));
	}

	private Action exportAction(String label, String extension) {
		return new Action(label) {
			@Override
			public void run() {
				export(extension);
			}
		};
	}

	/** One file per chart, named after the chosen one with the chart's name appended, at the charts' size. */
	private void export(String extension) {
		FileDialog dialog = new FileDialog(panel.getShell(), SWT.SAVE);
		dialog.setFilterExtensions(new String[] { "*." + extension });
		dialog.setFileName("dclab-chart." + extension);
		String chosen = dialog.open();
		if (chosen == null) {
			return;
		}
		String stem = chosen.endsWith("." + extension) ? chosen.substring(0, chosen.length() - extension.length() - 1) : chosen;
		JFreeChart[] charts = panel.charts();
		Point size = panel.getSize();
		try {
			for (int i = 0; i < charts.length; i++) {
				ChartExport.write(charts[i], new File(stem + "-" + FILE_SUFFIXES[i] + "." + extension), Math.max(400, size.x),
						Math.max(250, size.y / charts.length));
			}
		} catch (IOException e) {
			MessageDialog.openError(panel.getShell(), "Export Charts", "Could not write the charts: " + e.getMessage());
		}
	}

	@Override
	public void dispose() {
		LiveRuns.removeListener(follower);
		super.dispose();
	}

	@Override
	public void setFocus() {
		panel.setFocus();
	}
}
