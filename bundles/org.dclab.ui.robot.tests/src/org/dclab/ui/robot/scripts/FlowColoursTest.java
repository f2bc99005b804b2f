package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;

import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Dialogs;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Outline;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.RGB;
import org.jfree.chart.swt.ChartComposite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, defect 3: a flow keeps its colour for its life, on the canvas as in the charts, and no two flows on screen
 * share one. Deleting flow1 leaves flow2's lane in the colour of flow2's chart line (before, the lane took flow1's
 * blue while the line stayed pink); eight flows get eight colours (before, flow8 took flow1's).
 */
@ExtendWith(RunningProduct.class)
class FlowColoursTest {

    private static final String CWND = "Congestion window";

    @Test
    void deletingAFlowLeavesTheOthersTheirColours() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("dumbbell-two-flows", "flow-colours"));
        Control.show();
        Control.runUntil("5");
        Charts.show();
        ChartComposite windows = Charts.composite(CWND);
        Ui.waitUntil("the window chart to draw both flows", () -> Charts.labels(CWND).size() >= 2 && Charts.points(windows) > 0);
        Map<String, RGB> lines = lineColours(windows);
        RGB flow1 = colourOf(lines, "flow1");
        RGB flow2 = colourOf(lines, "flow2");
        assertTrue(Diagram.pixelsOf(flow1) > 50 && Diagram.pixelsOf(flow2) > 50, "both lanes are drawn in their lines' colours");

        Outline.show();
        Input.click(Outline.row("Applications", "Long Flow flow1"));
        Input.press(SWT.DEL);
        Dialogs.click("Delete", "Delete");
        Ui.waitUntil("flow1 to go", () -> !Outline.has("Applications", "Long Flow flow1"));
        Ui.pause(300);
        Screenshots.save("FlowColoursTest-after deleting flow1");
        assertAll(() -> assertEquals(flow2, colourOf(lineColours(windows), "flow2"), "flow2's chart line keeps its colour"),
                () -> assertTrue(Diagram.pixelsOf(flow2) > 50, "flow2's lane keeps the colour of its line"),
                () -> assertEquals(0, Diagram.pixelsOf(flow1), "nothing on the canvas takes the deleted flow1's colour"));
    }

    @Test
    void eightFlowsHaveEightColours() throws Exception {
        Scenarios.create(RunningProduct.outputFolder().resolve("flow-colours/eight.dclab"), "Dumbbell", 8);
        Control.show();
        Control.runUntil("2");
        Charts.show();
        ChartComposite windows = Charts.composite(CWND);
        Ui.waitUntil("the window chart to draw eight flows", () -> Charts.labels(CWND).size() >= 8 && Charts.points(windows) > 0);
        Map<String, RGB> byApplication = new LinkedHashMap<>();
        lineColours(windows).forEach((label, rgb) -> byApplication.put(label.substring(0, label.indexOf(" #")), rgb));
        Screenshots.saveAt1280x720("FlowColoursTest-eight flows at 1280x720");
        assertEquals(8, byApplication.size(), "eight flows: " + byApplication.keySet());
        assertEquals(8, java.util.Set.copyOf(byApplication.values()).size(), "eight colours: " + byApplication);
        for (Map.Entry<String, RGB> flow : byApplication.entrySet()) {
            assertTrue(Diagram.pixelsOf(flow.getValue()) > 20, flow.getKey() + "'s lane is drawn in its line's colour " + flow.getValue());
        }
    }

    private static Map<String, RGB> lineColours(ChartComposite chart) {
        Map<String, RGB> colours = new LinkedHashMap<>();
        for (String label : Charts.labels(CWND)) {
            colours.put(label, Charts.seriesColour(chart, label));
        }
        return colours;
    }

    private static RGB colourOf(Map<String, RGB> lines, String application) {
        return lines.entrySet().stream().filter(e -> e.getKey().startsWith(application + " #")).map(Map.Entry::getValue).findFirst()
                .orElseThrow(() -> new AssertionError("no line of " + application + " in " + lines.keySet()));
    }

}
