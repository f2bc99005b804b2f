package org.dclab.engine.api;

import org.dclab.engine.core.Time;

/** What a TCP connection's settings accept; {@code tcp.TcpConfig} checks its values against these. */
public final class TcpLimits {
    /**
     * The most bytes one connection carries: sequence numbers are longs, and a stream's offsets plus a window must
     * never overflow one. At 8 Tbit/s a run of {@link Time#MAX_PS} moves less than half of it.
     */
    public static final long MAX_STREAM_BYTES = Long.MAX_VALUE / 4;
    /** Segment payloads up to the largest IP packet less the 40-byte header. */
    public static final Range.Whole MSS_BYTES = Range.whole(1, 65_495);
    public static final Range.Whole INITIAL_WINDOW_SEGMENTS = Range.whole(1, Integer.MAX_VALUE);
    /** Timeouts and timer settings. */
    public static final Range.Whole TIMER_PS = TimeLimits.POSITIVE_SPAN_PS;
    /** Receive buffers; one must also hold a segment of the connection's MSS. */
    public static final Range.Whole RECEIVE_BUFFER_BYTES = Range.whole(1, MAX_STREAM_BYTES);
    /**
     * The timestamps option as Linux lays it out, 10 bytes plus two NOPs, in every segment of a connection that agreed
     * on it: the MSS must leave room for payload beside it.
     */
    public static final int TIMESTAMPS_OPTION_BYTES = 12;

    private TcpLimits() {
    }
}
