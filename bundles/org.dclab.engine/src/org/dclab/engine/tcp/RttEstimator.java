package org.dclab.engine.tcp;

/**
 * Retransmission timeout per RFC 6298: SRTT and RTTVAR with gains 1/8 and 1/4, RTO = SRTT + max(G, 4*RTTVAR)
 * clamped to [minRTO, maxRTO], doubled on each expiry (back-off) until a fresh sample arrives. Karn's rule is
 * the caller's duty: it must not feed samples from retransmitted segments.
 */
public final class RttEstimator {
    private final long minRtoPs;
    private final long maxRtoPs;
    private final long granularityPs;
    private long srttPs = -1;
    private long rttvarPs;
    private long minRttPs = -1;
    private long latestPs = -1;
    private long baseRtoPs;
    private int backoffs;

    public RttEstimator(long initialRtoPs, long minRtoPs, long maxRtoPs, long granularityPs) {
        this.minRtoPs = minRtoPs;
        this.maxRtoPs = maxRtoPs;
        this.granularityPs = granularityPs;
        this.baseRtoPs = Math.min(Math.max(initialRtoPs, minRtoPs), maxRtoPs);
    }

    public void sample(long rttPs) {
        if (rttPs < 0) {
            throw new IllegalArgumentException("rtt sample must be >= 0 ps, got " + rttPs);
        }
        latestPs = rttPs;
        if (minRttPs < 0 || rttPs < minRttPs) {
            minRttPs = rttPs;
        }
        if (srttPs < 0) {
            srttPs = rttPs;
            rttvarPs = rttPs / 2;
        } else {
            rttvarPs = (3 * rttvarPs + Math.abs(srttPs - rttPs)) / 4;
            srttPs = (7 * srttPs + rttPs) / 8;
        }
        long rto = srttPs + Math.max(granularityPs, 4 * rttvarPs);
        baseRtoPs = Math.min(Math.max(rto, minRtoPs), maxRtoPs);
        backoffs = 0;
    }

    /** Current timeout including back-off. */
    public long rtoPs() {
        long rto = baseRtoPs;
        for (int i = 0; i < backoffs && rto < maxRtoPs; i++) {
            rto *= 2;
        }
        return Math.min(rto, maxRtoPs);
    }

    /** Doubles the timeout after an expiry (RFC 6298 rule 5.5). */
    public void backoff() {
        if (backoffs < 62) {
            backoffs++;
        }
    }

    /**
     * An ACK advanced snd.una. {@code seqRttPs} is the sample from the sender's own send times, -1 when Karn's rule
     * forbids one (retransmitted data acknowledged); {@code echoRttPs} the one from an echoed timestamp (RFC 7323),
     * used only then, as Linux prefers its own clock. Takes the sample, applies {@code rule} and returns the sample,
     * or -1.
     */
    public long onNewAck(long seqRttPs, long echoRttPs, RtoBackoff rule) {
        long rtt = seqRttPs >= 0 ? seqRttPs : echoRttPs;
        if (rtt >= 0) {
            sample(rtt);
        } else if (rule == RtoBackoff.CLEARED_BY_NEW_ACK) {
            backoffs = 0;
        }
        return rtt;
    }

    /** The timeout before back-off: SRTT + max(G, 4*RTTVAR) clamped to [minRTO, maxRTO], or the initial RTO. */
    public long baseRtoPs() {
        return baseRtoPs;
    }

    public long minRtoPs() {
        return minRtoPs;
    }

    public long granularityPs() {
        return granularityPs;
    }

    public int backoffs() {
        return backoffs;
    }

    public long srttPs() {
        return srttPs;
    }

    public long rttvarPs() {
        return rttvarPs;
    }

    public long minRttPs() {
        return minRttPs;
    }

    public long latestRttPs() {
        return latestPs;
    }
}
