package org.dclab.sim.campaign;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFileException;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.SweepPlan;
import org.dclab.sim.SweepPoint;

/**
 * A campaign folder: the scenario as swept ({@code scenario.dclab}, every --set applied), the plan
 * ({@code plan.properties}: parameters, values and repetitions; {@code plan.csv} lists every run with its seed), the
 * results store ({@code results.sqlite}) and {@code runs/}, where each run leaves a marker while it runs, a note when
 * it failed, and (on a cluster) its own result file and log until they are collected.
 */
public final class Campaign {

    public static final String SCENARIO = "scenario.dclab";
    public static final String PLAN = "plan.properties";
    public static final String PLAN_CSV = "plan.csv";
    public static final String RUNS = "runs";
    /** The line of plan.properties that asks every run of the campaign to store its time series. */
    private static final String SERIES_LINE = "series=true";

    private final Path dir;

    private Campaign(Path dir) {
        this.dir = dir;
    }

    public static Campaign at(Path dir) {
        return new Campaign(dir);
    }

    public Path dir() {
        return dir;
    }

    /**
     * The campaign {@code dir} is, or the nearest one it lies in: a folder chooser handed a typed campaign path goes into
     * the folder and hands over its first subfolder (runs/, slurm/). {@code dir} itself when neither it nor a folder
     * above it is a campaign, for {@link #plan()} to say so.
     */
    public static Campaign enclosing(Path dir) {
        for (Path d = dir.toAbsolutePath(); d != null; d = d.getParent()) {
            if (at(d).exists()) {
                return at(d);
            }
        }
        return at(dir);
    }

    /**
     * Takes this folder for the calling dclab until closed ({@link CampaignLock}); throws a {@link CampaignException}
     * naming the holder when another has it.
     */
    public CampaignLock lock() throws IOException {
        return CampaignLock.take(dir);
    }

    /** True when the folder holds a campaign already (its plan). */
    public boolean exists() {
        return Files.isRegularFile(dir.resolve(PLAN));
    }

    /**
     * Writes the scenario and plan. A folder holding a campaign of another scenario is refused: its runs would not
     * be comparable. The same scenario with other parameter values or more repetitions extends the campaign; the
     * runs it holds already are kept and not run again.
     */
    public void write(Scenario scenario, SweepPlan plan) throws IOException {
        write(scenario, plan, false);
    }

    /** As {@link #write(Scenario, SweepPlan)}; {@code withSeries} stores every run's time series from now on. */
    public void write(Scenario scenario, SweepPlan plan, boolean withSeries) throws IOException {
        Files.createDirectories(dir.resolve(RUNS));
        Path fresh = Files.createTempFile(dir, ".scenario", ".dclab");
        try {
            ScenarioFiles.save(scenario, fresh);
            Path existing = dir.resolve(SCENARIO);
            if (Files.exists(existing) && !Arrays.equals(Files.readAllBytes(existing), Files.readAllBytes(fresh))) {
                throw new CampaignException(dir + " holds a campaign of another scenario (" + existing
                        + " differs); sweep into a new folder, or use that scenario to extend this campaign");
            }
            Files.move(fresh, existing, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(fresh);
        }
        writeAtomically(PLAN, PlanFile.text(plan) + (withSeries ? SERIES_LINE + "\n" : ""));
        writeAtomically(PLAN_CSV, PlanFile.csv(plan));
    }

    /** The scenario and plan as written, to run, resume or inspect the campaign. */
    public SweepPlan plan() throws IOException {
        if (!exists()) {
            throw new CampaignException(dir + " is not a campaign folder (no " + PLAN + "); dclab sweep FILE --out "
                    + dir + " makes one");
        }
        Scenario scenario;
        try {
            scenario = ScenarioFiles.load(dir.resolve(SCENARIO));
        } catch (ScenarioFileException e) {
            throw new CampaignException(e.getMessage());
        }
        return PlanFile.read(scenario, Files.readString(dir.resolve(PLAN), StandardCharsets.UTF_8), dir.resolve(PLAN));
    }

    /** True when the campaign's runs store their time series (dclab sweep --series). */
    public boolean recordsSeries() throws IOException {
        return exists() && Files.readAllLines(dir.resolve(PLAN), StandardCharsets.UTF_8).contains(SERIES_LINE);
    }

    public ResultsStore openStore() throws IOException {
        return ResultsStore.open(dir.resolve(ResultsStore.FILE));
    }

    public static RunKey keyOf(SweepPoint point) {
        return new RunKey(RunKey.pointOf(point.settings()), point.repetition());
    }

    /** The plan's runs that are not final in the store, in plan order. */
    public List<SweepPoint> pending(SweepPlan plan, ResultsStore store) throws IOException {
        var finished = store.finished();
        List<SweepPoint> pending = new ArrayList<>();
        for (SweepPoint p : plan.points()) {
            if (!finished.contains(keyOf(p))) {
                pending.add(p);
            }
        }
        return pending;
    }

    /** Where a run of this campaign leaves its marker while it runs ({@code host pid [slurm job]}). */
    public Path runningMarker(RunKey key) {
        return dir.resolve(RUNS).resolve(key.fileName() + ".running");
    }

    /** Where a run that failed says why. */
    public Path failedNote(RunKey key) {
        return dir.resolve(RUNS).resolve(key.fileName() + ".failed");
    }

    /** A cluster task's own result file for a run, merged into the store by collect. */
    public Path resultFile(RunKey key) {
        return dir.resolve(RUNS).resolve(key.fileName() + ".sqlite");
    }

    /**
     * Merges every result file a cluster task left in {@code runs/} into the store and deletes it once merged, so
     * collecting twice merges nothing twice. Returns the runs merged.
     */
    public List<RunKey> collect(ResultsStore store) throws IOException {
        List<Path> files;
        try (var listing = Files.list(dir.resolve(RUNS))) {
            files = listing.filter(f -> f.getFileName().toString().endsWith(".sqlite")).sorted().toList();
        } catch (java.nio.file.NoSuchFileException e) {
            return List.of();
        }
        List<RunKey> merged = new ArrayList<>();
        for (Path file : files) {
            merged.addAll(store.merge(file));
            Files.delete(file);
        }
        return merged;
    }

    /** Replaces a file of the campaign in one step, so a reader never sees half of it. */
    public void writeAtomically(String name, String text) throws IOException {
        writeAtomically(dir.resolve(name), text);
    }

    static void writeAtomically(Path target, String text) throws IOException {
        Path tmp = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Runs of the plan grouped by point, in plan order. */
    public static Map<String, List<SweepPoint>> byPoint(SweepPlan plan) {
        Map<String, List<SweepPoint>> points = new LinkedHashMap<>();
        for (SweepPoint p : plan.points()) {
            points.computeIfAbsent(RunKey.pointOf(p.settings()), k -> new ArrayList<>()).add(p);
        }
        return points;
    }
}
