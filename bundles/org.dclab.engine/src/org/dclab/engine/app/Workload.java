package org.dclab.engine.app;

import java.util.Locale;

/**
 * The flow-size CDFs shipped with the engine (copied from ../shared/data/cdfs, where the README gives sources),
 * loaded by name.
 */
public enum Workload {
    /** Web search (DCTCP paper), bytes; GEMINI's "web-search workload". */
    WEB_SEARCH("web-search", "cdf/websearch_bytes.txt", 1),
    /** The same curve as shipped with GEMINI's first author's trace generator (lower body differs slightly). */
    WEB_SEARCH_ZENG("web-search-zeng", "cdf/websearch_zeng_bytes.txt", 1),
    /** Data mining (VL2 via pFabric), 1460-byte packets; AIPM's leaf-spine background. */
    DATA_MINING("data-mining", EmpiricalCdf.DATAMINING_PFABRIC_PACKETS, 1460);

    private final String label;
    private final String resource;
    private final double bytesPerUnit;

    Workload(String label, String resource, double bytesPerUnit) {
        this.label = label;
        this.resource = resource;
        this.bytesPerUnit = bytesPerUnit;
    }

    public String label() {
        return label;
    }

    public EmpiricalCdf cdf() {
        return EmpiricalCdf.fromResource(resource);
    }

    public double bytesPerUnit() {
        return bytesPerUnit;
    }

    public FlowSizes sizes() {
        return FlowSizes.empirical(cdf(), bytesPerUnit);
    }

    /** By label ("web-search", "web-search-zeng", "data-mining") or enum name, case-insensitive. */
    public static Workload byName(String name) {
        for (Workload w : values()) {
            if (w.label.equalsIgnoreCase(name) || w.name().equalsIgnoreCase(name)) {
                return w;
            }
        }
        throw new IllegalArgumentException("workload '" + name + "': unknown; choose one of web-search, web-search-zeng,"
                + " data-mining");
    }

    @Override
    public String toString() {
        return label.toLowerCase(Locale.ROOT);
    }
}
