package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.ui.present.FlowColors;
import org.dclab.ui.present.FlowHighlight;
import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.EventList;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Shells;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.views.PacketPopup;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.jfree.chart.swt.ChartComposite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A teacher steps the two-flow dumbbell with its packets on the wire, each drawn in its flow's colour, and clicks one:
 * its flow is highlighted, and the packet's colour is the flow's window line in the chart and the square of its Event
 * List rows. Selecting another flow's Event List row highlights that one, and a double-click on a legend entry brings
 * the first back while the line stays drawn.
 */
@ExtendWith(RunningProduct.class)
class PacketDotsTest {

    private static final String CWND = "Congestion window";
    /** Screen pixels a clicked packet keeps from every node, and so from the queue bars beside them. */
    private static final int CLEAR_OF_NODES_PX = 45;

    @Test
    void aClickedPacketHighlightsItsFlowInTheColourOfItsChartLineAndEventRows() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("dumbbell-two-flows", "packet-dots"));
        Views.show("Event List");
        Charts.show();
        Control.show();
        Control.runUntil("20");
        Control.stepEvents(5);
        Control.command("Step");
        List<Diagram.Packet> drawn = Ui.waitFor("the canvas to draw packets of both flows", () -> {
            List<Diagram.Packet> packets = Diagram.packets();
            return packets.stream().map(Diagram.Packet::application).distinct().count() >= 2 ? packets : null;
        });
        FlowColors colours = Ui.read(() -> FlowColors.of(Diagram.scenario()));
        for (Diagram.Packet p : drawn) {
            assertEquals(colours.ofApplication(p.application()), p.fill(), "a packet is drawn in its flow's colour: " + p);
        }
        Diagram.Packet picked = clickable(drawn);
        // The packets are where the canvas last drew them; a view settling beside it may make it draw them once more,
        // elsewhere, a moment later: the robot looks again, as a person's eye would follow.
        long lookUntil = System.nanoTime() + Ui.PATIENCE.toNanos();
        while (Diagram.pixelsOf(picked.fill(), around(picked.at())) == 0 && System.nanoTime() < lookUntil) {
            Ui.pause(100);
            picked = clickable(Diagram.packets());
        }
        Diagram.Packet clicked = picked;
        String app = clicked.application();
        String other = app.equals("flow1") ? "flow2" : "flow1";
        assertTrue(Diagram.pixelsOf(clicked.fill(), around(clicked.at())) > 0, "the screen shows the packet in its colour at " + clicked
                .at());
        Screenshots.save("PacketDotsTest-packets in their flows' colours");

        Input.click(clicked.at());
        Ui.waitUntil("the clicked packet's flow to be highlighted", () -> app.equals(FlowHighlight.of(Diagram.scenario())));
        // The click opened the packet too (OpenPacketTest reads it); closed, it leaves the keyboard to the workbench.
        Ui.waitUntil("the packet to open", () -> Shells.showing(PacketPopup.TITLE).isPresent());
        Input.press(SWT.ESC);
        Ui.waitUntil("Esc to close the packet", () -> Shells.showing(PacketPopup.TITLE).isEmpty());
        Ui.waitUntil("the canvas to draw the highlighted flow's packets wider", () -> Diagram.packets().stream().allMatch(p -> p
                .application().equals(app) == p.diameterPixels() > clicked.diameterPixels()));
        assertTrue(Diagram.packets().stream().filter(p -> p.application().equals(other)).allMatch(p -> p.fill().equals(FlowColors
                .faded(colours.ofApplication(other)))), "the other flow's packets fade");
        Ui.settle();
        Screenshots.save("PacketDotsTest-" + app + " highlighted by a click on its packet");
        Screenshots.saveAt1280x720("PacketDotsTest-" + app + " highlighted by a click on its packet at 1280x720");

        Charts.show();
        ChartComposite windows = Charts.composite(CWND);
        String line = Ui.waitFor("the window chart to draw " + app, () -> Charts.labels(CWND).stream().filter(l -> l.startsWith(app + " #"))
                .findFirst().orElse(null));
        assertEquals(clicked.fill(), Charts.seriesColour(windows, line), "the packet's colour is its flow's window line's");
        String otherLine = Charts.labels(CWND).stream().filter(l -> l.startsWith(other + " #")).findFirst().orElseThrow();
        assertTrue(Charts.seriesWidth(windows, line) > Charts.seriesWidth(windows, otherLine), "the highlighted flow's line is wider");
        assertEquals(FlowColors.faded(colours.ofApplication(other)), Charts.seriesColour(windows, otherLine), "the other flow's faded");

        // Each flow's rows, as a class finds them: by the Flow filter (which brings the Event List to the front).
        EventList.filter("Flow:", app + " #");
        List<EventList.FlowRow> mine = rowsOf(app);
        assertAll(mine.stream().map(r -> () -> assertEquals(clicked.fill(), r.swatch(), "the square of " + r.flow() + "'s row")));
        EventList.filter("Flow:", other + " #");
        List<EventList.FlowRow> others = rowsOf(other);
        RGB otherColour = colours.ofApplication(other);
        assertAll(others.stream().map(r -> () -> assertEquals(FlowColors.faded(otherColour), r.swatch(), "the faded square of " + r
                .flow() + "'s row while " + app + " is highlighted")));

        EventList.FlowRow chosen = others.get(others.size() / 2);
        Input.click(chosen.at());
        Ui.waitUntil("the flow of the row clicked at " + chosen.at().x + "," + chosen.at().y + " to be highlighted", () -> other.equals(
                FlowHighlight.of(
                        Diagram.scenario())));
        Ui.waitUntil("the canvas to draw " + other + "'s packets wider and fade " + app + "'s", () -> Diagram.packets().stream()
                .allMatch(p -> p.application().equals(other) ? p.diameterPixels() > clicked.diameterPixels() && p.fill().equals(otherColour)
                        : p.fill().equals(FlowColors.faded(clicked.fill()))));
        Ui.waitUntil("the Event List to show " + other + "'s squares in full colour", () -> EventList.pastFlowRowsShown().stream()
                .allMatch(r -> r.swatch().equals(otherColour)));
        Ui.settle();
        Screenshots.save("PacketDotsTest-" + other + " highlighted from its Event List row");

        Charts.show();
        Input.doubleClick(Charts.legendEntry(windows, line));
        Ui.waitUntil("a double-click on the legend entry to highlight " + app, () -> app.equals(FlowHighlight.of(Diagram.scenario())));
        Ui.settle();
        assertTrue(Charts.isShown(windows, line), "a double-click toggles the line twice: it stays drawn");
        Screenshots.save("PacketDotsTest-" + app + " highlighted from the chart legend");
        Screenshots.saveAt1280x720("PacketDotsTest-" + app + " highlighted from the chart legend at 1280x720");

        // Paced at 1:1,000 the packets stay drawn, and move from one picture to the next.
        Control.show();
        Control.choose("Speed:", "1:1,000");
        Control.click("Run");
        Ui.waitUntil("the run to start", Control::isBusy);
        List<Diagram.Packet> before = Ui.waitFor("packets drawn during the paced run", () -> {
            List<Diagram.Packet> packets = Diagram.packets();
            return packets.isEmpty() || !Control.isBusy() ? null : packets;
        });
        Ui.waitUntil("the packets to move on", () -> {
            List<Diagram.Packet> now = Diagram.packets();
            return !now.isEmpty() && !now.stream().map(Diagram.Packet::at).toList().equals(before.stream().map(Diagram.Packet::at)
                    .toList());
        });
        Screenshots.save("PacketDotsTest-packets moving in a run paced at 1 to 1000");
        Control.click("Pause");
        Control.waitIdle();
        Control.choose("Speed:", "as fast as possible");
    }

    /** The Event List's past rows of {@code app} on screen, once there are some. */
    private static List<EventList.FlowRow> rowsOf(String app) {
        return Ui.waitFor("the Event List to show rows of " + app, () -> {
            List<EventList.FlowRow> rows = EventList.pastFlowRowsShown().stream().filter(r -> r.flow().startsWith(app + " #")).toList();
            return rows.isEmpty() ? null : rows;
        });
    }

    /** A packet a click can only mean, far from the nodes; fails when none is. */
    private static Diagram.Packet clickable(List<Diagram.Packet> packets) {
        Diagram.Packet chosen = Diagram.clickablePacket(packets, CLEAR_OF_NODES_PX);
        assertNotNull(chosen, "a packet clear of the others and of the nodes: " + packets);
        assertNotNull(chosen.fill());
        return chosen;
    }

    /** The 3x3 pixels at the centre of a packet. */
    private static Rectangle around(Point centre) {
        return new Rectangle(centre.x - 1, centre.y - 1, 3, 3);
    }
}
