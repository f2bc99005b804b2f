package org.dclab.engine.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * An empirical distribution given as (value, cumulative probability) points, sampled by inverse transform with
 * linear interpolation between points (as ns-2's interpolating {@code RandomVariable/Empirical}). The text format
 * is one "value probability" pair per line, {@code #} starting a comment; probabilities rise to exactly 1.
 */
public final class EmpiricalCdf {
    /** Data-mining flow sizes used by pFabric (derived from VL2), in 1460-byte packets. */
    public static final String DATAMINING_PFABRIC_PACKETS = "cdf/datamining_pfabric_pkts.txt";

    private final String name;
    private final double[] values;
    private final double[] probs;

    public EmpiricalCdf(String name, double[] values, double[] probs) {
        if (values.length != probs.length || values.length < 2) {
            throw new IllegalArgumentException("cdf " + name + ": needs at least two (value, probability) points of equal count");
        }
        for (int i = 0; i < values.length; i++) {
            if (probs[i] < 0 || probs[i] > 1 || (i > 0 && (probs[i] < probs[i - 1] || values[i] < values[i - 1]))) {
                throw new IllegalArgumentException("cdf " + name + ": point " + (i + 1) + " (" + values[i] + ", " + probs[i]
                        + ") breaks monotonicity or [0, 1]; sort points by value with non-decreasing probabilities");
            }
        }
        if (probs[probs.length - 1] != 1.0) {
            throw new IllegalArgumentException("cdf " + name + ": last probability is " + probs[probs.length - 1]
                    + ", must be 1; add a final point with probability 1");
        }
        this.name = name;
        this.values = values.clone();
        this.probs = probs.clone();
    }

    /** Loads a CDF shipped inside this bundle, e.g. {@link #DATAMINING_PFABRIC_PACKETS}. */
    public static EmpiricalCdf fromResource(String resource) {
        InputStream in = EmpiricalCdf.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalArgumentException("cdf " + resource + ": no such resource next to " + EmpiricalCdf.class.getName());
        }
        try (in) {
            return parse(resource, in);
        } catch (IOException e) {
            throw new UncheckedIOException("cdf " + resource + ": cannot read", e);
        }
    }

    public static EmpiricalCdf parse(String name, InputStream in) throws IOException {
        List<double[]> points = new ArrayList<>();
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        int lineNo = 0;
        for (String line = r.readLine(); line != null; line = r.readLine()) {
            lineNo++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String[] f = t.split("\\s+");
            try {
                points.add(new double[] { Double.parseDouble(f[0]), Double.parseDouble(f[f.length - 1]) });
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("cdf " + name + " line " + lineNo + ": '" + t
                        + "' is not 'value probability'", e);
            }
        }
        double[] v = new double[points.size()];
        double[] p = new double[points.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = points.get(i)[0];
            p[i] = points.get(i)[1];
        }
        return new EmpiricalCdf(name, v, p);
    }

    /**
     * Points written inline, as a scenario gives them: "value probability" pairs separated by commas or semicolons,
     * e.g. {@code "1460 0.5, 14600 0.9, 146000 1"}. A mistake, an empty point included, is an IllegalArgumentException that
     * names the point.
     */
    public static EmpiricalCdf parsePoints(String name, String text) {
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
        double[] v = new double[points.size()];
        double[] p = new double[points.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = points.get(i)[0];
            p[i] = points.get(i)[1];
        }
        return new EmpiricalCdf(name, v, p);
    }

    public String name() {
        return name;
    }

    /** Inverse CDF at u in [0, 1), interpolating linearly between points. */
    public double quantile(double u) {
        for (int i = 1; i < probs.length; i++) {
            if (u < probs[i]) {
                double span = probs[i] - probs[i - 1];
                double f = span == 0 ? 0 : (u - probs[i - 1]) / span;
                return values[i - 1] + f * (values[i] - values[i - 1]);
            }
        }
        return values[values.length - 1];
    }

    public double sample(SplittableRandom random) {
        return quantile(random.nextDouble());
    }

    /** The largest value the distribution takes. */
    public double max() {
        return values[values.length - 1];
    }

    /**
     * Mean of min(X, cap) for X of the interpolated distribution: a segment below the cap contributes its midpoint,
     * one above it the cap, and the segment the cap cuts each part by its share of the segment's probability.
     */
    public double meanCappedAt(double cap) {
        double m = Math.min(values[0], cap) * probs[0];
        for (int i = 1; i < values.length; i++) {
            double dp = probs[i] - probs[i - 1];
            double lo = values[i - 1];
            double hi = values[i];
            if (hi <= cap) {
                m += dp * (lo + hi) / 2;
            } else if (lo >= cap) {
                m += dp * cap;
            } else {
                double below = (cap - lo) / (hi - lo);
                m += dp * (below * (lo + cap) / 2 + (1 - below) * cap);
            }
        }
        return m;
    }

    /** Mean of the interpolated distribution: each segment contributes its probability times its midpoint. */
    public double mean() {
        double m = values[0] * probs[0];
        for (int i = 1; i < values.length; i++) {
            m += (probs[i] - probs[i - 1]) * (values[i] + values[i - 1]) / 2;
        }
        return m;
    }
}
