package org.dclab.engine.queue;

import java.util.List;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.QueueLimits;
import org.dclab.engine.api.QueueType;
import org.dclab.engine.api.Range;
import org.dclab.engine.api.Rule;
import org.dclab.engine.packet.Packet;

/**
 * DCTCP's switch rule (Alizadeh et al. 2010, RFC 8257 section 3.1): an ECN-capable packet is marked CE when the
 * instantaneous queue holds more than K; nothing is dropped early. Where the queue is compared with K is a
 * {@link MarkingPoint}: the queue an arrival finds (the paper's rule, the default) or the queue a departure leaves
 * behind. A packet that would be marked but is Not-ECT is let in unmarked by default, so a Not-ECT flow sees a
 * plain drop-tail queue; with {@link NotEctPolicy#DROP} it is dropped, as a switch marking through WRED does to a
 * SYN or a flow without ECN. K and the limit are both counted in packets or both in bytes (headers included).
 */
public final class ThresholdMarking extends AbstractQueueDiscipline {
    public static final Parameter K = Parameter.whole("threshold-marking", "markingThreshold", "K",
            "instantaneous queue above which arrivals are marked CE", QueueType.SIZE_UNIT, Range.whole(0, Long.MAX_VALUE), 65);
    public static final Parameter POINT = Parameter.choice("threshold-marking", "markingPoint", "marking point",
            "whether an arrival's queue or a departure's is compared with K", Range.choice("ARRIVAL", "DEPARTURE"), "ARRIVAL");
    public static final Parameter NOT_ECT = Parameter.choice("threshold-marking", "notEctPolicy", "Not-ECT",
            "what happens to a packet above K that is not ECN-capable", Range.choice("ADMIT", "DROP"), "ADMIT");

    /** DCTCP's switch rule: mark above K on the instantaneous queue, never drop early. */
    public static final QueueType TYPE = QueueType.builder("threshold-marking", "threshold marking")
            .summary("DCTCP's switch (Alizadeh et al. 2010; RFC 8257): marks CE above K on the instantaneous queue")
            .parameters(K, POINT, NOT_ECT).marksAlways()
            .rule(Rule.error("K within the buffer, 1 to its limit", (v, size) -> v.whole(K.name()) > 0 && v.whole(K.name()) <= size.limit()
                    ? null
                    : "marking threshold K = " + v.whole(K.name()) + " " + size.unit() + " lies outside the buffer of " + size.limit()
                            + " " + size.unit() + "; choose K between 1 and bufferLimit, or enlarge the buffer"))
            .factory((v, size) -> {
                MarkingPoint point = MarkingPoint.valueOf(v.choice(POINT.name()));
                NotEctPolicy notEct = NotEctPolicy.valueOf(v.choice(NOT_ECT.name()));
                return size.inBytes() ? bytes(size.limit(), v.whole(K.name()), point, notEct)
                        : packets(Math.toIntExact(size.limit()), Math.toIntExact(v.whole(K.name())), point, notEct);
            }).build();

    private final long limit;
    private final long threshold;
    private final boolean inBytes;
    private final MarkingPoint point;
    private final NotEctPolicy notEct;

    private ThresholdMarking(long limit, long threshold, boolean inBytes, MarkingPoint point, NotEctPolicy notEct) {
        this.limit = limit;
        this.threshold = threshold;
        this.inBytes = inBytes;
        this.point = point;
        this.notEct = notEct;
    }

    /** Queues of at most {@code limitPackets} packets, marking arrivals above {@code kPackets}, Not-ECT admitted. */
    public static QueueFactory packets(int limitPackets, int kPackets) {
        return packets(limitPackets, kPackets, MarkingPoint.ARRIVAL, NotEctPolicy.ADMIT);
    }

    /** Queues of at most {@code limitPackets} packets, marking above {@code kPackets} at {@code point}. */
    public static QueueFactory packets(int limitPackets, int kPackets, MarkingPoint point, NotEctPolicy notEct) {
        check(limitPackets, kPackets, "packets", QueueLimits.PACKET_LIMIT.min(), point, notEct);
        return () -> new ThresholdMarking(limitPackets, kPackets, false, point, notEct);
    }

