package org.dclab.engine.cc;

import org.dclab.engine.tcp.CongestionState;

/**
 * The RTT bookkeeping of the delay-based controls (Vegas, GEMINI): the base RTT, the smallest sample ever seen, and
 * rounds of one window of data each (a round ends once snd.una reaches the snd.nxt recorded at its start), with the
 * smallest RTT sample of the current round and how many samples it has.
 */
final class RttRounds {
    private final long sampleOffsetPs;
    private long baseRttPs = -1;
    private long roundMinRttPs = Long.MAX_VALUE;
    private int roundSamples;
    private long roundEndSeq;

    /**
     * @param sampleOffsetPs added to every sample before it is kept: Vegas adds one tick, as Linux's
     *                       {@code tcp_vegas.c} adds 1 µs, so that no RTT is ever zero
     */
    RttRounds(long sampleOffsetPs) {
        this.sampleOffsetPs = sampleOffsetPs;
    }

    /** The first round ends with the data already sent; a handshake's RTT is the first base RTT. */
    void init(CongestionState s) {
        roundEndSeq = s.sndNxt();
        if (s.minRttPs() > 0) {
            baseRttPs = s.minRttPs();
        }
    }

    /** Takes the RTT sample of an ACK, or nothing for -1 (an ACK without one). */
    void sample(long rttPs) {
        if (rttPs < 0) {
            return;
        }
        long rtt = rttPs + sampleOffsetPs;
        baseRttPs = baseRttPs < 0 ? rtt : Math.min(baseRttPs, rtt);
        roundMinRttPs = Math.min(roundMinRttPs, rtt);
        roundSamples++;
    }

    /** Whether snd.una has reached the round's end: the rule of DCTCP's and GEMINI's kernels. */
    boolean reached(CongestionState s) {
        return s.sndUna() >= roundEndSeq;
    }

    /** Whether snd.una has gone beyond the round's end: Linux Vegas's rule. */
    boolean passed(CongestionState s) {
        return s.sndUna() > roundEndSeq;
    }

    /** Starts the next round, ending with the data sent so far, with no samples yet. */
    void nextRound(CongestionState s) {
        roundEndSeq = s.sndNxt();
        roundMinRttPs = Long.MAX_VALUE;
        roundSamples = 0;
    }

    /** The smallest RTT seen, or -1 before the first. */
    long baseRttPs() {
        return baseRttPs;
    }

    /** The smallest RTT of this round, or {@link Long#MAX_VALUE} before its first sample. */
    long roundMinRttPs() {
        return roundMinRttPs;
    }

    boolean roundHasSample() {
        return roundMinRttPs != Long.MAX_VALUE;
    }

    int roundSamples() {
        return roundSamples;
    }

    /** Takes this round's smallest RTT as the base (GEMINI's optional refresh); nothing before its first sample. */
    void rebaseToRoundMin() {
        if (roundHasSample()) {
            baseRttPs = roundMinRttPs;
        }
    }
}
