package org.dclab.sim.campaign;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

import org.dclab.sim.SweepPlan;
import org.dclab.sim.SweepPoint;

/**
 * Where each point of a campaign stands: how many of its runs are done (final in the store, or in a cluster task's
 * result file waiting to be collected), running, failed or pending. A run is running while its marker names a live
 * process (on this host) or a live Slurm task, or while the Slurm task it was submitted to is queued; a marker whose
 * process or task is gone, a failure note, a task that left the queue without a result, or a run stored cancelled
 * makes it failed, with the log that says why. The runs to run (again) are the pending and failed ones.
 */
public record CampaignStatus(List<PointStatus> points, List<FailedRun> failures, List<SweepPoint> toRun) {

    public record PointStatus(String point, int done, int uncollected, int running, int failed, int pending) {
    }

    public record FailedRun(RunKey key, String reason, Path log) {
    }

    /**
     * @param liveSlurmTasks whether a Slurm task ({@code JOB_TASK}) is still queued or running; asked only for
     *                       markers that name one
     */
    public static CampaignStatus of(Campaign campaign, SweepPlan plan, ResultsStore store,
            Predicate<String> liveSlurmTasks) throws IOException {
        Set<RunKey> finished = store.finished();
        Map<String, String> submitted = SlurmArray.submittedTasks(campaign);
        Map<RunKey, String> stored = new java.util.HashMap<>();
        for (ResultsStore.StoredRow row : store.rows()) {
            stored.put(new RunKey(row.point(), row.repetition()), row.status());
        }
        String host = CampaignRunner.hostName();
        List<PointStatus> points = new ArrayList<>();
        List<FailedRun> failures = new ArrayList<>();
        List<SweepPoint> toRun = new ArrayList<>();
        for (Map.Entry<String, List<SweepPoint>> point : Campaign.byPoint(plan).entrySet()) {
            int done = 0, uncollected = 0, running = 0, failed = 0, pending = 0;
            for (SweepPoint p : point.getValue()) {
                RunKey key = Campaign.keyOf(p);
                if (finished.contains(key)) {
                    done++;
                } else if (Files.exists(campaign.resultFile(key))) {
                    uncollected++;
                } else {
                    Optional<String> marker = read(campaign.runningMarker(key));
                    Optional<String> note = read(campaign.failedNote(key));
                    String task = submitted.get(key.fileName());
                    if (marker.isPresent() && alive(marker.get(), host, liveSlurmTasks)) {
                        running++;
                    } else if (marker.isEmpty() && note.isEmpty() && task != null && liveSlurmTasks.test(task)) {
                        running++;
                    } else if (marker.isEmpty() && note.isEmpty() && task != null && !stored.containsKey(key)) {
                        failed++;
                        toRun.add(p);
                        failures.add(new FailedRun(key, "Slurm task " + task + " ended without a result: cancelled,"
                                + " out of time, or it failed before the run began",
                                campaign.dir().resolve(Campaign.RUNS).resolve("task-" + task + ".log")));
                    } else if (marker.isPresent() || note.isPresent()) {
                        failed++;
                        toRun.add(p);
                        failures.add(new FailedRun(key, note.map(n -> n.strip().lines().reduce((a, b) -> b).orElse("failed")).orElseGet(
                                () -> "its process ended without a result ("
                                        + marker.get().strip() + "): killed, or out of time"), logOf(campaign, marker, note)));
                    } else if (stored.containsKey(key)) {
                        failed++;
                        toRun.add(p);
                        failures.add(new FailedRun(key, "stored as " + stored.get(key), null));
                    } else {
                        pending++;
                        toRun.add(p);
                    }
                }
            }
            points.add(new PointStatus(point.getKey(), done, uncollected, running, failed, pending));
        }
        return new CampaignStatus(points, failures, toRun);
    }

    public boolean complete() {
        return points.stream().allMatch(p -> p.uncollected() + p.running() + p.failed() + p.pending() == 0);
    }

    /** A cluster task's log (the marker or note names the task), else the run's own. */
    private static Path logOf(Campaign campaign, Optional<String> marker, Optional<String> note) {
        for (String text : List.of(marker.orElse(""), note.orElse(""))) {
            String[] fields = text.strip().split("\\s+");
            if (fields.length >= 3 && fields[2].matches("\\d+_\\d+")) {
                return campaign.dir().resolve(Campaign.RUNS).resolve("task-" + fields[2] + ".log");
            }
        }
        return null;
    }

    private static boolean alive(String marker, String host, Predicate<String> liveSlurmTasks) {
        String[] fields = marker.strip().split("\\s+");
        if (fields.length >= 3) {
            return liveSlurmTasks.test(fields[2]);
        }
        if (fields.length == 2 && fields[0].equals(host)) {
            try {
                return ProcessHandle.of(Long.parseLong(fields[1])).map(ProcessHandle::isAlive).orElse(false);
            } catch (NumberFormatException e) {
                return false;
            }
        }
        // Another host without a scheduler to ask: trust the marker.
        return fields.length == 2;
    }

    private static Optional<String> read(Path file) throws IOException {
        try {
            return Optional.of(Files.readString(file, StandardCharsets.UTF_8));
        } catch (java.nio.file.NoSuchFileException e) {
            return Optional.empty();
        }
    }
}
