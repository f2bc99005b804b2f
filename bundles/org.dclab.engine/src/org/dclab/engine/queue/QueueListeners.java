package org.dclab.engine.queue;

import java.util.Arrays;

import org.dclab.engine.explain.Reason;
import org.dclab.engine.packet.Packet;

/**
 * The listeners of one queue, flat: each callback goes straight to the listeners that want it, in the order they
 * were added. A chain of pairwise forwarders cost a watched run an interface call per link per packet, including
 * calls to listeners that only wanted reasons. Immutable; adding one makes a new set.
 */
final class QueueListeners {

    static final QueueListeners NONE = new QueueListeners(new QueueListener[0], new QueueListener[0], new QueueListener[0]);

    /** Those told of every arrival and departure. */
    private final QueueListener[] packets;
    /** Those told of drops and marks: the former and any that count only these. */
    private final QueueListener[] dropsAndMarks;
    private final QueueListener[] reasons;

    private QueueListeners(QueueListener[] packets, QueueListener[] dropsAndMarks, QueueListener[] reasons) {
        this.packets = packets;
        this.dropsAndMarks = dropsAndMarks;
        this.reasons = reasons;
    }

    QueueListeners with(QueueListener l) {
        return new QueueListeners(l.wantsPackets() ? append(packets, l) : packets,
                l.wantsDropsAndMarks() ? append(dropsAndMarks, l) : dropsAndMarks, l.wantsReasons() ? append(reasons, l) : reasons);
    }

    private static QueueListener[] append(QueueListener[] all, QueueListener l) {
        QueueListener[] more = Arrays.copyOf(all, all.length + 1);
        more[all.length] = l;
        return more;
    }

    /** Whether anyone wants arrivals and departures: check before computing their arguments. */
    boolean watchPackets() {
        return packets.length > 0;
    }

    /** Whether anyone wants drops and marks: check before computing their arguments. */
    boolean watchDropsAndMarks() {
        return dropsAndMarks.length > 0;
    }

    boolean wantReasons() {
        return reasons.length > 0;
    }

    void onEnqueue(long nowPs, QueueDiscipline queue, Packet p) {
        for (QueueListener l : packets) {
            l.onEnqueue(nowPs, queue, p);
        }
    }

    void onDequeue(long nowPs, QueueDiscipline queue, Packet p) {
        for (QueueListener l : packets) {
            l.onDequeue(nowPs, queue, p);
        }
    }

    void onDrop(long nowPs, QueueDiscipline queue, Packet p, DropReason reason) {
        for (QueueListener l : dropsAndMarks) {
            l.onDrop(nowPs, queue, p, reason);
        }
    }

    void onMark(long nowPs, QueueDiscipline queue, Packet p) {
        for (QueueListener l : dropsAndMarks) {
            l.onMark(nowPs, queue, p);
        }
    }

    void onReason(long nowPs, QueueDiscipline queue, Reason reason) {
        for (QueueListener l : reasons) {
            l.onReason(nowPs, queue, reason);
        }
    }
}
