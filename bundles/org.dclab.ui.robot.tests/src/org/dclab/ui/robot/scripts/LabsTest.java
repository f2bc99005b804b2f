package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.dclab.sim.labs.SheetNumbers;
import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.EventList;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Labs;
import org.dclab.ui.robot.Outline;
import org.dclab.ui.robot.Properties;
import org.dclab.ui.robot.Results;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Two lab sheets followed as a class follows them: opened from Help ▸ DC Lab Labs, stepped as the sheet says, and
 * the charts and results checked against what the sheet tells the students they will see.
 */
@ExtendWith(RunningProduct.class)
class LabsTest {

    private static final String CONNECTIONS = "AIPM connection window and live connections";
    private static final String QUEUE = "Queue length";
    private static final String LAB2 = "lab2-aipm-conwnd.md";
    private static final String LAB4 = "lab4-coexistence.md";

    /** Lab 2: AIPM's connection window climbs by 1/con_wnd per completion and, with a small buffer, withdraws by one. */
    @Test
    void lab2AipmConnectionWindow() throws Exception {
        Labs.open("AIPM's connection window", "aipm-fig4-single-bottleneck.dclab");
        Scenarios.waitForEditor(Scenarios.examples().resolve("aipm-fig4-single-bottleneck.dclab"));
        // On this 1280-pixel window the docked sheet leaves the Outline too narrow to read a row: it waits as a button at
        // the window's edge (Outline.show below opens it from there), and the editor keeps the room.
        Ui.waitUntil("the Outline to be minimised or wide enough to read", () -> Outline.minimised() || Outline.width() >= 140);

        // 1. Run until 20 ms: con_wnd climbs 1, 2, 2.5, 2.9, 3.2 ... (the rule's arithmetic, which the sheet quotes)
        Control.show();
        Control.runUntil("20");
        // The lab sheet docks beside the charts; their tab is clicked all the same, in case the welcome page lies over them.
        Views.show("Live Charts");
        waitForConWnd(sheetNumber(LAB2, "until-20ms", "last(incast con_wnd)"), "at 20 ms");
        double[] first = steps(Charts.values(CONNECTIONS, conWnd()));
        assertTrue(first.length >= 5, Arrays.toString(first));
        double[] sheet = { 1, 2, 2.5, 2.9, 3.2 };
        for (int i = 0; i < sheet.length; i++) {
            assertEquals(sheet[i], first[i], 0.05, "con_wnd step " + i + " of " + Arrays.toString(first));
        }
        assertEquals(sheetNumber(LAB2, "until-20ms", "last(incast con_wnd)"), first[first.length - 1], 0.05,
                "con_wnd at 20 ms, as the sheet says");
        assertEquals(sheetNumber(LAB2, "until-20ms", "max(queue sw->client length)"), max(Charts.values(QUEUE, queueLabel())),
                "the client's queue peaks where the sheet says");

        // 2. Run to the end: con_wnd ends where the sheet says; no connection lost, no timeout.
        Control.command("Run");
        Views.show("Live Charts");
        waitForConWnd(sheetNumber(LAB2, "whole", "last(incast con_wnd)"), "after 80 completions");
        double[] all = steps(Charts.values(CONNECTIONS, conWnd()));
        assertEquals(sheetNumber(LAB2, "whole", "last(incast con_wnd)"), all[all.length - 1], 0.05, "con_wnd after 80 completions");
        Views.show("Results");
        Results.waitForRun("finished");
        assertAll(() -> assertEquals(sheetNumber(LAB2, "whole", "rtos"), number("rtos")), () -> assertEquals(sheetNumber(LAB2, "whole",
                "lostConnections"), number("lostConnections")));

        // 3. Reset; 6 KiB of buffer at the switch, 64 servers, 3 blocks; Run: the climb breaks and withdraws by one.
        Control.show();
        Control.click("Reset");
        Outline.show();
        Input.click(Outline.row("Nodes", "Switch sw"));
        Properties.show();
        Properties.type("6144", "Default Queue", "Buffer Limit");
        Outline.show();
        Input.click(Outline.row("Applications", "Incast Client incast"));
        Properties.show();
        Properties.type("64", "Server Count");
        Properties.type("3", "Blocks");
        // The class steps from one con_wnd change to the next and reads each in the Event List, shown alone there.
        EventList.showOnly("CON_WND");
        // Their event numbers order the rows read; the narrow list cuts numbers of six digits or more to their end.
        EventList.widenRowNumbers(7);
        Control.show();
        Control.choose("Run to next", "con_wnd change");
        List<Double> conWnd = new ArrayList<>();
        long seenEvent = -1;
        for (int change = 0; change < 300 && withdrawals(conWnd) < 2; change++) {
            Control.command("Run to next");
            if (Control.status().endsWith("Finished.")) {
                break;
            }
            // The list shows the run's newest events on its next refresh, a tenth of a second later; the run stopped right
            // after a change, so a row newer than any read is on its way. One arrival may change con_wnd several times
            // (a withdrawal of many steps ending at once), more rows than the list shows above its newest: scroll up.
            long read = seenEvent;
            Ui.waitUntil("the Event List to show the con_wnd change", () -> {
                List<long[]> rows = EventList.rowsOf("CON_WND");
                return !rows.isEmpty() && rows.get(rows.size() - 1)[0] > read;
            });
            for (long[] row : EventList.rowsAfter("CON_WND", read)) {
                conWnd.add(Double.longBitsToDouble(row[1]));
                seenEvent = Math.max(seenEvent, row[0]);
            }
        }
        assertTrue(withdrawals(conWnd) >= 2, "con_wnd withdraws with 6 KiB of buffer: " + conWnd);
        assertWithdrawsOneStepAtATime(conWnd);
        Control.command("Run");
        Views.show("Results");
        Results.waitForRun("finished");
        assertEquals(sheetNumber(LAB2, "small-buffer", "rtos"), number("rtos"), "AIPM replaces a stalled connection long before a timeout");
        assertEquals(sheetNumber(LAB2, "small-buffer", "lostConnections"), number("lostConnections"), "connections are lost with 6 KiB");
        assertTrue(number("lostConnections") > 0, "connections are lost with 6 KiB");

        // The sheet closed, the Outline it made room for comes back beside the editor.
        boolean wasMinimised = Outline.minimised();
        Views.close("DC Lab Labs");
        if (wasMinimised) {
            Ui.waitUntil("the Outline to be back beside the editor", () -> !Outline.minimised() && Outline.width() >= 140);
        }
    }

