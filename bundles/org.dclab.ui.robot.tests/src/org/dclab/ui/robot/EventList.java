package org.dclab.ui.robot;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
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

	/** Shows only events of {@code kind} ("CON_WND", "DROP"; "any kind" for all), with the Kind filter. */
	public static void showOnly(String kind) {
		Views.show(VIEW);
		Combo combo = Ui.waitFor("the Kind filter", () -> Widgets.view(VIEW).flatMap(v -> Widgets.under(v, Combo.class, c -> true).stream().findFirst()).orElse(null));
		Input.choose(combo, kind);
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
		return lastPast(3);
	}

	/**
	 * The past rows of {@code kind} on screen, each as its event count and the number its detail ends with (as the
	 * bits of a double: "con_wnd 6.121" gives 6.121). Call on the UI thread.
	 */
	public static java.util.List<long[]> rowsOf(String kind) {
		java.util.List<long[]> rows = new java.util.ArrayList<>();
		Composite view = Widgets.view(VIEW).orElse(null);
		if (view == null) {
			return rows;
		}
		for (Table table : Widgets.under(view, Table.class, t -> true)) {
			int visible = table.getClientArea().height / Math.max(1, table.getItemHeight()) + 1;
			for (int i = table.getTopIndex(); i < Math.min(table.getItemCount(), table.getTopIndex() + visible); i++) {
				TableItem row = table.getItem(i);
				if (row.getText(0).equals("next")) {
					break;
				}
				if (row.getText(3).equals(kind)) {
					String detail = row.getText(5);
					double value = Double.parseDouble(detail.substring(detail.lastIndexOf(' ') + 1));
					rows.add(new long[] { Long.parseLong(row.getText(0).replace(",", "")), Double.doubleToLongBits(value) });
				}
			}
		}
		return rows;
	}

	/** The event count ('#') of the newest past row on screen, or -1. Call on the UI thread. */
	public static long newestEvent() {
		String number = lastPast(0);
		return number == null || number.isEmpty() ? -1 : Long.parseLong(number.replace(",", ""));
	}

	/**
	 * The detail ("con_wnd 6.121") of the newest past event of {@code kind} among the rows on screen, or null. A run
	 * stopped after an event of a kind stops after the whole engine event it was part of, so rows of that instant
	 * may follow it. Call on the UI thread.
	 */
	public static String newestDetail(String kind) {
		Composite view = Widgets.view(VIEW).orElse(null);
		if (view == null) {
			return null;
		}
		String detail = null;
		for (Table table : Widgets.under(view, Table.class, t -> true)) {
			int visible = table.getClientArea().height / Math.max(1, table.getItemHeight()) + 1;
			for (int i = table.getTopIndex(); i < Math.min(table.getItemCount(), table.getTopIndex() + visible); i++) {
				TableItem row = table.getItem(i);
				if (row.getText(0).equals("next")) {
					break;
				}
				if (row.getText(3).equals(kind)) {
					detail = row.getText(5);
				}
			}
		}
		return detail;
	}

	private static String lastPast(int column) {
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
				kind = row.getText(column);
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
