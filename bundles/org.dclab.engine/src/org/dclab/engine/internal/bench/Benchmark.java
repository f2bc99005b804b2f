package org.dclab.engine.internal.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.dclab.engine.core.Time;
import org.dclab.engine.tcp.TcpStack;

/**
 * Engine benchmark: {@code [--scenario NAME]... [--scale] [--cpp-comparison] [--fraction F] [--warmup N] [--seed S] [--stack papers|linux]}.
 * Without {@code --scenario} it runs the standard scenarios ({@link #STANDARD}); {@code --scale} runs the scenarios at
 * scale ({@link #AT_SCALE}: fat trees of 128, 432 and 1,024 hosts and a 1,024-host incast), {@code --cpp-comparison} the
 * two other runs issue 20 compared with a C++ simulator ({@link #CPP_COMPARISON}), {@code --fraction F}
 * simulates only that fraction of their time for a quick look. The scenarios run the papers' TCP stack unless
 * {@code --stack linux}. Each scenario runs first measured as "cold" (the first run of its code in this JVM, and of
 * any code when it is the first scenario: run one scenario per process for a fresh-JVM figure), then N - 1 more times
 * unmeasured (N defaults to 1), then measured again as "warm"; with N = 0 it runs once. One JSON line per scenario
 * goes to stdout. {@code cpuSeconds} is the processor time of the simulating thread (garbage collection and JIT
 * threads not included): on a machine shared with other work it varies less than the wall time. {@code buildSeconds}
 * is the time from nothing to a network with its flows ready to run.
 * {@code peakHeapMB} is the peak of the heap pools during the warm run (garbage included); {@code heapGrowthMB} is
 * the live heap, after a full GC, that the finished run still holds beyond what was live before it (the
 * simulation's own footprint); {@code peakRssMB} is the process's peak resident memory so far (Linux only);
 * {@code load} the system's one-minute load average at the end.
 */
public final class Benchmark {
    /** The scenarios run by default, whose event counts are the benchmark's record. */
    public static final List<String> STANDARD = List.of("incast", "dumbbell", "dumbbell-dctcp", "leafspine");
    /** The scenarios at scale, run with {@code --scale}. */
    public static final List<String> AT_SCALE = List.of("fattree8", "fattree12", "fattree16", "incast1024");
    /**
     * The two further runs issue 20 timed DC Lab and a C++ simulator on, as that issue describes them, run with
     * {@code --cpp-comparison}: with the fat trees they are the work the two are compared on.
     */
    public static final List<String> CPP_COMPARISON = List.of("dumbbell-dctcp-10g", "incast64x5000");
    private static final List<String> ALL = concat(concat(STANDARD, AT_SCALE), CPP_COMPARISON);

    private Benchmark() {
    }

