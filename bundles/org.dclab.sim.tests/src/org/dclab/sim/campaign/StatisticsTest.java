package org.dclab.sim.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

class StatisticsTest {

    /** Oracle: Student's t table, 97.5 % quantiles (two-sided 95 %), and the normal quantile for large df. */
    @Test
    void studentQuantilesMatchTheTable() {
        assertEquals(12.706205, Statistics.studentT975(1), 1e-6);
        assertEquals(4.302653, Statistics.studentT975(2), 1e-6);
        assertEquals(2.776445, Statistics.studentT975(4), 1e-6);
        assertEquals(2.262157, Statistics.studentT975(9), 1e-6);
        assertEquals(2.045230, Statistics.studentT975(29), 1e-6);
        assertEquals(1.959964, Statistics.studentT975(1_000_000), 1e-5);
    }

    /**
     * Oracle, by hand: 1..5 has mean 3, sample variance 10/4 = 2.5, sd 1.5811388; the half-width is
     * t(0.975, 4) * sd / sqrt(5) = 2.776445 * 1.5811388 / 2.2360680 = 1.963243.
     */
    @Test
    void fiveRunsByHand() {
        Statistics s = Statistics.of(List.of(1.0, 2.0, 3.0, 4.0, 5.0));

        assertEquals(5, s.n());
        assertEquals(3.0, s.mean(), 1e-12);
        assertEquals(1.5811388, s.standardDeviation(), 1e-7);
        assertEquals(3 - 1.963243, s.ci95Low(), 1e-6);
        assertEquals(3 + 1.963243, s.ci95High(), 1e-6);
    }

    /** Oracle: two runs 2 and 4: sd sqrt(2), half-width t(0.975, 1) * sqrt(2) / sqrt(2) = 12.706205. */
    @Test
    void twoRunsGiveTheWideIntervalOfOneDegreeOfFreedom() {
        Statistics s = Statistics.of(List.of(2.0, 4.0));

        assertEquals(Math.sqrt(2), s.standardDeviation(), 1e-12);
        assertEquals(3 - 12.706205, s.ci95Low(), 1e-6);
    }

    @Test
    void oneRunHasAMeanButNoSpreadAndUnmeasuredValuesAreLeftOut() {
        Statistics s = Statistics.of(Arrays.asList(7.0, Double.NaN, null));

        assertEquals(1, s.n());
        assertEquals(7.0, s.mean());
        assertTrue(Double.isNaN(s.standardDeviation()) && Double.isNaN(s.ci95Low()));
    }
}
