package org.dclab.sim.papers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.stream.Stream;

import org.dclab.model.Scenario;
import org.dclab.model.parameters.LinkedParameter;
import org.dclab.model.resource.ScenarioFileException;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.RunResult;
import org.dclab.sim.RunStatus;
import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.SweepPlan;
import org.dclab.sim.SweepPoint;
import org.dclab.sim.campaign.Campaign;
import org.dclab.sim.campaign.CampaignLock;
import org.dclab.sim.campaign.CampaignRunner;
import org.dclab.sim.campaign.ResultsStore;
import org.dclab.sim.campaign.ResultsStore.StoredRow;
import org.dclab.sim.campaign.RunKey;

/**
 * A figure run as a campaign ({@link Campaign}: the scenario as run, its plan, the SQLite store) in a folder of its
 * own, each run's readings stored beside its summary as it ends. The same campaign again resumes: runs already done
 * are not run again. A campaign of the check size starts over every time, as the build's check does. Any other starts
 * over when what made its runs has changed, as written in {@code figure.properties}: the scenario with every setting,
 * the plan, the readings, or the engine, known by the digest of the figure's check data made with it.
 */
public final class FigureCampaign {

    /** What a campaign folder records of the definition and engine that made its runs. */
    static final String DEFINITION = "figure.properties";

    private final PaperFigure figure;
    private final FigureSize size;
    private final Variant variant;
    private final Scenario scenario;
    private final SweepPlan plan;
    private volatile CampaignRunner runner;
    private volatile boolean cancelled;

    /**
     * The campaign of {@code figure} at {@code size}, with {@code variant}'s settings when it is not null, its scenario
     * read from {@code examples}. Fails naming the setting or value that does not fit the scenario.
     */
    public FigureCampaign(Path examples, PaperFigure figure, FigureSize size, Variant variant) throws IOException {
        this.figure = figure;
        this.size = size;
        this.variant = variant;
        try {
            scenario = ScenarioFiles.load(examples.resolve(figure.scenario()));
        } catch (ScenarioFileException e) {
            throw new PaperException(figure.id() + ": " + e.getMessage());
        }
        // The figure's parameters are all it sweeps: the example's own sweep may be another (max_p where the paper swept min_th).
        if (scenario.getExperiment() != null) {
            scenario.getExperiment().getSweeps().clear();
        }
        Map<String, String> settings = new LinkedHashMap<>(figure.set());
        if (size == FigureSize.CHECK) {
            settings.putAll(figure.check().set());
        }
        if (variant != null) {
            settings.putAll(variant.set());
        }
        settings.forEach((path, value) -> {
            try {
                LinkedParameter.parse(scenario, path).set(value);
            } catch (IllegalArgumentException e) {
                throw new PaperException(figure.id() + ": set " + path + "=" + value + ": " + e.getMessage());
            }
        });
        plan = SweepPlan.of(scenario, figure.parametersOf(size), figure.repetitionsOf(size));
    }

    /** Checks every point of the campaign as a run would, without running: throws with one line per point that cannot run. */
    public void checkPoints() throws ScenarioNotRunnableException {
        new org.dclab.sim.SweepRunner(plan, Runtime.getRuntime().availableProcessors()).checkAll();
    }

    /** {@code out/ID/check}, {@code out/ID/full}, {@code out/ID/variant-NAME}: where this campaign is kept. */
    public Path folderIn(Path out) {
        return out.resolve(figure.id()).resolve(variant == null ? size.word() : "variant-" + variant.name());
    }

    public int runs() {
        return plan.points().size();
    }

    /**
     * Runs what the campaign in {@code folder} lacks on {@code jobs} workers, telling {@code runDone} how many runs
     * are done (of {@link #runs}) each time one ends, and returns every run stored. {@code engine} is the digest of the
     * figure's check data made by this engine (ignored at the check size). After {@link #cancel} the runs cut short
     * are stored as cancelled, to be run again by the next call.
     */
    public FigureData run(Path folder, int jobs, String engine, String dclabVersion, IntConsumer runDone)
            throws IOException, ScenarioNotRunnableException {
        String definition = definition(engine);
        if (size == FigureSize.CHECK || !definition.equals(recorded(folder))) {
            wipe(folder);
        }
        Files.createDirectories(folder);
        Campaign campaign = Campaign.at(folder);
        try (CampaignLock lock = campaign.lock(); ResultsStore store = campaign.openStore()) {
            campaign.write(scenario, plan);
            Files.writeString(folder.resolve(DEFINITION), "definition=" + definition + "\n", StandardCharsets.UTF_8);
            List<SweepPoint> pending = pending(store);
            AtomicInteger done = new AtomicInteger(runs() - pending.size());
            runDone.accept(done.get());
            if (!pending.isEmpty() && !cancelled) {
                runner = new CampaignRunner(campaign, plan, dclabVersion).withMoreFigures(this::readings);
                if (cancelled) {
                    runner.cancel();
                }
                runner.run(pending, jobs, store, row -> runDone.accept(done.incrementAndGet()));
            }
            return data(store);
        }
    }

