package org.dclab.sim.campaign;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import org.dclab.sim.SweepPoint;

/**
 * A Slurm job array for a campaign's runs: {@code slurm/array-N.tasks} (line K lists the runs of task K), a batch
 * script that runs {@code dclab campaign task} on its line, one log per task ({@code runs/task-JOB_TASK.log}), and
 * the {@code sbatch} command that submits it. Each task writes its runs into result files of its own, never into the
 * store: SQLite over a shared filesystem takes no concurrent writers.
 */
public final class SlurmArray {

    public static final String FOLDER = "slurm";

    /** What sbatch is told besides the array: empty values leave the cluster's defaults. */
    public record Options(String partition, String time, int cpusPerTask, int runsPerTask) {
    }

    private final Path script;
    private final int taskCount;

    private SlurmArray(Path script, int taskCount) {
        this.script = script;
        this.taskCount = taskCount;
    }

    /**
     * Writes the task list and batch script for {@code runs}, grouped {@code runsPerTask} to a task.
     *
     * @param dclab the launcher every node runs: the same product, on a path each node sees
     */
    public static SlurmArray write(Campaign campaign, List<SweepPoint> runs, Options options, Path dclab) throws IOException {
        Path folder = Files.createDirectories(campaign.dir().resolve(FOLDER));
        int n = 1;
        while (Files.exists(folder.resolve("array-" + n + ".tasks"))) {
            n++;
        }
        int perTask = Math.max(1, options.runsPerTask());
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < runs.size(); i += perTask) {
            lines.add(runs.subList(i, Math.min(runs.size(), i + perTask)).stream()
                    .map(p -> Campaign.keyOf(p).fileName()).collect(Collectors.joining(" ")));
        }
        Path tasks = folder.resolve("array-" + n + ".tasks");
        Campaign.writeAtomically(tasks, String.join("\n", lines) + "\n");
        Path dir = campaign.dir().toAbsolutePath();
        StringBuilder s = new StringBuilder("#!/bin/sh\n");
        s.append("#SBATCH --job-name=dclab-").append(safe(dir.getFileName().toString())).append('\n');
        s.append("#SBATCH --array=0-").append(lines.size() - 1).append('\n');
        s.append("#SBATCH --output=").append(dir.resolve(Campaign.RUNS)).append("/task-%A_%a.log\n");
        s.append("#SBATCH --ntasks=1\n");
        if (options.cpusPerTask() > 0) {
            s.append("#SBATCH --cpus-per-task=").append(options.cpusPerTask()).append('\n');
        }
        if (!options.partition().isBlank()) {
            s.append("#SBATCH --partition=").append(options.partition()).append('\n');
        }
        if (!options.time().isBlank()) {
            s.append("#SBATCH --time=").append(options.time()).append('\n');
        }
        s.append("# One task runs the runs on line SLURM_ARRAY_TASK_ID of the task list, each into its own result file.\n");
        s.append("exec ").append(shellQuoted(dclab.toString())).append(" campaign task ").append(shellQuoted(dir.toString()))
                .append(" --tasks ").append(shellQuoted(tasks.toAbsolutePath().toString())).append(" --index \"$SLURM_ARRAY_TASK_ID\"")
                .append(options.cpusPerTask() > 1 ? " --jobs " + options.cpusPerTask() : "").append('\n');
        Path script = folder.resolve("array-" + n + ".sh");
        Campaign.writeAtomically(script, s.toString());
        return new SlurmArray(script, lines.size());
    }

    /** Notes the job id sbatch gave the array, so status can ask the queue about each of its tasks. */
    public void recordJob(String jobId) throws IOException {
        Campaign.writeAtomically(script.resolveSibling(script.getFileName().toString().replace(".sh", ".job")), jobId + "\n");
    }

    /**
     * Every run submitted to Slurm with the task that runs it ({@code JOB_TASK}), by the run's file name; a run
     * submitted again is named with its latest task.
     */
    public static java.util.Map<String, String> submittedTasks(Campaign campaign) throws IOException {
        java.util.Map<String, String> tasks = new java.util.HashMap<>();
        Path folder = campaign.dir().resolve(FOLDER);
        for (int n = 1; Files.exists(folder.resolve("array-" + n + ".tasks")); n++) {
            Path job = folder.resolve("array-" + n + ".job");
            if (!Files.exists(job)) {
                continue;
            }
            String id = Files.readString(job, StandardCharsets.UTF_8).strip();
            List<String> lines = Files.readAllLines(folder.resolve("array-" + n + ".tasks"), StandardCharsets.UTF_8);
            for (int k = 0; k < lines.size(); k++) {
                for (String name : lines.get(k).strip().split("\\s+")) {
                    tasks.put(name, id + "_" + k);
                }
            }
        }
        return tasks;
    }

    public Path script() {
        return script;
    }

    public int taskCount() {
        return taskCount;
    }

    /** The sbatch command line. */
    public List<String> sbatch(String extra) {
        List<String> command = new ArrayList<>(List.of("sbatch", "--parsable"));
        if (extra != null && !extra.isBlank()) {
            command.addAll(List.of(extra.strip().split("\\s+")));
        }
        command.add(script.toAbsolutePath().toString());
        return command;
    }

    /** The runs of line {@code index} of a task list, found in the campaign's plan by their file names. */
    public static List<SweepPoint> runsOfTask(Campaign campaign, List<SweepPoint> plan, Path tasks, int index) throws IOException {
        List<String> lines = Files.readAllLines(tasks, StandardCharsets.UTF_8);
        if (index < 0 || index >= lines.size()) {
            throw new CampaignException(tasks + " has no task " + index + " (it lists " + lines.size() + ")");
        }
        List<SweepPoint> runs = new ArrayList<>();
        for (String name : lines.get(index).strip().split("\\s+")) {
            Optional<SweepPoint> run = plan.stream().filter(p -> Campaign.keyOf(p).fileName().equals(name)).findFirst();
            runs.add(run.orElseThrow(() -> new CampaignException(tasks + ": run " + name + " is not in the plan of "
                    + campaign.dir() + " (was the campaign swept again with other values?)")));
        }
        return runs;
    }

    private static String safe(String name) {
        return name.replaceAll("[^A-Za-z0-9._-]", "_");
    }

    static String shellQuoted(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }
}
