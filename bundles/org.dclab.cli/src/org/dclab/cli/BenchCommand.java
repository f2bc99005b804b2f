package org.dclab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.dclab.cli.api.LiveChartsBenchmark;
import org.dclab.model.Scenario;
import org.dclab.model.TcpStack;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.BuildBenchmark;
import org.dclab.sim.EngineBenchmark;
import org.dclab.sim.FileBenchmark;
import org.dclab.sim.topology.BenchScenarios;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code dclab bench}: the engine's benchmark, one JSON line per scenario and fresh JVM. Started by {@code ./dclab}
 * (on a plain class path), it runs each scenario in a JVM of its own started as this one was, so every cold figure is
 * a fresh JVM's and every peak resident memory a single run's; elsewhere (the tests, the framework) in this JVM.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Benchmark the engine: print one JSON line per benchmark scenario (cold and warm wall time, events per "
        + "second, build time, heap, peak resident memory, results).")
final class BenchCommand implements Callable<Integer>, SimulatingCommand {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE.dclab", arity = "0..*", description = "Scenario files to benchmark as `dclab run` runs them: read, "
            + "validated, built with their probes, run to their end and summarised.")
    private List<Path> files = new ArrayList<>();

    @Option(names = "--scenario", paramLabel = "NAME", description = "Benchmark only this scenario (repeatable): one of the suite, "
            + "run as a file (fattree-128, fattree-432, fattree-1024, fattree-3456, fattree-8192: DCTCP permutations on fat trees; "
            + "incast-64x5000: 64 DCTCP servers answering 5,000 segments each at once); or one built in the engine: incast, "
            + "dumbbell, dumbbell-dctcp, leafspine (the default four), fattree8, fattree12, fattree16, incast1024, "
            + "dumbbell-dctcp-10g, incast64x5000.")
    private List<String> scenarios = new ArrayList<>();

    @Option(names = "--scale", description = "Benchmark the suite, each scenario run as a file: fat trees of 128, 432, 1,024, 3,456 "
            + "and 8,192 hosts and the 64 x 5,000-segment incast (1 to 12 million events each).")
    private boolean scale;

    @Option(names = "--forks", paramLabel = "N", description = "Fresh JVMs per scenario (default 1): each gives one cold figure, "
            + "its first run, and after --warmup runs one warm figure, with the peak resident memory and the load average.")
    private int forks = 1;

    @Option(names = "--write-suite", paramLabel = "DIR", description = "Instead: write the suite's scenario files into DIR, to run "
            + "them with `dclab run` or give them to another simulator.")
    private Path writeSuite;

    @Option(names = "--in-this-jvm", hidden = true, description = "Run in this JVM instead of a fresh one per scenario (how each "
            + "fresh JVM is told what to run).")
    private boolean inThisJvm;

    @Option(names = "--fraction", paramLabel = "F", description = "Simulate only this fraction (0 < F <= 1) of the time of the "
            + "scenarios at scale and of files, for a quick look; their figures are those of the full runs only with 1 (the "
            + "default).")
    private double fraction = 1;

    @Option(names = "--stack", paramLabel = "STACK", description = "The TCP stack the scenarios run: papers (the default; the "
            + "stack of the papers' simulations, NewReno recovery) or linux (SACK, RACK, the tail loss probe, timestamps, limited "
            + "transmit, PRR, quick-ACK). With --live-charts it replaces the file's own stack.")
    private String stack;

    @Option(names = "--warmup", paramLabel = "N", description = "Unmeasured runs before the measured ones (default 1; 10 with "
            + "--live-charts, whose drawing code the JIT compiles only after a few runs, as in a workbench used for a while). "
            + "Each scenario's first run is measured too, as cold, in a JVM of its own (started by ./dclab's command line).")
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
            // The workbench draws the charts and the canvas; ./dclab starts the framework for --live-charts.
            LiveChartsBenchmark benchmark = Contributions.find(LiveChartsBenchmark.class).orElseThrow(
                    () -> new InvalidInputException(
                            "--live-charts draws with the workbench, which is not running here: start it with ./dclab"));
            String line;
            try {
                line = benchmark.run(scenario.getName(), scenario, rounds, repeat, presentation);
            } catch (IllegalArgumentException e) {
                throw new InvalidInputException(e.getMessage());
            }
            System.out.println(line);
            System.out.flush();
            return 0;
        }
        if (writeSuite != null) {
            Files.createDirectories(writeSuite);
            for (String name : BenchScenarios.NAMES) {
                Path file = writeSuite.resolve(name + ".dclab");
                ScenarioFiles.save(BenchScenarios.named(name), file);
                spec.commandLine().getOut().println(file);
            }
            spec.commandLine().getOut().flush();
            return 0;
        }
        List<String> known = new ArrayList<>(EngineBenchmark.SCENARIOS);
        known.addAll(EngineBenchmark.AT_SCALE);
        known.addAll(EngineBenchmark.CPP_COMPARISON);
        known.addAll(BenchScenarios.NAMES);
        for (String s : scenarios) {
            if (!known.contains(s)) {
                throw new InvalidInputException("--scenario " + s + ": unknown benchmark scenario; choose one of " + known);
            }
        }
        int rounds = warmup == null ? 1 : warmup;
        if (rounds < 0 || seed < 0 || forks < 1) {
            throw new InvalidInputException("--warmup and --seed must be 0 or more, --forks 1 or more");
        }
        if (!(fraction > 0 && fraction <= 1)) {
            throw new InvalidInputException("--fraction " + fraction + ": give a number more than 0 and at most 1");
        }
        List<String> chosen = new ArrayList<>(scenarios);
        if (scale) {
            chosen.addAll(BenchScenarios.NAMES);
        }
        if (chosen.isEmpty() && files.isEmpty()) {
            chosen.addAll(EngineBenchmark.SCENARIOS);
        }
        for (Path file : files) {
            // Refused here, in one line, rather than by each fresh JVM.
            ScenarioInput.check(file, adjusted(ScenarioInput.load(file, Map.of())), new PrintWriter(System.err, true), true);
        }
        Path suite = null;
        try {
            List<String[]> runs = new ArrayList<>();
            for (String name : chosen) {
                if (BenchScenarios.NAMES.contains(name)) {
                    if (suite == null) {
                        suite = Files.createTempDirectory("dclab-bench");
                    }
                    Path file = suite.resolve(name + ".dclab");
                    ScenarioFiles.save(BenchScenarios.named(name), file);
                    runs.add(new String[] { file.toString() });
                } else {
                    runs.add(new String[] { "--scenario", name });
                }
            }
            for (Path file : files) {
                runs.add(new String[] { file.toString() });
            }
            boolean fork = !inThisJvm && ClasspathMain.started();
            for (String[] run : runs) {
                for (int f = 0; f < (fork ? forks : 1); f++) {
                    if (fork) {
                        forked(run, rounds);
                    } else {
                        inThisJvm(run, rounds);
                    }
                }
            }
        } finally {
            if (suite != null) {
                try (Stream<Path> made = Files.list(suite)) {
                    for (Path f : made.toList()) {
                        Files.delete(f);
                    }
                }
                Files.delete(suite);
            }
        }
        System.out.flush();
        return 0;
    }

    /** The scenario as the benchmark runs it: on --stack's stack if one is given, for --fraction of its time. */
    private Scenario adjusted(Scenario scenario) {
        if (stack != null) {
            scenario.setTcpStack(TcpStack.get(stack.toUpperCase(Locale.ROOT)));
        }
        if (fraction < 1) {
            scenario.setDurationPs(Math.max(1, (long) (scenario.getDurationPs() * fraction)));
        }
        return scenario;
    }

    private void inThisJvm(String[] run, int rounds) throws Exception {
        if (run[0].equals("--scenario")) {
            EngineBenchmark.run(List.of(run[1]), rounds, seed, stack == null ? EngineBenchmark.STACKS.get(0) : stack, fraction);
        } else {
            // A JVM the command line started for this one run (--in-this-jvm) is a fresh one.
            System.out.println(FileBenchmark.run(Path.of(run[0]), rounds, this::adjusted, inThisJvm));
        }
    }

    /**
     * Runs one scenario in a fresh JVM started as this one was (same Java, options and class path), so its first run
     * is a cold one and its memory its own; its line goes to standard output as it comes.
     */
    private void forked(String[] run, int rounds) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), ClasspathMain.class.getName(), "bench", "--in-this-jvm",
                "--warmup", Integer.toString(rounds), "--seed", Integer.toString(seed), "--fraction", Double.toString(fraction)));
        if (stack != null) {
            command.addAll(List.of("--stack", stack));
        }
        command.addAll(Arrays.asList(run));
        Process child = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.INHERIT)
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        int code = child.waitFor();
        if (code != 0) {
            throw new InvalidInputException("bench " + String.join(" ", run) + ": its JVM ended with exit code " + code);
        }
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
