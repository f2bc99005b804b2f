package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.dclab.sim.SimulationRun;
import org.dclab.sim.live.PortInspection;
import org.dclab.sim.live.QueuedFlow;
import org.dclab.ui.inspect.InspectorPanel;
import org.dclab.ui.present.FlowHighlight;
import org.dclab.ui.present.Presentation;
import org.dclab.ui.robot.Menus;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Inspector;
import org.dclab.ui.robot.Inspector.FlowRow;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.robot.Widgets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A teacher clicks the bottleneck's queue bar in the middle of the coexistence run and the Inspector shows who holds
 * the queue, its marks and K; the figures follow every Step, Step back and a paced run, and always equal the run's.
 */
@ExtendWith(RunningProduct.class)
class InspectorTest {

    @Test
    void aClickedQueueIsInspectedLiveWhileSteppedAndPaced() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("coexist-fig3-threshold", "inspector"));
        Views.show("Inspector");
        Control.show();
        Control.runUntil("20");

        Input.click(Diagram.queueBar("left", "right"));
        Ui.waitUntil("the Inspector to look into the bottleneck", () -> Inspector.text().startsWith("Queue at port left \u2192 right"));
        assertShowsTheRun("after Run until 20 ms");
        assertTrue(Inspector.text().contains("20 ms"), Inspector.text());
        assertEquals("65 packets", Inspector.figure("K"), "the example marks at K = 65");

        Control.stepEvents(500);
        for (int i = 0; i < 3; i++) {
            String before = asOfLine();
            Control.command("Step");
            Ui.waitUntil("the Inspector to follow the step", () -> !asOfLine().equals(before));
            assertShowsTheRun("after step " + (i + 1));
        }
        Screenshots.save("InspectorTest-bottleneck after three steps");
        Screenshots.saveAt1280x720("InspectorTest-bottleneck after three steps at 1280x720");

        String beforeBack = asOfLine();
        Control.command("Step back");
        Ui.waitUntil("the Inspector to follow Step back to the re-run", () -> !asOfLine().equals(beforeBack));
        assertShowsTheRun("after Step back");

        Control.choose("Speed:", "1:1,000");
        Control.click("Run");
        Ui.waitUntil("the paced run to start", Control::isBusy);
        Set<String> seen = new LinkedHashSet<>();
        long until = System.currentTimeMillis() + 2500;
        while (System.currentTimeMillis() < until) {
            seen.add(asOfLine());
            Ui.pause(50);
        }
        Screenshots.save("InspectorTest-bottleneck during a paced run");
        Control.click("Pause");
        Control.waitIdle();
        assertTrue(seen.size() >= 5, "a paced run moves the Inspector on many times in 2.5 s: " + seen);
        Ui.waitUntil("the Inspector to show where the run paused", () -> asOfLine().equals(expectedAsOf()));
        assertShowsTheRun("after the paced run paused");

        Input.click(Diagram.flowLane("left", "right", "dctcp1"));
        Ui.waitUntil("the clicked lane's flow to be highlighted", () -> "dctcp1".equals(FlowHighlight.of(Diagram.scenario())));
        assertTrue(Ui.read(() -> Inspector.run().inspection().packetsOf("dctcp1")) > 0, "dctcp1 holds part of the queue");
        Ui.waitUntil("the Inspector to highlight the clicked flow's rows", () -> Inspector.text().contains("\n* dctcp1 #"));
        assertTrue(Inspector.text().lines().filter(l -> l.startsWith("* ")).allMatch(l -> l.startsWith("* dctcp1 #")),
                "only the clicked flow's rows: " + Inspector.text());
        assertTrue(Inspector.text().startsWith("Queue at port left \u2192 right"), "the port stays inspected");
        Screenshots.save("InspectorTest-dctcp1 highlighted");
        Screenshots.saveAt1280x720("InspectorTest-dctcp1 highlighted at 1280x720");

        Diagram.select("left");
        Ui.waitUntil("the Inspector to sum up the node's ports", () -> Inspector.text().startsWith("Ports of node left"));
        String text = Inspector.text();
        long queued = Ui.read(() -> Inspector.run().activity().port("left", "right").queuePackets());
        assertTrue(text.contains("left \u2192 right | " + queued + " | "), "the bottleneck's line: " + text);

        // Zoomed out as for a whole fabric, the selected node is still ringed on the canvas.
        Diagram.focus();
        for (int i = 0; i < 20 && Ui.read(() -> Diagram.editor().viewer().viewport().zoom()) > 0.12; i++) {
            Input.press('-');
            Ui.settle();
        }
        assertTrue(Ui.read(() -> Diagram.editor().viewer().viewport().zoom()) <= 0.12, "the canvas zooms out to about 10 %");
        Screenshots.save("InspectorTest-node left selected at 10 percent zoom");
    }

    /**
     * After a whole run of the CHOKe example, whose bottleneck drops (CHOKe's matches, RED above max_th) and marks (RED
     * between its thresholds), a click on the bottleneck's queue bar lists who lost packets and who was marked: the
     * flows' Drops and Marks cells are the run's own counts and add up to the queue's totals shown beside them.
     */
    @Test
    void afterARunEachFlowsDropsAndMarksAddUpToTheQueues() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("coexist-fig5-choke", "inspector-drops"));
        Views.show("Inspector");
        Control.show();
        Control.click("Run");
        Control.waitForStatus("Finished.");

        List<FlowRow> rows = inspectTheBottleneckAndCheckItsFlowsAddUp();
        assertTrue(rows.stream().mapToLong(FlowRow::drops).sum() > 0 && rows.stream().mapToLong(FlowRow::marks).sum() > 0,
                "CHOKe over RED both drops and marks: " + rows);
        assertTrue(rows.stream().filter(r -> r.drops() > 0).count() > 1, "more than one flow loses packets: " + rows);
        Screenshots.save("InspectorTest-drops and marks per flow after a run");
        Screenshots.saveAt1280x720("InspectorTest-drops and marks per flow after a run at 1280x720");
    }

    /**
     * The short flows of the coexistence example open and close by the dozen from 200 ms on: at 400 ms the Inspector
     * sums each short-flow application's flows with nothing queued in one row, whose marks still add up with the long
     * flows' to the queue's.
     */
    @Test
    void shortFlowsWithNothingQueuedAreSummedByApplication() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("coexist-fig8-short-flows", "inspector-short-flows"));
        Views.show("Inspector");
        Control.show();
        Control.runUntil("400");
        List<FlowRow> rows = inspectTheBottleneckAndCheckItsFlowsAddUp();
        assertTrue(rows.stream().anyMatch(r -> r.flow().matches("short(Tcp|Dctcp): \\d+ flows, none queued") && r.marks() > 0),
                "a short-flow application's quiet flows in one row: " + rows);
        Screenshots.save("InspectorTest-short flows summed by application");
        Input.doubleClick(Ui.read(() -> Widgets.tab("Inspector").map(Widgets::center).orElseThrow()));
        Ui.settle();
        Screenshots.saveAt1280x720("InspectorTest-short flows summed by application, Inspector maximized at 1280x720");
        Input.doubleClick(Ui.read(() -> Widgets.tab("Inspector").map(Widgets::center).orElseThrow()));
        Ui.settle();
    }

    /**
     * Clicks the bottleneck's queue bar and checks what the Inspector shows against the run: each flow row's drops and
     * marks are the run's, and they add up to the queue's totals shown beside them. Returns the rows.
     */
    private static List<FlowRow> inspectTheBottleneckAndCheckItsFlowsAddUp() {
        Input.click(Diagram.queueBar("left", "right"));
        Ui.waitUntil("the Inspector to look into the bottleneck", () -> Inspector.text().startsWith("Queue at port left \u2192 right"));
        Ui.waitUntil("the Inspector to show where the run stands", () -> asOfLine().equals(expectedAsOf()));
        PortInspection in = Ui.read(Inspector.run()::inspection);
        String text = Inspector.text();
        List<FlowRow> rows = Inspector.flowRows();
        for (FlowRow row : rows) {
            QueuedFlow f = in.flows().stream().filter(q -> q.flow().equals(row.flow())).findFirst()
                    .orElseThrow(() -> new AssertionError("a row of no flow of the run: " + row));
            assertEquals(f.drops() + " drops, " + f.marks() + " marks", row.drops() + " drops, " + row.marks() + " marks",
                    "the run's counts for " + f.flow());
        }
        long shownDrops = rows.stream().mapToLong(FlowRow::drops).sum();
        long shownMarks = rows.stream().mapToLong(FlowRow::marks).sum();
        assertAll(() -> assertEquals(Long.toString(in.dropsTotal()), Inspector.figure("drops")),
                () -> assertEquals(Long.toString(in.marksTotal()), Inspector.figure("ECN marks")),
                () -> assertEquals(Inspector.figure("drops"), Long.toString(shownDrops), "the flows' drops add up: " + text),
                () -> assertEquals(Inspector.figure("ECN marks"), Long.toString(shownMarks), "the flows' marks add up: " + text));
        return rows;
    }

    /**
     * In presentation mode the Inspector is a tab beside Simulation Control, its text 1.5 times the size of the
     * everyday layout's, so a class reads who holds the queue from the back of the room.
     */
    @Test
    void inPresentationModeTheInspectorIsATabBesideSimulationControl() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("coexist-fig3-threshold", "inspector-presentation"));
        Views.show("Inspector");
        int everydayPoints = Ui.read(() -> Inspector.titleFont().getFontData()[0].getHeight());
        Menus.menuBar("Window", "Presentation Mode");
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            Ui.settle();
            Control.show();
            Control.runUntil("20");
            Input.click(Diagram.queueBar("left", "right"));
            Views.show("Inspector");
            Ui.waitUntil("the Inspector to look into the bottleneck", () -> Inspector.text().startsWith("Queue at port left \u2192 right"));
            // Simulation Control is behind the Inspector's tab here: the run itself says what the Inspector must show.
            SimulationRun run = Inspector.run();
            Ui.waitUntil("the Inspector to show the run's picture", () -> {
                PortInspection in = run.inspection();
                return in != null && Inspector.text().contains(InspectorPanel.asOf(in.nowPs(), in.events()) + "\n")
                        && (in.queuePackets() + " packets").equals(Inspector.figure("queue"));
            });
            Ui.settle();
            // Beside Simulation Control, not maximised: every number whole, the names giving way where both tables
            // cannot show theirs.
            List<String> cut = Screenshots.readAt1280x720("InspectorTest-presentation mode at 1280x720", Inspector::numbersOutOfView);
            assertEquals(List.of(), cut, "numbers cut or out of view at 1280x720");
            int points = Ui.read(() -> Inspector.titleFont().getFontData()[0].getHeight());
            assertEquals(Math.round(everydayPoints * 1.5), points, "the Inspector's text grows 1.5 times");

            // A teacher who talks about the flows' drops and marks gives the Inspector the screen: a double-click on its tab.
            Point tab = Ui.read(() -> Widgets.tab("Inspector").map(Widgets::center).orElseThrow());
            Input.doubleClick(tab);
            Ui.settle();
            Screenshots.saveAt1280x720("InspectorTest-presentation mode, Inspector maximized at 1280x720");
            Input.doubleClick(Ui.read(() -> Widgets.tab("Inspector").map(Widgets::center).orElseThrow()));
            Ui.settle();
        } finally {
            Diagram.focus();
            Input.press(SWT.CTRL | SWT.ALT, 'p');
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
        }
    }

    /** Oracle: what the Inspector shows is the run's own picture of the same instant, its flows adding up to the queue. */
    private static void assertShowsTheRun(String when) {
        Ui.waitUntil("the Inspector to show the run's instant " + when, () -> asOfLine().equals(expectedAsOf()));
        SimulationRun run = Inspector.run();
        PortInspection in = Ui.read(run::inspection);
        assertNotNull(in, when);
        int live = Ui.read(() -> run.activity().port("left", "right").queuePackets());
        String text = Inspector.text();
        List<FlowRow> rows = Inspector.flowRows();
        int shownFlows = rows.stream().mapToInt(FlowRow::packets).sum();
        long shownDrops = rows.stream().mapToLong(FlowRow::drops).sum();
        long shownMarks = rows.stream().mapToLong(FlowRow::marks).sum();
        assertAll(when, () -> assertEquals(in.queuePackets() + " packets", Inspector.figure("queue")),
                () -> assertEquals(Long.toString(in.queueBytes()), Inspector.figure("bytes")),
                () -> assertEquals(live, in.queuePackets(), "the canvas's queue bar and the Inspector agree"),
                () -> assertEquals(in.queuePackets(), shownFlows, "the flows' rows add up to the queue: " + text),
                () -> assertEquals(Long.toString(in.marksTotal()), Inspector.figure("ECN marks")),
                () -> assertEquals(Long.toString(in.dropsTotal()), Inspector.figure("drops")),
                () -> assertEquals(Inspector.figure("ECN marks"), Long.toString(shownMarks), "the flows' marks add up: " + text),
                () -> assertEquals(Inspector.figure("drops"), Long.toString(shownDrops), "the flows' drops add up: " + text));
    }

    private static String asOfLine() {
        return Inspector.text().split("\n")[1];
    }

    private static String expectedAsOf() {
        SimulationRun run = Inspector.run();
        long events = Control.events();
        PortInspection in = run == null ? null : Ui.read(run::inspection);
        return in == null || events < 0 ? "(no picture yet)" : InspectorPanel.asOf(in.nowPs(), events);
    }
}
