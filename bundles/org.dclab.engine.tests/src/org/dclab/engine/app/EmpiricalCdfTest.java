package org.dclab.engine.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;

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
        EmpiricalCdf cdf = new EmpiricalCdf("test", new double[] {0, 10, 110}, new double[] {0, 0.5, 1.0});
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
        assertThrows(IllegalArgumentException.class, () -> new EmpiricalCdf("x", new double[] {1, 2}, new double[] {0.5, 0.9}));
        assertThrows(IllegalArgumentException.class, () -> new EmpiricalCdf("x", new double[] {2, 1}, new double[] {0.5, 1}));
        assertThrows(IllegalArgumentException.class, () -> EmpiricalCdf.fromResource("cdf/none.txt"));
    }
}
