package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Options that make no sense are refused before anything runs or is written: exit 1, one line on standard error that
 * names the option and says what to write instead, nothing on standard output and nothing new on disk, not even on the
 * way to the refusal. Each of these was once accepted (issue 27).
 */
class CommandLineMisuseTest {

    private static final String DUMBBELL = CliFixture.example("dumbbell-two-flows").toString();
    private static final String INCAST = CliFixture.example("incast-naive-single-bottleneck").toString();

    @TempDir
    Path dir;

    @Test
    void aNegativeUntilIsRefused() throws IOException {
        refused("dclab run: --until -5ms: ", "run", DUMBBELL, "--until", "-5ms", "--quiet", "--out", dir.resolve("out").toString());
    }

    @Test
    void anUntilOfZeroIsRefused() throws IOException {
        refused("dclab run: --until 0s: ", "run", DUMBBELL, "--until", "0s", "--quiet");
    }

    @Test
    void anEmptySweepValueIsRefused() throws IOException {
        refused("dclab sweep: --param incast.serverCount=1,,2: value 2 is empty", "sweep", INCAST, "--param", "incast.serverCount=1,,2",
                "--quiet");
    }

    @Test
    void aTrailingCommaIsAnEmptyValue() throws IOException {
        refused("dclab sweep: --param incast.serverCount=1,2,: value 3 is empty", "sweep", INCAST, "--param", "incast.serverCount=1,2,",
                "--quiet");
    }

    /** Oracle: two equal values are one point run twice with one seed, which sweep.csv would count as two runs with sd 0. */
    @Test
    void aRepeatedSweepValueIsRefusedAndNoCampaignIsMade() throws IOException {
        Path campaign = dir.resolve("camp");

        refused("dclab sweep: --param incast.serverCount=1,1: value 2 (1) is value 1 (1) again", "sweep", INCAST, "--param",
                "incast.serverCount=1,1", "--quiet", "--out", campaign.toString());
    }

    /** 1ms and 1000us are the same duration, written two ways. */
    @Test
    void aValueRepeatedInOtherWordsIsRefused() throws IOException {
        refused("dclab sweep: --param durationPs=1ms,2ms,1000us: value 3 (1000us) is value 1 (1ms) again", "sweep", DUMBBELL, "--param",
                "durationPs=1ms,2ms,1000us", "--quiet");
    }

    @Test
    void aParameterSweptTwiceIsRefused() throws IOException {
        refused("dclab sweep: --param incast.serverCount is given twice", "sweep", INCAST, "--param", "incast.serverCount=1,2",
                "--param", "incast.serverCount=4", "--quiet");
    }

    @Test
    void aParameterSetTwiceIsRefused() throws IOException {
        refused("dclab run: --set seed is given twice", "run", DUMBBELL, "--set", "seed=1", "--set", "seed=2", "--quiet");
    }

    @Test
    void aPatternThatSelectsNothingIsRefusedNamingIt() throws IOException {
        refused("dclab run: --set x*.rateBps=1Gbps: parameter x*.rateBps: no element's name matches the pattern 'x*'", "run", DUMBBELL,
                "--set", "x*.rateBps=1Gbps", "--quiet");
        // s? matches the senders s1 and s2, hosts, which have no rate: the links s1-left and s2-left do, but s? does not match them.
        refused("dclab run: --set s?.rateBps=1Gbps: parameter s?.rateBps: none of the 2 elements whose names match 's?' has that setting",
                "run", DUMBBELL, "--set", "s?.rateBps=1Gbps", "--quiet");
    }

    @Test
    void aPcapNameWithPathSegmentsCreatesNothing() throws IOException {
        Path out = dir.resolve("a/b/out");

        refused("dclab run: --pcap s1/../../../x/y: no link, host or port of that name", "run", DUMBBELL, "--until", "1ms", "--quiet",
                "--out", out.toString(), "--pcap", "s1/../../../x/y");
    }

    @Test
    void aPortCapturedTwiceIsRefused() throws IOException {
        refused("dclab run: --pcap s1 is given twice", "run", DUMBBELL, "--until", "1ms", "--quiet", "--out", dir.resolve("out").toString(),
                "--pcap", "s1", "--pcap", "s1");
    }

    /** Exit 1, the one line expected, no summary, and nothing made in the test's folder, not even --out. */
    private void refused(String expectedStart, String... args) throws IOException {
        CliFixture cli = new CliFixture();

        int code = cli.run(args);

        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, code, cli.err::toString);
        List<String> lines = cli.err.toString().lines().toList();
        assertEquals(1, lines.size(), cli.err::toString);
        assertTrue(lines.get(0).startsWith(expectedStart), lines.get(0));
        assertEquals("", cli.out.toString(), "nothing was run");
        try (Stream<Path> made = Files.walk(dir)) {
            assertEquals(List.of(dir), made.toList(), "nothing is made on the way to refusing");
        }
    }
}
