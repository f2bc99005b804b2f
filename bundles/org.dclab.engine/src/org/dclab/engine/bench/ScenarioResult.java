package org.dclab.engine.bench;

import java.util.Map;

/**
 * Outcome of one benchmark scenario run, plus scenario-specific figures for reports and tests. {@code retained}
 * is the run's top object (network, client, generator), kept reachable so the benchmark's live-heap measurement
 * sees the simulation's footprint.
 */
public record ScenarioResult(String scenario, long events, long simulatedPs, Map<String, Object> details, Object retained) {
}
