package org.dclab.sim;

import java.util.List;

import org.dclab.engine.internal.bench.Benchmark;

/** The engine's benchmark, for the command line, which talks to the engine only through this bridge. */
public final class EngineBenchmark {

    /** The scenarios run by default, whose event counts are the benchmark's record. */
    public static final List<String> SCENARIOS = Benchmark.STANDARD;
    /** The scenarios at scale: DCTCP permutations on fat trees of 128, 432 and 1,024 hosts, and a 1,024-host incast. */
    public static final List<String> AT_SCALE = Benchmark.AT_SCALE;
    /** Issue 20's two other comparison runs: a 10 Gbit/s two-flow DCTCP dumbbell for 2 s, 64 servers × 5,000 segments. */
    public static final List<String> CPP_COMPARISON = Benchmark.CPP_COMPARISON;
    /** The TCP stacks it runs them on: the papers' (the default, whose event counts are the benchmark's record) or Linux's. */
    public static final List<String> STACKS = List.of("papers", "linux");

    private EngineBenchmark() {
    }

    /** Runs the benchmark on a stack of {@link #STACKS}; it prints one JSON line per scenario to standard output. */
    public static void run(List<String> scenarios, int warmup, long seed, String stack) {
        run(scenarios, warmup, seed, stack, 1);
    }

    /**
     * Runs the benchmark on a stack of {@link #STACKS}, the scenarios at scale simulating {@code fraction} of their
     * standard time; it prints one JSON line per scenario to standard output.
     */
    public static void run(List<String> scenarios, int warmup, long seed, String stack, double fraction) {
        java.util.ArrayList<String> args = new java.util.ArrayList<>();
        for (String s : scenarios) {
            args.add("--scenario");
            args.add(s);
        }
        args.addAll(List.of("--warmup", Integer.toString(warmup), "--seed", Long.toString(seed), "--stack", stack, "--fraction",
                Double.toString(fraction)));
        Benchmark.main(args.toArray(String[]::new));
    }
}
