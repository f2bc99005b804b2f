package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.ui.present.Presentation;
import org.dclab.ui.robot.ChartAxes;
import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.EventList;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Labs;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.robot.Widgets;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.jfree.chart.swt.ChartComposite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.function.Executable;

/**
 * The README's classroom tour, as a teacher gives it on a 1280 × 720 projector in presentation mode: the coexistence
 * example stopped mid-run with its queue at K, an AIPM incast stepped with packets on the wire, and Lab 4 docked beside
 * the charts with a prediction answered. Each scene is checked, then kept as a picture that
 * {@code releng/screenshots/take-screenshots.sh} copies into {@code docs/screenshots}.
 */
@ExtendWith(RunningProduct.class)
class ClassroomTourTest {

    /** The zoom at which a host's name, 9 pt at 1 and 1.5 times that in presentation mode, reads from the back. */
    private static final double CLOSE_UP_ZOOM = 0.8;
    private static final String QUEUE = "Queue length";
    private static final String CWND = "Congestion window";
    private static final String CONNECTIONS = "AIPM connection window and live connections";

    @Test
    void threeScenesOfALectureInPresentationMode() throws Exception {
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        Menus.menuBar("Window", "Presentation Mode");
        // What the back rows read in each scene, asserted together after the tour so that one run reports every scene's.
        List<Executable> legible = new ArrayList<>();
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            coexistenceMidRun(legible);
            incastStepped(legible);
            leafSpineMidRun(legible);
            labFourPredicted();
            assertAll("what the back rows read", legible);
        } finally {
            Diagram.focus();
            Input.press(SWT.CTRL | SWT.ALT, 'p');
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
        }
    }

    /** DCTCP and NewReno share the bottleneck; at 300 ms the queue hovers at K = 65 and the windows saw. */
    private static void coexistenceMidRun(List<Executable> legible) throws Exception {
        Scenarios.open(Scenarios.copyOfExample("coexist-fig3-threshold", "tour"));
        Control.show();
        Control.runUntil("300");
        Charts.show();
        Ui.waitUntil("the window chart to draw four flows", () -> Charts.labels(CWND).size() == 4 && Charts.points(Charts.composite(
                CWND)) > 0);
        double[] queue = Charts.values(QUEUE, "left->right");
        double last = queue[queue.length - 1];
        assertTrue(last > 30 && last < 100, "the queue is near K = 65 packets at 300 ms: " + last);
        // No incast client here: AIPM's chart is a note of its title and why, and queue and windows share its room.
        String note = Charts.foldedNote(CONNECTIONS);
        int noteHeight = Charts.height(CONNECTIONS);
        assertAll(() -> assertTrue(note != null && note.contains("no incast client"), "the folded chart says why: " + note),
                () -> assertTrue(noteHeight < 110, "the note is a few lines: " + noteHeight + " px"),
                () -> assertTrue(Charts.height(QUEUE) > 200 && Charts.height(CWND) > 200, "the charts with lines are taller than a third: "
                        + Charts.height(QUEUE) + ", " + Charts.height(CWND) + " px"));
        Ui.settle();
        Screenshots.save("classroom-coexistence");
        java.nio.file.Files.deleteIfExists(RunningProduct.outputFolder().resolve("classroom-label-sizes.txt"));
        double[] sizes = sizes();
        assertTrue(sizes[1] >= 20, "tick labels " + sizes[1] + " px");
        record("coexistence", checkLabels("coexistence", legible), sizes);
        checkTimeLabels("coexistence", legible);
    }

    /**
     * AIPM's client reads a block from 16 servers; after Run until 3 ms and a Step of 100 µs, packets are on the links.
     * The whole 130-node star fits the presentation layout's canvas only at about 28 %, too small to read from a room's
     * back rows, so the teacher zooms into the bottleneck with Ctrl+wheel over the switch's link to the client, as one would in class.
     */
    private static void incastStepped(List<Executable> legible) throws Exception {
        Scenarios.open(Scenarios.copyOfExample("aipm-fig4-single-bottleneck", "tour"));
        Control.show();
        Control.runUntil("3");
        Control.command("Step \u0394t");
        // Until the servers' rows are labelled as well: at 80 % a 20 px label under a row of servers would cover the next.
        for (int i = 0; i < 14 && (zoom() < CLOSE_UP_ZOOM || !serversLabelled()); i++) {
            Point sw = Diagram.node("sw");
            Point client = Diagram.node("client");
            Input.wheel(new Point((sw.x + client.x) / 2, (sw.y + client.y) / 2), -1, SWT.CTRL);
        }
        assertTrue(zoom() >= CLOSE_UP_ZOOM && serversLabelled(), "Ctrl+wheel over the bottleneck zooms in to " + zoom()
                + " and labels the servers' rows");
        Rectangle canvas = Diagram.visibleArea();
        assertTrue(canvas.contains(Diagram.node("sw")) && canvas.contains(Diagram.node("client")),
                "the switch and the client stay in view after zooming in around the bottleneck");
        Ui.waitUntil("packets on the wire to be drawn in view", () -> packetsInView(canvas) >= 3);
        Charts.show();
        Ui.waitUntil("the AIPM chart to draw", () -> Charts.points(Charts.composite(CONNECTIONS)) > 0);
        assertTrue(Charts.foldedNote(CONNECTIONS) == null && Charts.height(CONNECTIONS) > 150, "a run that fills it shows it whole: "
                + Charts.height(CONNECTIONS) + " px");
        Ui.settle();
        Screenshots.save("classroom-incast-step");
        record("incast close-up", checkLabels("incast close-up", legible), sizes());
        checkTimeLabels("incast close-up", legible);
        // A server its row's range label stands for is named by the tooltip under the pointer.
        String unnamed = "srv20";
        assertFalse(Diagram.nameWritten(unnamed), unnamed + "'s own name is not written at this zoom");
        // Twice, as a hand moves: the first motion into the canvas may come as its entry alone.
        Point server = Diagram.node(unnamed);
        Input.moveTo(new Point(server.x - 4, server.y));
        Input.moveTo(server);
        Ui.waitUntil("the tooltip over " + unnamed + " to name it", () -> unnamed.equals(Ui.read(() -> Diagram.canvas()
                .getToolTipText())));

        // The Event List beside Simulation Control: every column a class reads, the flow's included, fits in view.
        Views.show("Event List");
        Ui.settle();
        int[] flow = Ui.read(() -> EventList.columnEndAndVisibleWidth("Flow"));
        assertTrue(flow[0] <= flow[1], "the Flow column ends at " + flow[0] + " px, inside the " + flow[1] + " px the table shows");
        // The newest event's number reads whole (a row asked for while its table was being laid out again once showed "…").
        long newest = Ui.read(EventList::newestEvent);
        assertTrue(newest > 0, "the newest past row's event number: " + newest);
        // The filters and what the list shows (a line of its own above them) read whole at the view's width.
        int[] kind = Ui.read(EventList::kindFilterEndAndViewWidth);
        assertTrue(kind[0] <= kind[1], "the Kind filter ends at " + kind[0] + " px, inside the " + kind[1] + " px of the view");
        String[] description = Ui.read(EventList::description);
        // Beside the stage the view is narrow: the counts in few words, whole, rather than the sentence cut.
        assertTrue(description[0].matches("[\\d,]+ past (and [\\d,]+ pending rows shown|\u00b7 [\\d,]+ pending) \u00b7 .*"),
                "what the list shows: "
                        + description[0]);
        assertEquals("whole", description[1], "what the list shows reads whole: " + description[0]);
        Screenshots.save("ClassroomTourTest-event list at 1280x720");
        Views.show("Simulation Control");
    }

    /**
     * AIPM's leaf-spine (157 nodes) run until 30 ms, its incast 10 ms under way over the background, on the stage: the
     * whole fabric in view, the keys clear of it, and the
     * sizes a class reads from the back measured, node names and chart tick labels 20 px at least (em, 1.5x).
     */
    private static void leafSpineMidRun(List<Executable> legible) throws Exception {
        Scenarios.open(Scenarios.copyOfExample("aipm-fig4-leafspine", "tour"));
        Control.show();
        Control.runUntil("30");
        Charts.show();
        // Both: the charts drain on their own timer, and the picture once showed the queue's first samples beside an empty
        // window chart.
        Ui.waitUntil("the queue and window charts to draw", () -> Charts.points(Charts.composite(QUEUE)) > 0 && Charts.points(Charts
                .composite(CWND)) > 0);
        Ui.settle();
        double[] sizes = sizes();
        assertAll(() -> assertTrue(sizes[1] >= 20, "chart tick labels " + sizes[1] + " px"),
                () -> assertTrue(sizes[2] >= 0.5, "the canvas takes " + sizes[2] + " of the screen"),
                () -> assertTrue(Diagram.legendBoxes().stream().noneMatch(k -> Diagram.nodeNames().stream().anyMatch(n -> k.intersects(
                        Diagram.shapeBox(n)))), "the keys cover no node"));
        Screenshots.save("classroom-leafspine");
        record("leaf-spine", checkLabels("leaf-spine", legible), sizes);
        checkTimeLabels("leaf-spine", legible);
        checkValueAxes("leaf-spine", legible);
    }

    /**
     * The labels the canvas writes for nodes in view, each checked 20 px (em) at least, clear of the others and whole in
     * view, and no label (a link's rate and delay too) under a key, nor a link's under the lanes; returns
     * the smallest em in px, how many labels there are and how many of them are range labels.
     */
    private static double[] checkLabels(String scene, List<Executable> legible) {
        List<Diagram.WrittenLabel> labels = Diagram.writtenLabels();
        double smallest = labels.stream().mapToDouble(Diagram.WrittenLabel::emPixels).min().orElse(0);
        List<String> small = labels.stream().filter(l -> l.emPixels() < 20).map(l -> String.format(java.util.Locale.ROOT, "%s %.1f px", l
                .text(), l.emPixels())).limit(5).toList();
        long ranges = labels.stream().filter(Diagram.WrittenLabel::range).count();
        System.out.printf("ClassroomTourTest, %s: %d labels in view (%d range labels), %.1f px (em) at the smallest%n", scene, labels
                .size(), ranges, smallest);
        List<String> met = Diagram.overlapping(labels);
        Rectangle visible = Diagram.visibleArea();
        List<String> cut = labels.stream().filter(l -> !visible.intersection(l.box()).equals(l.box())).map(l -> l.text() + " at " + l
                .box()).toList();
        legible.add(() -> assertFalse(labels.isEmpty(), scene + ": the canvas writes labels in view"));
        legible.add(() -> assertEquals(List.of(), small, scene + ": labels under 20 px (em), the first five of " + labels.size()
                + " written"));
        legible.add(() -> assertEquals(List.of(), met, scene + ": labels written over each other"));
        legible.add(() -> assertEquals(List.of(), cut, scene + ": labels cut by the canvas's edge at " + visible));
        List<Rectangle> keys = Diagram.legendBoxes();
        List<String> hidden = new ArrayList<>();
        labels.stream().filter(l -> keys.stream().anyMatch(l.box()::intersects)).forEach(l -> hidden.add(l.text()));
        List<String> links = Diagram.linkLabels();
        List<Rectangle> linkBoxes = Diagram.linkLabelBoxes();
        for (int i = 0; i < linkBoxes.size(); i++) {
            if (keys.stream().anyMatch(linkBoxes.get(i)::intersects)) {
                hidden.add(links.get(i));
            }
        }
        legible.add(() -> assertEquals(List.of(), hidden, scene + ": labels under the canvas's keys"));
        // Lanes are drawn over labels; on the incast's fan other servers' lanes ran through "(129 links)".
        List<String> underLanes = Diagram.linkLabelsUnderLanes();
        legible.add(() -> assertEquals(List.of(), underLanes, scene + ": link labels the flows' lanes cross"));
        return new double[] { smallest, labels.size(), ranges };
    }

    /** Each chart shown ends its time axis's last label inside the chart: "0.03(" was cut at the right edge on the stage. */
    private static void checkTimeLabels(String scene, List<Executable> legible) {
        for (ChartComposite chart : drawnCharts()) {
            ChartAxes.LastTimeLabel last = ChartAxes.lastTimeLabel(chart);
            String title = Ui.read(() -> chart.getChart().getTitle().getText());
            System.out.printf("ClassroomTourTest, %s, %s: the last time label '%s' ends at x = %d, the chart at %d%n", scene, title, last
                    .text(), last.right(), last.chartRight());
            legible.add(() -> assertTrue(last.inside(), scene + ", " + title + ": the time axis's last label '" + last.text()
                    + "' ends at x = " + last.right() + ", past the chart's right edge at " + last.chartRight()));
        }
    }

    /** Each chart shown reaches up to its lines' largest value: the stage's leaf-spine charts once stayed at 0..1. */
    private static void checkValueAxes(String scene, List<Executable> legible) {
        for (ChartComposite chart : drawnCharts()) {
            ChartAxes.ValueRange range = ChartAxes.valueRange(chart);
            String title = Ui.read(() -> chart.getChart().getTitle().getText());
            System.out.printf("ClassroomTourTest, %s, %s: value axis %s to %s, lines up to %s%n", scene, title, range.lower(), range
                    .upper(), range.dataMax());
            legible.add(() -> assertTrue(range.coversData(), scene + ", " + title + ": the value axis runs " + range.lower() + " to "
                    + range.upper() + ", below its lines' largest value " + range.dataMax()));
        }
    }

    /** The charts the Live Charts view shows with lines in them. */
    private static List<ChartComposite> drawnCharts() {
        return Ui.read(Charts::composites).stream().filter(c -> Ui.read(c::isVisible) && Charts.points(c) > 0).toList();
    }

    /**
     * What a scene measured, kept beside its picture for the README's note: the smallest label the canvas writes for
     * nodes and how many it writes in view, ticks in px (em), the canvas's share of the screen.
     */
    private static void record(String scene, double[] labels, double[] sizes) throws java.io.IOException {
        java.nio.file.Path file = RunningProduct.outputFolder().resolve("classroom-label-sizes.txt");
        java.nio.file.Files.writeString(file, String.format(java.util.Locale.ROOT, "%s: node labels %.1f px at the smallest (%d in view,"
                + " %d of them range labels), tick labels %.1f px, canvas %.1f %% of 1280x720%n", scene, labels[0], (int) labels[1],
                (int) labels[2], sizes[1], 100 * sizes[2]),
                java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
    }

    /** The label font's em and chart tick labels as drawn now, in px, and the canvas's share of the projector's screen. */
    private static double[] sizes() {
        return Ui.read(() -> {
            double dpi = Ui.display().getDPI().y;
            double zoom = Diagram.editor().viewer().viewport().zoom();
            Rectangle canvas = Diagram.visibleArea();
            return new double[] { Diagram.editor().viewer().labelFont().getFontData()[0].getHeight() * zoom * dpi / 72,
                    Charts.composites().get(0).getChart().getXYPlot().getDomainAxis().getTickLabelFont().getSize() * dpi / 72,
                    canvas.width * (double) canvas.height / (1280 * 720) };
        });
    }

    /** Lab 4, step 2: the student predicted 60 packets; the run measured the queue near K = 65. */
    private static void labFourPredicted() {
        Labs.pick("DCTCP and TCP coexistence");
        Labs.predict(2, "60");
        Labs.doIt(2);
        String compared = Labs.waitForComparison(2);
        // The sheet is a tab beside Simulation Control, which the teacher brings forward to read the clock, and back.
        Control.show();
        Control.waitForStatus("Stopped where asked.");
        Views.show(Labs.VIEW);
        assertTrue(compared.startsWith(Labs.COMPARED + "60 packets"), compared);
        assertCanvasKeepsItsWidth();
        assertLabTextFollowsThePresentationScale();
        Ui.settle();
        Screenshots.save("classroom-lab4-prediction");
    }

    /** With the sheet docked, the canvas keeps the left half of the projector's width, as without it. */
    private static void assertCanvasKeepsItsWidth() {
        Rectangle canvas = Ui.read(() -> Diagram.canvas().getBounds());
        assertTrue(canvas.width > 500, "the canvas beside a docked lab sheet is " + canvas.width + " px wide");
    }

    /**
     * The comparison is as large as the sheet's text, both at the presentation factor, and the sheet's headings stay
     * larger than its text: nothing in the sheet is left at the everyday size.
     */
    private static void assertLabTextFollowsThePresentationScale() {
        int everyday = Ui.read(() -> JFaceResources.getDefaultFont().getFontData()[0].getHeight());
        int scaled = (int) Math.round(everyday * Presentation.factor());
        Composite step = Labs.step(2);
        int[] heights = Ui.read(() -> {
            Composite view = Widgets.view(Labs.VIEW).orElseThrow();
            Label comparison = Widgets.under(step, Label.class, l -> l.getText().startsWith(Labs.COMPARED)).get(0);
            StyledText sheet = Widgets.under(view, StyledText.class, t -> (t.getStyle() & SWT.V_SCROLL) != 0).get(0);
            int heading = 0;
            for (StyleRange r : sheet.getStyleRanges()) {
                heading = r.font == null ? heading : Math.max(heading, r.font.getFontData()[0].getHeight());
            }
            return new int[] { comparison.getFont().getFontData()[0].getHeight(), sheet.getFont().getFontData()[0].getHeight(), heading };
        });
        assertAll(() -> assertEquals(scaled, heights[0], "the comparison at the presentation scale"),
                () -> assertEquals(heights[1], heights[0], "the comparison as large as the sheet's text"),
                () -> assertTrue(heights[2] > heights[1], "the sheet's headings larger than its text: " + heights[2] + " pt"));
    }

    /** Whether the canvas writes a label for servers, a name or a row's range. */
    private static boolean serversLabelled() {
        return Diagram.writtenLabels().stream().anyMatch(l -> l.text().startsWith("srv"));
    }

    private static double zoom() {
        return Ui.read(() -> Diagram.editor().viewer().viewport().zoom());
    }

    /** Packets in flight the canvas drew inside its visible area. */
    private static long packetsInView(Rectangle canvas) {
        return Diagram.packets().stream().filter(p -> canvas.contains(p.at())).count();
    }
}
