package org.dclab.engine.cc;

import org.dclab.engine.tcp.AckSample;

/**
 * DCTCP's α (RFC 8257 section 3.3), the estimate of the fraction of bytes marked CE, as DCTCP and GEMINI keep it: the
 * bytes each ACK newly delivered are counted, with those it echoed ECN for, and once per window of data
 * {@code α ← (1 − g)·α + g·F}, F being the window's marked fraction. Each control says when its window ends; this
 * class only counts and averages, so the arithmetic is written once.
 */
final class MarkedFraction {
    private final double g;
    private double alpha;
    private long ackedBytes;
    private long markedBytes;

    MarkedFraction(double g, double initialAlpha) {
        this.g = g;
        this.alpha = initialAlpha;
    }

    /** Counts the data {@code ack} newly delivered, as Linux counts {@code delivered} and {@code delivered_ce}. */
    void count(AckSample ack) {
        long delivered = ack.newlyDeliveredBytes();
        if (delivered > 0) {
            ackedBytes += delivered;
            if (ack.ece()) {
                markedBytes += delivered;
            }
        }
    }

    /** Whether this window has delivered data to average over. */
    boolean hasData() {
        return ackedBytes > 0;
    }

    /** Whether any byte of this window was echoed as marked. */
    boolean sawMarks() {
        return markedBytes > 0;
    }

    /** Ends the window: folds its marked fraction into α and starts counting the next. */
    void endWindow() {
        alpha += g * ((double) markedBytes / ackedBytes - alpha);
        ackedBytes = 0;
        markedBytes = 0;
    }

    double alpha() {
        return alpha;
    }

    double g() {
        return g;
    }
}
