package org.dclab.sim.internal.trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.Port;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;
import org.dclab.engine.queue.DropReason;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.QueueListener;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.engine.tcp.TcpListener;
import org.dclab.engine.tcp.TcpSender;
import org.dclab.sim.internal.apps.IncastApp;
import org.dclab.sim.internal.apps.RunningApplication;
import org.dclab.sim.trace.EventTrace;
import org.dclab.sim.trace.TraceDetail;
import org.dclab.sim.trace.TraceKind;

/**
 * Feeds an {@link EventTrace} from the engine's listeners: every queue, every sending host's arrivals (for ACKs),
 * every connection's sender and every incast client. It also serves "run until the next drop": when armed with a
 * kind, the first event of that kind asks the simulator to pause, which it honours before the next event, so the
 * clock then stands at that event's time. Installed only when a run asks for a trace; otherwise nothing listens.
 */
public final class TraceRecorder implements QueueListener {

    private static final Ecn[] ECN_CODEPOINTS = Ecn.values();
    private static final DropReason[] DROP_REASONS = DropReason.values();

    /** Sequence (data) or acknowledgement number, payload bytes, queue length; bits: TCP flags, ECN, drop reason + 1. */
    private static final TraceDetail PACKET_DETAIL = new PacketDetail();
    private static final TraceDetail ACK_DETAIL = (ack, unused, unused2, ece) -> "ack " + ack + (ece != 0 ? " ECE" : "");
    private static final TraceDetail CWND_DETAIL = (cwndBytes, unused, unused2, none) -> "cwnd " + cwndBytes + " bytes";
    private static final TraceDetail RTO_DETAIL = (rtoPs, unused, unused2, backoffs) -> String.format(Locale.ROOT,
            "timeout after %.1f \u00b5s, backoff %d", rtoPs / 1e6, backoffs);
    private static final TraceDetail RETRANSMIT_DETAIL = (seq, bytes, unused, none) -> "seq " + seq + " len " + bytes;

    private final Simulator sim;
    private final EventTrace trace;
    /** Connection names by the sending end point (host address and port), which data and ACKs both carry. */
    private final FlowNames flows = new FlowNames();
    private TraceKind stopAfter;
    private boolean stopped;
    /** Set from any thread; while off, events are only checked against {@link #stopAfter}. */
    private volatile boolean recording = true;

    private TraceRecorder(Simulator sim, EventTrace trace) {
        this.sim = sim;
        this.trace = trace;
    }

    public static TraceRecorder install(Network net, List<RunningApplication> apps, EventTrace trace) {
        TraceRecorder recorder = new TraceRecorder(net.simulator(), trace);
        for (Port port : net.ports().values().stream().sorted((a, b) -> a.name().compareTo(b.name())).toList()) {
            port.queue().addListener(recorder);
        }
        for (Host host : net.hosts()) {
            host.observeArrivals(p -> recorder.arrived(host, p));
        }
        for (RunningApplication app : apps) {
            app.onEveryFlow(c -> recorder.watch(app.flowName(c), c));
            if (app instanceof IncastApp incast) {
                incast.addListener(new IncastTrace(recorder, app.name()));
            }
        }
        return recorder;
    }

    /** Pauses the run right after the next event of {@code kind}; null disarms. Call on the run's thread. */
    public void stopAfter(TraceKind kind) {
        stopAfter = kind;
        stopped = false;
    }

    /** Keeps events in the trace, or stops keeping them; either way a stop armed by {@link #stopAfter} works. */
    public void recording(boolean on) {
        recording = on;
    }

    /** Nothing to do for this event: neither kept nor awaited. */
    private boolean idle() {
        return !recording && stopAfter == null;
    }

    /** True once if the armed kind happened since {@link #stopAfter}; disarms. */
    public boolean stoppedByKind() {
        boolean s = stopped;
        stopped = false;
        stopAfter = null;
        return s;
    }

    /**
     * Records one event: {@code detail} writes its text later, on any thread, from the three numbers and the bits
     * given here, so it must be one of the shared writers below, never a lambda capturing state.
     */
    void record(TraceKind kind, String node, String flow, TraceDetail detail, long first, long second, long third, int bits) {
        if (recording) {
            trace.add(sim.nowPs(), sim.eventCount(), kind, node, flow, detail, first, second, third, bits);
        }
        if (kind == stopAfter) {
            stopAfter = null;
            stopped = true;
            sim.requestPause();
        }
    }

    private void watch(String flow, TcpConnection c) {
        TcpSender s = c.sender();
        flows.put(endPoint(s.host().address(), s.localPort()), flow);
        s.addListener(new SenderTrace(this, s.host().name(), flow));
    }

