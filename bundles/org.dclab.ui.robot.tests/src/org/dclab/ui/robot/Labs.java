package org.dclab.ui.robot;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.List;

/** Help ▸ DC Lab Labs: the lab sheets, picked from their list, and the buttons that open each sheet's scenarios. */
public final class Labs {

	private static final String VIEW = "DC Lab Labs";

	private Labs() {
	}

	/** Opens the view from the Help menu and picks the lab whose title contains {@code lab}. */
	public static void pick(String lab) {
		Menus.menuBar("Help", "DC Lab Labs");
		List labs = Ui.waitFor("the list of labs", () -> Widgets.view(VIEW).flatMap(v -> Widgets.under(v, List.class, l -> true).stream().findFirst()).orElse(null));
		int index = Ui.waitFor("a lab titled " + lab, () -> {
			String[] items = labs.getItems();
			for (int i = 0; i < items.length; i++) {
				if (items[i].contains(lab)) {
					return i;
				}
			}
			return null;
		});
		// The list is a few rows high and SWT cannot say where a row of it is drawn: click into it, then walk to the
		// lab with the keys, as a person does in a short list.
		Input.click(Ui.read(() -> Widgets.center(labs)));
		Input.press(SWT.HOME);
		for (int i = 0; i < index; i++) {
			Input.press(SWT.ARROW_DOWN);
		}
		Ui.waitUntil("the lab " + lab + " to be picked", () -> labs.getSelectionIndex() == index);
	}

	/** Picks the lab, then clicks the button that opens its scenario {@code scenario}. */
	public static void open(String lab, String scenario) {
		pick(lab);
		Button button = Ui.waitFor("the button " + scenario, () -> Widgets.view(VIEW).flatMap(v -> Widgets.button(v, scenario)).orElse(null));
		Input.click(Ui.read(() -> Widgets.center(button)));
	}
}
