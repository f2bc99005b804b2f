package org.dclab.sim.internal.build;

import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.HardDropFrom;
import org.dclab.engine.queue.NotEctPolicy;
import org.dclab.engine.queue.RedParams;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;

/**
 * The engine's RED parameters (for RED, CHOKe and m-sample CHOKe) of the model's queue settings.
 * <p>
 * Gentle RED, hard drop and the Not-ECT policy are the queue's own settings; their defaults (off, off, and Not-ECT
 * packets dropped as RFC 3168 asks) are Floyd and Jacobson's original rule, which every file written before they
 * could be set has run.
 * <p>
 * A queue in BYTES runs RED's byte mode: the engine keeps RED's thresholds and limit in packets of a mean size and
 * scales each packet's probability by its size, so sizes in bytes are divided by {@link #MEAN_PACKET_BYTES}, the
 * full-size packet of a 1500-byte MTU. The buffer limit then counts packets of that size, so a queue of small
 * packets holds fewer bytes than its limit says.
 */
final class RedSettings {

    static final int MEAN_PACKET_BYTES = 1500;

    private RedSettings() {
    }

    static RedParams of(QueueSettings q) {
        boolean bytes = q.getUnit() == QueueUnit.BYTES;
        double unit = bytes ? MEAN_PACKET_BYTES : 1;
        // Validation keeps a limit in packets within an int; one in bytes may count more packets than an int holds,
        // a buffer no run could fill, so it is cut to the largest the engine keeps.
        long packets = bytes ? Math.max(1, q.getBufferLimit() / MEAN_PACKET_BYTES) : q.getBufferLimit();
        int limitPackets = (int) Math.min(packets, DropTail.PACKET_LIMIT.max());
        return new RedParams(limitPackets, q.getMinThreshold() / unit, q.getMaxThreshold() / unit, q.getMaxProbability(),
                q.getQueueWeight(), q.isGentle(), bytes, MEAN_PACKET_BYTES, q.isMarkEcn(), q.isHardDrop(),
                q.getNotEctPolicy() == org.dclab.model.NotEctPolicy.ADMIT ? NotEctPolicy.ADMIT : NotEctPolicy.DROP,
                q.getHardDropFrom() == org.dclab.model.HardDropFrom.TWICE_MAX_THRESHOLD ? HardDropFrom.TWICE_MAX_TH : HardDropFrom.MAX_TH,
                q.isWait());
    }
}
