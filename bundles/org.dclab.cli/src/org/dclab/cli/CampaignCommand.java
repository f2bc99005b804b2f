package org.dclab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.SweepPlan;
import org.dclab.sim.SweepPoint;
import org.dclab.sim.campaign.Campaign;
import org.dclab.sim.campaign.CampaignException;
import org.dclab.sim.campaign.CampaignLock;
import org.dclab.sim.campaign.CampaignRunner;
import org.dclab.sim.campaign.CampaignStatus;
import org.dclab.sim.campaign.ResultsStore;
import org.dclab.sim.campaign.SlurmArray;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code dclab campaign status|collect|resume DIR}: a campaign folder written by {@code dclab sweep --out DIR}. */
@Command(name = "campaign", mixinStandardHelpOptions = true, description = "Inspect, collect and resume a campaign folder written by dclab sweep --out DIR.", subcommands = {
        CampaignCommand.Status.class, CampaignCommand.Collect.class, CampaignCommand.Resume.class,
        CampaignCommand.Task.class })
final class CampaignCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Lists failed runs with their logs and how to run them again; exit 1 when there is one. */
    static int reportFailures(Campaign campaign, CampaignStatus status, PrintWriter err) {
        for (CampaignStatus.FailedRun f : status.failures()) {
            err.println("failed: " + f.key() + ": " + f.reason() + (f.log() == null ? "" : " (log: " + f.log() + ")"));
        }
        if (!status.failures().isEmpty()) {
            err.println(status.failures().size() + " runs failed; dclab campaign resume " + campaign.dir()
                    + " [--slurm ...] runs them again, and only them");
            err.flush();
            return 1;
        }
        err.flush();
        return 0;
    }

    static Campaign open(Path dir) {
        Campaign campaign = Campaign.at(dir);
        if (!campaign.exists()) {
            throw new InvalidInputException(dir + " is not a campaign folder (no " + Campaign.PLAN
                    + "); dclab sweep FILE --out " + dir + " makes one");
        }
        return campaign;
    }

    /** The campaign taken for this command, or a one-line refusal naming who has it. */
    static CampaignLock locked(Campaign campaign) throws IOException {
        try {
            return campaign.lock();
        } catch (CampaignException e) {
            throw new InvalidInputException(e.getMessage());
        }
    }

    static SweepPlan plan(Campaign campaign) {
        try {
            return campaign.plan();
        } catch (IOException e) {
            throw new InvalidInputException(e.getMessage());
        }
    }

    @Command(name = "status", mixinStandardHelpOptions = true, description = "Per point: runs done, running, failed and pending; then every failed run with its log.")
    static final class Status implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Parameters(paramLabel = "DIR", description = "The campaign folder.")
        private Path dir;

        @Override
        public Integer call() throws IOException {
            Campaign campaign = open(dir);
            SweepPlan plan = plan(campaign);
            PrintWriter out = spec.commandLine().getOut();
            try (ResultsStore store = campaign.openStore()) {
                CampaignStatus status = CampaignStatus.of(campaign, plan, store, SlurmQueue.liveTasks());
                int width = Math.max(5, status.points().stream().mapToInt(p -> p.point().length()).max().orElse(0));
                out.printf("%-" + width + "s  %5s  %11s  %7s  %6s  %7s%n", "point", "done", "uncollected", "running", "failed", "pending");
                int[] sum = new int[5];
                for (CampaignStatus.PointStatus p : status.points()) {
                    out.printf("%-" + width + "s  %5d  %11d  %7d  %6d  %7d%n", p.point().isEmpty() ? "(scenario)" : p.point(),
                            p.done(), p.uncollected(), p.running(), p.failed(), p.pending());
                    sum[0] += p.done();
                    sum[1] += p.uncollected();
                    sum[2] += p.running();
                    sum[3] += p.failed();
                    sum[4] += p.pending();
                }
                out.printf("%-" + width + "s  %5d  %11d  %7d  %6d  %7d%n", "all", sum[0], sum[1], sum[2], sum[3], sum[4]);
                out.flush();
                reportFailures(campaign, status, spec.commandLine().getErr());
                return 0;
            }
        }
    }

    @Command(name = "collect", mixinStandardHelpOptions = true, description = "Merge the result files of cluster tasks into the store, then write sweep.csv and runs.csv from it.")
    static final class Collect implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Parameters(paramLabel = "DIR", description = "The campaign folder.")
        private Path dir;

        @Override
        public Integer call() throws IOException {
            Campaign campaign = open(dir);
            SweepPlan plan = plan(campaign);
            PrintWriter err = spec.commandLine().getErr();
            try (CampaignLock lock = locked(campaign); ResultsStore store = campaign.openStore()) {
                int merged = campaign.collect(store).size();
                CampaignExecution.writeTables(campaign, plan, store);
                CampaignStatus status = CampaignStatus.of(campaign, plan, store, SlurmQueue.liveTasks());
                int done = status.points().stream().mapToInt(CampaignStatus.PointStatus::done).sum();
                err.println("merged " + merged + " runs; " + done + " of " + plan.points().size() + " runs done; results in "
                        + store.file());
                return reportFailures(campaign, status, err);
            }
        }
    }

    @Command(name = "resume", mixinStandardHelpOptions = true, description = "Run the campaign's pending and failed runs (here, or with --slurm on the cluster); runs done or running are left alone.")
    static final class Resume implements Callable<Integer>, SimulatingCommand {
        @Spec
        private CommandSpec spec;

        @Parameters(paramLabel = "DIR", description = "The campaign folder.")
        private Path dir;

        @Option(names = "--jobs", paramLabel = "N", description = "Runs in parallel here (default: one per core).")
        private int jobs = Runtime.getRuntime().availableProcessors();

        @Option(names = "--quiet", description = "No progress.")
        private boolean quiet;

        @Mixin
        private SlurmOptions slurm;

        /** A sweep run with --control is resumed with it, or with the control as fixed since a run it stopped. */
        @Mixin
        private OwnControls controls;

        @Override
        public Integer call() throws IOException {
            controls.refuseOnCluster(slurm.slurm, "resume");
            controls.install();
            Campaign campaign = open(dir);
            try (CampaignLock lock = locked(campaign)) {
                return CampaignExecution.execute(campaign, plan(campaign), jobs, slurm, quiet, spec.commandLine().getErr());
            } catch (ScenarioNotRunnableException e) {
                throw new InvalidInputException(dir + " cannot be run:\n  " + String.join("\n  ", e.problems()));
            }
        }
    }

    /** What one Slurm task runs: its line of the task list, each run into its own result file. */
    @Command(name = "task", hidden = true, description = "Run one task of a campaign's Slurm job array.")
    static final class Task implements Callable<Integer>, SimulatingCommand {
        @Spec
        private CommandSpec spec;

        @Parameters(paramLabel = "DIR", description = "The campaign folder.")
        private Path dir;

        @Option(names = "--tasks", required = true, paramLabel = "FILE")
        private Path tasks;

        @Option(names = "--index", required = true, paramLabel = "K")
        private int index;

        @Option(names = "--jobs", paramLabel = "N")
        private int jobs = 1;

        @Override
        public Integer call() throws IOException {
            Campaign campaign = open(dir);
            SweepPlan plan = plan(campaign);
            List<SweepPoint> runs = SlurmArray.runsOfTask(campaign, plan.points(), tasks, index);
            CampaignRunner runner = new CampaignRunner(campaign, plan, CampaignExecution.dclabVersion());
            try (InterruptCancels interrupt = new InterruptCancels(runner::cancel, spec.commandLine().getErr(), "dclab campaign task")) {
                runner.runIntoResultFiles(runs, jobs);
                return interrupt.exitCode(0);
            } catch (ScenarioNotRunnableException e) {
                throw new InvalidInputException(dir + " cannot be run:\n  " + String.join("\n  ", e.problems()));
            }
        }
    }
}
