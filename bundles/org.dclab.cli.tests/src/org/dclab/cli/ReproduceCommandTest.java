package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `dclab run --bundle` then `dclab reproduce`: the same figures, and the bundle holds what it promises. */
class ReproduceCommandTest {

    private static final String DUMBBELL = CliFixture.example("coexist-fig3-threshold").toString();
    private static final byte[] PNG_SIGNATURE = { (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };

    @TempDir
    Path dir;

    @Test
    void aBundledRunIsReproducedWithTheSameSummary() throws Exception {
        Path zip = dir.resolve("fig3.zip");
        CliFixture run = new CliFixture();
        assertEquals(0, run.run("run", DUMBBELL, "--until", "10ms", "--set", "left-right.sourceQueue.markingThreshold=40", "--json",
                "--quiet",
                "--bundle", zip.toString()), run.err::toString);

        CliFixture again = new CliFixture();
        int code = again.run("reproduce", zip.toString(), "--json", "--quiet");

        assertEquals(0, code, again.err::toString);
        assertTrue(again.err.toString().contains("reproduced: every figure of the summary is identical"), again.err::toString);
        assertEquals(run.out.toString(), again.out.toString());
        try (ZipFile bundle = new ZipFile(zip.toFile())) {
            List<String> names = bundle.stream().map(ZipEntry::getName).toList();
            assertTrue(names.containsAll(List.of("run.properties", "scenario.dclab", "summary.json", "summary.csv", "series.csv",
                    "series.json")), names::toString);
            List<String> charts = names.stream().filter(n -> n.startsWith("charts/")).toList();
            assertTrue(!charts.isEmpty(), "the example records a queue and windows: " + names);
            for (String chart : charts) {
                try (InputStream in = bundle.getInputStream(bundle.getEntry(chart))) {
                    assertArrayEquals(PNG_SIGNATURE, Arrays.copyOf(in.readAllBytes(), 8), chart + " is a PNG");
                }
            }
            String recipe = new String(bundle.getInputStream(bundle.getEntry("run.properties")).readAllBytes());
            assertTrue(recipe.contains("commandLine=dclab run " + DUMBBELL.replace(":", "\\:")
                    + " --until 10ms --set left-right.sourceQueue.markingThreshold\\=40"),
                    recipe);
            assertTrue(recipe.contains("seed=1"), recipe);
        }
    }

    @Test
    void whatIsNoBundleIsRefusedWithItsName() throws Exception {
        Path notes = Files.writeString(dir.resolve("notes.zip"), "shopping list");
        CliFixture cli = new CliFixture();

        int code = cli.run("reproduce", notes.toString());

        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, code);
        assertEquals("dclab reproduce: " + notes + ": not a DC Lab run bundle", cli.err.toString().lines().findFirst().orElseThrow()
                .replaceFirst(" \\(.*", ""));
    }

    @Test
    void aFolderIsRefusedAsAFolder() {
        refused("dclab reproduce: " + dir + ": is a folder, not a run bundle; name the .zip file that dclab run --bundle or File > "
                + "Export Run wrote", dir.toString());
    }

    @Test
    void aPipeIsRefusedAsAPipeAtOnce() throws Exception {
        Path fifo = dir.resolve("bundle.zip");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());

        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> refused("dclab reproduce: " + fifo + ": is not a regular file but a "
                + "device, pipe or socket; a run bundle is read from a file: save it to one and name that", fifo.toString()));
    }

    /** A run cannot stop before it starts: the recipe was altered, as much as one saying stopPs=abc. */
    @Test
    void aRecipeWithANegativeStopIsDamaged() throws Exception {
        Path zip = dir.resolve("run.zip");
        CliFixture run = new CliFixture();
        assertEquals(0, run.run("run", DUMBBELL, "--until", "1ms", "--quiet", "--bundle", zip.toString()), run.err::toString);
        Path altered = dir.resolve("altered.zip");
        try (ZipFile in = new ZipFile(zip.toFile()); ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(altered))) {
            for (ZipEntry entry : in.stream().toList()) {
                byte[] content = in.getInputStream(entry).readAllBytes();
                if (entry.getName().equals("run.properties")) {
                    content = new String(content, StandardCharsets.UTF_8).replaceFirst("stopPs=\\d+", "stopPs=-5")
                            .getBytes(StandardCharsets.UTF_8);
                }
                out.putNextEntry(new ZipEntry(entry.getName()));
                out.write(content);
                out.closeEntry();
            }
        }

        refused("dclab reproduce: " + altered + ": run.properties has 'stopPs=-5', not a time from 0 to endPs=1000000000; the bundle is "
                + "damaged or not from DC Lab", altered.toString());
    }

    private static void refused(String expected, String bundle) {
        CliFixture cli = new CliFixture();

        int code = cli.run("reproduce", bundle, "--quiet");

        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, code, cli.err::toString);
        assertEquals(expected, cli.err.toString().strip());
    }
}