    private void arrived(Host host, Packet p) {
        if (idle()) {
            return;
        }
        if (p.payloadBytes() == 0 && p.has(TcpFlags.ACK) && !p.has(TcpFlags.SYN | TcpFlags.FIN | TcpFlags.RST)) {
            String flow = flows.get(endPoint(p.dstHost(), p.dstPort()));
            if (flow != null) {
                record(TraceKind.ACK, host.name(), flow, ACK_DETAIL, p.ack(), 0, 0, p.has(TcpFlags.ECE) ? 1 : 0);
            }
        }
    }

    private String flowOf(Packet p) {
        String flow = flows.get(endPoint(p.srcHost(), p.srcPort()));
        if (flow == null) {
            flow = flows.get(endPoint(p.dstHost(), p.dstPort()));
        }
        return flow == null ? "" : flow;
    }

    private static long endPoint(int address, int port) {
        return ((long) address << 32) | (port & 0xffffffffL);
    }

    /**
     * A packet as it was at this instant: a later hop may set CE, so the codepoint and the queue length are taken
     * now, with what else the text needs, and the text is written on demand.
     */
    private void queued(TraceKind kind, QueueDiscipline queue, Packet p, DropReason reason) {
        if (idle()) {
            return;
        }
        int payload = p.payloadBytes();
        int bits = p.flags() & 0xff | p.ecn().ordinal() << 8 | (reason == null ? 0 : reason.ordinal() + 1) << 12;
        record(kind, queue.name(), flowOf(p), PACKET_DETAIL, payload > 0 ? p.seq() : p.ack(), payload, queue.lengthPackets(), bits);
    }

    @Override
    public void onEnqueue(long nowPs, QueueDiscipline queue, Packet p) {
        queued(TraceKind.ENQUEUE, queue, p, null);
    }

    @Override
    public void onDequeue(long nowPs, QueueDiscipline queue, Packet p) {
        queued(TraceKind.DEQUEUE, queue, p, null);
    }

    @Override
    public void onDrop(long nowPs, QueueDiscipline queue, Packet p, DropReason reason) {
        queued(TraceKind.DROP, queue, p, reason);
    }

    @Override
    public void onMark(long nowPs, QueueDiscipline queue, Packet p) {
        queued(TraceKind.MARK, queue, p, null);
    }

    /** A queue's event about one packet: its line in the Event List, and the packet's fields for whoever opens it. */
    private static final class PacketDetail implements TraceDetail {
        /** The ECN codepoints by their ordinal, as RFC 3168 writes them. */
        private static final String[] ECN_NAMES = { "Not-ECT", "ECT(0)", "ECT(1)", "CE" };

        @Override
        public String write(long seqOrAck, long payload, long queueLength, int bits) {
            String what = payload > 0 ? "seq " + seqOrAck + " len " + payload : TcpFlags.toString(bits & 0xff) + " ack " + seqOrAck;
            return what + " " + ECN_CODEPOINTS[(bits >>> 8) & 0xf] + why(bits, ", ") + ", queue " + queueLength + " pkts";
        }

        @Override
        public List<String> packet(long seqOrAck, long payload, long queueLength, int bits) {
            List<String> lines = new ArrayList<>();
            lines.add(payload > 0 ? "Data: seq " + seqOrAck + ", " + payload + " B of payload" : "ACK: ack " + seqOrAck + ", no payload");
            lines.add("TCP flags: " + TcpFlags.toString(bits & 0xff));
            String ecn = ECN_NAMES[(bits >>> 8) & 0xf];
            lines.add("ECN: " + ecn + (ecn.equals("CE") ? ", CE: a queue on its way marked it" : ""));
            lines.add("Queue: " + queueLength + " packets in it then" + why(bits, "; dropped: "));
            return lines;
        }

        private static String why(int bits, String before) {
            int reason = bits >>> 12;
            return reason == 0 ? "" : before + DROP_REASONS[reason - 1].name().toLowerCase(Locale.ROOT).replace('_', ' ');
        }
    }

    /** One connection's sender events, named once so the hot path only concatenates figures. */
    private record SenderTrace(TraceRecorder recorder, String host, String flow) implements TcpListener {
        @Override
        public void onCwnd(long nowPs, TcpSender s, long cwndBytes) {
            recorder.record(TraceKind.CWND, host, flow, CWND_DETAIL, cwndBytes, 0, 0, 0);
        }

        @Override
        public void onRto(long nowPs, TcpSender s, long rtoPs, int backoffs) {
            recorder.record(TraceKind.RTO, host, flow, RTO_DETAIL, rtoPs, 0, 0, backoffs);
        }

        @Override
        public void onRetransmit(long nowPs, TcpSender s, long seq, int bytes) {
            recorder.record(TraceKind.RETRANSMIT, host, flow, RETRANSMIT_DETAIL, seq, bytes, 0, 0);
        }
    }
}
