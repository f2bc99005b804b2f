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
 * process (on this host) or a live Slurm task; a marker whose process or task is gone, or a failure note, makes it
 * failed, with the log that says why.
 */
public record CampaignStatus(List<PointStatus> points, List<FailedRun> failures) {

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
        String host = CampaignRunner.hostName();
        List<PointStatus> points = new ArrayList<>();
        List<FailedRun> failures = new ArrayList<>();
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
                    if (marker.isPresent() && alive(marker.get(), host, liveSlurmTasks)) {
                        running++;
                    } else if (marker.isPresent() || note.isPresent()) {
                        failed++;
                        failures.add(new FailedRun(key, note.orElse("its process ended without a result ("
                                + marker.get().strip() + "): killed, or out of time"), campaign.log(key)));
                    } else {
                        pending++;
                    }
                }
            }
            points.add(new PointStatus(point.getKey(), done, uncollected, running, failed, pending));
        }
        return new CampaignStatus(points, failures);
    }

    public boolean complete() {
        return points.stream().allMatch(p -> p.uncollected() + p.running() + p.failed() + p.pending() == 0);
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
