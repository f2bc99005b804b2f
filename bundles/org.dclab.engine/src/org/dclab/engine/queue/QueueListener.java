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
     * Whether this listener wants the packet events ({@link #onEnqueue}, {@link #onDequeue}, {@link #onDrop},
     * {@link #onMark}); asked once, when it is added. One that only explains says no and is never called for them.
     */
    default boolean wantsPackets() {
        return true;
    }

    /**
     * Whether this listener wants {@link #onDrop} and {@link #onMark}; asked once, when it is added. By default it does
     * when it wants every packet event. One that only counts drops and marks says yes here and no to
     * {@link #wantsPackets}: drops and marks are rare beside arrivals and departures, so it then costs nothing for a
     * packet that is merely queued and sent.
     */
    default boolean wantsDropsAndMarks() {
        return wantsPackets();
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
}
