package org.dclab.sim.bundle;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

import org.dclab.model.Scenario;
import org.dclab.model.internal.resource.AtomicFileWrite;
import org.dclab.model.internal.resource.LoadProblems;
import org.dclab.model.resource.ScenarioFileException;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.RunResult;
import org.dclab.sim.results.ResultFiles;
import org.dclab.sim.results.SummaryJson;

/**
 * One zip archive that holds a run and what is needed to make it again: the scenario as it ran
 * ({@code scenario.dclab}, with every --set already applied), the recipe ({@code run.properties}: seed, version,
 * end time, where the run stood, command line), the results as {@code dclab run --out} writes them and any charts
 * under {@code charts/}.
 */
public final class RunBundle {

    static final String SCENARIO = "scenario.dclab";
    static final String CHARTS = "charts/";
    /** The most a bundle's recipe or summary may hold: a summary of 100,000 applications is about 20 MiB. */
    private static final int MAX_TEXT_BYTES = 64 << 20;

    private final String label;
    private final RunRecipe recipe;
    private final Scenario scenario;
    private final String summaryJson;
    private final String summaryCsv;
    private final List<String> entries;

    private RunBundle(String label, RunRecipe recipe, Scenario scenario, String summaryJson, String summaryCsv,
            List<String> entries) {
        this.label = label;
        this.recipe = recipe;
        this.scenario = scenario;
        this.summaryJson = summaryJson;
        this.summaryCsv = summaryCsv;
        this.entries = entries;
    }

    /**
     * Writes a bundle to {@code zip} atomically: a reader sees the old file or the whole new one, never a part.
     * {@code extraFiles} (e.g. "charts/queue.png") are stored as given.
     */
    public static void write(Path zip, Scenario scenario, RunRecipe recipe, RunResult result, Map<String, byte[]> extraFiles)
            throws IOException {
        write(zip, scenario, recipe, result, extraFiles, () -> false);
    }

    /**
     * As {@link #write(Path, Scenario, RunRecipe, RunResult, Map)}, streaming every entry straight into the archive
     * written beside {@code zip} ({@link AtomicFileWrite}): nothing is staged anywhere else, so a write killed at any
     * point leaves only {@code .NAME.<digits>.tmp} beside it, which the next write of that bundle removes. Once
     * {@code stop} says so, the write is given up with {@link java.io.InterruptedIOException} and {@code zip} is as it
     * was.
     */
    public static void write(Path zip, Scenario scenario, RunRecipe recipe, RunResult result, Map<String, byte[]> extraFiles,
            BooleanSupplier stop) throws IOException {
        AtomicFileWrite.write(zip, out -> {
            ZipOutputStream archive = new ZipOutputStream(out);
            put(archive, RunRecipe.FILE, entry -> entry.write(recipe.toText().getBytes(StandardCharsets.UTF_8)));
            put(archive, SCENARIO, entry -> ScenarioFiles.write(scenario, entry));
            for (String name : ResultFiles.FILES) {
                put(archive, name, entry -> ResultFiles.write(name, result, entry));
            }
            for (Map.Entry<String, byte[]> extra : extraFiles.entrySet()) {
                put(archive, extra.getKey(), entry -> entry.write(extra.getValue()));
            }
            archive.finish();
        }, stop);
    }