    public static void main(String[] args) {
        List<String> scenarios = new ArrayList<>();
        int warmup = 1;
        long seed = 1;
        TcpStack stack = TcpStack.PAPERS;
        double fraction = 1;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (i + 1 >= args.length && (a.equals("--scenario") || a.equals("--warmup") || a.equals("--seed") || a.equals("--stack")
                    || a.equals("--fraction"))) {
                usage("missing value after " + a);
            }
            switch (a) {
                case "--scenario" -> {
                    String s = args[++i];
                    if (!ALL.contains(s)) {
                        usage("unknown scenario '" + s + "'; choose one of " + ALL);
                    }
                    scenarios.add(s);
                }
                case "--warmup" -> warmup = parse(args[++i], "--warmup");
                case "--seed" -> seed = parse(args[++i], "--seed");
                case "--stack" -> stack = stack(args[++i]);
                case "--scale" -> scenarios.addAll(AT_SCALE);
                case "--cpp-comparison" -> scenarios.addAll(CPP_COMPARISON);
                case "--fraction" -> fraction = fraction(args[++i]);
                default -> usage("unknown argument '" + a + "'");
            }
        }
        if (scenarios.isEmpty()) {
            scenarios.addAll(STANDARD);
        }
        boolean first = true;
        for (String s : scenarios) {
            Measurement cold = measure(s, seed, stack, fraction);
            Measurement warm = cold;
            if (warmup > 0) {
                for (int w = 1; w < warmup; w++) {
                    run(s, seed + 1000 + w, stack, fraction);
                }
                warm = measure(s, seed, stack, fraction);
            }
            System.out.println(line(s, stack, cold, warm, first));
            first = false;
        }
    }

    /** Runs a scenario by name with its standard parameters and the papers' stack. */
    public static ScenarioResult run(String scenario, long seed) {
        return run(scenario, seed, TcpStack.PAPERS);
    }

    /** Runs a scenario by name with its standard parameters and the given TCP stack. */
    public static ScenarioResult run(String scenario, long seed, TcpStack stack) {
        return run(scenario, seed, stack, 1);
    }

    /**
     * Runs a scenario by name with the given TCP stack; a scenario at scale simulates {@code fraction} of its standard
     * time (the 1,024-host incast: that fraction of its 10 blocks, at least one).
     */
    public static ScenarioResult run(String scenario, long seed, TcpStack stack, double fraction) {
        return switch (scenario) {
            case "fattree8", "fattree12", "fattree16" -> {
                int k = Integer.parseInt(scenario.substring("fattree".length()));
                yield FatTreeScenario.run(seed, k, Math.max(1, (long) (FatTreeScenario.standardDurationPs(k) * fraction)), stack);
            }
            case "incast1024" -> IncastScenario.run(seed, 1023, Math.max(1, (int) Math.round(10 * fraction)), stack);
            case "incast" -> IncastScenario.run(seed, 128, 10, stack);
            case "dumbbell" -> DumbbellScenario.run(seed, Time.fromSeconds(2), false, stack);
            case "dumbbell-dctcp" -> DumbbellScenario.run(seed, Time.fromSeconds(2), true, stack);
            case "dumbbell-dctcp-10g" -> DumbbellScenario.run(seed, Time.fromSeconds(2), true, stack, 10_000_000_000L);
            case "incast64x5000" -> IncastScenario.runOneBlock("incast64x5000", seed, 64, 5_000, stack);
            case "leafspine" -> LeafSpineScenario.run(seed, Time.fromMillis(200), stack);
            default -> throw new IllegalArgumentException("benchmark: unknown scenario '" + scenario + "'; choose one of " + ALL);
        };
    }

    private record Measurement(ScenarioResult result, double wallSeconds, double cpuSeconds, long peakHeapBytes, long heapGrowthBytes) {
    }

    private static Measurement measure(String scenario, long seed, TcpStack stack, double fraction) {
        long liveBefore = liveHeap();
        List<MemoryPoolMXBean> pools = new ArrayList<>();
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() == MemoryType.HEAP) {
                p.resetPeakUsage();
                pools.add(p);
            }
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu0 = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        ScenarioResult r = run(scenario, seed, stack, fraction);
        double wall = (System.nanoTime() - t0) / 1e9;
        double cpu = cpu0 < 0 ? -1 : (threads.getCurrentThreadCpuTime() - cpu0) / 1e9;
        long peak = 0;
        for (MemoryPoolMXBean p : pools) {
            peak += p.getPeakUsage().getUsed();
        }
        long growth = liveHeap() - liveBefore;
        // Keeps the run's objects reachable until the growth measurement above has seen them.
        if (r.retained() == null) {
            throw new IllegalStateException("benchmark " + scenario + ": the run retained nothing to measure");
        }
        // The figures only: the next run must not share the heap with this one's network.
        ScenarioResult figures = new ScenarioResult(r.scenario(), r.events(), r.simulatedPs(), r.details(), scenario, r.buildNanos());
        return new Measurement(figures, wall, cpu, peak, growth);
    }

    private static String line(String scenario, TcpStack stack, Measurement cold, Measurement warm, boolean firstInJvm) {
        ScenarioResult r = warm.result();
        if (cold.result().events() != r.events()) {
            throw new IllegalStateException("benchmark " + scenario + ": two runs with one seed gave " + cold.result().events()
                    + " and " + r.events() + " events; the engine is not deterministic");
        }
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "{\"scenario\":\"%s\",%s\"wallSeconds\":%.3f,\"events\":%d,\"eventsPerSecond\":%.0f,"
                + "\"simulatedSeconds\":%.6f,\"peakHeapMB\":%.1f,\"heapGrowthMB\":%.1f", scenario,
                stack == TcpStack.PAPERS ? "" : "\"stack\":\"" + stack.name().toLowerCase(Locale.ROOT) + "\",", warm.wallSeconds(),
                r.events(), r.events() / warm.wallSeconds(), Time.toSeconds(r.simulatedPs()), warm.peakHeapBytes() / 1048576.0,
                warm.heapGrowthBytes() / 1048576.0));
        sb.append(String.format(Locale.ROOT, ",\"coldWallSeconds\":%.3f,\"coldEventsPerSecond\":%.0f,\"coldInFreshJvm\":%b",
                cold.wallSeconds(), r.events() / cold.wallSeconds(), firstInJvm));
        if (warm.cpuSeconds() >= 0) {
            sb.append(String.format(Locale.ROOT, ",\"cpuSeconds\":%.3f,\"coldCpuSeconds\":%.3f", warm.cpuSeconds(), cold.cpuSeconds()));
        }
        if (r.buildNanos() >= 0) {
            sb.append(String.format(Locale.ROOT, ",\"buildSeconds\":%.3f,\"coldBuildSeconds\":%.3f", r.buildNanos() / 1e9,
                    cold.result().buildNanos() / 1e9));
        }
        long rss = peakRssBytes();
        if (rss > 0) {
            sb.append(String.format(Locale.ROOT, ",\"peakRssMB\":%.1f", rss / 1048576.0));
        }
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        if (load >= 0) {
            // On a shared machine a figure means little without the load it was taken under.
            sb.append(String.format(Locale.ROOT, ",\"load\":%.2f", load));
        }
        for (Map.Entry<String, Object> e : r.details().entrySet()) {
            Object v = e.getValue();
            sb.append(",\"").append(e.getKey()).append("\":");
            sb.append(v instanceof Double ? String.format(Locale.ROOT, "%.4f", (Double) v) : String.valueOf(v));
        }
        sb.append('}');
        return sb.toString();
    }

    /** The process's peak resident set (VmHWM of /proc/self/status), or -1 where the system does not tell. */
    private static long peakRssBytes() {
        try {
            for (String l : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (l.startsWith("VmHWM:")) {
                    return Long.parseLong(l.substring(6).trim().split("\\s+")[0]) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return List.copyOf(all);
    }

    private static double fraction(String v) {
        try {
            double f = Double.parseDouble(v);
            if (!(f > 0 && f <= 1)) {
                usage("--fraction must be more than 0 and at most 1, got " + v);
            }
            return f;
        } catch (NumberFormatException e) {
            usage("--fraction needs a number, got '" + v + "'");
            return 1;
        }
    }

    private static long liveHeap() {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 2; i++) {
            System.gc();
        }
        return rt.totalMemory() - rt.freeMemory();
    }

    private static int parse(String v, String flag) {
        try {
            int n = Integer.parseInt(v);
            if (n < 0) {
                usage(flag + " must be >= 0, got " + n);
            }
            return n;
        } catch (NumberFormatException e) {
            usage(flag + " needs a whole number, got '" + v + "'");
            return 0;
        }
    }

    private static TcpStack stack(String v) {
        return switch (v) {
            case "papers" -> TcpStack.PAPERS;
            case "linux" -> TcpStack.LINUX;
            default -> {
                usage("--stack must be papers or linux, got '" + v + "'");
                yield TcpStack.PAPERS;
            }
        };
    }

    private static void usage(String problem) {
        System.err.println("benchmark: " + problem);
        System.err.println("usage: Benchmark [--scenario " + String.join("|", ALL)
                + "]... [--scale] [--cpp-comparison] [--fraction F] [--warmup N]"
                + " [--seed S] [--stack papers|linux]");
        System.exit(1);
    }
}
