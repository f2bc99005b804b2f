package org.dclab.engine.api;

/** What one direction of a link accepts; {@code net.LinkSpec} checks a link's values against these. */
public final class LinkLimits {
    public static final Range.Whole RATE_BPS = TimeLimits.RATE_BPS;
    public static final Range.Whole DELAY_PS = TimeLimits.SPAN_PS;
    /** The probability that the link loses a packet; 1 would carry nothing. */
    public static final Range.Real LOSS_RATE = Range.real(0, true, 1, false);

    private LinkLimits() {
    }
}
