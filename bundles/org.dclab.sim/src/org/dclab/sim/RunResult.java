package org.dclab.sim;

import java.util.List;
import java.util.Map;

/**
 * What a run measured: a summary of named figures (units in their names; nested maps per application) and the
 * recorded series. Same scenario and seed give an equal summary, so its JSON is byte-identical.
 *
 * @param standing where the run stood when this was taken, in words: "finished at 1000 ms", "stopped at 64 ms of
 *                 1000 ms (paused)" (see {@link SimulationRun#standing()})
 * @param flows    every flow of the run's applications, in the order they opened
 */
public record RunResult(RunStatus status, Map<String, Object> summary, List<Series> series, String standing,
        List<FlowResult> flows) {

    public RunResult(RunStatus status, Map<String, Object> summary, List<Series> series, String standing) {
        this(status, summary, series, standing, List.of());
    }

    /** The same result without its series: a run's figures and flows, kept once its samples are stored or shown. */
    public RunResult withoutSeries() {
        return new RunResult(status, summary, List.of(), standing, flows);
    }
}
