package org.dclab.sim.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RepositoryFiles;
import org.dclab.sim.RunOptions;
import org.dclab.sim.RunResult;
import org.dclab.sim.RunStatus;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.dclab.sim.results.JsonText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Oracle: the engine is deterministic, so a bundle opened again gives the very summary it was written with. */
class RunBundleTest {

    private static final long FIVE_MILLIS_PS = 5_000_000_000L;

    @TempDir
    Path dir;

    private static Scenario example() throws Exception {
        return ScenarioFiles.load(RepositoryFiles.example("coexist-fig3-threshold"));
    }

    private Path bundle(Scenario scenario, SimulationRun run) throws IOException {
        RunResult result = run.result();
        Path zip = dir.resolve("run.zip");
        RunBundle.write(zip, scenario, RunRecipe.of(run, result, scenario.getSeed(), "0.1.0.test", "dclab run test", "test"),
                result, Map.of("charts/queue.png", new byte[] { 1, 2, 3 }));
        return zip;
    }

    @Test
    void aRunToItsEndIsMadeAgainExactly() throws Exception {
        Scenario scenario = example();
        SimulationRun run = Simulations.prepare(scenario, new RunOptions().untilPs(FIVE_MILLIS_PS));
        run.run(ProgressListener.NONE);
        String original = JsonText.of(run.result().summary());

        RunBundle opened = RunBundle.open(bundle(scenario, run));
        Reproduction again = Reproduction.of(opened, ProgressListener.NONE);

        assertTrue(again.identical(), () -> "differences: " + again.differences());
        assertEquals(original, JsonText.of(again.result().summary()));
        assertEquals(original, opened.summaryJson().strip());
        assertEquals(List.of("charts/queue.png"), opened.charts());
        assertTrue(opened.recipe().reachedEnd());
    }

    /**
     * Compared in the workbench, a bundle's results are its summary read back: written again they are the very bytes
     * of its summary.json, so figure by figure they equal the run it was made from (counts stay whole numbers, a
     * figure that is not a number comes back as NaN), and it stood where the run stood.
     */
    @Test
    void aBundlesResultIsTheSummaryItWasWrittenWith() throws Exception {
        Scenario scenario = example();
        SimulationRun run = Simulations.prepare(scenario, new RunOptions().untilPs(FIVE_MILLIS_PS));
        run.step(1_000);
        RunResult original = run.result();

        RunResult bundled = RunBundle.open(bundle(scenario, run)).result();

        assertEquals(JsonText.of(original.summary()), JsonText.of(bundled.summary()));
        assertEquals(org.dclab.sim.results.Flattened.of(original.summary()).keySet(),
                org.dclab.sim.results.Flattened.of(bundled.summary()).keySet());
        assertEquals(((Number) original.summary().get("events")).longValue(), bundled.summary().get("events"));
        assertTrue(bundled.summary().get("rctMs") instanceof Double d && d.isNaN(), "no RCT yet: " + bundled.summary().get("rctMs"));
        assertEquals(original.standing(), bundled.standing());
        assertEquals(RunStatus.STOPPED, bundled.status());
    }

    /** A teacher stops a run anywhere: after a time step and a few single events in the same instant or later. */
    @Test
    void aRunStoppedBetweenEventsIsMadeAgainToTheSameEvent() throws Exception {
        Scenario scenario = example();
        SimulationRun run = Simulations.prepare(scenario, new RunOptions());
        run.advanceTo(FIVE_MILLIS_PS / 2, ProgressListener.NONE);
        run.step(37);

        RunBundle opened = RunBundle.open(bundle(scenario, run));
        Reproduction again = Reproduction.of(opened, ProgressListener.NONE);

        assertTrue(again.identical(), () -> "differences: " + again.differences());
        assertEquals(run.eventCount(), opened.recipe().stopEvents());
        assertEquals(run.result().summary(), again.result().summary());
    }

    @Test
    void aRunStoppedAtAnInstantWithoutEventsKeepsItsClock() throws Exception {
        Scenario scenario = example();
        SimulationRun run = Simulations.prepare(scenario, new RunOptions());
        run.advanceTo(FIVE_MILLIS_PS / 3 + 1, ProgressListener.NONE);

        Reproduction again = Reproduction.of(RunBundle.open(bundle(scenario, run)), ProgressListener.NONE);

        assertTrue(again.identical(), () -> "differences: " + again.differences());
    }

    @Test
    void aCancelledRunIsMadeAgainAsCancelled() throws Exception {
        Scenario scenario = example();
        SimulationRun run = Simulations.prepare(scenario, new RunOptions());
        run.advanceTo(FIVE_MILLIS_PS / 4, ProgressListener.NONE);
        run.cancel();

        Reproduction again = Reproduction.of(RunBundle.open(bundle(scenario, run)), ProgressListener.NONE);

        assertEquals(RunStatus.CANCELLED, again.result().status());
        assertTrue(again.identical(), () -> "differences: " + again.differences());
    }

