package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.dclab.sim.live.InFlightPacket;
import org.dclab.ui.present.FlowHighlight;
import org.dclab.ui.present.Presentation;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.EventList;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Shells;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.robot.Widgets;
import org.dclab.ui.views.PacketPopup;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, open a packet: on the stage at 1280x720, a teacher steps the two-flow dumbbell and clicks a packet on a
 * wire; beside it opens what the packet carries and where it has been (its flow, seq and ack, flags, ECN codepoint,
 * size, the queue it last sat in and when it entered it, its hops), and its flow is highlighted as a click on its lane
 * does. Esc closes it. An Event List row opens its packet too.
 */
@ExtendWith(RunningProduct.class)
class OpenPacketTest {

    /** Screen pixels a clicked packet keeps from every node, and so from the queue bars beside them. */
    private static final int CLEAR_OF_NODES_PX = 45;
    /**
     * The dumbbell's routes, s1 and s2 through left and right to r1 and r2: the queues a packet on each wire has been
     * offered to, its sender's included; data goes right, ACKs come back left.
     */
    private static final Map<String, Integer> HOPS = Map.of("s1->left", 1, "s2->left", 1, "left->right", 2, "right->r1", 3,
            "right->r2", 3, "r1->right", 1, "r2->right", 1, "right->left", 2, "left->s1", 3, "left->s2", 3);

    @Test
    void aClickedPacketOpensItsHeadersAndWhereItHasBeen() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("dumbbell-two-flows", "open-packet"));
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        Menus.menuBar("Window", "Presentation Mode");
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            Control.show();
            Control.runUntil("20");
            Control.stepEvents(5);
            Control.command("Step");
            Diagram.Packet clicked = Ui.waitFor("a packet drawn clear of the nodes and the others, with its headers", () -> {
                Diagram.Packet p = Diagram.clickablePacket(Diagram.packets(), CLEAR_OF_NODES_PX);
                return p == null || p.headers() == null ? null : p;
            });
            InFlightPacket packet = clicked.headers();
            Input.click(clicked.at());
            Ui.waitUntil("the packet to open", () -> Shells.showing(PacketPopup.TITLE).isPresent());
            Ui.settle();
            Screenshots.save("OpenPacketTest-a packet opened on the stage at 1280x720");
            String shown = Ui.read(() -> String.join("\n", Widgets.under(Shells.showing(PacketPopup.TITLE).orElseThrow(), Label.class,
                    l -> true).stream().map(Label::getText).toList()));
            assertAll(() -> assertTrue(shown.startsWith(PacketPopup.TITLE + packet.flow()), "the title names the flow " + packet.flow()
                    + ":\n" + shown), () -> assertTrue(packet.flow().startsWith(clicked.application() + " #"), packet::toString),
                    () -> assertTrue(shown.contains("TCP: seq " + packet.seq() + ", ack " + packet.ack() + ", flags " + packet.flags()),
                            shown),
                    () -> assertTrue(shown.contains("ECN: " + packet.ecn()), shown),
                    () -> assertTrue(shown.contains(" B on the wire") && shown.contains(packet.sizeBytes() + " B on the wire"), shown),
                    () -> assertTrue(shown.contains("Queue: " + packet.port() + ", entered at t = "), shown),
                    () -> assertEquals(HOPS.get(packet.port()), packet.hops(), "hops along the dumbbell's route: " + packet),
                    () -> assertTrue(shown.contains("Hops: " + packet.hops() + " "), shown));
            double textPx = Ui.read(() -> Widgets.under(Shells.showing(PacketPopup.TITLE).orElseThrow(), Label.class, l -> true).get(1)
                    .getFont().getFontData()[0].getHeight() * Ui.display().getDPI().y / 72.0);
            assertTrue(textPx >= 20, "on the stage the packet's text is read from the back rows: " + textPx + " px (em)");
            List<String> senders = List.of("s1:", "s2:");
            String sender = packet.payloadBytes() > 0 ? packet.source() : packet.destination();
            assertTrue(senders.stream().anyMatch(sender::startsWith), "its flow's sender is s1 or s2: " + packet);
            Ui.waitUntil("the opened packet's flow to be highlighted", () -> clicked.application().equals(FlowHighlight.of(Diagram
                    .scenario())));

            Input.press(SWT.ESC);
            Ui.waitUntil("Esc to close the packet", () -> Shells.showing(PacketPopup.TITLE).isEmpty());
            // The next script's Step runs one event, as Simulation Control starts.
            Control.show();
            Control.stepEvents(1);
        } finally {
            Menus.menuBar("Window", "Presentation Mode");
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
        }
    }

    /**
     * The same from the Event List: a double-click on an ENQUEUE row of the run stopped at 20 ms opens that packet as the
     * trace kept it (its flow in the title, the queue and the instant it entered it, seq or ack, flags, ECN codepoint and
     * the queue's length then).
     */
    @Test
    void anEventListRowOpensItsPacket() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("dumbbell-two-flows", "open-packet-row"));
        Views.show("Event List");
        Control.show();
        Control.runUntil("20");
        EventList.showOnly("ENQUEUE");
        Ui.waitUntil("the list to show ENQUEUE rows only", () -> "ENQUEUE".equals(EventList.lastPastKind()));
        EventList.waitUntilSettled();
        List<EventList.FlowRow> rows = Ui.waitFor("ENQUEUE rows of a flow", () -> {
            List<EventList.FlowRow> shown = EventList.pastFlowRowsShown().stream().filter(r -> !r.flow().isEmpty()).toList();
            return shown.isEmpty() ? null : shown;
        });
        EventList.FlowRow row = rows.get(rows.size() / 2);
        Input.doubleClick(row.at());
        Ui.waitUntil("the row's packet to open", () -> Shells.showing(PacketPopup.TITLE).isPresent());
        Ui.settle();
        Screenshots.save("OpenPacketTest-a packet opened from its Event List row");
        String shown = Ui.read(() -> String.join("\n", Widgets.under(Shells.showing(PacketPopup.TITLE).orElseThrow(), Label.class,
                l -> true).stream().map(Label::getText).toList()));
        // The row the double-click selected: the list may have moved by a row under the pointer on a loaded machine.
        String[] opened = Ui.read(EventList::selectedRow);
        assertTrue(opened != null && opened[1].equals("ENQUEUE") && !opened[2].isEmpty(), "an ENQUEUE row of a flow is selected: "
                + (opened == null ? "none" : String.join(" ", opened)));
        assertAll(() -> assertTrue(shown.startsWith(PacketPopup.TITLE + opened[2]), "the title names the row's flow " + opened[2] + ":\n"
                + shown), () -> assertTrue(shown.contains("Entered the queue " + opened[0] + " at t = 0.0"), shown),
                () -> assertTrue(shown.contains("Data: seq ") || shown.contains("ACK: ack "), shown),
                () -> assertTrue(shown.contains("TCP flags: ") && shown.contains("ECN: ") && shown.contains("Queue: "), shown));
        Input.press(SWT.ESC);
        Ui.waitUntil("Esc to close the packet", () -> Shells.showing(PacketPopup.TITLE).isEmpty());
    }
}
