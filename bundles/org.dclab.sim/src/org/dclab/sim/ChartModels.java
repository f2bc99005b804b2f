package org.dclab.sim;

import java.util.Map;
import java.util.Optional;

/**
 * What a live chart draws beside a run's series, by series key (queue levels, queue bands) or application name
 * (AIPM's C·D): see {@link SimulationRun#queueLines()} and {@link AnalyticModels}.
 */
public record ChartModels(Map<SeriesKey, Map<String, Double>> queueLines, Map<SeriesKey, AnalyticModels.QueueBand> queueBands,
        Map<String, Double> aipmBdpBytes, Optional<AnalyticModels.Coexistence> coexistence) {

    /** Before a run is prepared, or for a scenario that cannot run. */
    public static final ChartModels NONE = new ChartModels(Map.of(), Map.of(), Map.of(), Optional.empty());

    public ChartModels {
        queueLines = Map.copyOf(queueLines);
        queueBands = Map.copyOf(queueBands);
        aipmBdpBytes = Map.copyOf(aipmBdpBytes);
    }
}
