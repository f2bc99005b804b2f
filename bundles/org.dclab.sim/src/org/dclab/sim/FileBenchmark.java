package org.dclab.sim;

import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFileException;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.results.JsonText;

/**
 * {@code dclab bench FILE}: a scenario file run as {@code dclab run} runs it (read, validated, built through the
 * bridge with the probes the file has, run to its end, summarised), timed. One JVM gives one cold figure, its first
 * run, and after {@code warmup} unmeasured runs and a collection of what they left behind one warm figure; the command
 * line starts a fresh JVM for each cold
 * figure. Beside each figure stand the system's load average and the process's peak resident memory then, since on a
 * shared machine a figure means little without them.
 */
public final class FileBenchmark {

    private FileBenchmark() {
    }

    /** One measured run. {@code summaryDigest} is a hash of the run's summary: equal runs, equal digests. */
    private record Figure(long events, double simulatedSeconds, double buildSeconds, double runSeconds, double cpuSeconds,
            double compileSeconds, double peakRssMB, double loadBefore, double loadAfter, String summaryDigest, String status) {
    }

    /**
     * Runs {@code file} once measured as cold, {@code warmup} times unmeasured and, if {@code warmup} > 0, once more
     * measured as warm, {@code adjust} applied to the scenario after it is read (a stack, a shorter time); returns one
     * JSON line.
     */
    public static String run(Path file, int warmup, UnaryOperator<Scenario> adjust, boolean freshJvm)
            throws IOException, ScenarioFileException, ScenarioNotRunnableException {
        Figure cold = measure(file, adjust);
        Figure warm = null;
        if (warmup > 0) {
            for (int i = 0; i < warmup; i++) {
                measure(file, adjust);
            }
            // The runs before leave their recorded series behind as garbage in the old generation; without a
            // collection here the warm run would pay a full collection for them (25-30 ms of a 0.1 s incast run), which
            // no user's single run pays. The cold run, first in its JVM, starts from a clean heap too.
            System.gc();
            warm = measure(file, adjust);
            if (warm.events() != cold.events() || !warm.summaryDigest().equals(cold.summaryDigest())) {
                throw new IllegalStateException("bench " + file + ": two runs of one file gave " + cold.events() + " and "
                        + warm.events() + " events, summaries " + cold.summaryDigest() + " and " + warm.summaryDigest()
                        + "; the run is not deterministic");
            }
        }
        Map<String, Object> line = new LinkedHashMap<>();
        String name = file.getFileName().toString();
        line.put("scenario", name.endsWith(".dclab") ? name.substring(0, name.length() - ".dclab".length()) : name);
        line.put("events", cold.events());
        line.put("simulatedSeconds", cold.simulatedSeconds());
        line.put("status", cold.status());
        line.put("summaryDigest", cold.summaryDigest());
        line.put("coldInFreshJvm", freshJvm);
        put(line, "cold", cold);
        if (warm != null) {
            put(line, "warm", warm);
        }
        return JsonText.of(line);
    }

    private static void put(Map<String, Object> line, String prefix, Figure f) {
        line.put(prefix + "EventsPerSecond", Math.round(f.events() / f.runSeconds()));
        line.put(prefix + "RunSeconds", round(f.runSeconds()));
        line.put(prefix + "CpuSeconds", round(f.cpuSeconds()));
        if (f.compileSeconds() >= 0) {
            line.put(prefix + "CompileSeconds", round(f.compileSeconds()));
        }
        line.put(prefix + "BuildSeconds", round(f.buildSeconds()));
        line.put(prefix + "PeakRssMB", Math.round(f.peakRssMB() * 10) / 10.0);
        line.put(prefix + "Load", List.of(Math.round(f.loadBefore() * 100) / 100.0, Math.round(f.loadAfter() * 100) / 100.0));
    }

    private static Figure measure(Path file, UnaryOperator<Scenario> adjust)
            throws IOException, ScenarioFileException, ScenarioNotRunnableException {
        double loadBefore = loadAverage();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long t0 = System.nanoTime();
        Scenario scenario = adjust.apply(ScenarioFiles.load(file));
        SimulationRun run = Simulations.prepare(scenario, new RunOptions());
        long t1 = System.nanoTime();
        long cpu0 = threads.getCurrentThreadCpuTime();
        long compile0 = compileMillis();
        RunResult result = run.run(ProgressListener.NONE);
        long t2 = System.nanoTime();
        double cpu = (threads.getCurrentThreadCpuTime() - cpu0) / 1e9;
        double compile = compile0 < 0 ? -1 : (compileMillis() - compile0) / 1e3;
        String digest = digest(JsonText.of(result.summary()));
        return new Figure(run.eventCount(), run.nowPs() / 1e12, (t1 - t0) / 1e9, (t2 - t1) / 1e9, cpu, compile, peakRssMB(), loadBefore,
                loadAverage(), digest, result.status().jsonName());
    }

    private static double round(double seconds) {
        return Math.round(seconds * 1000) / 1000.0;
    }

    private static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The process's peak resident set so far (VmHWM of /proc/self/status) in MB, or -1 where the system does not tell. */
    public static double peakRssMB() {
        try {
            for (String l : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (l.startsWith("VmHWM:")) {
                    return Long.parseLong(l.substring(6).trim().split("\\s+")[0]) / 1024.0;
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }

    /**
     * Milliseconds the JVM's just-in-time compilers have worked so far (on their own threads, beside the simulating
     * one), or -1 where the JVM does not tell. Over a cold run this is the price of warming up: the loop runs
     * interpreted or in quickly compiled code until the optimising compiler has finished its hot methods.
     */
    private static long compileMillis() {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : -1;
    }

    /** The system's load average over the last minute, or -1 where the system does not tell. */
    public static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }
}
