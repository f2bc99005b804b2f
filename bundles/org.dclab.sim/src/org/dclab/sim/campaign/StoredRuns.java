package org.dclab.sim.campaign;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.dclab.sim.SweepRunner.Row;
import org.dclab.sim.results.Flattened;

/** A finished sweep run as the store keeps it: the summary flattened, less what has a column of its own. */
public final class StoredRuns {

    /** Summary keys the store holds in fixed columns (seed, status) or not at all (the scenario is the campaign's). */
    private static final Set<String> NOT_FIGURES = Set.of("scenario", "seed", "status");

    private StoredRuns() {
    }

    /** @param withSeries whether the run's time series are stored too (they can be far larger than the rest) */
    public static StoredRun of(Row row, String dclabVersion, boolean withSeries) {
        return of(row, dclabVersion, withSeries, Map.of());
    }

    /** As {@link #of(Row, String, boolean)}, with {@code more} figures stored after the summary's. */
    public static StoredRun of(Row row, String dclabVersion, boolean withSeries, Map<String, Object> more) {
        Map<String, Object> figures = new LinkedHashMap<>(Flattened.of(row.result().summary()));
        figures.keySet().removeAll(NOT_FIGURES);
        figures.putAll(more);
        return new StoredRun(row.point().settings(), row.point().repetition(), row.seed(),
                row.result().status().jsonName(), dclabVersion, row.wallSeconds(), figures, row.result().flows(), withSeries ? row.result()
                        .series() : List.of());
    }
}
