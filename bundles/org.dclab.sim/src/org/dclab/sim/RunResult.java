package org.dclab.sim;

import java.util.List;
import java.util.Map;

/**
 * What a run measured: a summary of named figures (units in their names; nested maps per application) and the
 * recorded series. Same scenario and seed give an equal summary, so its JSON is byte-identical.
 */
public record RunResult(RunStatus status, Map<String, Object> summary, List<Series> series) {
}
