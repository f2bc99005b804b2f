package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dclab bench}: the engine's benchmark on either TCP stack (the papers' by default) and the suite run as files. */
class BenchCommandTest {

    private static final Pattern EVENTS = Pattern.compile("\"events\":(\\d+)");

    @Test
    void theStackOptionPicksTheStackAndTheLineSaysWhich() {
        String papers = bench("--scenario", "dumbbell", "--warmup", "0");
        String explicitPapers = bench("--scenario", "dumbbell", "--warmup", "0", "--stack", "papers");
        String linux = bench("--scenario", "dumbbell", "--warmup", "0", "--stack", "linux");

        assertFalse(papers.contains("\"stack\""), "the papers' stack keeps the benchmark's record format: " + papers);
        assertEquals(events(papers), events(explicitPapers), "papers is the default");
        assertTrue(linux.contains("\"stack\":\"linux\""), linux);
        assertNotEquals(events(papers), events(linux), "the Linux stack runs other events");
    }

    /** A scenario at scale, cut to a sliver of its time: the line gives cold and warm times, build time and memory. */
    @Test
    void aFatTreeLineGivesColdWarmBuildAndMemory() {
        String line = bench("--scenario", "fattree8", "--fraction", "0.002", "--warmup", "1");

        for (String field : List.of("\"scenario\":\"fattree8\"", "\"coldWallSeconds\":", "\"coldEventsPerSecond\":", "\"buildSeconds\":",
                "\"coldBuildSeconds\":", "\"peakHeapMB\":", "\"peakRssMB\":", "\"hosts\":128")) {
            assertTrue(line.contains(field), field + " in " + line);
        }
        assertTrue(events(line) > 0, line);
    }

    /** A suite scenario runs as a file would: the line gives the run's figures cold and warm, and its summary's digest. */
    @Test
    void aSuiteScenarioRunsAsAFile() {
        String line = bench("--scenario", "fattree-128", "--fraction", "0.01", "--warmup", "1");

        for (String field : List.of("{\"scenario\":\"fattree-128\"", "\"status\":\"completed\"", "\"summaryDigest\":",
                "\"coldEventsPerSecond\":", "\"coldBuildSeconds\":", "\"coldCompileSeconds\":", "\"coldPeakRssMB\":", "\"coldLoad\":[",
                "\"warmEventsPerSecond\":", "\"warmPeakRssMB\":")) {
            assertTrue(line.contains(field), field + " in " + line);
        }
        assertTrue(events(line) > 0, line);
    }

    /** The files --write-suite writes are the suite, and bench runs a file given by name as it runs the suite's. */
    @Test
    void theSuiteIsWrittenAsFilesThatBenchRuns(@TempDir Path dir) {
        CliFixture cli = new CliFixture();

        assertEquals(0, cli.run("bench", "--write-suite", dir.toString()), cli.err::toString);

        assertEquals(List.of("fattree-128", "fattree-432", "fattree-1024", "fattree-3456", "fattree-8192", "incast-64x5000"),
                cli.out.toString().lines().map(l -> Path.of(l).getFileName().toString().replace(".dclab", "")).toList());
        String fromFile = bench(dir.resolve("fattree-128.dclab").toString(), "--fraction", "0.01", "--warmup", "0");
        String byName = bench("--scenario", "fattree-128", "--fraction", "0.01", "--warmup", "0");
        assertEquals(events(byName), events(fromFile));
        assertEquals(digest(byName), digest(fromFile));
    }

    @Test
    void aFractionOutsideZeroToOneIsInvalidInput() {
        CliFixture cli = new CliFixture();

        int code = cli.run("bench", "--scale", "--fraction", "2");

        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, code);
        assertEquals(List.of("dclab bench: --fraction 2.0: give a number more than 0 and at most 1"), cli.err.toString().lines().toList());
    }

    @Test
    void anUnknownStackIsInvalidInput() {
        CliFixture cli = new CliFixture();

        int code = cli.run("bench", "--stack", "bsd");

        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, code);
        assertEquals(List.of("dclab bench: --stack bsd: unknown TCP stack; choose one of [papers, linux]"), cli.err.toString().lines()
                .toList());
    }

    private static String bench(String... options) {
        List<String> lines = benchLines(options);
        assertEquals(1, lines.size(), "one JSON line per scenario: " + lines);
        return lines.get(0);
    }

    private static List<String> benchLines(String... options) {
        PrintStream stdout = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        String[] args = new String[options.length + 1];
        args[0] = "bench";
        System.arraycopy(options, 0, args, 1, options.length);
        CliFixture cli = new CliFixture();
        int code;
        try {
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            code = cli.run(args);
        } finally {
            System.setOut(stdout);
        }
        assertEquals(0, code, cli.err::toString);
        return captured.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private static String digest(String line) {
        Matcher m = Pattern.compile("\"summaryDigest\":\"(\\w+)\"").matcher(line);
        assertTrue(m.find(), line);
        return m.group(1);
    }

    private static long events(String line) {
        Matcher m = EVENTS.matcher(line);
        assertTrue(m.find(), line);
        return Long.parseLong(m.group(1));
    }
}
