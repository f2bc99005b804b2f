package org.dclab.ui.robot;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

/** The Event List view: its filter fields and its rows (the recent trace, then the events pending next). */
public final class EventList {

	private static final String VIEW = "Event List";

	private EventList() {
	}

	/** Types {@code text} into the filter field after {@code label} ("Node:", "Flow:"). */
	public static void filter(String label, String text) {
		Views.show(VIEW);
		Text field = Ui.waitFor("the filter " + label, () -> Widgets.view(VIEW).flatMap(v -> Widgets.fieldAfter(v, label)).orElse(null));
		Input.click(Ui.read(() -> Widgets.center(field)));
		Input.press(SWT.CTRL, 'a');
		Input.type(text);
	}

	/** The text of the filter field after {@code label}, read from the test thread. */
	public static String field(String label) {
		return Ui.read(() -> fieldText(label));
	}

	/** The same, on the UI thread. */
	public static String fieldText(String label) {
		return Widgets.view(VIEW).flatMap(v -> Widgets.fieldAfter(v, label)).map(Text::getText).orElse("");
	}

	/** The kind of the newest past event the list shows (the row before the first pending one). Call on the UI thread. */
	public static String lastPastKind() {
		Composite view = Widgets.view(VIEW).orElse(null);
		if (view == null) {
			return null;
		}
		for (Table table : Widgets.under(view, Table.class, t -> true)) {
			int visible = table.getClientArea().height / Math.max(1, table.getItemHeight()) + 1;
			String kind = null;
			for (int i = table.getTopIndex(); i < Math.min(table.getItemCount(), table.getTopIndex() + visible); i++) {
				TableItem row = table.getItem(i);
				if (row.getText(0).equals("next")) {
					return kind;
				}
				kind = row.getText(3);
			}
			return kind;
		}
		return null;
	}

	/** The time in µs of the first row pending next, or null when none shows. Call on the UI thread. */
	public static Double firstPendingMicros() {
		Composite view = Widgets.view(VIEW).orElse(null);
		if (view == null) {
			return null;
		}
		for (Table table : Widgets.under(view, Table.class, t -> true)) {
			// Only the rows on screen: the table is virtual, and reading the others would make them all.
			int visible = table.getClientArea().height / Math.max(1, table.getItemHeight()) + 1;
			for (int i = table.getTopIndex(); i < Math.min(table.getItemCount(), table.getTopIndex() + visible); i++) {
				TableItem row = table.getItem(i);
				if (row.getText(0).equals("next")) {
					return Double.valueOf(row.getText(1).replace(",", ""));
				}
			}
		}
		return null;
	}
}
