package org.dclab.ui.views;

import java.util.List;
import java.util.Locale;

import org.dclab.sim.live.InFlightPacket;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Shell;

/**
 * A packet opened by a click on its dot on the canvas: its headers and where it has been, in the popup "Explain this"
 * uses, beside the pointer; Esc or a click closes it. What a packet says is written as a learner reads a trace: the
 * flow, the TCP and IP fields that congestion control turns on, then its way through the network.
 */
public final class PacketPopup {

    /** The first words of its title, by which a person (and a robot) tells it from another window. */
    public static final String TITLE = "Packet of ";

    private PacketPopup() {
    }

    /** Opens {@code packet} near {@code displayLocation}, replacing any popup {@code parent} shows. */
    public static void open(Shell parent, Point displayLocation, InFlightPacket packet) {
        ExplainPopup.openTitled(parent, displayLocation, TITLE + (packet.flow().isEmpty() ? "no known flow" : packet.flow()), describe(
                packet));
    }

    /** Opens a packet an Event List row traced, {@code body} from {@link #describeTraced}, near {@code displayLocation}. */
    static ExplainPopup openTraced(Shell parent, Point displayLocation, String flow, String body) {
        return ExplainPopup.openTitled(parent, displayLocation, TITLE + (flow.isEmpty() ? "no known flow" : flow), body);
    }

    /**
     * What a traced packet says: where and when it was queued or sent on ({@code kind} ENQUEUE or DEQUEUE at the port
     * {@code port}), then the fields the trace kept of it.
     */
    static String describeTraced(String kind, String port, long timePs, List<String> fields) {
        String what = kind.equals("ENQUEUE") ? "Entered the queue " : "Left the queue ";
        return what + port + " at t = " + seconds(timePs) + "\n" + String.join("\n", fields);
    }

    /** What the popup says below its title, one field a line. */
    public static String describe(InFlightPacket p) {
        StringBuilder b = new StringBuilder();
        b.append(p.source()).append(" \u2192 ").append(p.destination()).append('\n');
        b.append(p.payloadBytes() > 0 ? "Data: " + p.payloadBytes() + " B of payload" : "ACK: no payload").append(", ").append(p
                .sizeBytes()).append(" B on the wire\n");
        b.append("TCP: seq ").append(p.seq()).append(", ack ").append(p.ack()).append(", flags ").append(p.flags()).append('\n');
        b.append("ECN: ").append(p.ecn()).append(p.congestionExperienced() ? ", CE: a queue on its way marked it"
                : p.ecn().equals("Not-ECT") ? ", not ECN-capable: a full queue can only drop it" : ", not marked").append('\n');
        if (p.ecnEcho()) {
            b.append("ECE: its receiver echoes a CE mark to the sender\n");
        }
        if (p.windowReduced()) {
            b.append("CWR: its sender says it has cut its window\n");
        }
        if (!p.sack().isEmpty()) {
            b.append("SACK: ").append(p.sack()).append('\n');
        }
        b.append("Queue: ").append(p.port()).append(", entered at t = ").append(seconds(p.enqueuedPs())).append(", left after ")
                .append(micros(p.departedPs() - p.enqueuedPs())).append(" waiting and sending\n");
        b.append("Wire: reaches ").append(p.port().substring(p.port().indexOf("->") + 2)).append(" at t = ").append(seconds(p
                .arrivesPs())).append('\n');
        b.append("Hops: ").append(p.hops()).append(p.hops() == 1 ? " queue" : " queues").append(" so far, its sender's included\n");
        b.append("Sent at t = ").append(seconds(p.sentPs()));
        return b.toString();
    }

    private static String seconds(long ps) {
        return String.format(Locale.ROOT, "%.6f s", ps / 1e12);
    }

    private static String micros(long ps) {
        return String.format(Locale.ROOT, "%.3f \u00b5s", ps / 1e6);
    }
}
