package org.dclab.sim.campaign;

import java.util.List;

/**
 * Mean, sample standard deviation and the two-sided 95 % confidence interval of the mean of a point's repetitions,
 * from Student's t distribution with n - 1 degrees of freedom (the repetitions are independent runs of one point
 * with different seeds, and their number is small, so the normal quantile 1.96 would understate the interval).
 */
public record Statistics(int n, double mean, double standardDeviation, double ci95Low, double ci95High) {

    /** NaN values (a figure a run could not measure) are left out; with fewer than two values sd and CI are NaN. */
    public static Statistics of(List<Double> values) {
        double[] v = values.stream().filter(x -> x != null && !x.isNaN()).mapToDouble(Double::doubleValue).toArray();
        int n = v.length;
        if (n == 0) {
            return new Statistics(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        double sum = 0;
        for (double x : v) {
            sum += x;
        }
        double mean = sum / n;
        if (n == 1) {
            return new Statistics(1, mean, Double.NaN, Double.NaN, Double.NaN);
        }
        double squares = 0;
        for (double x : v) {
            squares += (x - mean) * (x - mean);
        }
        double sd = Math.sqrt(squares / (n - 1));
        double half = studentT975(n - 1) * sd / Math.sqrt(n);
        return new Statistics(n, mean, sd, mean - half, mean + half);
    }

    /** The 97.5 % quantile of Student's t with {@code df} degrees of freedom (12.706 for 1, 1.960 as df grows). */
    public static double studentT975(int df) {
        return StudentT.quantile(0.975, df);
    }
}
