package org.dclab.sim.internal.build;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

import org.dclab.engine.app.Workload;

/**
 * The flow-size distributions a Poisson background may name: the engine's workloads, by their labels
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

    public static String names() {
        return Arrays.stream(Workload.values()).map(Workload::label).sorted().collect(Collectors.joining(", "));
    }

    private static String squashed(String name) {
        return name.replace("-", "").replace("_", "").toLowerCase(Locale.ROOT);
    }
}
