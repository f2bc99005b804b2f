package org.dclab.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/** Which Slurm tasks are still queued or running, as {@code squeue} lists them (array tasks one by one). */
final class SlurmQueue {

    private SlurmQueue() {
    }

    /** Returns once squeue lists no task of {@code job} (polling every two seconds, as squeue is cheap but not free). */
    static void waitUntilGone(String job) throws IOException {
        while (true) {
            Process squeue = new ProcessBuilder("squeue", "-h", "-o", "%i", "-j", job).start();
            String out = new String(squeue.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            try {
                // squeue refuses a job id it has forgotten (exit 1): then the job has long ended.
                if (squeue.waitFor() != 0 || out.isEmpty()) {
                    return;
                }
                Thread.sleep(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while waiting for Slurm job " + job, e);
            }
        }
    }

    /**
     * A test of task ids ({@code JOB_TASK}); without squeue (not on a cluster node, or Slurm down) every task is
     * taken as live, so a run is never reported failed only because the scheduler could not be asked.
     */
    static Predicate<String> liveTasks() {
        try {
            Process squeue = new ProcessBuilder("squeue", "-h", "-r", "-o", "%i").redirectErrorStream(false).start();
            String out = new String(squeue.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (squeue.waitFor() != 0) {
                return task -> true;
            }
            Set<String> live = out.lines().map(String::strip).collect(Collectors.toSet());
            return live::contains;
        } catch (IOException e) {
            return task -> true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return task -> true;
        }
    }
}
