package org.dclab.engine.queue;

import org.dclab.engine.packet.Packet;

/**
 * Random Early Detection with ECN (Floyd and Jacobson 1993; RFC 3168 section 7): see {@link RedEstimator} for the
 * average and probability, {@link RedParams} for the options (gentle, byte mode, hard drop).
 */
public final class Red extends RedFamilyQueue {

    private Red(RedParams params) {
        super(params);
    }

    public static QueueFactory factory(RedParams params) {
        if (params == null) {
            throw new IllegalArgumentException("red: parameters must not be null; use RedParams.of(limit, minTh, maxTh)");
        }
        return () -> new Red(params);
    }

    @Override
    public String displayName() {
        return QueueType.RED.displayName();
    }

    @Override
    public boolean enqueue(Packet p) {
        updateAverage();
        return admitByRed(p);
    }
}
