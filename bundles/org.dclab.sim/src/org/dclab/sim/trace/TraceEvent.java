package org.dclab.sim.trace;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * One thing the simulation did, as a teacher's event list shows it. The detail text is written only when someone
 * reads it: a traced run records hundreds of thousands of these and shows a few dozen, and writing every number
 * out at once made tracing cost more than the simulation.
 */
public final class TraceEvent {

    private final long timePs;
    private final long eventIndex;
    private final TraceKind kind;
    private final String node;
    private final String flow;
    private Supplier<String> detailSource;
    private volatile String detail;
    private final Supplier<List<String>> packet;

    /**
     * @param timePs     simulated time it happened
     * @param eventIndex number of the engine event that caused it (1 = the first event run); several trace events
     *                   can share one, as when a packet reaches an idle port and is queued and dequeued at once
     * @param kind       what happened
     * @param node       where: a port "from->to" for queue events, a host for TCP events, an application for incast
     * @param flow       the connection it belongs to ("app #id src->dst"), or "" when none
     * @param detail     a sentence fragment with the figures that matter (sequence, queue length, window)
     */
    public TraceEvent(long timePs, long eventIndex, TraceKind kind, String node, String flow, String detail) {
        this(timePs, eventIndex, kind, node, flow, () -> detail);
    }

    /** As the other constructor, with the detail written on first read from values {@code detail} captured now. */
    public TraceEvent(long timePs, long eventIndex, TraceKind kind, String node, String flow, Supplier<String> detail) {
        this(timePs, eventIndex, kind, node, flow, detail, List::of);
    }

    /**
     * As the other constructors, for an event about one packet: {@code packet} writes the packet's fields on demand
     * (see {@link #packet()}).
     */
    public TraceEvent(long timePs, long eventIndex, TraceKind kind, String node, String flow, Supplier<String> detail,
            Supplier<List<String>> packet) {
        this.packet = Objects.requireNonNull(packet);
        this.timePs = timePs;
        this.eventIndex = eventIndex;
        this.kind = Objects.requireNonNull(kind);
        this.node = Objects.requireNonNull(node);
        this.flow = Objects.requireNonNull(flow);
        this.detailSource = Objects.requireNonNull(detail);
    }

    public long timePs() {
        return timePs;
    }

    public long eventIndex() {
        return eventIndex;
    }

    public TraceKind kind() {
        return kind;
    }

    public String node() {
        return node;
    }

    public String flow() {
        return flow;
    }

    public String detail() {
        String d = detail;
        if (d == null) {
            synchronized (this) {
                d = detail;
                if (d == null) {
                    d = detailSource.get();
                    detail = d;
                    detailSource = null;
                }
            }
        }
        return d;
    }

    /** The fields of the packet this event is about, one a line, as a person opening it reads them; empty when none. */
    public List<String> packet() {
        return packet.get();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TraceEvent e && timePs == e.timePs && eventIndex == e.eventIndex && kind == e.kind && node.equals(e.node)
                && flow.equals(e.flow) && detail().equals(e.detail());
    }

    @Override
    public int hashCode() {
        return Objects.hash(timePs, eventIndex, kind, node, flow);
    }

    @Override
    public String toString() {
        return timePs + " ps #" + eventIndex + " " + kind + " " + node + " " + flow + ": " + detail();
    }
}
