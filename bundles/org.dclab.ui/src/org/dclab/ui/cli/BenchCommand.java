package org.dclab.ui.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.dclab.model.Scenario;
import org.dclab.model.TcpStack;
import org.dclab.sim.BuildBenchmark;
import org.dclab.sim.EngineBenchmark;
import org.dclab.ui.present.Presentation;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code dclab bench}: the engine's benchmark, one JSON line per scenario. */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Benchmark the engine: print one JSON line per benchmark scenario (cold and warm wall time, events per "
        + "second, build time, heap, peak resident memory, results).")
final class BenchCommand implements Callable<Integer>, SimulatingCommand {

    @Spec
    private CommandSpec spec;

    @Option(names = "--scenario", paramLabel = "NAME", description = "Benchmark only this scenario (repeatable): incast, dumbbell, "
            + "dumbbell-dctcp, leafspine (the default four), or one at scale: fattree8, fattree12, fattree16 (DCTCP permutations "
            + "on fat trees of 128, 432 and 1,024 hosts), incast1024, or one of issue 20's comparison runs: dumbbell-dctcp-10g, "
            + "incast64x5000.")
    private List<String> scenarios = new ArrayList<>();

    @Option(names = "--scale", description = "Benchmark the scenarios at scale: fattree8, fattree12, fattree16 and incast1024 "
            + "(11 to 18 million events each; about a minute each with --warmup 2).")
    private boolean scale;

    @Option(names = "--cpp-comparison", description = "Benchmark the two runs besides the fat trees that DC Lab and a C++ simulator were "
            + "compared on: dumbbell-dctcp-10g (two DCTCP flows, 10 Gbit/s everywhere, K = 65 packets, 2 s) and incast64x5000 "
            + "(64 servers answering 5,000 segments each at once, the incast scenario's star).")
    private boolean cppComparison;

    @Option(names = "--fraction", paramLabel = "F", description = "Simulate only this fraction (0 < F <= 1) of the scenarios at "
            + "scale, for a quick look; their figures are those of the full runs only with 1 (the default).")
    private double fraction = 1;

    @Option(names = "--stack", paramLabel = "STACK", description = "The TCP stack the scenarios run: papers (the default; the "
            + "stack of the papers' simulations, NewReno recovery) or linux (SACK, RACK, the tail loss probe, timestamps, limited "
            + "transmit, PRR, quick-ACK). With --live-charts it replaces the file's own stack.")
    private String stack;

    @Option(names = "--warmup", paramLabel = "N", description = "Unmeasured runs before the measured ones (default 1; 10 with "
            + "--live-charts, whose drawing code the JIT compiles only after a few runs, as in a workbench used for a while). "
            + "Each scenario's first run is measured too, as cold; it is a fresh JVM's only for the first scenario, so run one "
            + "scenario per command for fresh-JVM figures.")
    private Integer warmup;

    @Option(names = "--seed", paramLabel = "S", description = "Master seed (default 1).")
    private int seed = 1;

    @Option(names = "--live-charts", paramLabel = "FILE", description = "Instead: run FILE headless, then with three live "
            + "charts refreshing beside its topology canvas animating the run, in a 1280x720 window (needs a display), and print "
            + "both speeds, their ratio and the refresh rates of the charts and of the canvas.")
    private Path liveCharts;

    @Option(names = "--repeat", paramLabel = "N", description = "With --live-charts: measured rounds, whose medians are printed (default 5).")
    private int repeat = 5;

    @Option(names = "--presentation", paramLabel = "FACTOR", description = "With --live-charts: draw the charts and the canvas as "
            + "presentation mode does, text, lines, queue bars and packets FACTOR times larger (1.5 or 2; default 1, everyday).")
    private double presentation = 1;

    @Option(names = "--build-fabric", paramLabel = "HOSTS", description = "Instead: write a leaf-spine fabric of HOSTS hosts "
            + "with one flow per host, then read, validate and build it, and print the seconds of each step.")
    private Integer buildFabric;

    @Override
    public Integer call() throws Exception {
        if (stack != null && !EngineBenchmark.STACKS.contains(stack)) {
            throw new InvalidInputException("--stack " + stack + ": unknown TCP stack; choose one of " + EngineBenchmark.STACKS);
        }
        if (buildFabric != null) {
            return buildFabric();
        }
        if (liveCharts != null) {
            Scenario scenario = ScenarioInput.load(liveCharts, Map.of());
            if (stack != null) {
                scenario.setTcpStack(TcpStack.get(stack.toUpperCase(Locale.ROOT)));
            }
            ScenarioInput.check(liveCharts, scenario, new PrintWriter(System.err, true), true);
            int rounds = warmup == null ? 10 : warmup;
            if (repeat < 1 || rounds < 0) {
                throw new InvalidInputException("--repeat must be 1 or more and --warmup 0 or more");
            }
            if (presentation != 1 && Arrays.stream(Presentation.FACTORS).noneMatch(f -> f == presentation)) {
                throw new InvalidInputException("--presentation " + presentation + ": choose 1, 1.5 or 2");
            }
            System.out.println(LiveChartBench.run(scenario.getName(), scenario, rounds, repeat, presentation));
            System.out.flush();
            return 0;
        }
        List<String> known = new ArrayList<>(EngineBenchmark.SCENARIOS);
        known.addAll(EngineBenchmark.AT_SCALE);
        known.addAll(EngineBenchmark.CPP_COMPARISON);
        for (String s : scenarios) {
            if (!known.contains(s)) {
                throw new InvalidInputException("--scenario " + s + ": unknown benchmark scenario; choose one of " + known);
            }
        }
        int rounds = warmup == null ? 1 : warmup;
        if (rounds < 0 || seed < 0) {
            throw new InvalidInputException("--warmup and --seed must be 0 or more");
        }
        if (!(fraction > 0 && fraction <= 1)) {
            throw new InvalidInputException("--fraction " + fraction + ": give a number more than 0 and at most 1");
        }
        List<String> chosen = new ArrayList<>(scenarios);
        if (scale) {
            chosen.addAll(EngineBenchmark.AT_SCALE);
        }
        if (cppComparison) {
            chosen.addAll(EngineBenchmark.CPP_COMPARISON);
        }
        EngineBenchmark.run(chosen.isEmpty() ? EngineBenchmark.SCENARIOS : chosen, rounds, seed,
                stack == null ? EngineBenchmark.STACKS.get(0) : stack, fraction);
        System.out.flush();
        return 0;
    }

    private int buildFabric() throws Exception {
        if (buildFabric < 2 * BuildBenchmark.HOSTS_PER_RACK) {
            throw new InvalidInputException("--build-fabric " + buildFabric + ": give " + 2 * BuildBenchmark.HOSTS_PER_RACK
                    + " hosts or more (two racks)");
        }
        Path folder = Files.createTempDirectory("dclab-bench");
        try {
            spec.commandLine().getOut().println(BuildBenchmark.fabric(buildFabric, folder));
            spec.commandLine().getOut().flush();
            return 0;
        } finally {
            try (Stream<Path> files = Files.list(folder)) {
                for (Path f : files.toList()) {
                    Files.delete(f);
                }
            }
            Files.delete(folder);
        }
    }
}
