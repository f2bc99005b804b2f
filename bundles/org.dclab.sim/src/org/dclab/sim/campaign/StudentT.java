package org.dclab.sim.campaign;

/**
 * Student's t distribution: its CDF through the regularized incomplete beta function (continued fraction, modified
 * Lentz) and its quantile by bisection on the CDF, which is monotone. Accurate to about 1e-10, far beyond what a
 * confidence interval of a few runs needs; no table, so any number of repetitions is covered.
 */
final class StudentT {

    private StudentT() {
    }

    static double quantile(double p, int df) {
        if (df < 1 || p <= 0.5 || p >= 1) {
            throw new IllegalArgumentException("quantile(" + p + ", " + df + "): need df >= 1 and 0.5 < p < 1");
        }
        double lo = 0;
        double hi = 1;
        while (cdf(hi, df) < p) {
            hi *= 2;
        }
        for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
            double mid = (lo + hi) / 2;
            if (cdf(mid, df) < p) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return (lo + hi) / 2;
    }

    /** P(T <= t) for t >= 0. */
    static double cdf(double t, int df) {
        double x = df / (df + t * t);
        return 1 - 0.5 * regularizedBeta(x, df / 2.0, 0.5);
    }

    private static double regularizedBeta(double x, double a, double b) {
        if (x <= 0) {
            return 0;
        }
        if (x >= 1) {
            return 1;
        }
        double front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
        // The continued fraction converges fast for x below the mean; above it, use the symmetry I_x(a,b) = 1 - I_1-x(b,a).
        if (x < (a + 1) / (a + b + 2)) {
            return front * continuedFraction(x, a, b) / a;
        }
        return 1 - front * continuedFraction(1 - x, b, a) / b;
    }

    private static double continuedFraction(double x, double a, double b) {
        final double tiny = 1e-300;
        double c = 1;
        double d = 1 - (a + b) * x / (a + 1);
        d = 1 / (Math.abs(d) < tiny ? tiny : d);
        double h = d;
        for (int m = 1; m <= 300; m++) {
            double even = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m));
            d = 1 + even * d;
            c = 1 + even / c;
            d = 1 / (Math.abs(d) < tiny ? tiny : d);
            c = Math.abs(c) < tiny ? tiny : c;
            h *= d * c;
            double odd = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1));
            d = 1 + odd * d;
            c = 1 + odd / c;
            d = 1 / (Math.abs(d) < tiny ? tiny : d);
            c = Math.abs(c) < tiny ? tiny : c;
            double step = d * c;
            h *= step;
            if (Math.abs(step - 1) < 1e-15) {
                break;
            }
        }
        return h;
    }

    /** Lanczos approximation (g = 7, nine coefficients), about 15 significant digits for positive arguments. */
    private static double logGamma(double x) {
        final double[] c = { 0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
                -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
                1.5056327351493116e-7 };
        if (x < 0.5) {
            return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
        }
        x -= 1;
        double sum = c[0];
        for (int i = 1; i < 9; i++) {
            sum += c[i] / (x + i);
        }
        double t = x + 7.5;
        return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
    }
}
