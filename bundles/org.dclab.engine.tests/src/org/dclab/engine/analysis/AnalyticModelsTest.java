package org.dclab.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Each analytic model against values computed by hand (the computation is in each test's comment). */
class AnalyticModelsTest {

    /**
     * Eq. 1: C = 100 pkt/s offered 125 pkt/s drops p = 1 - 100/125 = 0.2; at or below capacity p = 0.
     * Eq. 2: a 3-packet window is lost whole with 0.2^3 = 0.008.
     */
    @Test
    void dropRateAndWholeWindowLoss() {
        assertEquals(0.2, IncastProbability.dropRate(125, 100), 1e-12);
        assertEquals(0.0, IncastProbability.dropRate(100, 100), 0);
        assertEquals(0.008, IncastProbability.timeoutProbability(0.2, 3), 1e-12);
    }

    /**
     * One round, n = 4 equal windows of w = 5 packets, C*D = 10 packets: n*w = 20 > 10, so p = 1 - 10/20 = 0.5;
     * P_i = 0.5^5 = 1/32; P = 1 - (31/32)^4 = 1 - 923521/1048576 = 1 - 0.8807383 = 0.1192617; with n*w = 10 <= C*D, P = 0.
     * The general eqs. 1-3 give the same with D = 1 s, C = 10 pkt/s, no background.
     */
    @Test
    void oneRoundClosedFormAndGeneralFormAgree() {
        double expected = 1 - 923521.0 / 1048576.0;
        assertEquals(0.1192617, expected, 1e-7);
        assertEquals(expected, IncastProbability.equalWindowsOneRound(4, 5, 10), 1e-12);
        assertEquals(expected, IncastProbability.oneRound(new double[] { 5, 5, 5, 5 }, 1, 0, 10), 1e-12);
        assertEquals(0, IncastProbability.equalWindowsOneRound(2, 5, 10), 0);
    }

    /**
     * Equal windows minimise P for a fixed sum (design rule b): windows {2, 8} vs {5, 5}, C*D = 5, one round:
     * p = 1 - 5/10 = 0.5; unequal: 1 - (1 - 0.25)(1 - 0.00390625) = 0.2529296875; equal: 1 - (31/32)^2 = 0.0615234375.
     * Background Y = 5 pkt/s (D = 1 s) on top of {5, 5}: p = 1 - 5/15 = 2/3, (2/3)^5 = 32/243 = 0.131687,
     * P = 1 - 0.868313^2 = 1 - 0.753967 = 0.246033.
     * Two rounds of 0.1 and 0.2: 1 - 0.9 * 0.8 = 0.28.
     */
    @Test
    void equalWindowsBackgroundAndRounds() {
        assertEquals(0.2529296875, IncastProbability.oneRound(new double[] { 2, 8 }, 1, 0, 5), 1e-12);
        assertEquals(0.0615234375, IncastProbability.oneRound(new double[] { 5, 5 }, 1, 0, 5), 1e-12);
        double q = Math.pow(2.0 / 3, 5);
        assertEquals(1 - (1 - q) * (1 - q), IncastProbability.oneRound(new double[] { 5, 5 }, 1, 5, 5), 1e-12);
        assertEquals(0.246033, IncastProbability.oneRound(new double[] { 5, 5 }, 1, 5, 5), 1e-6);
        assertEquals(0.28, IncastProbability.overRounds(0.1, 0.2), 1e-12);
    }

    /**
     * AIMD ratio alpha1 (1 - beta2) / (alpha2 (1 - beta1)): NewReno vs NewReno 1; CUBIC-like beta 0.7 vs Reno
     * (1, 0.5): (1 * 0.5)/(1 * 0.3) = 5/3; DCTCP with a = 0.125 vs TCP: beta1 = 0.9375 ->
     * 0.5 / 0.0625 = 8 (the coexistence paper's "about 8"); RTTs 1 and 2 with equal AIMD: 2^2 = 4.
     */
    @Test
    void aimdShareRatio() {
        assertEquals(1, AimdShare.throughputRatio(1, 0.5, 1, 0.5), 1e-12);
        assertEquals(5.0 / 3, AimdShare.throughputRatio(1, 0.7, 1, 0.5), 1e-12);
        assertEquals(8, AimdShare.dctcpOverTcp(0.125), 1e-12);
        assertEquals(8, AimdShare.throughputRatio(1, 0.9375, 1, 0.5), 1e-12);
        assertEquals(4, AimdShare.throughputRatio(1, 0.5, 1, 1, 0.5, 2), 1e-12);
    }

    /**
     * DCTCP, C*RTT = 90, K = 10, N = 2: W* = 50; alpha^2 (1 - alpha/4) = 101/2601 = 0.038831; sqrt(2/50) = 0.2;
     * exact root: 0.2^2 * 0.95 = 0.038 < 0.038831 so alpha is a little above 0.2: 0.2023 (0.2023^2 * 0.949425
     * = 0.038855, 0.2022^2 * 0.94945 = 0.038818). Amplitude N (W* + 1) alpha/2 = 2 * 51 * 0.20225 / 2 = 10.31;
     * approx (1/2) sqrt(2 * 2 * 100) = 10; Q_max = 12, Q_min = 2. Guideline: K > 90/7 = 12.86, so K = 10 fails,
     * K = 13 passes.
     */
    @Test
    void dctcpSteadyState() {
        DctcpSteadyState s = new DctcpSteadyState(90, 10, 2);
        assertEquals(50, s.criticalWindow(), 1e-12);
        assertEquals(0.2, s.alphaApprox(), 1e-12);
        assertEquals(0.20225, s.alpha(), 1e-4);
        assertEquals(10.31, s.queueAmplitude(), 0.01);
        assertEquals(10, s.queueAmplitudeApprox(), 1e-12);
        assertEquals(12, s.maxQueue(), 1e-12);
        assertEquals(2, s.minQueue(), 1e-12);
        assertEquals(90.0 / 7, DctcpSteadyState.minimumThreshold(90), 1e-12);
        assertFalse(DctcpSteadyState.thresholdSufficient(10, 90));
        assertTrue(DctcpSteadyState.thresholdSufficient(13, 90));
    }

    /**
     * GEMINI F = 4K/(C*RTT + K): 1 Gbit/s, 1500-B packets; intra-DC RTT 200 us gives C*RTT = 1e9 * 2e-4 / 12000
     * = 16.667 packets, with K = 50: 200/66.667 = 3.0; inter-DC 10 ms: 833.33 packets, 200/883.33 = 0.22642.
     * F = 1/2 exactly when K = C*RTT/7: K = 7, C*RTT = 49: 28/56. h = H*C*RTT: 1.2e-7 * 1e9 * 0.01 = 1.2;
     * at 200 us 0.024, clamped to 0.1.
     */
    @Test
    void geminiFactorAndIncrease() {
        assertEquals(16.6667, GeminiModel.bdpPackets(1e9, 200e-6, 1500), 1e-4);
        assertEquals(3.0, GeminiModel.factorF(50, GeminiModel.bdpPackets(1e9, 200e-6, 1500)), 1e-12);
        assertEquals(0.22642, GeminiModel.factorF(50, GeminiModel.bdpPackets(1e9, 0.01, 1500)), 1e-5);
        assertEquals(0.5, GeminiModel.factorF(7, 49), 1e-12);
        assertEquals(1.2, GeminiModel.increasePerRtt(1.2e-7, 1e9, 0.01), 1e-12);
        assertEquals(0.1, GeminiModel.increasePerRtt(1.2e-7, 1e9, 200e-6), 1e-12);
    }
}
