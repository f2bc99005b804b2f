package org.dclab.engine.analysis;

/**
 * AIPM's incast-probability model (Luo, Xu, Sun 2018, eqs. 1-6 and 9-11 as reconstructed in docs/ALGORITHMS.md
 * section 2.1): a fluid bottleneck of capacity C packets/s shared by the incast connections (windows w_i packets
 * over round trip D) and background traffic Y packets/s. All drops are independent with the same rate, and a
 * retransmission timeout needs a whole window lost (no duplicate ACKs then).
 * <ul>
 * <li>eq. 1: p = 1 - C/(X + Y) if X + Y > C, else 0, with X = sum(w_i)/D the incast rate [SEED];</li>
 * <li>eq. 2: P_i = p^(w_i), the probability that connection i times out in this round [SEED];</li>
 * <li>eq. 3: P_incast = 1 - prod over rounds and connections of (1 - P_i) [SEED].</li>
 * </ul>
 * The buffer's one-off absorption (a stricter p = 1 - (C + B/D)/(X + Y)) is not modelled, as in the default
 * reading.
 */
public final class IncastProbability {
    private IncastProbability() {
    }

    /** Eq. 1: drop rate at a bottleneck of capacity {@code capacityPps} offered {@code offeredPps} in total. */
    public static double dropRate(double offeredPps, double capacityPps) {
        check(capacityPps > 0 && offeredPps >= 0, "capacity must be > 0 and offered load >= 0");
        return offeredPps > capacityPps ? 1 - capacityPps / offeredPps : 0;
    }

    /** Eq. 2: probability that a window of {@code windowPackets} is lost whole at drop rate p. */
    public static double timeoutProbability(double p, double windowPackets) {
        check(p >= 0 && p <= 1 && windowPackets >= 0, "drop rate must be in [0, 1] and window >= 0");
        return Math.pow(p, windowPackets);
    }

    /**
     * Eqs. 1-3 for one round: windows {@code windowsPackets} of the incast connections over round trip
     * {@code rttS}, background rate {@code backgroundPps}, capacity {@code capacityPps}.
     */
    public static double oneRound(double[] windowsPackets, double rttS, double backgroundPps, double capacityPps) {
        check(rttS > 0 && backgroundPps >= 0, "RTT must be > 0 and background rate >= 0");
        double sum = 0;
        for (double w : windowsPackets) {
            sum += w;
        }
        double p = dropRate(sum / rttS + backgroundPps, capacityPps);
        double none = 1;
        for (double w : windowsPackets) {
            none *= 1 - timeoutProbability(p, w);
        }
        return 1 - none;
    }

    /** Eq. 3 over several rounds: 1 minus the product of each round's probability of no timeout. */
    public static double overRounds(double... perRoundProbabilities) {
        double none = 1;
        for (double q : perRoundProbabilities) {
            check(q >= 0 && q <= 1, "round probability must be in [0, 1]");
            none *= 1 - q;
        }
        return 1 - none;
    }

    /**
     * Closed form for n equal windows of w packets, no background, one round with n*w > C*D:
     * P = 1 - (1 - (1 - C*D/(n*w))^w)^n; 0 when n*w <= C*D.
     */
    public static double equalWindowsOneRound(int n, double windowPackets, double bdpPackets) {
        check(n >= 1 && windowPackets > 0 && bdpPackets > 0, "needs n >= 1, window > 0 and C*D > 0");
        double total = n * windowPackets;
        if (total <= bdpPackets) {
            return 0;
        }
        double p = 1 - bdpPackets / total;
        return 1 - Math.pow(1 - Math.pow(p, windowPackets), n);
    }

    private static void check(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException("incast probability: " + what);
        }
    }
}
