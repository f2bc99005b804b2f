package org.dclab.engine.queue;

import org.dclab.engine.core.Parameter;
import org.dclab.engine.core.Range;

/**
 * A parameter of the queue disciplines, as their descriptors ({@link QueueType}) list it: the symbol the papers and
 * the explanations use, what it means, its unit and the values the engine accepts. A size counts packets or bytes as
 * its queue does ({@link #QUEUE_UNIT}); its range is then the packet one, and validation checks it against the
 * buffer.
 */
public enum QueueParameter implements Parameter {
    LIMIT("limit", "capacity; an arrival that does not fit is dropped", Units.QUEUE, DropTail.PACKET_LIMIT),
    K("K", "instantaneous queue above which arrivals are marked CE", Units.QUEUE, Units.SIZE),
    MIN_TH("min_th", "average queue below which every packet is admitted", Units.QUEUE, Units.SIZE),
    MAX_TH("max_th", "average queue at which the probability reaches max_p", Units.QUEUE,
            Range.whole(1, Integer.MAX_VALUE)),
    MAX_P("max_p", "drop or mark probability at max_th", "", RedParams.MAX_P),
    W_Q("w_q", "weight of the newest sample in the average queue", "", RedParams.WQ),
    M("m", "queued packets each arrival is compared with", "packets", SampledChoke.DRAWS);

    /** The unit of a size: packets or bytes, as the queue counts. */
    public static final String QUEUE_UNIT = Units.QUEUE;

    private final Spec spec;

    QueueParameter(String symbol, String meaning, String unit, Range range) {
        this.spec = new Spec(symbol, meaning, unit, range);
    }

    /** Its symbol, meaning, range and unit: {@link #QUEUE_UNIT} for sizes, "" for a pure number. */
    @Override
    public Spec spec() {
        return spec;
    }

    /** Constants the enum's own constants need before its static fields exist. */
    private static final class Units {
        static final String QUEUE = "packets or bytes";
        /** A threshold of any size: validation compares it with the buffer. */
        static final Range SIZE = Range.whole(0, Integer.MAX_VALUE);
    }
}
