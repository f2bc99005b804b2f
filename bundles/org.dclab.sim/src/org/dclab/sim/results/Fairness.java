package org.dclab.sim.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * Jain's fairness index of the goodputs of a run's applications, (Σx)² / (n·Σx²): 1 when all get the same, 1/n when
 * one gets everything. It is read from the summary, over the applications whose goodput is the experiment's (long
 * flows, CBR sources, incast clients), not over generated background flows.
 */
public final class Fairness {

    private static final Set<String> MEASURED = Set.of("longFlow", "cbrSource", "incastClient");

    private Fairness() {
    }

    /** The index over the applications of {@code summary}; empty with fewer than two of them. */
    public static OptionalDouble jainIndex(Map<String, Object> summary) {
        List<Double> goodputs = new ArrayList<>();
        if (summary.get("applications") instanceof Map<?, ?> apps) {
            for (Object app : apps.values()) {
                if (app instanceof Map<?, ?> figures && MEASURED.contains(figures.get("type"))
                        && figures.get("goodputGbps") instanceof Double g && !g.isNaN()) {
                    goodputs.add(g);
                }
            }
        }
        return of(goodputs);
    }

    /** The index of {@code values}; empty for fewer than two, or when all are zero. */
    public static OptionalDouble of(List<Double> values) {
        double sum = 0;
        double squares = 0;
        for (double x : values) {
            sum += x;
            squares += x * x;
        }
        return values.size() < 2 || squares == 0 ? OptionalDouble.empty() : OptionalDouble.of(sum * sum / (values.size() * squares));
    }
}
