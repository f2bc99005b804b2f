package org.dclab.engine.internal.bench;

import java.util.Map;

/**
 * Outcome of one benchmark scenario run, plus scenario-specific figures for reports and tests. {@code retained}
 * is the run's top object (network, client, generator), kept reachable so the benchmark's live-heap measurement
 * sees the simulation's footprint. {@code buildNanos} is the wall time from nothing to a network with its flows
 * ready to run (topology, routes, connections), or -1 where the scenario does not measure it.
 */
public record ScenarioResult(String scenario, long events, long simulatedPs, Map<String, Object> details, Object retained,
        long buildNanos) {

    public ScenarioResult(String scenario, long events, long simulatedPs, Map<String, Object> details, Object retained) {
        this(scenario, events, simulatedPs, details, retained, -1);
    }
}
