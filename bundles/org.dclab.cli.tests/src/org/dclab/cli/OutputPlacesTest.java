package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every place a run will write is checked before it simulates: a bad --out, --bundle or --pcap is exit 1 with
 * "cannot write to X: reason" and no summary, never a Java exception after the run. The scenario runs for a
 * simulated second, far longer than any of these takes, so an empty standard output shows the run never started.
 */
class OutputPlacesTest {

    private static final String INCAST = CliFixture.example("incast-naive-single-bottleneck").toString();

    @TempDir
    Path dir;

    @Test
    void outNamingAnExistingFile() throws Exception {
        Path file = Files.writeString(dir.resolve("results"), "not a folder");

        refusedBeforeTheRun("cannot write to " + file + ": it is a file, not a folder; name a folder (it is made if missing)",
                "run", INCAST, "--out", file.toString());
    }

    @Test
    void outNamingADevice() {
        refusedBeforeTheRun("cannot write to /dev/null: it is a device, pipe or socket, not a folder", "run", INCAST, "--out", "/dev/null");
    }

    @Test
    void outInsideProc() {
        refusedBeforeTheRun("cannot write to /proc/dclab-results: ", "run", INCAST, "--out", "/proc/dclab-results");
    }

    @Test
    void outHoldingAFolderWhereAResultFileGoes() throws Exception {
        Files.createDirectories(dir.resolve("summary.json"));

        refusedBeforeTheRun("cannot write to " + dir.resolve("summary.json") + ": it is a folder; move it out of the way",
                "run", INCAST, "--out", dir.toString());
    }

    @Test
    void bundleNamingAFolder() {
        refusedBeforeTheRun("cannot write to " + dir + ": it is a folder; name a file, e.g. " + dir.resolve("run.zip"),
                "run", INCAST, "--bundle", dir.toString());
    }

    @Test
    void bundleNamingADevice() {
        refusedBeforeTheRun("cannot write to /dev/null: it is a device, pipe or socket, not a regular file; name a file",
                "run", INCAST, "--bundle", "/dev/null");
    }

    @Test
    void pcapIntoAPlaceThatTakesNoFiles() {
        refusedBeforeTheRun("cannot write to /proc/self: ", "run", INCAST, "--pcap", "client", "--out", "/proc/self");
    }

    @Test
    void sweepOutNamingAFile() throws Exception {
        Path file = Files.writeString(dir.resolve("sweep"), "");

        refusedBeforeTheRun("cannot write to " + file + ": it is a file, not a folder", "sweep", INCAST, "--param",
                "incast.serverCount=1,2", "--out", file.toString());
    }

    /** A good place is made and used: the check leaves nothing behind but the results. */
    @Test
    void aNewFolderIsMadeAndHoldsOnlyTheResults() throws Exception {
        Path out = dir.resolve("new/results");
        CliFixture cli = new CliFixture();

        assertEquals(0, cli.run("run", INCAST, "--until", "1ms", "--quiet", "--out", out.toString()), cli.err::toString);

        try (var files = Files.list(out)) {
            assertEquals(java.util.List.of("series.csv", "series.json", "summary.csv", "summary.json"),
                    files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    private static void refusedBeforeTheRun(String expected, String... args) {
        CliFixture cli = new CliFixture();

        int code = cli.run(args);

        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, code, cli.err::toString);
        assertTrue(cli.err.toString().contains(expected), cli.err::toString);
        assertEquals("", cli.out.toString(), "nothing was run");
        assertFalse(cli.err.toString().contains("Exception"), cli.err::toString);
        assertEquals(1, cli.err.toString().lines().count(), cli.err::toString);
    }
}
