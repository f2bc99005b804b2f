package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.Properties;
import org.dclab.ui.robot.Results;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, compare that teaches: K 20 run, K 65 typed and run again, Results ▸ Compare with Previous Run lists the
 * setting that changed (K 20 → 65) above the figures, the charts draw the previous run as ghost curves beside this one,
 * and no value is cut or written in e-notation.
 */
@ExtendWith(RunningProduct.class)
class CompareRunsTest {

    private static final String K = "left-right.sourceQueue.markingThreshold";

    @Test
    void theChangedSettingIsListedAndThePreviousRunIsDrawnAsGhosts() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("coexist-fig3-threshold", "compare-runs"));
        setMarkingThreshold("20");
        Control.show();
        Control.runUntil("30");
        setMarkingThreshold("65");
        Control.show();
        Control.click("Run until");
        Control.resetAndApply();
        Control.waitForStatus("Stopped where asked.");

        Views.show("Results");
        Results.waitForRun("stopped");
        Menus.viewMenu("Results", "Compare with Previous Run");
        String[] changed = Ui.waitFor("the changed setting listed", () -> Widgets.view("Results").flatMap(v -> Widgets.under(v,
                Table.class, t -> true).stream().findFirst()).flatMap(t -> Widgets.tableRow(t, 0, K::equals)).map(row -> new String[] {
                        row.getText(1), row.getText(4) }).orElse(null));
        List<String> seen = Screenshots.readAt1280x720("CompareRunsTest-the changed setting and the figures at 1280x720", () -> {
            Table table = Widgets.under(Widgets.view("Results").orElseThrow(), Table.class, t -> true).get(0);
            List<String> bad = new ArrayList<>();
            for (TableItem row : table.getItems()) {
                for (int c = 0; c < table.getColumnCount(); c++) {
                    if (row.getText(c).matches(".*\\d[eE][-+]?\\d.*")) {
                        bad.add("e-notation: " + row.getText(c));
                    }
                }
            }
            bad.addAll(Widgets.cutCells(table, List.of("Value", "Previous run", "Difference")).stream().filter(c -> c.matches(
                    "[^:]+: [-+\\d.,\\s()%]+")).toList());
            return bad;
        });
        Charts.show();
        Ui.waitUntil("the queue chart to draw the previous run as a ghost", () -> Charts.labels("Queue length").contains(
                "previous run: left->right"));
        Screenshots.saveAt1280x720("CompareRunsTest-ghost curves at 1280x720");
        assertAll(() -> assertEquals("65", changed[0], "K now"), () -> assertEquals("20", changed[1], "K in the previous run"),
                () -> assertEquals(List.of(), seen, "values cut or in e-notation"),
                () -> assertTrue(Charts.labels("Congestion window").stream().anyMatch(l -> l.startsWith("previous run: dctcp1")),
                        "the previous run's windows as ghosts: " + Charts.labels("Congestion window")),
                () -> assertTrue(Ui.read(() -> Charts.composite("Congestion window").getChart().getLegend().getSources()[0]
                        .getLegendItems().getItemCount()) == 5, "four flows and one entry for the previous run's four lines"));

        Views.show("Results");
        Menus.viewMenu("Results", "Stop Comparing");
        Charts.show();
        Ui.waitUntil("the ghosts to go", () -> Charts.labels("Queue length").stream().noneMatch(l -> l.startsWith("previous run")));
    }

    private static void setMarkingThreshold(String k) {
        Diagram.select("left-right");
        Properties.show();
        Properties.type(k, "Source Queue", "Marking Threshold");
        Ui.waitUntil("K to read " + k, () -> Properties.rowText("Source Queue", "Marking Threshold").equals(k));
    }
}
