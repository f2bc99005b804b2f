package org.dclab.engine.queue;

import org.dclab.engine.api.ParameterValues;
import org.dclab.engine.api.QueueLimits;
import org.dclab.engine.api.QueueType;

/**
 * RED's parameters (for RED, CHOKe and m-sample CHOKe) from a descriptor's values and the buffer.
 * <p>
 * A buffer in bytes runs RED's byte mode: RED keeps its thresholds and limit in packets of a mean size and scales each
 * packet's probability by its size, so sizes in bytes are divided by {@link #MEAN_PACKET_BYTES}, the full-size packet
 * of a 1500-byte MTU. The buffer limit then counts packets of that size, so a queue of small packets holds fewer bytes
 * than its limit says.
 */
final class RedSettings {

    static final int MEAN_PACKET_BYTES = 1500;

    private RedSettings() {
    }

    static RedParams of(ParameterValues v, QueueType.Size size) {
        boolean bytes = size.inBytes();
        double unit = bytes ? MEAN_PACKET_BYTES : 1;
        // A limit in packets is an int; one in bytes may count more packets than an int holds, a buffer no run could
        // fill, so it is cut to the largest the engine keeps.
        long packets = bytes ? Math.max(1, size.limit() / MEAN_PACKET_BYTES) : size.limit();
        int limitPackets = (int) Math.min(packets, QueueLimits.PACKET_LIMIT.max());
        return new RedParams(limitPackets, v.whole(Red.MIN_TH.name()) / unit, v.whole(Red.MAX_TH.name()) / unit,
                v.real(Red.MAX_P.name()), v.real(Red.W_Q.name()), v.flag(Red.GENTLE.name()), bytes, MEAN_PACKET_BYTES,
                v.flag(Red.MARK_ECN.name()), v.flag(Red.HARD_DROP.name()), NotEctPolicy.valueOf(v.choice(Red.NOT_ECT.name())),
                v.choice(Red.HARD_DROP_FROM.name()).equals("TWICE_MAX_THRESHOLD") ? HardDropFrom.TWICE_MAX_TH : HardDropFrom.MAX_TH,
                v.flag(Red.WAIT.name()));
    }
}
