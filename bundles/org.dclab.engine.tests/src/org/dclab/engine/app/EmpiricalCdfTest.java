package org.dclab.engine.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.dclab.engine.api.CdfPoints;
import org.junit.jupiter.api.Test;

class EmpiricalCdfTest {

    /** Oracle: the data README states a mean of 7,470,236 B (5116.6 packets of 1460 B) for linear interpolation. */
    @Test
    void shippedDataMiningCdfHasTheDocumentedMean() {
        EmpiricalCdf cdf = EmpiricalCdf.fromResource(EmpiricalCdf.DATAMINING_PFABRIC_PACKETS);
        assertEquals(7_470_236, cdf.mean() * 1460, 1.0);
    }

    /** Oracle: inverse-transform sampling reproduces the analytic mean and quantiles (2 % / 0.5 % tolerance). */
    @Test
    void samplesFollowTheInterpolatedDistribution() {
        EmpiricalCdf cdf = new EmpiricalCdf("test", new double[] { 0, 10, 110 }, new double[] { 0, 0.5, 1.0 });
        assertEquals(0.5 * 5 + 0.5 * 60, cdf.mean(), 1e-9);
        assertEquals(10, cdf.quantile(0.5), 1e-9);
        assertEquals(60, cdf.quantile(0.75), 1e-9);
        SplittableRandom r = new SplittableRandom(5);
        double sum = 0;
        int below10 = 0;
        int n = 200_000;
        for (int i = 0; i < n; i++) {
            double v = cdf.sample(r);
            sum += v;
            below10 += v < 10 ? 1 : 0;
        }
        assertEquals(cdf.mean(), sum / n, 0.02 * cdf.mean());
        assertEquals(0.5, below10 / (double) n, 0.005);
    }

    @Test
    void rejectsMalformedCdfs() {
        assertThrows(IllegalArgumentException.class, () -> new EmpiricalCdf("x", new double[] { 1, 2 }, new double[] { 0.5, 0.9 }));
        assertThrows(IllegalArgumentException.class, () -> new EmpiricalCdf("x", new double[] { 2, 1 }, new double[] { 0.5, 1 }));
        assertThrows(IllegalArgumentException.class, () -> EmpiricalCdf.fromResource("cdf/none.txt"));
    }

    /** Points written inline read as the same distribution as the constructor's arrays; mistakes name the point. */
    @Test
    void inlinePointsParseAndTheirMistakesAreNamed() {
        EmpiricalCdf cdf = new EmpiricalCdf(CdfPoints.parse("bg", " 0 0, 10 0.5 ;110 1 "));
        assertEquals(0.5 * 5 + 0.5 * 60, cdf.mean(), 1e-9);
        assertEquals(60, cdf.quantile(0.75), 1e-9);
        assertEquals(110, cdf.max(), 0);
        assertEquals("cdf bg: point 2 '10' is not 'size probability'; write points as \"1460 0.5, 14600 1\"",
                assertThrows(IllegalArgumentException.class, () -> CdfPoints.parse("bg", "0 0, 10, 110 1")).getMessage());
        assertEquals("cdf bg: point 1 has size -5; sizes must be finite and 0 or more",
                assertThrows(IllegalArgumentException.class, () -> CdfPoints.parse("bg", "-5 0, 110 1")).getMessage());
        assertEquals("cdf bg: last probability is 0.9, must be 1; add a final point with probability 1",
                assertThrows(IllegalArgumentException.class, () -> CdfPoints.parse("bg", "0 0, 110 0.9")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> CdfPoints.parse("bg", ""));
    }

    /** Two commas in a row or one at the end once read as one point fewer, without a word. */
    @Test
    void anEmptyPointIsNamed() {
        assertEquals("cdf bg: point 2 is empty; separate points by one comma, as in \"1460 0.5, 14600 1\"",
                assertThrows(IllegalArgumentException.class, () -> CdfPoints.parse("bg", "0 0,, 110 1")).getMessage());
        assertEquals("cdf bg: point 3 is empty; separate points by one comma, as in \"1460 0.5, 14600 1\"",
                assertThrows(IllegalArgumentException.class, () -> CdfPoints.parse("bg", "0 0, 110 1,")).getMessage());
    }

    /**
     * Oracle, by hand: points (0, 0), (10 KB, 0.5), (100 KB, 1) have mean 0.5 * 5,000 + 0.5 * 55,000 = 30,000 B. Cut
     * at 50 KB, the first half keeps 2,500; in the second the 4/9 below the cap average 30,000 and the 5/9 above
     * become 50,000: 0.5 * (4/9 * 30,000 + 5/9 * 50,000) = 185,000/9. A cap above the largest size changes nothing.
     */
    @Test
    void aCapCutsTheTailAndTheMeanFollows() {
        EmpiricalCdf cdf = new EmpiricalCdf(CdfPoints.parse("bg", "0 0, 10000 0.5, 100000 1"));
        assertEquals(30_000, cdf.mean(), 1e-9);
        assertEquals(2_500 + 185_000 / 9.0, cdf.meanCappedAt(50_000), 1e-9);
        assertEquals(30_000, cdf.meanCappedAt(200_000), 1e-9);
        // Cut at 4 KB: 0.5 * (0.4 * 2,000 + 0.6 * 4,000) in the first segment, 0.5 * 4,000 in the second.
        assertEquals(3_600, cdf.meanCappedAt(4_000), 1e-9);
        FlowSizes capped = FlowSizes.empirical(cdf, 1, 50_000);
        assertEquals(2_500 + 185_000 / 9.0, capped.meanBytes(), 1e-9);
        SplittableRandom r = new SplittableRandom(7);
        double sum = 0;
        int n = 200_000;
        for (int i = 0; i < n; i++) {
            long size = capped.sample(r);
            assertTrue(size >= 1 && size <= 50_000, "size " + size);
            sum += size;
        }
        assertEquals(capped.meanBytes(), sum / n, 0.01 * capped.meanBytes());
    }
}
