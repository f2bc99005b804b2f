package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Dialogs;
import org.dclab.ui.robot.EventList;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.Outline;
import org.dclab.ui.robot.Properties;
import org.dclab.ui.robot.Results;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The core loop of a class: change a parameter, run again, compare. Every run simulates the scenario as the editor
 * shows it, or says that it does not and offers to apply the edit.
 */
@ExtendWith(RunningProduct.class)
class RunAgainTest {

    private static final String QUEUE = "Queue length";
    private static final String CWND = "Congestion window";
    private static final String BOTTLENECK = "left->right";
    private static final String BOTTLENECK_LINK = "left-right";

    /**
     * Threshold marking at K = 20, run; K = 65 typed into the bottleneck's Source Queue cell, run again: the edit is noticed
     * (status, "Reset and apply"), applied when asked, and the second run's queue settles near 65, not 20.
     */
    @Test
    void changeKAndRunAgain() throws Exception {
        Path file = Scenarios.copyOfExample("coexist-fig3-threshold", "run-again");
        Scenarios.open(file);
        setMarkingThreshold("20");
        Control.show();
        Control.runUntil("100");
        double first = settledQueue(new double[0]);
        double[] firstRun = Charts.values(QUEUE, BOTTLENECK);
        assertTrue(first > 10 && first < 32, "with K = 20 the queue settles near 20, not at " + first);

        setMarkingThreshold("65");
        Control.show();
        Ui.waitUntil("the status to say the run is stale", () -> Control.status().contains("edited after this run began"));
        assertTrue(Control.hasButton("Reset and apply"), "the Reset button offers to apply the edit");
        Control.click("Run until");
        Control.resetAndApply();
        Control.waitForStatus("Stopped where asked.");
        double second = settledQueue(firstRun);
        assertTrue(second > 48 && second < 85, "with K = 65 the queue settles near 65, not at " + second);
        assertTrue(!Control.status().contains("edited after"), Control.status());

        // The class compares: the figures of the run with K = 20 beside these, the differences marked. The Results view
        // takes the stopped run's figures a moment after the run stops, and offers the comparison with them.
        Views.show("Results");
        Results.waitForRun("stopped");
        Menus.viewMenu("Results", "Compare with Previous Run");
        String marksNow = Results.value("marks");
        String marksBefore = Ui.waitFor("the previous run's marks", () -> {
            String shown = Results.column("marks", 4);
            return shown == null || shown.isEmpty() ? null : shown;
        });
        // On a projector's screen the two runs' values and their difference are in view; the key for files is scrolled to.
        List<String> outOfView = Screenshots.readAt1280x720("RunAgainTest-compared with the previous run at 1280x720",
                Results::headersOutOfView);
        assertTrue(outOfView.stream().noneMatch(List.of("Figure", "Value", "Previous run", "Difference")::contains),
                "compared columns in view at 1280x720; out of view: " + outOfView);
        assertTrue(Long.parseLong(marksNow) < Long.parseLong(marksBefore), "K = 65 marks fewer packets than K = 20: " + marksNow
                + " against " + marksBefore);
        assertEquals("Packets ECN-marked", Results.column("marks", 0), "named for people");
        assertTrue(Results.column("marks", 5).startsWith("-"), "the difference: " + Results.column("marks", 5));
    }

    /**
     * A reference run kept as a file: threshold marking at K = 20 run to 100 ms and exported (File ▸ Export Run); K = 65,
     * run again, two runs later Results ▸ Compare with Run Bundle… shows the exported figures beside the new ones, the
     * differing rows marked, until Stop Comparing.
     */
    @Test
    void compareWithAnExportedRun() throws Exception {
        Path file = Scenarios.copyOfExample("coexist-fig3-threshold", "compare-bundle");
        Scenarios.open(file);
        setMarkingThreshold("20");
        Control.show();
        Control.runUntil("100");
        Views.show("Results");
        Results.waitForRun("stopped at 100 ms");
        String marksAtK20 = Results.value("marks");
        Path bundle = RunningProduct.outputFolder().resolve("compare-bundle/k20.zip");
        Files.deleteIfExists(bundle);
        Menus.menuBarToNativeDialog("File", "Export Run...");
        Input.typeIntoFileChooser(bundle.toString(), () -> Files.exists(bundle));
        Ui.waitUntil("the bundle to be written", () -> Files.isRegularFile(bundle) && bundle.toFile().length() > 0);

        setMarkingThreshold("65");
        Control.show();
        Control.click("Run until");
        Control.resetAndApply();
        Control.waitForStatus("Stopped where asked.");
        long events = Control.events();
        Views.show("Results");
        // Both runs stand at 100 ms: the figures are the new run's once they count its events.
        Ui.waitUntil("the Results to show the run at K = 65", () -> Results.value("events").equals(Long.toString(events)));
        String marksAtK65 = Results.value("marks");

        Menus.viewMenuToNativeDialog("Results", "Compare with Run Bundle...");
        Input.typeIntoFileChooser(bundle.toString(), () -> "Bundle k20.zip".equals(comparedColumnTitle()));
        String compared = Ui.waitFor("the bundle's marks", () -> {
            String shown = Results.column("marks", 4);
            return shown == null || shown.isEmpty() ? null : shown;
        });
        Screenshots.saveAt1280x720("RunAgainTest-compared with an exported run at 1280x720");
        assertEquals(marksAtK20, compared, "the bundle's marks are those of the run exported at K = 20");
        assertTrue(Long.parseLong(marksAtK65) < Long.parseLong(compared), "K = 65 marks fewer than K = 20: " + marksAtK65 + " against "
                + compared);
        assertTrue(Results.column("marks", 5).startsWith("-"), "the difference: " + Results.column("marks", 5));
        assertEquals(Results.value("run"), Results.column("run", 4), "both stood at 100 ms");

        Menus.viewMenu("Results", "Stop Comparing");
        Ui.waitUntil("the compared columns to go", () -> comparedColumnTitle() == null);
    }