    /**
     * The runs still to run: those not stored, and those stored without a full result of their own. A campaign keeps a
     * run stopped short (its worker ended with the process) as final; a figure would then count it out forever.
     */
    private List<SweepPoint> pending(ResultsStore store) throws IOException {
        Map<RunKey, String> statuses = new LinkedHashMap<>();
        for (StoredRow row : store.rows()) {
            statuses.put(new RunKey(row.point(), row.repetition()), row.status());
        }
        List<SweepPoint> pending = new ArrayList<>();
        for (SweepPoint p : plan.points()) {
            String status = statuses.get(Campaign.keyOf(p));
            if (!FigureData.COMPLETED.equals(status) && !RunStatus.OUT_OF_MEMORY.jsonName().equals(status)) {
                pending.add(p);
            }
        }
        return pending;
    }

    /** Stops the runs in progress (stored as cancelled) and skips the rest. */
    public void cancel() {
        cancelled = true;
        CampaignRunner r = runner;
        if (r != null) {
            r.cancel();
        }
    }

    /** Each reading of a run, in order, the earlier ones known by name to the later ones. */
    private Map<String, Object> readings(RunResult result) {
        Map<String, Object> values = new LinkedHashMap<>();
        Map<String, Double> known = new LinkedHashMap<>();
        for (Reading r : figure.readings()) {
            double v;
            try {
                v = r.of().valueIn(result, known);
            } catch (IllegalArgumentException e) {
                if (result.status() != RunStatus.COMPLETED) {
                    // A run cut short may lack what a reading needs; it does not count anyway.
                    v = Double.NaN;
                } else {
                    throw new PaperException(figure.id() + ": reading " + r.name() + " (" + r.of().text() + "): " + e.getMessage(), e);
                }
            }
            known.put(r.name(), v);
            values.put(r.column(), v);
        }
        return values;
    }

    private FigureData data(ResultsStore store) throws IOException {
        Map<RunKey, StoredRow> rows = new LinkedHashMap<>();
        for (StoredRow row : store.rows()) {
            rows.put(new RunKey(row.point(), row.repetition()), row);
        }
        List<FigureData.Run> runs = new ArrayList<>();
        for (SweepPoint p : plan.points()) {
            StoredRow row = rows.get(Campaign.keyOf(p));
            if (row == null) {
                continue;
            }
            Map<String, Double> values = new LinkedHashMap<>();
            for (Reading r : figure.readings()) {
                values.put(r.name(), row.values().get(r.column()) instanceof Number n ? n.doubleValue() : Double.NaN);
            }
            runs.add(new FigureData.Run(p.settings(), p.repetition(), ((Number) row.values().get("seed")).longValue(), row.status(),
                    values));
        }
        return new FigureData(Map.of(), List.copyOf(plan.parameterNames()), figure.readings().stream().map(Reading::name).toList(),
                List.copyOf(runs));
    }

    /** A digest of everything that decides a run's readings: the scenario as run, the plan, the readings, the engine. */
    private String definition(String engine) throws IOException {
        Path tmp = Files.createTempFile("dclab-figure", ".dclab");
        try {
            ScenarioFiles.save(scenario, tmp);
            StringBuilder text = new StringBuilder(Files.readString(tmp, StandardCharsets.UTF_8));
            text.append('\n').append(plan.parameters()).append('\n').append(plan.repetitions()).append('\n');
            figure.readings().forEach(r -> text.append(r.name()).append('=').append(r.of().text()).append('\n'));
            text.append(size == FigureSize.CHECK ? "" : engine);
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.toString().getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static String recorded(Path folder) throws IOException {
        Path file = folder.resolve(DEFINITION);
        if (!Files.isRegularFile(file)) {
            return null;
        }
        return Files.readAllLines(file, StandardCharsets.UTF_8).stream().filter(l -> l.startsWith("definition=")).map(l -> l.substring(
                "definition=".length())).findFirst().orElse(null);
    }

    /**
     * Deletes a campaign folder this class made (it holds figure.properties, or a store and plan); refuses to touch a
     * folder that holds anything else, in case --out named the wrong place.
     */
    private static void wipe(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        boolean ours = Files.isRegularFile(folder.resolve(DEFINITION)) || Files.isRegularFile(folder.resolve(Campaign.PLAN));
        if (!ours) {
            try (Stream<Path> entries = Files.list(folder)) {
                if (entries.findAny().isPresent()) {
                    throw new PaperException(folder + " holds files that are not a figure's campaign; choose another --out");
                }
            }
            return;
        }
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