    /** Reads the bundle in {@code zip}, or fails with a message that names the file and what is wrong with it. */
    public static RunBundle open(Path zip) throws RunBundleException {
        String label = zip.toString();
        String notAFile = LoadProblems.notAFile(zip, label, "a run bundle",
                "not a run bundle; name the .zip file that dclab run --bundle or File > Export Run wrote");
        if (notAFile != null) {
            throw new RunBundleException(notAFile);
        }
        try (ZipFile file = new ZipFile(zip.toFile())) {
            List<String> names = file.stream().map(ZipEntry::getName).toList();
            RunRecipe recipe = RunRecipe.parse(text(file, RunRecipe.FILE, label), label);
            Scenario scenario = scenario(file, label);
            if (scenario.getSeed() != recipe.seed()) {
                throw new RunBundleException(label + ": the scenario's seed " + scenario.getSeed() + " differs from the recipe's "
                        + recipe.seed() + "; the bundle was altered after it was written");
            }
            return new RunBundle(label, recipe, scenario, text(file, ResultFiles.SUMMARY_JSON, label),
                    text(file, ResultFiles.SUMMARY_CSV, label), names);
        } catch (ZipException e) {
            throw new RunBundleException(label + ": not a DC Lab run bundle (not a zip archive: " + e.getMessage() + ")", e);
        } catch (IOException e) {
            throw new RunBundleException(label + ": cannot be read: " + e.getMessage(), e);
        }
    }

    public String label() {
        return label;
    }

    public RunRecipe recipe() {
        return recipe;
    }

    /** The scenario as it ran; a fresh copy per {@link #open}, safe to run or edit. */
    public Scenario scenario() {
        return scenario;
    }

    /** The summary as the original run printed it with --json. */
    public String summaryJson() {
        return summaryJson;
    }

    /**
     * The bundled run's results as the workbench compares them with a run of its own: its summary read back from
     * {@code summary.json}, where and how it stood; without its series, which a bundle keeps in files of their own.
     */
    public RunResult result() throws RunBundleException {
        try {
            String standing = recipe.standing().isEmpty() ? recipe.status().jsonName() : recipe.standing();
            return new RunResult(recipe.status(), SummaryJson.read(summaryJson), List.of(), standing);
        } catch (IllegalArgumentException e) {
            throw new RunBundleException(label + "!" + ResultFiles.SUMMARY_JSON + ": " + e.getMessage(), e);
        }
    }

    String summaryCsv() {
        return summaryCsv;
    }

    /** The names of the files in the archive, in archive order. */
    public List<String> entries() {
        return entries;
    }

    /** The chart images stored in the bundle. */
    public List<String> charts() {
        return entries.stream().filter(n -> n.startsWith(CHARTS) && !n.endsWith("/")).toList();
    }

    private static Scenario scenario(ZipFile file, String label) throws IOException, RunBundleException {
        byte[] content = bytes(file, SCENARIO, label, ScenarioFiles.MAX_FILE_BYTES);
        try {
            return ScenarioFiles.read(content, label + "!" + SCENARIO);
        } catch (ScenarioFileException e) {
            throw new RunBundleException(e.getMessage(), e);
        }
    }

    private static String text(ZipFile file, String name, String label) throws IOException, RunBundleException {
        return new String(bytes(file, name, label, MAX_TEXT_BYTES), StandardCharsets.UTF_8);
    }

    /**
     * An entry's content, read no further than {@code maxBytes}: a zip's sizes are only claims, and an entry that
     * inflates to gigabytes must not fill the memory before it is refused.
     */
    private static byte[] bytes(ZipFile file, String name, String label, int maxBytes) throws IOException, RunBundleException {
        try (InputStream in = file.getInputStream(required(file, name, label))) {
            byte[] content = in.readNBytes(maxBytes + 1);
            if (content.length > maxBytes) {
                throw new RunBundleException(label + "!" + name + ": inflates to more than " + (maxBytes >> 20)
                        + " MiB, more than a run bundle's " + name + " holds; the bundle is damaged or not from DC Lab");
            }
            return content;
        }
    }

    private static ZipEntry required(ZipFile file, String name, String label) throws RunBundleException {
        ZipEntry entry = file.getEntry(name);
        if (entry == null) {
            throw new RunBundleException(label + ": not a complete DC Lab run bundle, " + name + " is missing");
        }
        return entry;
    }

    private static void put(ZipOutputStream archive, String name, AtomicFileWrite.Content content) throws IOException {
        archive.putNextEntry(new ZipEntry(name));
        content.writeTo(archive);
        archive.closeEntry();
    }
}