    /** A bundle whose summary was edited by hand no longer reproduces, and the difference names the figure. */
    @Test
    void anAlteredSummaryIsReportedFigureByFigure() throws Exception {
        Scenario scenario = example();
        SimulationRun run = Simulations.prepare(scenario, new RunOptions().untilPs(FIVE_MILLIS_PS / 5));
        run.run(ProgressListener.NONE);
        Path zip = bundle(scenario, run);
        long events = run.eventCount();
        Path altered = rewrite(zip, Map.of("summary.csv", csv -> csv.replace("," + events + ",", "," + (events + 1) + ","),
                "summary.json", json -> json.replace("\"events\":" + events + ",", "\"events\":" + (events + 1) + ",")));

        Reproduction again = Reproduction.of(RunBundle.open(altered), ProgressListener.NONE);

        assertTrue(again.differences().contains("events: bundle " + (events + 1) + ", now " + events),
                () -> "differences: " + again.differences());
    }

    @Test
    void writingReplacesAnOldBundleWithoutLeavingPartsBehind() throws Exception {
        Scenario scenario = example();
        SimulationRun run = Simulations.prepare(scenario, new RunOptions().untilPs(FIVE_MILLIS_PS / 5));
        run.run(ProgressListener.NONE);
        Files.writeString(dir.resolve("run.zip"), "an older file");
        bundle(scenario, run);
        try (var files = Files.list(dir)) {
            assertEquals(List.of("run.zip"), files.map(p -> p.getFileName().toString()).toList());
        }
        RunBundle.open(dir.resolve("run.zip"));
    }

    /**
     * A bundle is made beside itself, not in a staging folder under the temporary folder: kill -9 during a write left
     * dclab-bundle folders there with partial results that nothing ever removed. Looked at while the write goes on (when
     * it reads the charts to store), for a folder holding this write's recipe.
     */
    @Test
    void writingStagesNothingInTheTemporaryFolder() throws Exception {
        Scenario scenario = example();
        SimulationRun run = Simulations.prepare(scenario, new RunOptions().untilPs(FIVE_MILLIS_PS / 5));
        run.run(ProgressListener.NONE);
        String marker = "dclab run staging-test-" + System.nanoTime();
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        List<Path> staged = new ArrayList<>();
        Map<String, byte[]> charts = new AbstractMap<>() {
            @Override
            public Set<Entry<String, byte[]>> entrySet() {
                staged.addAll(foldersHolding(tmp, marker));
                return Map.of("charts/queue.png", new byte[] { 1, 2, 3 }).entrySet();
            }
        };

        RunBundle.write(dir.resolve("run.zip"), scenario, RunRecipe.of(run, run.result(), scenario.getSeed(), "0.1.0.test", marker, "test"),
                run.result(), charts);

        assertEquals(List.of(), staged);
        assertEquals(List.of("charts/queue.png"), RunBundle.open(dir.resolve("run.zip")).charts());
    }

    private static List<Path> foldersHolding(Path tmp, String marker) {
        try (var entries = Files.list(tmp)) {
            return entries.filter(p -> p.getFileName().toString().startsWith("dclab-bundle")).filter(p -> {
                try {
                    return Files.readString(p.resolve(RunRecipe.FILE)).contains(marker);
                } catch (IOException e) {
                    return false;
                }
            }).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Cancel reaches a remake (File > Open Run Bundle runs it in a job), which then says it did not finish. */
    @Test
    void aCancelledRemakeSaysSo() throws Exception {
        Scenario scenario = example();
        SimulationRun run = Simulations.prepare(scenario, new RunOptions().untilPs(FIVE_MILLIS_PS));
        run.run(ProgressListener.NONE);
        RunBundle opened = RunBundle.open(bundle(scenario, run));

        RunBundleException e = assertThrows(RunBundleException.class,
                () -> Reproduction.of(opened, ProgressListener.NONE, SimulationRun::cancel));

        assertTrue(e.getMessage().endsWith("cancelled before the run got to where the original stood"), e.getMessage());
    }

    @Test
    void badFilesAreRefusedWithTheirName() throws Exception {
        Path text = Files.writeString(dir.resolve("notes.zip"), "not an archive");
        RunBundleException notZip = assertThrows(RunBundleException.class, () -> RunBundle.open(text));
        assertTrue(notZip.getMessage().startsWith(text + ": not a DC Lab run bundle"), notZip.getMessage());

        Path empty = dir.resolve("empty.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(empty))) {
            out.putNextEntry(new ZipEntry("something.txt"));
            out.closeEntry();
        }
        RunBundleException incomplete = assertThrows(RunBundleException.class, () -> RunBundle.open(empty));
        assertTrue(incomplete.getMessage().contains("run.properties is missing"), incomplete.getMessage());

        RunBundleException missing = assertThrows(RunBundleException.class, () -> RunBundle.open(dir.resolve("nowhere.zip")));
        assertTrue(missing.getMessage().endsWith("no such file; check the path"), missing.getMessage());
    }

    private Path rewrite(Path zip, Map<String, UnaryOperator<String>> changes) throws IOException {
        Path out = dir.resolve("altered.zip");
        try (ZipFile in = new ZipFile(zip.toFile()); ZipOutputStream o = new ZipOutputStream(Files.newOutputStream(out))) {
            for (ZipEntry e : in.stream().toList()) {
                byte[] bytes;
                try (InputStream s = in.getInputStream(e)) {
                    bytes = s.readAllBytes();
                }
                if (changes.containsKey(e.getName())) {
                    bytes = changes.get(e.getName()).apply(new String(bytes, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
                }
                o.putNextEntry(new ZipEntry(e.getName()));
                o.write(bytes);
                o.closeEntry();
            }
        }
        return out;
    }
}
