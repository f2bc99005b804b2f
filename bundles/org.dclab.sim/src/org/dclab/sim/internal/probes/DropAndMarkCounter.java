package org.dclab.sim.internal.probes;

import java.util.Arrays;
import java.util.HashMap;
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

    private long[] sources = new long[8];
    private long[] destinations = new long[8];
    private long[] drops = new long[8];
    private long[] marks = new long[8];
    /** Pairs seen so far, kept in the order first seen, so an inspector lists flows in a stable order. */
    private int pairs;
    /** Open addressing over the pairs: the index of a pair plus one, 0 where free. */
    private int[] slots = new int[16];

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
        // Found first: a new pair may grow the arrays, and drops[pairOf(p)] would count in the old one.
        int pair = pairOf(p);
        drops[pair]++;
    }

    @Override
    public void onMark(long nowPs, QueueDiscipline queue, Packet p) {
        int pair = pairOf(p);
        marks[pair]++;
    }

    /** Tells {@code counts} each pair of end points this port dropped or marked packets of, in the order first seen. */
    void forEach(Counts counts) {
        for (int i = 0; i < pairs; i++) {
            counts.of(sources[i], destinations[i], drops[i], marks[i]);
        }
    }

    private int pairOf(Packet p) {
        long source = FlowOwners.endPoint(p.srcHost(), p.srcPort());
        long destination = FlowOwners.endPoint(p.dstHost(), p.dstPort());
        int mask = slots.length - 1;
        for (int i = slot(source, destination, mask);; i = (i + 1) & mask) {
            int pair = slots[i] - 1;
            if (pair < 0) {
                return add(i, source, destination);
            }
            if (sources[pair] == source && destinations[pair] == destination) {
                return pair;
            }
        }
    }

    private int add(int slot, long source, long destination) {
        if (pairs == sources.length) {
            int more = 2 * pairs;
            sources = Arrays.copyOf(sources, more);
            destinations = Arrays.copyOf(destinations, more);
            drops = Arrays.copyOf(drops, more);
            marks = Arrays.copyOf(marks, more);
        }
        int pair = pairs++;
        sources[pair] = source;
        destinations[pair] = destination;
        slots[slot] = pair + 1;
        if (2 * pairs > slots.length) {
            rehash();
        }
        return pair;
    }

    private void rehash() {
        slots = new int[2 * slots.length];
        int mask = slots.length - 1;
        for (int pair = 0; pair < pairs; pair++) {
            int i = slot(sources[pair], destinations[pair], mask);
            while (slots[i] != 0) {
                i = (i + 1) & mask;
            }
            slots[i] = pair + 1;
        }
    }

    /** A multiplicative mix of both end points, so pairs that differ only in a port spread over the table. */
    private static int slot(long source, long destination, int mask) {
        long h = (source * 0x9E3779B97F4A7C15L + destination) * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 32) & mask;
    }
}
