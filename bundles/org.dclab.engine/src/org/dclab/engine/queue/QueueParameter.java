package org.dclab.engine.queue;

import org.dclab.engine.core.Range;

/**
 * One parameter of a queue discipline, as its descriptor ({@link QueueType}) lists it: the symbol the papers and the
 * explanations use, what it means, its unit and the values the engine accepts. A size counts packets or bytes as its
 * queue does ({@link #QUEUE_UNIT}); its range is then the packet one, and validation checks it against the buffer.
 *
 * @param symbol  the name in papers, charts and explanations: "K", "min_th", "max_p"
 * @param meaning what it sets, in a few words
 * @param unit    its unit, {@link #QUEUE_UNIT} for sizes or "" for a pure number
 * @param range   the values the engine accepts
 */
public record QueueParameter(String symbol, String meaning, String unit, Range range) {

    /** The unit of a size: packets or bytes, as the queue counts. */
    public static final String QUEUE_UNIT = "packets or bytes";

    public static final QueueParameter LIMIT = new QueueParameter("limit", "capacity; an arrival that does not fit is dropped",
            QUEUE_UNIT, DropTail.PACKET_LIMIT);
    public static final QueueParameter K = new QueueParameter("K", "instantaneous queue above which arrivals are marked CE",
            QUEUE_UNIT, Range.whole(0, Integer.MAX_VALUE));
    public static final QueueParameter MIN_TH = new QueueParameter("min_th", "average queue below which every packet is admitted",
            QUEUE_UNIT, Range.whole(0, Integer.MAX_VALUE));
    public static final QueueParameter MAX_TH = new QueueParameter("max_th", "average queue at which the probability reaches max_p",
            QUEUE_UNIT, Range.whole(1, Integer.MAX_VALUE));
    public static final QueueParameter MAX_P = new QueueParameter("max_p", "drop or mark probability at max_th", "", RedParams.MAX_P);
    public static final QueueParameter W_Q = new QueueParameter("w_q", "weight of the newest sample in the average queue", "",
            RedParams.WQ);
    public static final QueueParameter M = new QueueParameter("m", "queued packets each arrival is compared with", "packets",
            SampledChoke.DRAWS);
}
