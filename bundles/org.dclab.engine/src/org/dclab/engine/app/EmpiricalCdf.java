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

import org.dclab.engine.api.CdfPoints;

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
        this(new CdfPoints(name, values, probs));
    }

    /** The distribution of {@code points}, checked when they were made. */
    public EmpiricalCdf(CdfPoints points) {
        this.name = points.name();
        this.values = points.values();
        this.probs = points.probabilities();
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
        return new EmpiricalCdf(CdfPoints.of(name, points));
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