    /** Lab 4: drop-tail fills the queue; threshold marking holds it near K, and DCTCP's lead grows with K. */
    @Test
    void lab4Coexistence() throws Exception {
        String lab = "DCTCP and TCP coexistence";
        Labs.open(lab, "coexist-fig2-droptail.dclab");
        Scenarios.waitForEditor(Scenarios.examples().resolve("coexist-fig2-droptail.dclab"));
        Control.show();
        Control.runUntil("200");
        Views.show("Live Charts");
        assertTrue(max(Charts.values(QUEUE, "left->right")) >= 249, "drop-tail fills the 250-packet buffer");
        Views.show("Results");
        assertTrue(Integer.parseInt(Results.value("drops")) > 0, "and saws down on losses");

        Labs.open(lab, "coexist-fig3-threshold.dclab");
        Scenarios.waitForEditor(Scenarios.examples().resolve("coexist-fig3-threshold.dclab"));
        Control.show();
        Control.runUntil("200");
        Views.show("Live Charts");
        assertTrue(max(Charts.values(QUEUE, "left->right")) < 250, "threshold marking never fills the buffer");
        Views.show("Results");
        assertEquals("0", Results.value("drops"), "no loss under threshold marking");

        double low = ratioAfterRunWithK("20");
        double high = ratioAfterRunWithK("150");
        assertTrue(low > 3, "DCTCP leads at K = 20: " + low);
        assertEquals(sheetNumber(LAB4, "fig3", "ratio at left-right.sourceQueue.markingThreshold=20"), low, 0.05,
                "the ratio at K = 20 the sheet quotes");
        assertTrue(high > low, "and leads more at K = 150: " + high + " against " + low);

        for (String other : new String[] { "coexist-fig4-red.dclab", "coexist-fig5-choke.dclab", "coexist-fig6-mchoke.dclab" }) {
            Labs.open(lab, other);
            Scenarios.waitForEditor(Scenarios.examples().resolve(other));
            Control.show();
            Control.command("Run");
            Control.waitForStatus("Finished.");
        }
    }

    /** Sets K on the bottleneck, runs the whole scenario anew and returns DCTCP's goodput over NewReno's. */
    private static double ratioAfterRunWithK(String k) {
        Views.show("Results");
        String before = Results.valueNow("applications.dctcp1.goodputGbps");
        Outline.show();
        Input.click(Outline.row("Links", "Link left-right"));
        Properties.show();
        Properties.type(k, "Source Queue", "Marking Threshold");
        Control.show();
        // K is edited after the last run began, so Run asks first; answering it waits for the new run to begin, so
        // "Finished." below is the new run's and not the last one's (which read the same and raced under load).
        Control.click("Run");
        Control.resetAndApply();
        Control.waitForStatus("Finished.");
        Views.show("Results");
        Results.waitForRun("finished");
        // The last run finished too: its figures stand until the view takes the new run's, which differ with K.
        Ui.waitUntil("the Results of the run with K = " + k, () -> {
            String now = Results.valueShown("applications.dctcp1.goodputGbps");
            return now != null && !now.equals(before);
        });
        double dctcp = number("applications.dctcp1.goodputGbps") + number("applications.dctcp2.goodputGbps");
        double tcp = number("applications.tcp1.goodputGbps") + number("applications.tcp2.goodputGbps");
        return dctcp / tcp;
    }

