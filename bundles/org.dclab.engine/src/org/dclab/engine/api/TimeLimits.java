package org.dclab.engine.api;

import org.dclab.engine.core.Time;

/**
 * The times and rates the engine's picosecond clock accepts: every time and rate a scenario configures must fit these,
 * and the engine's classes check them with these same ranges.
 */
public final class TimeLimits {
    /** Points in time and delays a scenario may configure: 0 to {@link Time#MAX_PS}. */
    public static final Range.Whole SPAN_PS = Range.whole(0, Time.MAX_PS);
    /** Periods and timeouts, which must let time pass: 1 ps to {@link Time#MAX_PS}. */
    public static final Range.Whole POSITIVE_SPAN_PS = Range.whole(1, Time.MAX_PS);
    /**
     * Rates the picosecond clock resolves: up to 8 Tbit/s, where a byte takes one picosecond. A faster rate would put
     * packets on the wire in no time at all, and a run could then loop without its clock ever advancing.
     */
    public static final Range.Whole RATE_BPS = Range.whole(1, 8 * Time.PS_PER_S);

    private TimeLimits() {
    }
}
