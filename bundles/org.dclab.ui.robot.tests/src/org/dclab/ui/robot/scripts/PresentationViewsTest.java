package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.dclab.ui.present.Presentation;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Inspector;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.Results;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Tree;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, defect 9: in presentation mode at 1280x720 the Inspector's numbers are whole and in view (it read "60 pa"
 * and "250 p", its Marks, Bytes and Share out of view), the Results view's numbers and units are whole, and the
 * Properties view opened from Window ▸ Show View shows a selected element's rows enlarged like every other view.
 */
@ExtendWith(RunningProduct.class)
class PresentationViewsTest {

    @Test
    void inspectorResultsAndPropertiesReadWholeAtAProjectorsSize() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("coexist-fig3-threshold", "presentation-views"));
        int systemPoints = Ui.read(() -> Ui.display().getSystemFont().getFontData()[0].getHeight());
        Menus.menuBar("Window", "Presentation Mode");
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            Control.show();
            Control.runUntil("20");
            Input.click(Diagram.queueBar("left", "right"));
            Views.show("Inspector");
            Ui.waitUntil("the Inspector to look into the bottleneck", () -> Inspector.text().startsWith("Queue at port left \u2192 right"));
            // Beside the stage, in the charts' column: the figures and who holds the queue, its drops and marks, whole.
            List<String> inspector = Screenshots.readAt1280x720("PresentationViewsTest-Inspector at 1280x720", () -> {
                List<String> cut = new ArrayList<>(Inspector.numbersOutOfView());
                for (Table table : Widgets.under(Widgets.view("Inspector").orElseThrow(), Table.class, Table::isVisible)) {
                    cut.addAll(Widgets.cutCells(table, List.of("Value", "Packets", "Drops", "Marks")));
                }
                return cut;
            });
            assertEquals(List.of(), inspector, "the Inspector's numbers cut or out of view at 1280x720");
            // Given the screen with a double-click on its tab, every column whole and in view: bytes and share too.
            Input.doubleClick(Ui.read(() -> Widgets.center(Widgets.tab("Inspector").orElseThrow())));
            List<String> maximised = Screenshots.readAt1280x720("PresentationViewsTest-Inspector maximised at 1280x720", () -> {
                List<String> cut = new ArrayList<>();
                for (Table table : Widgets.under(Widgets.view("Inspector").orElseThrow(), Table.class, Table::isVisible)) {
                    cut.addAll(Widgets.headersOutOfView(table));
                    cut.addAll(Widgets.cutCells(table, List.of("Value", "Packets", "Drops", "Marks", "Bytes", "Share")));
                }
                return cut;
            });
            Input.doubleClick(Ui.read(() -> Widgets.center(Widgets.tab("Inspector").orElseThrow())));
            assertEquals(List.of(), maximised, "the maximised Inspector's columns cut or out of view at 1280x720");

            Views.show("Results");
            Results.waitForRun("stopped");
            List<String> results = Screenshots.readAt1280x720("PresentationViewsTest-Results at 1280x720", () -> {
                Table table = Widgets.under(Widgets.view("Results").orElseThrow(), Table.class, t -> true).get(0);
                List<String> cut = new ArrayList<>(Widgets.headersOutOfView(table).stream().filter(h -> !h.equals("Key")).toList());
                // Numbers and units whole; words (where the run stands, the scenario's name) may run on past the view's edge.
                cut.addAll(Widgets.cutCells(table, List.of("Value", "Unit")).stream().filter(c -> c.startsWith("Unit: ") || c.substring(
                        "Value: ".length()).matches("[-+\\d.,\\s()%]+")).toList());
                return cut;
            });
            assertEquals(List.of(), results, "the Results' values and units cut or out of view at 1280x720");

            Menus.menuBar("Window", "Show View", "Properties");
            Ui.waitUntil("the Properties view to show", () -> Widgets.view("Properties").isPresent());
            Diagram.select("left-right");
            Menus.menuBar("Window", "Show View", "Properties");
            Ui.waitUntil("the Properties view to show the link", () -> Widgets.view("Properties").map(v -> !Widgets.under(v, Tree.class,
                    t -> t.getItemCount() > 0).isEmpty()).orElse(false));
            Screenshots.saveAt1280x720("PresentationViewsTest-Properties at 1280x720");
            int treePoints = Ui.read(() -> Widgets.under(Widgets.view("Properties").orElseThrow(), Tree.class, t -> t.getItemCount() > 0)
                    .get(0).getFont().getFontData()[0].getHeight());
            assertEquals(Math.round(systemPoints * 1.5), treePoints, "the Properties' rows of the selected link grow 1.5 times");
        } finally {
            Diagram.focus();
            Input.press(SWT.CTRL | SWT.ALT, 'p');
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
        }
    }
}
