package org.dclab.sim;

import java.util.List;

import org.dclab.engine.bench.Benchmark;

/** The engine's benchmark, for the command line, which talks to the engine only through this bridge. */
public final class EngineBenchmark {

    /** Scenario names the engine's benchmark knows. */
    public static final List<String> SCENARIOS = List.of("incast", "dumbbell", "dumbbell-dctcp", "leafspine");
    /** The TCP stacks it runs them on: the papers' (the default, whose event counts are the benchmark's record) or Linux's. */
    public static final List<String> STACKS = List.of("papers", "linux");

    private EngineBenchmark() {
    }

    /** Runs the benchmark on a stack of {@link #STACKS}; it prints one JSON line per scenario to standard output. */
    public static void run(List<String> scenarios, int warmup, long seed, String stack) {
        java.util.ArrayList<String> args = new java.util.ArrayList<>();
        for (String s : scenarios) {
            args.add("--scenario");
            args.add(s);
        }
        args.addAll(List.of("--warmup", Integer.toString(warmup), "--seed", Long.toString(seed), "--stack", stack));
        Benchmark.main(args.toArray(String[]::new));
    }
}
