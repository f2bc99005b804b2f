package org.dclab.engine.app;

import java.util.SplittableRandom;

import org.dclab.engine.api.ApplicationLimits;

/** A flow-size distribution in bytes: what traffic generators draw from and what sets their arrival rate. */
public interface FlowSizes {
    /** One flow size, at least one byte. */
    long sample(SplittableRandom random);

    double meanBytes();

    /** An empirical CDF whose values are in units of {@code bytesPerUnit} bytes (1460 for packet CDFs). */
    static FlowSizes empirical(EmpiricalCdf cdf, double bytesPerUnit) {
        if (!(bytesPerUnit > 0)) {
            throw new IllegalArgumentException("flow sizes " + cdf.name() + ": unit must be > 0 B, got " + bytesPerUnit);
        }
        return new FlowSizes() {
            @Override
            public long sample(SplittableRandom random) {
                return Math.max(1, Math.round(cdf.sample(random) * bytesPerUnit));
            }

            @Override
            public double meanBytes() {
                return cdf.mean() * bytesPerUnit;
            }
        };
    }

    /**
     * An empirical CDF in units of {@code bytesPerUnit} bytes with every flow cut to at most {@code capBytes}, as papers
     * cap the tail of a measured distribution; the mean is that of the capped distribution, so the load stays right.
     */
    static FlowSizes empirical(EmpiricalCdf cdf, double bytesPerUnit, long capBytes) {
        if (capBytes < 1) {
            throw new IllegalArgumentException("flow sizes " + cdf.name() + ": cap must be >= 1 B, got " + capBytes);
        }
        FlowSizes uncapped = empirical(cdf, bytesPerUnit);
        double capUnits = capBytes / bytesPerUnit;
        return new FlowSizes() {
            @Override
            public long sample(SplittableRandom random) {
                return Math.min(capBytes, uncapped.sample(random));
            }

            @Override
            public double meanBytes() {
                return cdf.meanCappedAt(capUnits) * bytesPerUnit;
            }
        };
    }

    /** Uniform over [minBytes, maxBytes], e.g. the coexistence paper's 10-50 KB short flows. */
    static FlowSizes uniform(long minBytes, long maxBytes) {
        if (!ApplicationLimits.FLOW_BYTES.contains(minBytes) || !ApplicationLimits.FLOW_BYTES.contains(maxBytes) || maxBytes < minBytes) {
            throw new IllegalArgumentException("flow sizes: uniform range needs min <= max, both " + ApplicationLimits.FLOW_BYTES.text()
                    + ", got ["
                    + minBytes + ", "
                    + maxBytes + "]");
        }
        return new FlowSizes() {
            @Override
            public long sample(SplittableRandom random) {
                return minBytes + random.nextLong(maxBytes - minBytes + 1);
            }

            @Override
            public double meanBytes() {
                return (minBytes + maxBytes) / 2.0;
            }
        };
    }
}
