package org.dclab.sim.internal.probes;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

import org.dclab.engine.net.Network;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.DropReason;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.QueueListener;

/**
 * One port's drops and marks since the run began, counted by the end points of the packets they hit, so an inspector
 * opened at any time tells them flow by flow. It is told of drops and marks only, never of a packet merely queued or
 * sent, and keeps end points rather than flows: asking {@link FlowOwners} at once would make every run learn its flows,
 * while an inspector resolves the few end point pairs a port saw only when it looks. Written on the run's thread; read
 * by whoever holds the run still.
 */
final class DropAndMarkCounter implements QueueListener {

    /** What is counted for one pair of end points (see {@link FlowOwners#endPoint}). */
    interface Counts {
        void of(long source, long destination, long drops, long marks);
    }

    /** The drops and marks of each pair of end points, in the order first seen, so an inspector lists flows stably. */
    private final Map<Pair, long[]> counts = new LinkedHashMap<>();

    private record Pair(long source, long destination) {
    }

    /** A counter on the queue of every port of {@code net}, by port name; install before the run's first event. */
    static Map<String, DropAndMarkCounter> onEveryPort(Network net) {
        Map<String, DropAndMarkCounter> counters = new HashMap<>();
        net.ports().forEach((name, port) -> {
            DropAndMarkCounter counter = new DropAndMarkCounter();
            port.queue().addListener(counter);
            counters.put(name, counter);
        });
        return counters;
    }

    @Override
    public boolean wantsPackets() {
        return false;
    }

    @Override
    public boolean wantsDropsAndMarks() {
        return true;
    }

    @Override
    public void onDrop(long nowPs, QueueDiscipline queue, Packet p, DropReason reason) {
        countsOf(p)[0]++;
    }

    @Override
    public void onMark(long nowPs, QueueDiscipline queue, Packet p) {
        countsOf(p)[1]++;
    }

    /** Tells {@code counts} each pair of end points this port dropped or marked packets of, in the order first seen. */
    void forEach(Counts counts) {
        this.counts.forEach((pair, c) -> counts.of(pair.source(), pair.destination(), c[0], c[1]));
    }

    // Drops and marks are rare beside arrivals, and only a run the workbench may inspect counts them: a small key
    // per hit is cheaper to keep right than a table of primitives.
    private long[] countsOf(Packet p) {
        Pair pair = new Pair(FlowOwners.endPoint(p.srcHost(), p.srcPort()), FlowOwners.endPoint(p.dstHost(), p.dstPort()));
        return counts.computeIfAbsent(pair, k -> new long[2]);
    }
}
