package org.dclab.engine.analysis;

/**
 * Steady-state shares of AIMD flows with synchronised congestion events (Shorten, Wirth, Leith, IEEE/ACM ToN 2006;
 * docs/ALGORITHMS.md section 3.4). Flow i adds alpha_i packets per RTT and multiplies its window by beta_i at each
 * event; the windows converge to the Perron eigenvector, W_i proportional to alpha_i / (RTT_i (1 - beta_i)), so
 * throughputs go as alpha_i / (RTT_i^2 (1 - beta_i)).
 */
public final class AimdShare {
    private AimdShare() {
    }

    /** Throughput ratio x1/x2 for equal RTTs: alpha1 (1 - beta2) / (alpha2 (1 - beta1)). */
    public static double throughputRatio(double alpha1, double beta1, double alpha2, double beta2) {
        return throughputRatio(alpha1, beta1, 1, alpha2, beta2, 1);
    }

    /** Throughput ratio x1/x2 with RTTs: [alpha1/(RTT1^2 (1-beta1))] / [alpha2/(RTT2^2 (1-beta2))]. */
    public static double throughputRatio(double alpha1, double beta1, double rtt1, double alpha2, double beta2, double rtt2) {
        if (!(alpha1 > 0 && alpha2 > 0 && rtt1 > 0 && rtt2 > 0 && beta1 >= 0 && beta1 < 1 && beta2 >= 0 && beta2 < 1)) {
            throw new IllegalArgumentException("aimd share: needs alpha > 0, RTT > 0 and beta in [0, 1); got alpha "
                    + alpha1 + ", " + alpha2 + ", beta " + beta1 + ", " + beta2 + ", RTT " + rtt1 + ", " + rtt2);
        }
        return (alpha1 / (rtt1 * rtt1 * (1 - beta1))) / (alpha2 / (rtt2 * rtt2 * (1 - beta2)));
    }

    /**
     * DCTCP (alpha 1, beta 1 - a/2) against ECN TCP (alpha 1, beta 1/2) under the same marking: 1/a, with a
     * DCTCP's marking estimate.
     */
    public static double dctcpOverTcp(double markingEstimate) {
        return throughputRatio(1, 1 - markingEstimate / 2, 1, 0.5);
    }
}
