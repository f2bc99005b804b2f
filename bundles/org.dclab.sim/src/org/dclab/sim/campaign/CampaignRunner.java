package org.dclab.sim.campaign;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

import org.dclab.sim.RunResult;
import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.SweepPlan;
import org.dclab.sim.SweepPoint;
import org.dclab.sim.SweepRunner;

/**
 * Runs runs of a campaign on this machine's cores and stores each as it finishes, so a campaign stopped half way
 * keeps every finished run and a resume runs only the others. While a run runs it leaves a marker
 * ({@code host pid}, plus the Slurm task when there is one), which {@link CampaignStatus} reads.
 */
public final class CampaignRunner {

    private final Campaign campaign;
    private final SweepPlan plan;
    private final String dclabVersion;
    private final boolean withSeries;
    private volatile Function<RunResult, Map<String, Object>> moreFigures = result -> Map.of();
    private volatile SweepRunner runner;

    public CampaignRunner(Campaign campaign, SweepPlan plan, String dclabVersion) throws IOException {
        this.campaign = campaign;
        this.plan = plan;
        this.dclabVersion = dclabVersion;
        this.withSeries = campaign.recordsSeries();
    }

    /**
     * Stores beside each run's summary the figures {@code figures} computes from its whole result, series included,
     * as it ends: what a paper figure reads from a run (a ratio of two goodputs, a series' mean over a window).
     */
    public CampaignRunner withMoreFigures(Function<RunResult, Map<String, Object>> figures) {
        this.moreFigures = figures;
        return this;
    }

    /** Runs {@code points} with {@code jobs} workers into {@code store}; returns the rows in plan order. */
    public List<SweepRunner.Row> run(List<SweepPoint> points, int jobs, ResultsStore store, Consumer<SweepRunner.Row> onRow)
            throws IOException, ScenarioNotRunnableException {
        runner = new SweepRunner(plan, points, jobs);
        try {
            return runner.run(this::markRunning, row -> {
                RunKey key = Campaign.keyOf(row.point());
                try {
                    store.add(StoredRuns.of(row, dclabVersion, withSeries, moreFigures.apply(row.result())));
                    Files.deleteIfExists(campaign.failedNote(key));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                } finally {
                    unmark(key);
                }
                onRow.accept(row);
            });
        } finally {
            points.forEach(p -> unmark(Campaign.keyOf(p)));
        }
    }

    /**
     * Runs {@code points} as a cluster task does: each into a result file of its own
     * ({@link Campaign#resultFile}, written whole or not at all), for collect to merge. A run that cannot run
     * leaves a note saying why; the exception then goes on to the caller.
     */
    public void runIntoResultFiles(List<SweepPoint> points, int jobs) throws IOException, ScenarioNotRunnableException {
        runner = new SweepRunner(plan, points, jobs);
        try {
            runner.run(this::markRunning, row -> {
                RunKey key = Campaign.keyOf(row.point());
                Path target = campaign.resultFile(key);
                try {
                    Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
                    Files.deleteIfExists(tmp);
                    try (ResultsStore own = ResultsStore.open(tmp)) {
                        own.add(StoredRuns.of(row, dclabVersion, withSeries, moreFigures.apply(row.result())));
                    }
                    Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                    Files.deleteIfExists(campaign.failedNote(key));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                } finally {
                    unmark(key);
                }
            });
        } catch (IOException | ScenarioNotRunnableException | RuntimeException | Error e) {
            for (SweepPoint p : points) {
                RunKey key = Campaign.keyOf(p);
                if (!Files.exists(campaign.resultFile(key))) {
                    Campaign.writeAtomically(campaign.failedNote(key), marker() + firstLine(e) + "\n");
                }
            }
            throw e;
        } finally {
            points.forEach(p -> unmark(Campaign.keyOf(p)));
        }
    }

    private static String firstLine(Throwable e) {
        String message = e.getMessage() == null ? e.toString() : e.getMessage();
        return message.lines().findFirst().orElse(e.toString());
    }

    /** Stops the runs in progress (they are stored as cancelled and run again on resume) and skips the others. */
    public void cancel() {
        SweepRunner r = runner;
        if (r != null) {
            r.cancel();
        }
    }

    private void markRunning(SweepPoint point) {
        try {
            Campaign.writeAtomically(campaign.runningMarker(Campaign.keyOf(point)), marker());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void unmark(RunKey key) {
        try {
            Files.deleteIfExists(campaign.runningMarker(key));
        } catch (IOException e) {
            // A marker left behind names a process that is gone: status reads it as not running.
        }
    }

    /** {@code host pid [slurm-task]}: enough for status to tell a live run from one whose process died. */
    static String marker() {
        String task = System.getenv("SLURM_ARRAY_JOB_ID") != null
                ? " " + System.getenv("SLURM_ARRAY_JOB_ID") + "_" + System.getenv("SLURM_ARRAY_TASK_ID")
                : System.getenv("SLURM_JOB_ID") != null ? " " + System.getenv("SLURM_JOB_ID") : "";
        return hostName() + " " + ProcessHandle.current().pid() + task + "\n";
    }

    static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }
}
