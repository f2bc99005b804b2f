package org.dclab.ui.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/** {@code dclab bench --stack}: the engine's benchmark on either TCP stack, the papers' by default. */
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

    /** Issue 20's two comparison runs with a C++ simulator besides the fat trees, by name and with --cpp-comparison. */
    @Test
    void theCppComparisonOptionRunsItsTwoComparisonRuns() {
        List<String> lines = benchLines("--cpp-comparison", "--warmup", "0");

        assertEquals(2, lines.size(), "one JSON line per scenario: " + lines);
        assertTrue(lines.get(0).startsWith("{\"scenario\":\"dumbbell-dctcp-10g\","), lines.get(0));
        assertTrue(lines.get(1).startsWith("{\"scenario\":\"incast64x5000\","), lines.get(1));
        assertTrue(lines.get(1).contains("\"servers\":64"), lines.get(1));
        assertEquals(events(lines.get(0)), events(bench("--scenario", "dumbbell-dctcp-10g", "--warmup", "0")));
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

    private static long events(String line) {
        Matcher m = EVENTS.matcher(line);
        assertTrue(m.find(), line);
        return Long.parseLong(m.group(1));
    }
}
