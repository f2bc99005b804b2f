package org.dclab.ui.views;

import java.util.Locale;

import org.dclab.sim.explain.Explanation;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

/**
 * "Explain this": a small window next to the pointer that says which rule cut a window, dropped or marked a packet,
 * or fired a timer, and with which inputs. It closes on Esc, on a click into it, or when another one opens.
 */
final class ExplainPopup {

	private static final int WIDTH_PIXELS = 460;
	/** Where a workbench window keeps its open popup: one at a time, whichever chart was clicked. */
	private static final String OPEN_POPUP = ExplainPopup.class.getName();

	private final Shell shell;
	private final String body;

	private ExplainPopup(Shell parent, String heading, String body) {
		this.body = body;
		shell = new Shell(parent, SWT.ON_TOP | SWT.TOOL | SWT.BORDER);
		GridLayout layout = new GridLayout(1, false);
		layout.marginWidth = 10;
		layout.marginHeight = 8;
		shell.setLayout(layout);
		Display display = parent.getDisplay();
		// The tooltip pair of the theme: its colours are chosen to read well together, light or dark.
		shell.setBackground(display.getSystemColor(SWT.COLOR_INFO_BACKGROUND));
		shell.setForeground(display.getSystemColor(SWT.COLOR_INFO_FOREGROUND));
		Label title = label(shell, "Explain this \u2014 " + heading);
		title.setFont(JFaceResources.getBannerFont());
		label(shell, body);
		label(shell, "Esc or click to close").setFont(JFaceResources.getFontRegistry().getItalic(JFaceResources.DEFAULT_FONT));
		shell.addListener(SWT.Traverse, e -> {
			if (e.detail == SWT.TRAVERSE_ESCAPE) {
				shell.close();
			}
		});
		for (var child : shell.getChildren()) {
			child.addListener(SWT.MouseDown, e -> shell.close());
		}
		shell.addListener(SWT.MouseDown, e -> shell.close());
	}

	/** Opens an explanation near {@code displayLocation}, replacing the popup {@code parent} still shows. */
	static ExplainPopup open(Shell parent, Point displayLocation, Explanation e) {
		return open(parent, displayLocation, e.subject(), describe(e));
	}

	/** Opens a plain message, e.g. that nothing was recorded near the click. */
	static ExplainPopup open(Shell parent, Point displayLocation, String heading, String body) {
		if (parent.getData(OPEN_POPUP) instanceof ExplainPopup previous) {
			previous.close();
		}
		ExplainPopup popup = new ExplainPopup(parent, heading, body);
		parent.setData(OPEN_POPUP, popup);
		Point size = popup.shell.computeSize(WIDTH_PIXELS, SWT.DEFAULT);
		popup.shell.setSize(size);
		popup.shell.setLocation(displayLocation.x + 12, displayLocation.y + 12);
		popup.shell.open();
		return popup;
	}

	/** The one-line text, the time, then every input on its own line: what the popup shows below its title. */
	static String describe(Explanation e) {
		StringBuilder b = new StringBuilder();
		b.append(e.text()).append('\n');
		b.append("at t = ").append(String.format(Locale.ROOT, "%.6f", e.timePs() / 1e12)).append(" s, rule: ").append(e.rule());
		b.append('\n');
		for (Explanation.Input i : e.inputs()) {
			b.append("\n  ").append(i.formatted());
		}
		return b.toString();
	}

	/** What the popup says below its title. */
	String body() {
		return body;
	}

	boolean isOpen() {
		return !shell.isDisposed() && shell.isVisible();
	}

	void close() {
		if (!shell.isDisposed()) {
			shell.dispose();
		}
	}

	private static Label label(Composite parent, String text) {
		Label l = new Label(parent, SWT.WRAP);
		l.setText(text);
		l.setBackground(parent.getBackground());
		l.setForeground(parent.getForeground());
		l.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		return l;
	}
}
