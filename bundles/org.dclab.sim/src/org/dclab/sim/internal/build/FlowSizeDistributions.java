package org.dclab.sim.internal.build;

import java.util.Map;

import org.dclab.engine.app.EmpiricalCdf;

/**
 * The flow-size distributions a Poisson background may name, with the unit their values are in. The one place to
 * change when the engine ships another CDF.
 */
public final class FlowSizeDistributions {

    /** A CDF shipped with the engine, its values in units of {@code bytesPerUnit} bytes. */
    public record Distribution(String resource, double bytesPerUnit) {
        public EmpiricalCdf load() {
            return EmpiricalCdf.fromResource(resource);
        }
    }

    private static final Map<String, Distribution> BY_NAME = Map.of(
            "datamining", new Distribution(EmpiricalCdf.DATAMINING_PFABRIC_PACKETS, 1460));

    private FlowSizeDistributions() {
    }

    /** The distribution called {@code name}, or null when this build has none of that name. */
    public static Distribution named(String name) {
        return BY_NAME.get(name);
    }

    public static String names() {
        return String.join(", ", new java.util.TreeSet<>(BY_NAME.keySet()));
    }
}
