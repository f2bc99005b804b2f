package org.dclab.engine.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.dclab.engine.core.Time;
import org.dclab.engine.tcp.TcpStack;

/**
 * Engine benchmark: {@code [--scenario incast|dumbbell|dumbbell-dctcp|leafspine]... [--warmup N] [--seed S]
 * [--stack papers|linux]}. The scenarios run the papers' TCP stack unless {@code --stack linux}. Each scenario
 * runs N times to warm up the JIT (default 1), then once measured; one JSON line per scenario goes to stdout.
 * {@code peakHeapMB} is the peak of the heap pools during the measured run (garbage included);
 * {@code heapGrowthMB} is the live heap, after a full GC, that the finished run still holds beyond what was live
 * before it (the simulation's own footprint).
 */
public final class Benchmark {
    private static final List<String> ALL = List.of("incast", "dumbbell", "dumbbell-dctcp", "leafspine");

    private Benchmark() {
    }

    public static void main(String[] args) {
        List<String> scenarios = new ArrayList<>();
        int warmup = 1;
        long seed = 1;
        TcpStack stack = TcpStack.PAPERS;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (i + 1 >= args.length && (a.equals("--scenario") || a.equals("--warmup") || a.equals("--seed") || a.equals("--stack"))) {
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
                default -> usage("unknown argument '" + a + "'");
            }
        }
        if (scenarios.isEmpty()) {
            scenarios.addAll(ALL);
        }
        for (String s : scenarios) {
            for (int w = 0; w < warmup; w++) {
                run(s, seed + 1000 + w, stack);
            }
            System.out.println(measure(s, seed, stack));
        }
    }

    /** Runs a scenario by name with its standard parameters and the papers' stack. */
    public static ScenarioResult run(String scenario, long seed) {
        return run(scenario, seed, TcpStack.PAPERS);
    }

    /** Runs a scenario by name with its standard parameters and the given TCP stack. */
    public static ScenarioResult run(String scenario, long seed, TcpStack stack) {
        return switch (scenario) {
            case "incast" -> IncastScenario.run(seed, 128, 10, stack);
            case "dumbbell" -> DumbbellScenario.run(seed, Time.fromSeconds(2), false, stack);
            case "dumbbell-dctcp" -> DumbbellScenario.run(seed, Time.fromSeconds(2), true, stack);
            case "leafspine" -> LeafSpineScenario.run(seed, Time.fromMillis(200), stack);
            default -> throw new IllegalArgumentException("benchmark: unknown scenario '" + scenario + "'; choose one of " + ALL);
        };
    }

    private static String measure(String scenario, long seed, TcpStack stack) {
        long liveBefore = liveHeap();
        List<MemoryPoolMXBean> pools = new ArrayList<>();
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() == MemoryType.HEAP) {
                p.resetPeakUsage();
                pools.add(p);
            }
        }
        long t0 = System.nanoTime();
        ScenarioResult r = run(scenario, seed, stack);
        double wall = (System.nanoTime() - t0) / 1e9;
        long peak = 0;
        for (MemoryPoolMXBean p : pools) {
            peak += p.getPeakUsage().getUsed();
        }
        long growth = liveHeap() - liveBefore;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "{\"scenario\":\"%s\",%s\"wallSeconds\":%.3f,\"events\":%d,\"eventsPerSecond\":%.0f,"
                + "\"simulatedSeconds\":%.6f,\"peakHeapMB\":%.1f,\"heapGrowthMB\":%.1f", scenario,
                stack == TcpStack.PAPERS ? "" : "\"stack\":\"" + stack.name().toLowerCase(Locale.ROOT) + "\",", wall, r.events(),
                r.events() / wall, Time.toSeconds(r.simulatedPs()), peak / 1048576.0, growth / 1048576.0));
        for (Map.Entry<String, Object> e : r.details().entrySet()) {
            Object v = e.getValue();
            sb.append(",\"").append(e.getKey()).append("\":");
            sb.append(v instanceof Double ? String.format(Locale.ROOT, "%.4f", (Double) v) : String.valueOf(v));
        }
        sb.append('}');
        // Keeps the run's objects reachable until the growth measurement above has seen them.
        if (r.retained() == null) {
            sb.append(' ');
        }
        return sb.toString();
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
        System.err.println("usage: Benchmark [--scenario incast|dumbbell|dumbbell-dctcp|leafspine]... [--warmup N] [--seed S]"
                + " [--stack papers|linux]");
        System.exit(1);
    }
}
