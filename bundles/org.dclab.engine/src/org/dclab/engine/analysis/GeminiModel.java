package org.dclab.engine.analysis;

/**
 * GEMINI's DCN reduction factor (Zeng et al., ToN 2022, Theorem 1; docs/ALGORITHMS.md section 1.1): the link stays
 * fully utilised under ECN congestion if the window cut alpha*F uses F <= 4K/(C*RTT + K), K and C*RTT in packets.
 * With F = 1/2 (DCTCP) the condition is K >= C*RTT/7.
 */
public final class GeminiModel {
    private GeminiModel() {
    }

    /** F = 4K/(C*RTT + K). */
    public static double factorF(double kPackets, double bdpPackets) {
        if (!(kPackets > 0 && bdpPackets > 0)) {
            throw new IllegalArgumentException("gemini F: needs K > 0 and C*RTT > 0 packets; got " + kPackets + ", " + bdpPackets);
        }
        return 4 * kPackets / (bdpPackets + kPackets);
    }

    /** C*RTT in packets of {@code packetBytes} for a link of {@code rateBps} and round trip {@code rttS}. */
    public static double bdpPackets(double rateBps, double rttS, int packetBytes) {
        return rateBps * rttS / (8.0 * packetBytes);
    }

    /** Increase per RTT h = H*C*RTT (C in bit/s, RTT in s) clamped to [0.1, 5] MSS. */
    public static double increasePerRtt(double scaleH, double rateBps, double rttS) {
        return Math.max(0.1, Math.min(5, scaleH * rateBps * rttS));
    }
}
