package org.dclab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.SweepPlan;
import org.dclab.sim.SweepPoint;
import org.dclab.sim.campaign.Campaign;
import org.dclab.sim.campaign.CampaignRunner;
import org.dclab.sim.campaign.CampaignStatus;
import org.dclab.sim.campaign.CampaignTables;
import org.dclab.sim.campaign.ResultsStore;
import org.dclab.sim.campaign.SlurmArray;
import org.dclab.cli.api.ProductInfo;

/**
 * Runs what a campaign still lacks: first collects what cluster tasks left, then runs the pending and failed runs
 * on this machine's cores or submits them to Slurm, and writes sweep.csv and runs.csv from the store.
 */
final class CampaignExecution {

    private CampaignExecution() {
    }

    static String dclabVersion() {
        return ProductInfo.versionWithQualifier();
    }

    static int execute(Campaign campaign, SweepPlan plan, int jobs, SlurmOptions slurm, boolean quiet, PrintWriter err)
            throws IOException, ScenarioNotRunnableException {
        try (ResultsStore store = campaign.openStore()) {
            campaign.collect(store);
            CampaignStatus before = CampaignStatus.of(campaign, plan, store, SlurmQueue.liveTasks());
            List<SweepPoint> toRun = before.toRun();
            int total = plan.points().size();
            if (!quiet && toRun.size() < total) {
                err.println(campaign.dir() + ": " + (total - toRun.size()) + " of " + total
                        + " runs done or running already; running the other " + toRun.size());
            }
            if (toRun.isEmpty()) {
                writeTables(campaign, plan, store);
                return 0;
            }
            if (slurm.slurm) {
                return submit(campaign, plan, store, toRun, slurm, quiet, err);
            }
            return runHere(campaign, plan, store, toRun, jobs, quiet, err);
        }
    }

    private static int runHere(Campaign campaign, SweepPlan plan, ResultsStore store, List<SweepPoint> toRun, int jobs,
            boolean quiet, PrintWriter err) throws IOException, ScenarioNotRunnableException {
        CampaignRunner runner = new CampaignRunner(campaign, plan, dclabVersion());
        AtomicInteger done = new AtomicInteger();
        boolean progress = !quiet && System.console() != null;
        try (InterruptCancels interrupt = new InterruptCancels(runner::cancel, err, "dclab")) {
            runner.run(toRun, jobs, store, row -> {
                if (progress) {
                    err.print("\r" + done.incrementAndGet() + "/" + toRun.size() + " runs done ");
                    err.flush();
                }
            });
            if (progress) {
                err.println();
            }
            writeTables(campaign, plan, store);
            return interrupt.exitCode(0);
        }
    }

    private static int submit(Campaign campaign, SweepPlan plan, ResultsStore store, List<SweepPoint> toRun,
            SlurmOptions slurm, boolean quiet, PrintWriter err) throws IOException {
        SlurmArray array = SlurmArray.write(campaign, toRun, slurm.options(), slurm.launcher());
        String job = sbatch(array.sbatch(slurm.sbatchArgs));
        array.recordJob(job);
        if (!slurm.waitForTasks) {
            Path dir = campaign.dir().toAbsolutePath();
            String collect = sbatch(List.of("sbatch", "--parsable", "--dependency=afterany:" + job,
                    "--job-name=dclab-collect", "--output=" + dir.resolve(SlurmArray.FOLDER) + "/collect-%j.log",
                    "--wrap=" + shell(slurm.launcher().toString()) + " campaign collect " + shell(dir.toString())));
            err.println("dclab: submitted job array " + job + " (" + array.taskCount() + " tasks for " + toRun.size()
                    + " runs, script " + array.script() + ") and job " + collect + " that collects them when it ends;"
                    + " follow with: dclab campaign status " + campaign.dir());
            err.flush();
            return 0;
        }
        if (!quiet) {
            err.println("dclab: job array " + job + " submitted (" + array.taskCount() + " tasks for " + toRun.size()
                    + " runs); waiting for it to end");
            err.flush();
        }
        SlurmQueue.waitUntilGone(job);
        campaign.collect(store);
        writeTables(campaign, plan, store);
        CampaignStatus after = CampaignStatus.of(campaign, plan, store, SlurmQueue.liveTasks());
        if (!quiet) {
            err.println("dclab: job array " + job + " ended; results in " + campaign.dir().resolve(ResultsStore.FILE));
        }
        return CampaignCommand.reportFailures(campaign, after, err);
    }

    /** Runs sbatch; returns the job id it prints (--parsable). */
    private static String sbatch(List<String> command) throws IOException {
        Process p;
        try {
            p = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new InvalidInputException("--slurm: cannot run sbatch (" + e.getMessage()
                    + "); run on a machine with the Slurm client, or without --slurm");
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        int code;
        try {
            code = p.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for sbatch", e);
        }
        List<String> lines = new ArrayList<>(out.lines().toList());
        String first = lines.isEmpty() ? "" : lines.get(0).split(";")[0].strip();
        if (!first.matches("\\d+")) {
            throw new InvalidInputException("sbatch refused the job: " + (out.isEmpty() ? "exit " + code : String.join(" ", lines)));
        }
        return first;
    }

    static void writeTables(Campaign campaign, SweepPlan plan, ResultsStore store) throws IOException {
        campaign.writeAtomically(CampaignTables.SWEEP_CSV, CampaignTables.sweepCsv(plan, store));
        campaign.writeAtomically(CampaignTables.RUNS_CSV, CampaignTables.runsCsv(plan, store));
    }

    private static String shell(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }
}
