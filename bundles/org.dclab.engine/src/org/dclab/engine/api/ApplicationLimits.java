package org.dclab.engine.api;

/** What the engine's applications accept: flow sizes, offered loads and the incast client's blocks and schedules. */
public final class ApplicationLimits {
    /** Sizes of a flow that ends, whether given, uniform or drawn from a CDF: what one connection carries. */
    public static final Range.Whole FLOW_BYTES = Range.whole(1, TcpLimits.MAX_STREAM_BYTES);
    /**
     * Offered load as a multiple of the capacity; above 1 the network is overloaded, which overload studies want. A
     * hundred times the capacity is far past any of them; more would only open flows faster than a run can serve.
     */
    public static final Range.Real LOAD = Range.real(0, false, 100, true);
    /**
     * Bytes one incast server sends per block: up to a tebibyte, far beyond any incast study and small enough that a
     * block striped over millions of servers is still counted in a long.
     */
    public static final Range.Whole SRU_BYTES = Range.whole(1, 1L << 40);
    /** Bytes of an incast block split over the servers; it must also give each server a byte at least. */
    public static final Range.Whole BLOCK_BYTES = Range.whole(1, TcpLimits.MAX_STREAM_BYTES);
    public static final Range.Whole BLOCKS = Range.whole(1, Integer.MAX_VALUE);
    public static final Range.Whole REQUEST_DELAY_PS = TimeLimits.SPAN_PS;
    /** The bottleneck capacity an incast schedule (AIPM, OSDT) is computed for. */
    public static final Range.Whole SCHEDULE_CAPACITY_BPS = TimeLimits.RATE_BPS;
    /** The propagation round-trip time an incast schedule is computed for. */
    public static final Range.Whole SCHEDULE_RTT_PS = TimeLimits.POSITIVE_SPAN_PS;
    /** The bottleneck buffer OSDT's envelope counts beside the bandwidth-delay product. */
    public static final Range.Whole SCHEDULE_BUFFER_BYTES = Range.whole(0, Long.MAX_VALUE);
    /** How many connections admitted and finished after a live one's last delivery make AIPM count it lost. */
    public static final Range.Whole AIPM_LOST_AFTER_COMPLETIONS = Range.whole(1, Integer.MAX_VALUE);

    private ApplicationLimits() {
    }
}
