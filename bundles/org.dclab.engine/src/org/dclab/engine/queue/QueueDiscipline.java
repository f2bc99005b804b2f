package org.dclab.engine.queue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.packet.Packet;

/**
 * The egress queue of a port. The port offers each arriving packet with {@link #enqueue(Packet)} and pulls the
 * next one to transmit with {@link #dequeue()} when the line becomes free; a packet being transmitted is no longer
 * in the queue. A discipline may accept, mark (set CE), or drop the arrival, and may drop packets already queued.
 * Extend {@link AbstractQueueDiscipline}, which does the bookkeeping and probe calls.
 */
public interface QueueDiscipline {
    /** Called once by the port before the first packet. */
    void attach(QueueContext context);

    /** Returns true if the packet was queued, false if it was dropped (and already reported to listeners). */
    boolean enqueue(Packet p);

    /** Next packet to transmit, or null when empty. */
    Packet dequeue();

    long lengthBytes();

    int lengthPackets();

    /** Name given by the port, e.g. {@code "s1->h3"}. */
    String name();

    /** What discipline it is, as people read it ("RED", "CHOKe (m = 2)"): for explanations and inspectors. */
    default String displayName() {
        return getClass().getSimpleName();
    }

    /** Adds an observer; with none attached, observation costs one null check per event. */
    void addListener(QueueListener listener);

    long dropCount();

    long markCount();

    /**
     * Its buffer limit, in bytes when {@link #isInBytes()} and in packets otherwise; 0 when it does not say (a queue
     * drawing on a shared buffer).
     */
    default long limit() {
        return 0;
    }

    /** Whether {@link #limit()} and K count bytes rather than packets; RED's thresholds count packets either way. */
    default boolean isInBytes() {
        return false;
    }

    /**
     * The level it acts at for threshold {@code parameter} (threshold marking's {@link ThresholdMarking#K}, RED's
     * {@link Red#MIN_TH} and {@link Red#MAX_TH}), in the unit its descriptor gives; NaN for a threshold it does not have.
     * Lets whoever draws or charts a queue show its levels without knowing each discipline.
     */
    default double level(Parameter parameter) {
        return Double.NaN;
    }

    /** One figure a discipline decides by, as an inspector shows it: "K 65 packets", "average queue 12.3 packets". */
    record Figure(String name, double value, String unit) {
    }

    /**
     * What it decides by, for an inspector that looks between events: its limit, its thresholds and what it keeps
     * between arrivals, each in its unit. A discipline adds its own to this, so no inspector lists disciplines.
     */
    default List<Figure> state() {
        List<Figure> state = new ArrayList<>();
        if (limit() > 0) {
            state.add(new Figure("limit", limit(), isInBytes() ? "bytes" : "packets"));
        }
        return state;
    }

    /**
     * The packet waiting at {@code index} from the head (0 = next to leave), for an inspector that looks at a queue
     * between events; the engine itself never calls it.
     */
    Packet queued(int index);

    /** The discipline that decides admission: this queue, or the one a shared buffer wraps. */
    default QueueDiscipline admission() {
        return this;
    }
}
