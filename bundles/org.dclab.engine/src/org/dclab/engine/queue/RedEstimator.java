package org.dclab.engine.queue;

import java.util.SplittableRandom;

/**
 * RED's average queue and early-congestion decision, shared by RED and the CHOKe family. The average is an EWMA
 * of the instantaneous backlog taken at each arrival; after an idle period it decays as if {@code m} packets of
 * mean size had been served from an empty queue, {@code avg <- (1 - w_q)^m * avg} (Floyd and Jacobson, section 4).
 * The early probability uses the count of packets since the last mark or drop, {@code p_a = p_b / (1 - count*p_b)},
 * which spreads marks evenly instead of clustering them; with {@link RedParams#waitBetweenDrops} it is 0 until
 * {@code count*p_b} reaches 1 and {@code p_b / (2 - count*p_b)} after, as ns-2's and ns-3's {@code wait}.
 */
final class RedEstimator {
    /** What RED says about one arrival. */
    enum Verdict {
        /** Below min_th, or the coin said no. */
        PASS,
        /** Chosen by the early probability: mark if possible, else drop. */
        EARLY,
        /** The average is beyond the probabilistic region: drop, or mark unless hard drop is on. */
        FORCED
    }

    private final RedParams params;
    private SplittableRandom random;
    private double meanPacketTimePs;
    private double avg;
    private int count = -1;
    /** The probabilities of the last decision in the probabilistic region, kept for explanations. */
    private double lastPb;
    private double lastPa;

    RedEstimator(RedParams params) {
        this.params = params;
    }

    void attach(QueueContext ctx) {
        random = ctx.sim().randomStream("queue " + ctx.name() + " red");
        meanPacketTimePs = params.meanPacketBytes() * 8.0e12 / ctx.lineRateBps();
    }

    double average() {
        return avg;
    }

    /** p_b of the last probabilistic decision. */
    double lastPb() {
        return lastPb;
    }

    /** p_a of the last probabilistic decision, p_b / (1 - count*p_b). */
    double lastPa() {
        return lastPa;
    }

    /**
     * Updates the average with an arrival that finds {@code packets}/{@code bytes} queued.
     *
     * @param idleForPs how long the queue has been empty before this arrival, or 0 if it is not empty
     */
    void update(int packets, long bytes, long idleForPs) {
        if (idleForPs > 0) {
            avg *= Math.pow(1 - params.wq(), idleForPs / meanPacketTimePs);
        } else {
            double q = params.byteMode() ? (double) bytes / params.meanPacketBytes() : packets;
            avg += params.wq() * (q - avg);
        }
    }

    /** RED's decision for an arriving packet of {@code packetBytes}, from the current average and count. */
    Verdict decide(int packetBytes) {
        double minTh = params.minTh();
        double maxTh = params.maxTh();
        if (avg < minTh) {
            count = -1;
            return Verdict.PASS;
        }
        double pb;
        if (avg < maxTh) {
            pb = params.maxP() * (avg - minTh) / (maxTh - minTh);
        } else if (params.gentle() && avg < 2 * maxTh) {
            pb = params.maxP() + (1 - params.maxP()) * (avg - maxTh) / maxTh;
        } else {
            count = 0;
            return Verdict.FORCED;
        }
        if (params.byteMode()) {
            pb = Math.min(1.0, pb * packetBytes / params.meanPacketBytes());
        }
        count++;
        double pa = actualProbability(pb);
        lastPb = pb;
        lastPa = pa;
        if (random.nextDouble() < pa) {
            count = 0;
            boolean hard = params.hardDrop() && avg >= maxTh && params.hardDropFrom() == HardDropFrom.MAX_TH;
            return hard ? Verdict.FORCED : Verdict.EARLY;
        }
        return Verdict.PASS;
    }

    /** p_a from p_b and the count since the last mark or drop, with or without waiting between them. */
    private double actualProbability(double pb) {
        double spent = count * pb;
        if (params.waitBetweenDrops()) {
            return spent < 1 ? 0 : spent < 2 ? pb / (2 - spent) : 1.0;
        }
        return spent >= 1 ? 1.0 : pb / (1 - spent);
    }
}
