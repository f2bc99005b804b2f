package org.dclab.sim.campaign;

import java.util.List;
import java.util.Map;

import org.dclab.sim.FlowResult;
import org.dclab.sim.Series;

/**
 * One run as the results store keeps it: the point it belongs to (its parameter values, in sweep order), the
 * repetition and seed, the status, the DC Lab version and wall time that made it, the flattened summary figures, the
 * flows and, when the campaign records them, the time series.
 */
public record StoredRun(Map<String, String> parameters, int repetition, long seed, String status, String dclabVersion,
        double wallSeconds, Map<String, Object> figures, List<FlowResult> flows, List<Series> series) {

    /** A run stored without its time series. */
    public StoredRun(Map<String, String> parameters, int repetition, long seed, String status, String dclabVersion,
            double wallSeconds, Map<String, Object> figures, List<FlowResult> flows) {
        this(parameters, repetition, seed, status, dclabVersion, wallSeconds, figures, flows, List.of());
    }

    public String point() {
        return RunKey.pointOf(parameters);
    }
}
