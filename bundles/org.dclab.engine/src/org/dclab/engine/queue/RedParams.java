package org.dclab.engine.queue;

/**
 * Parameters of RED (Floyd and Jacobson 1993) as used by {@link Red}, {@link Choke} and {@link SampledChoke}.
 * Thresholds and the buffer limit count packets; in byte mode the average is taken over the byte backlog divided
 * by {@code meanPacketBytes} (so thresholds stay in mean-size packets) and the drop probability of a packet is
 * scaled by its size over {@code meanPacketBytes}, as in ns-3's byte mode.
 *
 * @param limitPackets    buffer size; arrivals beyond it are tail-dropped
 * @param minTh           lower threshold on the average queue, packets
 * @param maxTh           upper threshold on the average queue, packets
 * @param maxP            marking probability reached at {@code maxTh}
 * @param wq              EWMA weight of the average queue
 * @param gentle          above {@code maxTh}, ramp the probability from {@code maxP} to 1 at {@code 2*maxTh}
 *                        instead of jumping to 1
 * @param byteMode        see above
 * @param meanPacketBytes typical packet size: the idle-time decay unit and the byte-mode reference
 * @param ecn             mark ECN-capable packets instead of dropping them
 * @param hardDrop        with {@code ecn}, still drop (not mark) once the average exceeds {@code maxTh}, as Linux's
 *                        {@code harddrop} (ns-3 drops only beyond the gentle region, at {@code 2*maxTh})
 * @param notEct          with {@code ecn}, what happens to a Not-ECT packet RED chose: dropped (RFC 3168) or admitted
 * @param hardDropFrom    with {@code hardDrop} and {@code gentle}, whether drops start at {@code maxTh} or at
 *                        {@code 2*maxTh}
 * @param waitBetweenDrops ns-2's and ns-3's {@code wait}: no early mark or drop until {@code count*p_b} reaches 1,
 *                        then {@code p_b/(2 - count*p_b)}, so the gaps between them are spread over [1/p_b, 2/p_b]
 *                        packets instead of [1, 1/p_b]
 */
import org.dclab.engine.api.QueueLimits;
import org.dclab.engine.api.Range;

public record RedParams(int limitPackets, double minTh, double maxTh, double maxP, double wq, boolean gentle,
        boolean byteMode, int meanPacketBytes, boolean ecn, boolean hardDrop, NotEctPolicy notEct, HardDropFrom hardDropFrom,
        boolean waitBetweenDrops) {

    public static final Range.Real MAX_P = Range.fractionAboveZero();
    public static final Range.Real WQ = Range.fractionAboveZero();

    /**
     * RED with ECN over a {@code limitPackets} buffer. The other values are ns-3's defaults (max_p = 1/50,
     * w_q = 0.002, gentle on, hard drop off) except the mean packet size, 1500 B, our full-size packet.
     */
    public static RedParams of(int limitPackets, double minTh, double maxTh) {
        return new RedParams(limitPackets, minTh, maxTh, 0.02, 0.002, true, false, 1500, true, false);
    }

    /** Hard drop from max_th and no wait, as before either could be chosen. */
    public RedParams(int limitPackets, double minTh, double maxTh, double maxP, double wq, boolean gentle, boolean byteMode,
            int meanPacketBytes, boolean ecn, boolean hardDrop, NotEctPolicy notEct) {
        this(limitPackets, minTh, maxTh, maxP, wq, gentle, byteMode, meanPacketBytes, ecn, hardDrop, notEct, HardDropFrom.MAX_TH, false);
    }

    /** RFC 3168's RED: a Not-ECT packet RED chose is dropped. */
    public RedParams(int limitPackets, double minTh, double maxTh, double maxP, double wq, boolean gentle, boolean byteMode,
            int meanPacketBytes, boolean ecn, boolean hardDrop) {
        this(limitPackets, minTh, maxTh, maxP, wq, gentle, byteMode, meanPacketBytes, ecn, hardDrop, NotEctPolicy.DROP);
    }

    public RedParams {
        if (notEct == null) {
            throw new IllegalArgumentException("red: the Not-ECT policy must not be null; use DROP or ADMIT");
        }
        if (hardDropFrom == null) {
            throw new IllegalArgumentException("red: where hard drop starts must not be null; use MAX_TH or TWICE_MAX_TH");
        }
        if (!QueueLimits.PACKET_LIMIT.contains(limitPackets)) {
            throw new IllegalArgumentException("red: buffer limit must be > 0 packets, got " + limitPackets);
        }
        if (!(minTh >= 0 && minTh < maxTh)) {
            throw new IllegalArgumentException("red: need 0 <= min_th < max_th, got min_th " + minTh + ", max_th " + maxTh);
        }
        if (!MAX_P.contains(maxP)) {
            throw new IllegalArgumentException("red: max_p must be in (0, 1], got " + maxP);
        }
        if (!WQ.contains(wq)) {
            throw new IllegalArgumentException("red: w_q must be in (0, 1], got " + wq);
        }
        if (meanPacketBytes <= 0) {
            throw new IllegalArgumentException("red: mean packet size must be > 0 B, got " + meanPacketBytes);
        }
    }

    public RedParams withMaxP(double v) {
        return new RedParams(limitPackets, minTh, maxTh, v, wq, gentle, byteMode, meanPacketBytes, ecn, hardDrop, notEct, hardDropFrom,
                waitBetweenDrops);
    }

    public RedParams withWq(double v) {
        return new RedParams(limitPackets, minTh, maxTh, maxP, v, gentle, byteMode, meanPacketBytes, ecn, hardDrop, notEct, hardDropFrom,
                waitBetweenDrops);
    }

    public RedParams withGentle(boolean v) {
        return new RedParams(limitPackets, minTh, maxTh, maxP, wq, v, byteMode, meanPacketBytes, ecn, hardDrop, notEct, hardDropFrom,
                waitBetweenDrops);
    }

    public RedParams withByteMode(boolean v, int meanBytes) {
        return new RedParams(limitPackets, minTh, maxTh, maxP, wq, gentle, v, meanBytes, ecn, hardDrop, notEct, hardDropFrom,
                waitBetweenDrops);
    }

    public RedParams withEcn(boolean v) {
        return new RedParams(limitPackets, minTh, maxTh, maxP, wq, gentle, byteMode, meanPacketBytes, v, hardDrop, notEct, hardDropFrom,
                waitBetweenDrops);
    }

    public RedParams withHardDrop(boolean v) {
        return new RedParams(limitPackets, minTh, maxTh, maxP, wq, gentle, byteMode, meanPacketBytes, ecn, v, notEct, hardDropFrom,
                waitBetweenDrops);
    }

    public RedParams withNotEct(NotEctPolicy v) {
        return new RedParams(limitPackets, minTh, maxTh, maxP, wq, gentle, byteMode, meanPacketBytes, ecn, hardDrop, v, hardDropFrom,
                waitBetweenDrops);
    }

    public RedParams withHardDropFrom(HardDropFrom v) {
        return new RedParams(limitPackets, minTh, maxTh, maxP, wq, gentle, byteMode, meanPacketBytes, ecn, hardDrop, notEct, v,
                waitBetweenDrops);
    }

    public RedParams withWaitBetweenDrops(boolean v) {
        return new RedParams(limitPackets, minTh, maxTh, maxP, wq, gentle, byteMode, meanPacketBytes, ecn, hardDrop, notEct, hardDropFrom,
                v);
    }
}
