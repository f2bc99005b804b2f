package org.dclab.engine.api;

import java.util.ArrayList;
import java.util.List;

/**
 * The points of an empirical distribution: (value, cumulative probability) pairs, sorted by value, whose probabilities
 * rise to exactly 1. Making them checks them, so points that a scenario's validation accepts are points the engine's
 * {@code app.EmpiricalCdf} samples.
 */
public final class CdfPoints {
    private final String name;
    private final double[] values;
    private final double[] probabilities;

    /** IllegalArgumentException, naming the point, when the points are not a distribution. */
    public CdfPoints(String name, double[] values, double[] probabilities) {
        if (values.length != probabilities.length || values.length < 2) {
            throw new IllegalArgumentException("cdf " + name + ": needs at least two (value, probability) points of equal count");
        }
        for (int i = 0; i < values.length; i++) {
            if (probabilities[i] < 0 || probabilities[i] > 1
                    || (i > 0 && (probabilities[i] < probabilities[i - 1] || values[i] < values[i - 1]))) {
                throw new IllegalArgumentException("cdf " + name + ": point " + (i + 1) + " (" + values[i] + ", " + probabilities[i]
                        + ") breaks monotonicity or [0, 1]; sort points by value with non-decreasing probabilities");
            }
        }
        if (probabilities[probabilities.length - 1] != 1.0) {
            throw new IllegalArgumentException("cdf " + name + ": last probability is " + probabilities[probabilities.length - 1]
                    + ", must be 1; add a final point with probability 1");
        }
        this.name = name;
        this.values = values.clone();
        this.probabilities = probabilities.clone();
    }

    /**
     * Points written inline, as a scenario gives them: "value probability" pairs separated by commas or semicolons,
     * e.g. {@code "1460 0.5, 14600 0.9, 146000 1"}. A mistake, an empty point included, is an IllegalArgumentException that
     * names the point.
     */
    public static CdfPoints parse(String name, String text) {
        String[] items = text == null ? new String[0] : text.strip().split("\\s*[,;]\\s*", -1);
        List<double[]> points = new ArrayList<>();
        for (String item : items) {
            // Two commas in a row, or one at the end, leave a point out: say so rather than read one point fewer.
            if (item.isBlank()) {
                throw new IllegalArgumentException("cdf " + name + ": point " + (points.size() + 1) + " is empty; separate points by one "
                        + "comma, as in \"1460 0.5, 14600 1\"");
            }
            String[] f = item.strip().split("\\s+");
            double value;
            double prob;
            try {
                if (f.length != 2) {
                    throw new NumberFormatException();
                }
                value = Double.parseDouble(f[0]);
                prob = Double.parseDouble(f[1]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("cdf " + name + ": point " + (points.size() + 1) + " '" + item
                        + "' is not 'size probability'; write points as \"1460 0.5, 14600 1\"");
            }
            if (!Double.isFinite(value) || value < 0) {
                throw new IllegalArgumentException("cdf " + name + ": point " + (points.size() + 1) + " has size " + f[0]
                        + "; sizes must be finite and 0 or more");
            }
            points.add(new double[] { value, prob });
        }
        return of(name, points);
    }

    /** The points of {@code pairs}, each a {value, probability} array, in their order. */
    public static CdfPoints of(String name, List<double[]> pairs) {
        double[] v = new double[pairs.size()];
        double[] p = new double[pairs.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = pairs.get(i)[0];
            p[i] = pairs.get(i)[1];
        }
        return new CdfPoints(name, v, p);
    }

    public String name() {
        return name;
    }

    public double[] values() {
        return values.clone();
    }

    public double[] probabilities() {
        return probabilities.clone();
    }
}
