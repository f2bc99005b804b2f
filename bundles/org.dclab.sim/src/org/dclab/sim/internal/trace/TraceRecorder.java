package org.dclab.sim.internal.trace;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

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
import org.dclab.sim.trace.TraceEvent;
import org.dclab.sim.trace.TraceKind;

/**
 * Feeds an {@link EventTrace} from the engine's listeners: every queue, every sending host's arrivals (for ACKs),
 * every connection's sender and every incast client. It also serves "run until the next drop": when armed with a
 * kind, the first event of that kind asks the simulator to pause, which it honours before the next event, so the
 * clock then stands at that event's time. Installed only when a run asks for a trace; otherwise nothing listens.
 */
public final class TraceRecorder implements QueueListener {

    private final Simulator sim;
    private final EventTrace trace;
    /** Connection names by the sending end point (host address and port), which data and ACKs both carry. */
    private final FlowNames flows = new FlowNames();
    private TraceKind stopAfter;
    private boolean stopped;

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
            app.onConnection(c -> recorder.watch(app.name(), c));
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

    /** True once if the armed kind happened since {@link #stopAfter}; disarms. */
    public boolean stoppedByKind() {
        boolean s = stopped;
        stopped = false;
        stopAfter = null;
        return s;
    }

    /** {@code detail} is called later, on any thread: it may capture only values that do not change. */
    void record(TraceKind kind, String node, String flow, Supplier<String> detail) {
        trace.add(new TraceEvent(sim.nowPs(), sim.eventCount(), kind, node, flow, detail));
        if (kind == stopAfter) {
            stopAfter = null;
            stopped = true;
            sim.requestPause();
        }
    }

    private void watch(String appName, TcpConnection c) {
        TcpSender s = c.sender();
        String flow = appName + " " + c.name();
        flows.put(endPoint(s.host().address(), s.localPort()), flow);
        s.addListener(new SenderTrace(this, s.host().name(), flow));
    }

    private void arrived(Host host, Packet p) {
        if (p.payloadBytes() == 0 && p.has(TcpFlags.ACK) && !p.has(TcpFlags.SYN | TcpFlags.FIN | TcpFlags.RST)) {
            String flow = flows.get(endPoint(p.dstHost(), p.dstPort()));
            if (flow != null) {
                record(TraceKind.ACK, host.name(), flow, () -> "ack " + p.ack() + (p.has(TcpFlags.ECE) ? " ECE" : ""));
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
     * A packet as it was at this instant: everything but its ECN codepoint is final, and a later hop may set CE,
     * so the codepoint and the queue length are captured now and the text written on demand.
     */
    private void queued(TraceKind kind, QueueDiscipline queue, Packet p, String why) {
        Ecn ecn = p.ecn();
        int lengthPackets = queue.lengthPackets();
        record(kind, queue.name(), flowOf(p), () -> {
            String what = p.payloadBytes() > 0 ? "seq " + p.seq() + " len " + p.payloadBytes() : TcpFlags.toString(p.flags()) + " ack " + p.ack();
            return what + " " + ecn + why + ", queue " + lengthPackets + " pkts";
        });
    }

    @Override
    public void onEnqueue(long nowPs, QueueDiscipline queue, Packet p) {
        queued(TraceKind.ENQUEUE, queue, p, "");
    }

    @Override
    public void onDequeue(long nowPs, QueueDiscipline queue, Packet p) {
        queued(TraceKind.DEQUEUE, queue, p, "");
    }

    @Override
    public void onDrop(long nowPs, QueueDiscipline queue, Packet p, DropReason reason) {
        queued(TraceKind.DROP, queue, p, ", " + reason.name().toLowerCase(Locale.ROOT).replace('_', ' '));
    }

    @Override
    public void onMark(long nowPs, QueueDiscipline queue, Packet p) {
        queued(TraceKind.MARK, queue, p, "");
    }

    /** One connection's sender events, named once so the hot path only concatenates figures. */
    private record SenderTrace(TraceRecorder recorder, String host, String flow) implements TcpListener {
        @Override
        public void onCwnd(long nowPs, TcpSender s, long cwndBytes) {
            recorder.record(TraceKind.CWND, host, flow, () -> "cwnd " + cwndBytes + " bytes");
        }

        @Override
        public void onRto(long nowPs, TcpSender s, long rtoPs, int backoffs) {
            recorder.record(TraceKind.RTO, host, flow, () -> String.format(Locale.ROOT, "timeout after %.1f \u00b5s, backoff %d", rtoPs / 1e6, backoffs));
        }

        @Override
        public void onRetransmit(long nowPs, TcpSender s, long seq, int bytes) {
            recorder.record(TraceKind.RETRANSMIT, host, flow, () -> "seq " + seq + " len " + bytes);
        }
    }
}
