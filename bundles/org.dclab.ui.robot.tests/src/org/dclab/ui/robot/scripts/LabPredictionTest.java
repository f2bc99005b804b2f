package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Labs;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Predict, then observe, as a student does it in Lab 4: the sheet docks beside the charts, the student types a
 * prediction of the queue level threshold marking holds, presses Do it, and once the run stands still the step shows
 * the prediction beside what the run measured; closing and reopening the sheet keeps both.
 */
@ExtendWith(RunningProduct.class)
class LabPredictionTest {

    private static final String LAB = "DCTCP and TCP coexistence";
    private static final Pattern SENTENCE = Pattern.compile(
            "You predicted (\\S+) packets \u00b7 the run measured (\\S+) packets \u00b7 off by (\\S+) \\((\\S+) %\\)");

    @Test
    void lab4PredictionIsShownAgainstTheMeasuredQueue() {
        // The class follows on a projector: the whole script at 1280 x 720.
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        Labs.pick(LAB);

        // Docked beside the charts: both views are shown at once, side by side.
        Composite sheet = Ui.waitFor("the Labs view", () -> Widgets.view(Labs.VIEW).orElse(null));
        Composite charts = Ui.waitFor("the Live Charts view beside it", () -> Widgets.view(Charts.VIEW).orElse(null));
        Rectangle sheetBounds = Ui.read(() -> sheet.getDisplay().map(sheet.getParent(), null, sheet.getBounds()));
        Rectangle chartBounds = Ui.read(() -> charts.getDisplay().map(charts.getParent(), null, charts.getBounds()));
        assertFalse(sheetBounds.intersects(chartBounds), "the sheet " + sheetBounds + " and the charts " + chartBounds + " do not overlap");
        assertTrue(sheetBounds.width >= 250 && chartBounds.width >= 250, "both wide enough to read: " + sheetBounds + ", " + chartBounds);

        // Step 2: threshold marking at K = 65. The student predicts the queue level, through the keyboard.
        Labs.predict(2, "60");
        assertEquals("Type your prediction, then Do it: the run's value comes here.", Labs.comparison(2));
        Labs.doIt(2);
        Scenarios.waitForEditor(Scenarios.examples().resolve("coexist-fig3-threshold.dclab"));
        String compared = Labs.waitForComparison(2);
        Control.waitForStatus("Stopped where asked.");
        assertTrue(Control.clock().startsWith("Simulated time: 200.000000 ms"), "Do it ran until 200 ms: " + Control.clock());

        Matcher m = SENTENCE.matcher(compared);
        assertTrue(m.matches(), compared);
        double predicted = number(m.group(1));
        double measured = number(m.group(2));
        double off = number(m.group(3));
        assertEquals(60, predicted, "the prediction as typed");
        // The sheet: the queue stays near the dashed K = 65 line (the headless run of this step measures 63.2).
        assertTrue(measured > 50 && measured < 75, "the queue settles near K = 65: " + measured);
        // Both are shown to three digits: the measurement (63.2) to a tenth, so the difference agrees to half a tenth.
        assertEquals(predicted - measured, off, 0.051, "off by prediction - measurement");
        // The measurement is the run's: the queue chart beside the sheet shows the same run around that level.
        double[] queue = Charts.values("Queue length", "left->right");
        assertTrue(queue.length > 0 && max(queue) < 250 && max(queue) > measured, "the charted queue of the same run");

        Screenshots.saveAt1280x720("lab4-prediction-docked");
        // The editor beside the sheet is narrow: its tools show only their icons, and the canvas has the room their names
        // took, the dumbbell fitted to it.
        List<String> tools = Diagram.paletteTexts();
        assertTrue(!tools.isEmpty() && tools.stream().allMatch(String::isEmpty), "icons only: " + tools);
        Rectangle canvas = Diagram.visibleArea();
        assertTrue(canvas.width >= 200, "the canvas beside the sheet: " + canvas);
        Rectangle drawn = null;
        for (String node : Diagram.nodeNames()) {
            Rectangle box = Diagram.shapeBox(node);
            drawn = drawn == null ? box : drawn.union(box);
        }
        assertTrue(drawn != null && canvas.contains(drawn.x, drawn.y) && canvas.contains(drawn.x + drawn.width - 1, drawn.y + drawn.height
                - 1),
                "the whole network " + drawn + " in view " + canvas);
        assertTrue(drawn.width >= canvas.width * 0.6, "the network fills the canvas's width: " + drawn + " in " + canvas);

        // Kept with the workspace: the sheet closed and opened again shows the prediction and the comparison.
        Views.close(Labs.VIEW);
        Menus.menuBar("Help", "DC Lab Labs");
        Labs.pick(LAB);
        assertEquals(compared, Labs.waitForComparison(2));
        Composite row = Labs.step(2);
        assertEquals("60", Ui.read(() -> Widgets.under(row, org.eclipse.swt.widgets.Text.class, t -> true).get(0).getText()));
    }

    private static double number(String shown) {
        return Double.parseDouble(shown.replace('\u2212', '-').replace("+", ""));
    }

    private static double max(double[] values) {
        double max = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            max = Math.max(max, v);
        }
        return max;
    }
}
