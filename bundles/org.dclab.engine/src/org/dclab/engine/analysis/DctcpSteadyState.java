package org.dclab.engine.analysis;

/**
 * DCTCP's steady state for N synchronised long flows (Alizadeh et al., SIGCOMM 2010, section 3.3; docs/ALGORITHMS.md
 * section 3.1), windows and queue in packets: W* = (C*RTT + K)/N; alpha from alpha^2 (1 - alpha/4) =
 * (2W* + 1)/(W* + 1)^2, about sqrt(2/W*); queue amplitude A = N (W* + 1) alpha / 2, about
 * (1/2) sqrt(2 N (C*RTT + K)); Q_max = K + N, Q_min = Q_max - A; the queue never empties for any N iff
 * K > C*RTT/7.
 */
public record DctcpSteadyState(double bdpPackets, double kPackets, int flows) {
    public DctcpSteadyState {
        if (!(bdpPackets > 0 && kPackets >= 0 && flows >= 1)) {
            throw new IllegalArgumentException("dctcp steady state: needs C*RTT > 0, K >= 0 and N >= 1; got " + bdpPackets
                    + ", " + kPackets + ", " + flows);
        }
    }

    /** Window at which the queue reaches K: (C*RTT + K)/N. */
    public double criticalWindow() {
        return (bdpPackets + kPackets) / flows;
    }

    /** Exact root of alpha^2 (1 - alpha/4) = (2W* + 1)/(W* + 1)^2 in (0, 1] by bisection (the left side rises there). */
    public double alpha() {
        double w = criticalWindow();
        double target = (2 * w + 1) / ((w + 1) * (w + 1));
        if (target >= 0.75) {
            return 1;
        }
        double lo = 0;
        double hi = 1;
        for (int i = 0; i < 100; i++) {
            double mid = (lo + hi) / 2;
            if (mid * mid * (1 - mid / 4) < target) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return (lo + hi) / 2;
    }

    /** The approximation sqrt(2/W*). */
    public double alphaApprox() {
        return Math.sqrt(2 / criticalWindow());
    }

    /** Queue amplitude N (W* + 1) alpha / 2 in packets. */
    public double queueAmplitude() {
        return flows * (criticalWindow() + 1) * alpha() / 2;
    }

    /** The approximation (1/2) sqrt(2 N (C*RTT + K)). */
    public double queueAmplitudeApprox() {
        return 0.5 * Math.sqrt(2.0 * flows * (bdpPackets + kPackets));
    }

    public double maxQueue() {
        return kPackets + flows;
    }

    /** Q_max - A with the approximate amplitude, as in the paper's derivation of the K bound. */
    public double minQueue() {
        return maxQueue() - queueAmplitudeApprox();
    }

    /** The guideline K > C*RTT/7 under which Q_min stays positive for every N. */
    public static boolean thresholdSufficient(double kPackets, double bdpPackets) {
        return kPackets > bdpPackets / 7;
    }

    /** Smallest K meeting the guideline, C*RTT/7. */
    public static double minimumThreshold(double bdpPackets) {
        return bdpPackets / 7;
    }
}
