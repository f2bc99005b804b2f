package org.dclab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;

import org.dclab.control.compiler.ControlFailure;
import org.dclab.model.Scenario;
import org.dclab.model.parameters.LinkedParameter;
import org.dclab.model.validation.SweepValues;
import org.dclab.sim.RunStatus;
import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.SweepPlan;
import org.dclab.sim.SweepRunner;
import org.dclab.sim.campaign.Campaign;
import org.dclab.sim.campaign.CampaignLock;
import org.dclab.sim.campaign.CampaignException;
import org.dclab.sim.campaign.CampaignTables;
import org.dclab.sim.campaign.ResultsStore;
import org.dclab.sim.results.SweepTable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code dclab sweep FILE --param k=a,b,c}: one run per combination of values and repetition. Without --out, one CSV
 * row per run on standard output; with --out DIR, a campaign in DIR (scenario, plan, results store, sweep.csv with
 * each point's mean and confidence interval), resumed or extended when DIR holds one already.
 */
@Command(name = "sweep", mixinStandardHelpOptions = true, description = "Run a scenario for every combination of parameter values (its own sweeps plus --param), each --repetitions times. "
        + "Without --out, print one CSV row per run; with --out DIR, make (or resume, or extend) a campaign there.")
final class SweepCommand implements Callable<Integer>, SimulatingCommand {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE.dclab", description = "The scenario to sweep.")
    private Path file;

    @Option(names = "--param", paramLabel = "k=a,b,c", description = "A parameter and its values, e.g. incast.serverCount=4,16,64; paths joined by + take each value together, e.g. s1.defaultQueue.markingThreshold+h1.transport.geminiMarkingThresholdPackets=20,50.")
    private List<String> params = new ArrayList<>();

    @Option(names = "--set", paramLabel = "k=v", description = "Override a parameter for every run.")
    private List<String> settings = new ArrayList<>();

    @Option(names = "--jobs", paramLabel = "N", description = "Runs in parallel (default: one per core).")
    private int jobs = Runtime.getRuntime().availableProcessors();

    @Option(names = "--out", paramLabel = "DIR", description = "The campaign folder: scenario, plan, results.sqlite, sweep.csv (per point: mean, sd, 95 %% CI) and runs.csv. Runs already done there are not run again.")
    private Path out;

    @Option(names = "--repetitions", paramLabel = "N", description = "Runs per point: the first with the scenario's seed, each other with a seed mixed from it and the "
            + "repetition's number, so that neighbouring seeds never share a run (default: the experiment's repetitions, or 1).")
    private int repetitions;

    @Option(names = "--series", description = "With --out: also store every run's time series (table series of results.sqlite); they can be far larger than the rest.")
    private boolean series;

    @Mixin
    private SlurmOptions slurm;

    @Option(names = "--quiet", description = "No progress and no warnings.")
    private boolean quiet;

    @Mixin
    private OwnControls controls;

    @Override
    public Integer call() throws IOException {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (jobs < 1) {
            throw new InvalidInputException("--jobs " + jobs + ": run at least one job");
        }
        controls.refuseOnCluster(slurm.slurm, "sweep");
        controls.install();
        Scenario scenario = ScenarioInput.load(file, SetOption.pairs(settings, "--set"));
        BuildNotice.print("sweep", scenario, " in each run", err);
        ScenarioInput.check(file, scenario, err, quiet);
        if (repetitions < 0) {
            throw new InvalidInputException("--repetitions " + repetitions + ": run each point at least once");
        }
        SweepPlan plan = SweepPlan.of(scenario, values(scenario, SetOption.pairs(params, "--param")), repetitions);
        if (out != null) {
            OutputPlaces.folder(out, CampaignTables.SWEEP_CSV, CampaignTables.RUNS_CSV, ResultsStore.FILE);
            return sweepCampaign(scenario, plan, err);
        }
        if (slurm.slurm) {
            throw new InvalidInputException("--slurm needs --out DIR: the campaign folder, on a filesystem every node sees");
        }
        SweepRunner runner = new SweepRunner(plan, jobs);
        int total = plan.points().size();
        AtomicInteger done = new AtomicInteger();
        boolean progress = !quiet && System.console() != null;
        // The rows finished so far, kept for a run that a control of the user's own ends: the others' figures still count.
        List<SweepRunner.Row> finished = new ArrayList<>();
        try (InterruptCancels interrupt = new InterruptCancels(runner::cancel, err, "dclab sweep")) {
            List<SweepRunner.Row> rows;
            try {
                rows = runner.run(row -> {
                    synchronized (finished) {
                        finished.add(new SweepRunner.Row(row.point(), row.seed(), row.result().withoutSeries(), row.wallSeconds()));
                    }
                    if (progress) {
                        err.print("\r" + done.incrementAndGet() + "/" + total + " runs done ");
                        err.flush();
                    }
                });
            } catch (ControlFailure e) {
                runner.cancel();
                List<SweepRunner.Row> kept;
                synchronized (finished) {
                    kept = new ArrayList<>(finished);
                }
                kept.sort(Comparator.comparingInt(r -> plan.points().indexOf(r.point())));
                stdout.print(SweepTable.csv(plan.parameterNames(), kept));
                stdout.flush();
                err.println("dclab sweep: a run stopped: " + e.getMessage() + "; the " + kept.size() + " of " + total
                        + " runs that finished are printed above");
                err.flush();
                return interrupt.exitCode(DcLabCommand.EXIT_INVALID_INPUT);
            }
            if (progress) {
                err.println();
            }
            stdout.print(SweepTable.csv(plan.parameterNames(), rows));
            stdout.flush();
            if (rows.size() < total) {
                err.println("cancelled: " + rows.size() + " of " + total + " runs finished; their rows are kept");
            }
            long outOfMemory = rows.stream().filter(r -> r.result().status() == RunStatus.OUT_OF_MEMORY).count();
            if (outOfMemory > 0) {
                err.println("dclab sweep: " + outOfMemory + " of " + total + " runs ran " + OutOfMemory.whileWorking()
                        + "; their rows (status out_of_memory) cover what they measured. Fewer --jobs share the heap among fewer runs");
                err.flush();
                return interrupt.exitCode(OutOfMemory.exitCode());
            }
            return interrupt.exitCode(0);
        } catch (ScenarioNotRunnableException e) {
            throw new InvalidInputException(file + " cannot be swept:\n  " + String.join("\n  ", e.problems()));
        }
    }

    private int sweepCampaign(Scenario scenario, SweepPlan plan, PrintWriter err) throws IOException {
        Campaign campaign = Campaign.at(out);
        try {
            // A scenario that cannot run leaves no folder behind.
            new SweepRunner(plan, jobs).checkAll();
            try (CampaignLock lock = campaign.lock()) {
                campaign.write(scenario, plan, series);
                int code = CampaignExecution.execute(campaign, plan, jobs, slurm, quiet, err);
                if (!quiet && !slurm.slurm) {
                    err.println(plan.points().size() + " runs; results in " + out.resolve(ResultsStore.FILE) + ", "
                            + out.resolve(CampaignTables.SWEEP_CSV) + " and " + out.resolve(CampaignTables.RUNS_CSV));
                }
                return code;
            }
        } catch (ScenarioNotRunnableException e) {
            throw new InvalidInputException(file + " cannot be swept:\n  " + String.join("\n  ", e.problems()));
        } catch (ControlFailure e) {
            // Each run's row is stored as it finishes: what the others measured is in the store already.
            throw new InvalidInputException("a run stopped: " + e.getMessage() + "; the runs that finished are kept in "
                    + out.resolve(ResultsStore.FILE));
        } catch (CampaignException e) {
            throw new InvalidInputException(e.getMessage());
        }
    }

    /**
     * Each --param's values, split at every comma: an empty item is a value left out, not nothing, and every value must
     * be a point of its own ({@link SweepValues}). Two --param that set a path in common would give it two values in one
     * run.
     */
    private static Map<String, List<String>> values(Scenario scenario, Map<String, String> params) {
        Map<String, List<String>> values = new LinkedHashMap<>();
        params.forEach((k, v) -> {
            values.keySet().stream().filter(earlier -> LinkedParameter.sharePath(earlier, k)).findFirst().ifPresent(earlier -> {
                throw new InvalidInputException("--param " + k + " sets a path that --param " + earlier
                        + " sets already; join the two with "
                        + "'+' or give one");
            });
            List<String> items = Arrays.stream(v.split(",", -1)).map(String::strip).toList();
            try {
                SweepValues.check(scenario, k, items);
            } catch (IllegalArgumentException e) {
                throw new InvalidInputException("--param " + k + "=" + v + ": " + e.getMessage());
            }
            values.put(k, items);
        });
        return values;
    }
}
