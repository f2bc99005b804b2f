package org.dclab.engine.queue;

import org.dclab.engine.packet.Packet;

/**
 * DCTCP's switch rule (Alizadeh et al. 2010, RFC 8257 section 3.1): an arriving ECN-capable packet is marked CE
 * when the instantaneous queue already holds more than K; nothing is dropped early. Packets that cannot be
 * marked are dropped only when the buffer is full, so a Not-ECT flow sees a plain drop-tail queue. K and the limit
 * are both counted in packets or both in bytes (headers included).
 */
public final class ThresholdMarking extends AbstractQueueDiscipline {
    private final long limit;
    private final long threshold;
    private final boolean inBytes;

    private ThresholdMarking(long limit, long threshold, boolean inBytes) {
        this.limit = limit;
        this.threshold = threshold;
        this.inBytes = inBytes;
    }

    /** Queues of at most {@code limitPackets} packets, marking above {@code kPackets}. */
    public static QueueFactory packets(int limitPackets, int kPackets) {
        check(limitPackets, kPackets, "packets", DropTail.PACKET_LIMIT.min());
        return () -> new ThresholdMarking(limitPackets, kPackets, false);
    }

    /** Queues of at most {@code limitBytes} bytes, marking above {@code kBytes}. */
    public static QueueFactory bytes(long limitBytes, long kBytes) {
        check(limitBytes, kBytes, "bytes", DropTail.BYTE_LIMIT.min());
        return () -> new ThresholdMarking(limitBytes, kBytes, true);
    }

    private static void check(long limit, long k, String unit, long minLimit) {
        if (limit < minLimit) {
            throw new IllegalArgumentException("threshold marking: buffer limit must be >= " + minLimit + " " + unit
                    + ", got " + limit);
        }
        if (k < 0 || k > limit) {
            throw new IllegalArgumentException("threshold marking: K must be in [0, limit = " + limit + "] " + unit
                    + ", got " + k + "; a K above the buffer never marks");
        }
    }

    public long limit() {
        return limit;
    }

    /** The marking threshold K, in the same unit as {@link #limit()}. */
    public long threshold() {
        return threshold;
    }

    public boolean isInBytes() {
        return inBytes;
    }

    @Override
    public boolean enqueue(Packet p) {
        long occupancy = inBytes ? lengthBytes() : lengthPackets();
        boolean fits = inBytes ? occupancy + p.sizeBytes() <= limit : occupancy < limit;
        if (!fits) {
            drop(p, DropReason.BUFFER_FULL);
            if (explaining()) {
                explain(QueueReasons.bufferFull("ECN threshold", occupancy, p.sizeBytes(), limit, inBytes));
            }
            return false;
        }
        if (occupancy > threshold && mark(p) && explaining()) {
            explain(QueueReasons.aboveK(occupancy, threshold, inBytes));
        }
        accept(p);
        return true;
    }
}