    /** The title of the Results table's column of compared figures, or null while nothing is compared. */
    private static String comparedColumnTitle() {
        return Ui.read(() -> Widgets.view("Results").flatMap(v -> Widgets.under(v, Table.class, t -> true).stream().findFirst())
                .filter(t -> t.getColumnCount() > 4).map(t -> t.getColumn(4).getText()).orElse(null));
    }

    /**
     * Two flows run to 10 ms; Reset, flow2 deleted in the Outline with the Delete key, Run until 10 ms again: the run is
     * rebuilt from the edited model, so flow2 is in neither the window chart nor the Event List.
     */
    @Test
    void deleteAFlowAndRunAgain() throws Exception {
        Path file = Scenarios.copyOfExample("dumbbell-two-flows", "run-without-flow");
        Scenarios.open(file);
        Control.show();
        Control.runUntil("10");
        long withBoth = Control.events();
        Ui.waitUntil("both flows' windows to be charted", () -> flowsCharted().size() == 2);
        EventList.filter("Flow:", "flow2");
        Ui.waitUntil("the Event List to show flow2's events", () -> !EventList.pastFlowsShown().isEmpty());

        Control.show();
        Control.command("Reset");
        Outline.show();
        Input.click(Outline.row("Applications", "Long Flow flow2"));
        Input.press(SWT.DEL);
        Dialogs.click("Delete", "Delete");
        Ui.waitUntil("flow2 to leave the Outline", () -> !Outline.has("Applications", "Long Flow flow2"));
        Diagram.tool('v');
        Input.click(Diagram.at(0.9, 0.85));
        Ui.waitUntil("a click on empty canvas to select nothing", () -> Diagram.editor().viewer().selection().elements().isEmpty());
        Control.show();
        Control.runUntil("10");
        assertFalse(Ui.read(() -> Dialogs.isOpen("Scenario Edited")), "a run at time zero is rebuilt without asking");
        long withOne = Control.events();
        // The bottleneck is full either way, so one flow makes nearly as many events as two, but never the same run.
        assertNotEquals(withBoth, withOne, "the run without flow2 is another run");
        Ui.waitUntil("flow1's window to be charted", () -> flowsCharted().size() == 1);
        assertTrue(flowsCharted().get(0).startsWith("flow1"), flowsCharted().toString());
        Ui.waitUntil("the list filtered by flow2 to stay empty", () -> EventList.pastFlowsShown().isEmpty() && EventList.newestEvent() < 0);
        EventList.filter("Flow:", "flow1");
        Ui.waitUntil("flow1's events to be listed", () -> !EventList.pastFlowsShown().isEmpty()
                && EventList.pastFlowsShown().stream().allMatch(f -> f.startsWith("flow1")));
    }

    private static List<String> flowsCharted() {
        return Charts.labels(CWND).stream().filter(l -> l.startsWith("flow")).toList();
    }

    /** Sets the bottleneck's marking threshold in its Source Queue cell, where the example sets K. */
    private static void setMarkingThreshold(String k) {
        Diagram.select(BOTTLENECK_LINK);
        Properties.show();
        Properties.type(k, "Source Queue", "Marking Threshold");
        assertEquals(k, Properties.value("Source Queue", "Marking Threshold"));
    }

    /**
     * The bottleneck queue's median over the second half of what the chart draws, once the chart draws the run to its
     * end at 100 ms and not {@code earlierRun}'s line: the chart refreshes a moment after the run stops, and until then it
     * may show a part of this run or the one before.
     */
    private static double settledQueue(double[] earlierRun) {
        Ui.waitUntil("the queue chart to draw this run to 100 ms", () -> Charts.labels(QUEUE).contains(BOTTLENECK)
                && Charts.values(QUEUE, BOTTLENECK).length > 50 && Charts.lastTime(QUEUE, BOTTLENECK) > 0.095
                && !Arrays.equals(earlierRun, Charts.values(QUEUE, BOTTLENECK)));
        double[] queue = Charts.values(QUEUE, BOTTLENECK);
        double[] late = Arrays.copyOfRange(queue, queue.length / 2, queue.length);
        Arrays.sort(late);
        return late[late.length / 2];
    }
}