    /**
     * Waits for the con_wnd line to reach the value the sheet quotes: the charts drain the run's samples on their own
     * timer, so a run that has just stopped may be drawn only up to an earlier sample (a loaded machine drew [1.0] at
     * 20 ms). A run that never reaches the sheet's value fails here, after the wait.
     */
    private static void waitForConWnd(double sheet, String when) {
        Ui.waitUntil("the con_wnd line to reach " + sheet + " " + when + ", as the sheet says", () -> {
            double[] line = Charts.values(CONNECTIONS, conWnd());
            return line.length > 0 && Math.abs(line[line.length - 1] - sheet) <= 0.05;
        });
    }

    /**
     * A number the lab sheet quotes of one of its runs, as dclab paper --labs generated it into the sheet: the script
     * checks the workbench against what the students read.
     */
    private static double sheetNumber(String sheet, String run, String reading) {
        try {
            String text = Files.readString(Scenarios.examples().resolve("labs").resolve(sheet), StandardCharsets.UTF_8);
            SheetNumbers.Marker marker = SheetNumbers.markers(text).stream().filter(m -> m.run().equals(run) && m.reading().equals(
                    reading)).findFirst().orElseThrow(() -> new AssertionError(sheet + " quotes no " + run + ": " + reading));
            return Double.parseDouble(text.substring(marker.valueStart(), marker.valueEnd()).replace(",", ""));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static double number(String figure) {
        return Double.parseDouble(Results.value(figure));
    }

    /** How many times con_wnd started to fall in {@code values}. */
    private static int withdrawals(List<Double> values) {
        int starts = 0;
        for (int i = 1; i < values.size(); i++) {
            if (values.get(i) < values.get(i - 1) && (i < 2 || values.get(i - 1) >= values.get(i - 2))) {
                starts++;
            }
        }
        return starts;
    }

    /**
     * The sheet's rule, as the engine states it: from where a withdrawal starts, con_wnd falls by one per completion
     * until it lands on half that value (sooner when no more than half are live), never below. Values are read to a
     * thousandth, as the Event List shows them.
     */
    private static void assertWithdrawsOneStepAtATime(List<Double> values) {
        double start = Double.NaN;
        for (int i = 1; i < values.size(); i++) {
            double before = values.get(i - 1);
            double after = values.get(i);
            if (after >= before) {
                start = Double.NaN;
                continue;
            }
            if (Double.isNaN(start)) {
                start = before;
            }
            double half = Math.max(1, start / 2);
            boolean oneStep = Math.abs(before - after - 1) < 0.0015;
            boolean landsOnHalf = Math.abs(after - half) < 0.0015;
            assertTrue(oneStep || landsOnHalf, "step " + i + " from " + before + " to " + after + " (withdrawal from " + start + ") in "
                    + values);
            assertTrue(after > half - 0.0015, "never below half at step " + i + " in " + values);
            if (landsOnHalf) {
                // A loss right after landing starts a withdrawal of its own, from here.
                start = Double.NaN;
            }
        }
    }

    /**
     * The legend label of the con_wnd line, once the chart has drawn it: the charts drain the run's samples on their own
     * timer, so a run that has just stopped may not be on them yet.
     */
    private static String conWnd() {
        return Ui.waitFor("the chart " + CONNECTIONS + " to draw a con_wnd line", () -> Charts.labels(CONNECTIONS).stream().filter(
                l -> l.endsWith("con_wnd")).findFirst().orElse(null));
    }

    private static String queueLabel() {
        return Charts.labels(QUEUE).get(0);
    }

    /** The successive distinct values of a step line, as a person reads its steps. */
    private static double[] steps(double[] line) {
        List<Double> steps = new ArrayList<>();
        for (double v : line) {
            if (steps.isEmpty() || Math.abs(steps.get(steps.size() - 1) - v) > 1e-12) {
                steps.add(v);
            }
        }
        return steps.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static double max(double[] values) {
        return Arrays.stream(values).max().orElse(0);
    }
}
