package org.dclab.cli;

import java.nio.file.Files;
import java.nio.file.Path;

import org.dclab.sim.campaign.SlurmArray;

import picocli.CommandLine.Option;

/** How a campaign's runs go to a Slurm cluster instead of this machine's cores (a picocli mixin). */
final class SlurmOptions {

    @Option(names = "--slurm", description = "Submit the runs as a Slurm job array (one task per run, or per --runs-per-task runs) instead of running them here; --out must be on a filesystem every node sees.")
    boolean slurm;

    @Option(names = "--partition", paramLabel = "P", description = "Slurm partition (default: the cluster's).")
    String partition = "";

    @Option(names = "--time", paramLabel = "T", description = "Slurm time limit per task, e.g. 30:00 or 1-00:00:00.")
    String time = "";

    @Option(names = "--cpus-per-task", paramLabel = "C", description = "CPUs per Slurm task; a task with several runs runs that many at once.")
    int cpusPerTask;

    @Option(names = "--runs-per-task", paramLabel = "N", description = "Runs per Slurm task (default 1): fewer, longer tasks for short runs.")
    int runsPerTask = 1;

    @Option(names = "--sbatch-args", paramLabel = "ARGS", description = "More sbatch options, e.g. \"--account=lab --qos=short\".")
    String sbatchArgs = "";

    @Option(names = "--wait", description = "With --slurm: wait until every task has ended, then collect the results into the store (otherwise a dependent job collects them).")
    boolean waitForTasks;

    @Option(names = "--dclab", paramLabel = "PATH", description = "The dclab launcher the nodes run (default: this one); it must be the same product, on a path every node sees.")
    Path launcher;

    SlurmArray.Options options() {
        if (cpusPerTask < 0 || runsPerTask < 1) {
            throw new InvalidInputException("--cpus-per-task must be at least 1 and --runs-per-task at least 1");
        }
        return new SlurmArray.Options(partition, time, cpusPerTask, runsPerTask);
    }

    /** The launcher for the nodes: --dclab, or the one this process was started by (the dclab script says which). */
    Path launcher() {
        Path path = launcher != null ? launcher
                : System.getenv("DCLAB_LAUNCHER") != null ? Path.of(System.getenv("DCLAB_LAUNCHER")) : null;
        if (path == null) {
            throw new InvalidInputException("--slurm: name the dclab launcher the nodes run with --dclab PATH");
        }
        if (!Files.isExecutable(path)) {
            throw new InvalidInputException("--dclab " + path + ": not an executable file; give the path of dclab as every node sees it");
        }
        return path.toAbsolutePath();
    }
}