    /** Queues of at most {@code limitBytes} bytes, marking arrivals above {@code kBytes}, Not-ECT admitted. */
    public static QueueFactory bytes(long limitBytes, long kBytes) {
        return bytes(limitBytes, kBytes, MarkingPoint.ARRIVAL, NotEctPolicy.ADMIT);
    }

    /** Queues of at most {@code limitBytes} bytes, marking above {@code kBytes} at {@code point}. */
    public static QueueFactory bytes(long limitBytes, long kBytes, MarkingPoint point, NotEctPolicy notEct) {
        check(limitBytes, kBytes, "bytes", QueueLimits.BYTE_LIMIT.min(), point, notEct);
        return () -> new ThresholdMarking(limitBytes, kBytes, true, point, notEct);
    }

    private static void check(long limit, long k, String unit, long minLimit, MarkingPoint point, NotEctPolicy notEct) {
        if (limit < minLimit) {
            throw new IllegalArgumentException("threshold marking: buffer limit must be >= " + minLimit + " " + unit
                    + ", got " + limit);
        }
        if (k < 0 || k > limit) {
            throw new IllegalArgumentException("threshold marking: K must be in [0, limit = " + limit + "] " + unit
                    + ", got " + k + "; a K above the buffer never marks");
        }
        if (point == null || notEct == null) {
            throw new IllegalArgumentException("threshold marking: marking point and Not-ECT policy must not be null");
        }
    }

    @Override
    public String displayName() {
        return TYPE.label();
    }

    @Override
    public long limit() {
        return limit;
    }

    /** The marking threshold K, in the same unit as {@link #limit()}. */
    public long threshold() {
        return threshold;
    }

    @Override
    public boolean isInBytes() {
        return inBytes;
    }

    @Override
    public double level(Parameter parameter) {
        return parameter.equals(K) ? threshold : Double.NaN;
    }

    @Override
    public List<Figure> state() {
        List<Figure> state = super.state();
        state.add(new Figure(K.symbol(), threshold, inBytes ? "bytes" : "packets"));
        return state;
    }

    public MarkingPoint markingPoint() {
        return point;
    }

    public NotEctPolicy notEctPolicy() {
        return notEct;
    }

    private long occupancy() {
        return inBytes ? lengthBytes() : lengthPackets();
    }

    @Override
    public boolean enqueue(Packet p) {
        long occupancy = occupancy();
        boolean fits = inBytes ? occupancy + p.sizeBytes() <= limit : occupancy < limit;
        if (!fits) {
            drop(p, DropReason.BUFFER_FULL);
            if (explaining()) {
                explain(QueueReasons.bufferFull("ECN threshold", occupancy, p.sizeBytes(), limit, inBytes));
            }
            return false;
        }
        if (point == MarkingPoint.ARRIVAL && occupancy > threshold && !markOrDrop(p, occupancy)) {
            return false;
        }
        accept(p);
        return true;
    }

    @Override
    protected boolean departs(Packet p) {
        if (point == MarkingPoint.DEPARTURE) {
            long leftBehind = occupancy();
            return leftBehind <= threshold || markOrDrop(p, leftBehind);
        }
        return true;
    }

    /** Marks {@code p}, or applies the Not-ECT policy; false when it dropped the packet. */
    private boolean markOrDrop(Packet p, long occupancy) {
        if (mark(p)) {
            if (explaining()) {
                explain(QueueReasons.aboveK(occupancy, threshold, inBytes, point));
            }
            return true;
        }
        if (notEct == NotEctPolicy.ADMIT) {
            return true;
        }
        drop(p, point == MarkingPoint.ARRIVAL ? DropReason.AQM : DropReason.VICTIM);
        if (explaining()) {
            explain(QueueReasons.notEctAboveK(occupancy, threshold, inBytes, point));
        }
        return false;
    }
}
