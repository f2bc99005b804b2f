package org.dclab.engine.queue;

import org.dclab.engine.explain.Reason;
import org.dclab.engine.packet.Packet;

/**
 * Observer of one queue. Called synchronously on the simulation thread; a listener that hands samples to a UI
 * must copy them into its own buffer. All methods default to doing nothing.
 */
public interface QueueListener {
    default void onEnqueue(long nowPs, QueueDiscipline queue, Packet p) {
    }

    default void onDequeue(long nowPs, QueueDiscipline queue, Packet p) {
    }

    default void onDrop(long nowPs, QueueDiscipline queue, Packet p, DropReason reason) {
    }

    default void onMark(long nowPs, QueueDiscipline queue, Packet p) {
    }

    /**
     * Whether this listener wants {@link #onReason}. Asked once, when it is added: a queue builds reasons only
     * while one of its listeners wants them, so with none each drop or mark costs one branch more.
     */
    default boolean wantsReasons() {
        return false;
    }

    /** Why the queue just dropped or marked a packet; follows the onDrop or onMark it explains. */
    default void onReason(long nowPs, QueueDiscipline queue, Reason reason) {
    }

    /** A listener that forwards to both; lets several probes share the single listener slot of a queue. */
    static QueueListener both(QueueListener a, QueueListener b) {
        if (a == null) {
            return b;
        }
        if (b == null) {
            return a;
        }
        return new QueueListener() {
            @Override
            public void onEnqueue(long nowPs, QueueDiscipline queue, Packet p) {
                a.onEnqueue(nowPs, queue, p);
                b.onEnqueue(nowPs, queue, p);
            }

            @Override
            public void onDequeue(long nowPs, QueueDiscipline queue, Packet p) {
                a.onDequeue(nowPs, queue, p);
                b.onDequeue(nowPs, queue, p);
            }

            @Override
            public void onDrop(long nowPs, QueueDiscipline queue, Packet p, DropReason reason) {
                a.onDrop(nowPs, queue, p, reason);
                b.onDrop(nowPs, queue, p, reason);
            }

            @Override
            public void onMark(long nowPs, QueueDiscipline queue, Packet p) {
                a.onMark(nowPs, queue, p);
                b.onMark(nowPs, queue, p);
            }

            @Override
            public boolean wantsReasons() {
                return a.wantsReasons() || b.wantsReasons();
            }

            @Override
            public void onReason(long nowPs, QueueDiscipline queue, Reason reason) {
                a.onReason(nowPs, queue, reason);
                b.onReason(nowPs, queue, reason);
            }
        };
    }
}
