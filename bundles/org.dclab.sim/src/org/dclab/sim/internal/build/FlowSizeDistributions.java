package org.dclab.sim.internal.build;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

import org.dclab.engine.app.EmpiricalCdf;
import org.dclab.engine.app.FlowSizes;
import org.dclab.engine.app.Workload;
import org.dclab.model.PoissonBackground;
import org.dclab.model.validation.FlowSizeCdfs;

/**
 * The flow-size distributions of a Poisson background: its own points, or one it may name: the engine's workloads, by their labels
 * ("web-search", "web-search-zeng", "data-mining") or the same without hyphens ("datamining", as scenario files
 * have written it from the start), case-insensitive.
 */
public final class FlowSizeDistributions {

    private FlowSizeDistributions() {
    }

    /** The workload called {@code name}, or null when the engine has none of that name. */
    public static Workload named(String name) {
        if (name == null) {
            return null;
        }
        String key = squashed(name);
        return Arrays.stream(Workload.values()).filter(w -> squashed(w.label()).equals(key)).findFirst().orElse(null);
    }

    /**
     * The flow sizes of a background: its cdfPoints in bytes or its named workload, cut at sizeCapBytes when it has
     * one (validation has checked both).
     */
    public static FlowSizes of(PoissonBackground p) {
        EmpiricalCdf cdf;
        double bytesPerUnit;
        if (FlowSizeCdfs.hasPoints(p)) {
            cdf = new EmpiricalCdf(FlowSizeCdfs.points(p));
            bytesPerUnit = 1;
        } else {
            Workload w = named(p.getCdf());
            cdf = w.cdf();
            bytesPerUnit = w.bytesPerUnit();
        }
        return p.getSizeCapBytes() > 0 ? FlowSizes.empirical(cdf, bytesPerUnit, p.getSizeCapBytes())
                : FlowSizes.empirical(cdf, bytesPerUnit);
    }

    public static String names() {
        return Arrays.stream(Workload.values()).map(Workload::label).sorted().collect(Collectors.joining(", "));
    }

    private static String squashed(String name) {
        return name.replace("-", "").replace("_", "").toLowerCase(Locale.ROOT);
    }
}
