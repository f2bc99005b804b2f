package org.dclab.sim;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.Scenario;
import org.dclab.model.SweepParameter;
import org.dclab.model.parameters.LinkedParameter;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The runs of a sweep: every combination of the parameters' values (the first parameter varying slowest), each
 * repeated as often as the experiment says. A parameter may join several paths with '+' ({@link LinkedParameter}):
 * they take each value together, in one point. Parameters given here replace the experiment's own that set any of
 * the same paths.
 */
public final class SweepPlan {

    /** The parameter path of the scenario's own seed. */
    private static final String SEED_PATH = "seed";

    private final Scenario base;
    private final Map<String, List<String>> parameters;
    private final int repetitions;

    private SweepPlan(Scenario base, Map<String, List<String>> parameters, int repetitions) {
        this.base = base;
        this.parameters = parameters;
        this.repetitions = repetitions;
    }

    public static SweepPlan of(Scenario scenario, Map<String, List<String>> overrides) {
        return of(scenario, overrides, 0);
    }

    /**
     * As {@link #of(Scenario, Map)}, with {@code repetitions} runs of every point instead of the experiment's own
     * number when it is positive.
     */
    public static SweepPlan of(Scenario scenario, Map<String, List<String>> overrides, int repetitions) {
        SweepPlan plan = withExperimentRepetitions(scenario, overrides);
        return repetitions > 0 ? new SweepPlan(plan.base, plan.parameters, repetitions) : plan;
    }

    private static SweepPlan withExperimentRepetitions(Scenario scenario, Map<String, List<String>> overrides) {
        Map<String, List<String>> parameters = new LinkedHashMap<>();
        int repetitions = 1;
        if (scenario.getExperiment() != null) {
            for (SweepParameter p : scenario.getExperiment().getSweeps()) {
                parameters.put(p.getPath(), List.copyOf(p.getValues()));
            }
            repetitions = scenario.getExperiment().getRepetitions();
        }
        for (String override : overrides.keySet()) {
            parameters.keySet().removeIf(own -> LinkedParameter.sharePath(own, override));
        }
        parameters.putAll(overrides);
        return new SweepPlan(scenario, parameters, Math.max(1, repetitions));
    }

    public List<String> parameterNames() {
        return List.copyOf(parameters.keySet());
    }

    /** Every parameter with its values, in sweep order. */
    public Map<String, List<String>> parameters() {
        return java.util.Collections.unmodifiableMap(parameters);
    }

    public int repetitions() {
        return repetitions;
    }

    public List<SweepPoint> points() {
        List<Map<String, String>> combinations = new ArrayList<>();
        combinations.add(new LinkedHashMap<>());
        for (Map.Entry<String, List<String>> p : parameters.entrySet()) {
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> partial : combinations) {
                for (String value : p.getValue()) {
                    Map<String, String> extended = new LinkedHashMap<>(partial);
                    extended.put(p.getKey(), value);
                    next.add(extended);
                }
            }
            combinations = next;
        }
        List<SweepPoint> points = new ArrayList<>();
        for (Map<String, String> combination : combinations) {
            for (int r = 0; r < repetitions; r++) {
                points.add(new SweepPoint(combination, r));
            }
        }
        return points;
    }

    /**
     * The scenario of one point: a copy of the base with the point's values set and the seed of its repetition
     * ({@link #seedOf}). Throws with a message naming the parameter when a value does not fit it.
     */
    public Scenario scenarioOf(SweepPoint point) {
        Scenario copy = EcoreUtil.copy(base);
        for (Map.Entry<String, String> setting : point.settings().entrySet()) {
            LinkedParameter.parse(copy, setting.getKey()).set(setting.getValue());
        }
        copy.setSeed(seedOf(copy.getSeed(), point.repetition()));
        return copy;
    }

    /**
     * The seed {@link #scenarioOf} gives one point's run, without copying the scenario unless the point sets the
     * scenario's seed itself.
     */
    public long seedOf(SweepPoint point) {
        boolean setsSeed = point.settings().keySet().stream().anyMatch(path -> LinkedParameter.pathsOf(path).contains(SEED_PATH));
        return setsSeed ? scenarioOf(point).getSeed() : seedOf(base.getSeed(), point.repetition());
    }

    /**
     * The seed of repetition {@code r} of a scenario seeded {@code seed}: the seed itself for the first, so that a
     * campaign's first repetition is the run the scenario gives alone, and for the others a SplitMix64 mix of both.
     * Offsetting by r instead would make repetition 1 of seed 1 the same run as repetition 0 of seed 2, so a sweep
     * over seeds with repetitions would count one run twice as two independent samples.
     */
    public static long seedOf(long seed, int r) {
        if (r == 0) {
            return seed;
        }
        long z = seed + r * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        // Non-negative, as a seed typed into a scenario is.
        return (z ^ (z >>> 31)) & Long.MAX_VALUE;
    }
}
