package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.ui.present.FlowColors;
import org.dclab.ui.present.Presentation;
import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Tree;
import org.jfree.chart.swt.ChartComposite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Presentation mode as a teacher uses it before class: Window ▸ Presentation Mode makes the canvas's names, the
 * charts' text and the views' text (Simulation Control, Properties) larger, and the shortcut turns it off again. During a coexistence run each flow has
 * one colour on the canvas, in the chart and in the Event List, and a click on a legend entry hides its line.
 * Window ▸ Presentation Scale ▸ 2× doubles what 1.5× enlarged.
 */
@ExtendWith(RunningProduct.class)
class PresentationModeTest {

    private static final String QUEUE = "Queue length";
    private static final String CWND = "Congestion window";
    private static final String DCTCP = "dctcp1 #0 s1->r1";
    private static final String NEWRENO = "tcp1 #1 s2->r2";

    @Test
    void theMenuEnlargesEditorChartsAndViewsAndEachFlowHasOneColourEverywhere() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("coexist-fig3-threshold", "examples"));
        Control.show();
        Charts.show();
        int editorBefore = editorPoints();
        int chartBefore = chartTitlePoints();
        int viewBefore = runButtonPoints();
        assertFalse(menuChecked(), "presentation mode starts off");

        Menus.menuBar("Window", "Presentation Mode");
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            Ui.settle();
            assertAll(() -> assertTrue(menuChecked(), "the menu item is checked"),
                    () -> assertTrue(editorPoints() >= Math.round(editorBefore * 1.5), "the canvas's names grow 1.5 times at least: "
                            + editorPoints() + " pt"),
                    () -> assertEquals(Math.round(chartBefore * 1.5), chartTitlePoints(), "chart titles grow 1.5 times"),
                    () -> assertEquals(Math.round(viewBefore * 1.5), runButtonPoints(), "Simulation Control's text grows 1.5 times"));
            Menus.menuBar("Window", "Show View", "Properties");
            Ui.waitUntil("the Properties view to show", () -> Widgets.view("Properties").isPresent());
            int systemPoints = Ui.read(() -> Ui.display().getSystemFont().getFontData()[0].getHeight());
            // Its page is a tree, or a message while nothing is selected: either is text of the system font's size.
            assertEquals(Math.round(systemPoints * 1.5), (long) Ui.read(() -> Widgets.under(Widgets.view("Properties").orElseThrow(),
                    org.eclipse.swt.widgets.Control.class, c -> c instanceof Tree || c instanceof Label).get(0).getFont().getFontData()[0]
                    .getHeight()), "the Properties view's text grows 1.5 times too");

            Control.show();
            Control.runUntil("50");
            Charts.show();
            ChartComposite windows = Charts.composite(CWND);
            Ui.waitUntil("the window chart to draw both flows", () -> Charts.labels(CWND).containsAll(List.of(DCTCP, NEWRENO))
                    && Charts.points(windows) > 0);
            Ui.settle();
            Screenshots.saveAt1280x720("PresentationModeTest-coexistence at 1280x720");

            RGB dctcp = Ui.read(() -> FlowColors.of(Diagram.scenario()).ofApplication("dctcp1"));
            RGB newReno = Ui.read(() -> FlowColors.of(Diagram.scenario()).ofApplication("tcp1"));
            assertAll(() -> assertNotNull(dctcp), () -> assertFalse(dctcp.equals(newReno), "two flows, two colours"));
            assertAll(() -> assertEquals(dctcp, Charts.seriesColour(windows, DCTCP), "DCTCP's window line"),
                    () -> assertEquals(newReno, Charts.seriesColour(windows, NEWRENO), "NewReno's window line"),
                    () -> assertTrue(Diagram.pixelsOf(dctcp) > 50, "DCTCP's path is drawn on the canvas in its colour"),
                    () -> assertTrue(Diagram.pixelsOf(newReno) > 50, "NewReno's path is drawn on the canvas in its colour"));

            Views.show("Event List");
            Ui.waitUntil("the Event List to show DCTCP's events", () -> eventListSwatch("dctcp1 ") != null);
            assertAll(() -> assertEquals(dctcp, eventListSwatch("dctcp1 "), "DCTCP's rows in the Event List"),
                    () -> assertEquals(newReno, eventListSwatch("tcp1 "), "NewReno's rows in the Event List"));

            Charts.show();
            Input.click(Charts.legendEntry(windows, NEWRENO));
            Ui.waitUntil("NewReno's window line to be hidden", () -> !Charts.isShown(windows, NEWRENO));
            assertTrue(Charts.isShown(windows, DCTCP), "DCTCP's line stays");
            Screenshots.saveAt1280x720("PresentationModeTest-NewReno hidden by its legend entry");
            Input.click(Charts.legendEntry(windows, NEWRENO));
            Ui.waitUntil("NewReno's window line to be back", () -> Charts.isShown(windows, NEWRENO));

            Menus.menuBar("Window", "Presentation Scale", "2\u00d7");
            Ui.waitUntil("the factor to be 2", () -> Presentation.chosenFactor() == 2);
            Control.show();
            Ui.settle();
            assertAll(() -> assertTrue(editorPoints() >= editorBefore * 2, "the canvas's names at 2x at least: " + editorPoints() + " pt"),
                    () -> assertEquals(chartBefore * 2, chartTitlePoints(), "chart titles at 2x"),
                    () -> assertEquals(viewBefore * 2, runButtonPoints(), "Simulation Control's text at 2x"));
            Screenshots.saveAt1280x720("PresentationModeTest-coexistence at 2x at 1280x720");
        } finally {
            if (Presentation.chosenFactor() != 1.5) {
                Menus.menuBar("Window", "Presentation Scale", "1.5\u00d7");
                Ui.waitUntil("the factor to be 1.5 again", () -> Presentation.chosenFactor() == 1.5);
            }
            // The state outlives the test in the workbench's preferences: the shortcut turns it off again.
            Diagram.focus();
            Input.press(SWT.CTRL | SWT.ALT, 'p');
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
        }
        Ui.settle();
        assertAll(() -> assertFalse(menuChecked(), "the menu item is unchecked"),
                () -> assertEquals(editorBefore, editorPoints(), "the canvas's names are back to their size"),
                () -> assertEquals(chartBefore, chartTitlePoints(), "chart titles are back to their size"));
    }

    private static int editorPoints() {
        // Names keep their presentation size on the screen at any zoom; at zoom 1 they are written in this font.
        return Ui.read(() -> Diagram.editor().viewer().screenFont().getFontData()[0].getHeight());
    }

    private static int chartTitlePoints() {
        Charts.show();
        ChartComposite queue = Charts.composite(QUEUE);
        return Ui.read(() -> queue.getChart().getTitle().getFont().getSize());
    }

    private static int runButtonPoints() {
        // In presentation mode Simulation Control is a tab beside the charts: brought forward to be read.
        Control.show();
        return Ui.read(() -> {
            Composite view = Widgets.view("Simulation Control").orElseThrow();
            Button run = Widgets.button(view, "Run").orElseThrow();
            return run.getFont().getFontData()[0].getHeight();
        });
    }

    private static boolean menuChecked() {
        return Ui.read(() -> {
            MenuItem window = List.of(RunningProduct.window().getShell().getMenuBar().getItems()).stream()
                    .filter(i -> i.getText().replace("&", "").equals("Window")).findFirst().orElseThrow();
            // The item exists once the menu has been shown; before that its command's state says the same.
            for (MenuItem item : window.getMenu().getItems()) {
                if (item.getText().replace("&", "").startsWith("Presentation Mode")) {
                    return item.getSelection();
                }
            }
            return Presentation.isOn();
        });
    }

    /** The colour of the swatch in the Flow column of the first Event List row of a flow starting with {@code prefix}. */
    private static RGB eventListSwatch(String prefix) {
        return Ui.read(() -> {
            Composite view = Widgets.view("Event List").orElse(null);
            if (view == null) {
                return null;
            }
            Table table = Widgets.under(view, Table.class, t -> true).get(0);
            for (TableItem row : table.getItems()) {
                if (row.getText(4).startsWith(prefix) && row.getImage(4) != null) {
                    ImageData data = row.getImage(4).getImageData();
                    return data.palette.getRGB(data.getPixel(data.width / 2, data.height / 2));
                }
            }
            return null;
        });
    }
}
