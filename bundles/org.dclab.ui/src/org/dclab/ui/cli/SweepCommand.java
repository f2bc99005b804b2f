package org.dclab.ui.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;

import org.dclab.model.Scenario;
import org.dclab.sim.RunStatus;
import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.SweepPlan;
import org.dclab.sim.SweepRunner;
import org.dclab.sim.results.SweepTable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code dclab sweep FILE --param k=a,b,c}: one run per combination of values, one CSV row per run. */
@Command(name = "sweep", mixinStandardHelpOptions = true,
        description = "Run a scenario for every combination of parameter values (its own sweeps plus --param) and print one CSV row per run.")
final class SweepCommand implements Callable<Integer> {

    private static final String SWEEP_CSV = "sweep.csv";

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

    @Option(names = "--out", paramLabel = "DIR", description = "Write sweep.csv here instead of printing it.")
    private Path out;

    @Option(names = "--quiet", description = "No progress and no warnings.")
    private boolean quiet;

    @Override
    public Integer call() throws IOException {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (jobs < 1) {
            throw new InvalidInputException("--jobs " + jobs + ": run at least one job");
        }
        Scenario scenario = ScenarioInput.load(file, SetOption.pairs(settings, "--set"));
        BuildNotice.print("sweep", scenario, " in each run", err);
        ScenarioInput.check(file, scenario, err, quiet);
        if (out != null) {
            OutputPlaces.folder(out, SWEEP_CSV);
        }
        SweepPlan plan = SweepPlan.of(scenario, values(SetOption.pairs(params, "--param")));
        SweepRunner runner = new SweepRunner(plan, jobs);
        int total = plan.points().size();
        AtomicInteger done = new AtomicInteger();
        boolean progress = !quiet && System.console() != null;
        List<SweepRunner.Row> rows;
        try (InterruptCancels interrupt = new InterruptCancels(runner::cancel)) {
            rows = runner.run(row -> {
                if (progress) {
                    err.print("\r" + done.incrementAndGet() + "/" + total + " runs done ");
                    err.flush();
                }
            });
            if (progress) {
                err.println();
            }
            String csv = SweepTable.csv(plan.parameterNames(), rows);
            if (out != null) {
                try {
                    Files.writeString(out.resolve(SWEEP_CSV), csv, StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw OutputPlaces.cannotWrite(out.resolve(SWEEP_CSV), e);
                }
                if (!quiet) {
                    err.println(rows.size() + " runs; results in " + out.resolve(SWEEP_CSV));
                }
            } else {
                stdout.print(csv);
                stdout.flush();
            }
        } catch (ScenarioNotRunnableException e) {
            throw new InvalidInputException(file + " cannot be swept:\n  " + String.join("\n  ", e.problems()));
        }
        if (rows.size() < total) {
            err.println("cancelled: " + rows.size() + " of " + total + " runs finished; their rows are kept");
        }
        long outOfMemory = rows.stream().filter(r -> r.result().status() == RunStatus.OUT_OF_MEMORY).count();
        if (outOfMemory > 0) {
            err.println("dclab sweep: " + outOfMemory + " of " + total + " runs ran " + OutOfMemory.whileWorking()
                    + "; their rows (status out_of_memory) cover what they measured. Fewer --jobs share the heap among fewer runs");
            err.flush();
            return OutOfMemory.exitCode();
        }
        return 0;
    }

    private static Map<String, List<String>> values(Map<String, String> params) {
        Map<String, List<String>> values = new LinkedHashMap<>();
        params.forEach((k, v) -> values.put(k, Arrays.stream(v.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList()));
        values.forEach((k, v) -> {
            if (v.isEmpty()) {
                throw new InvalidInputException("--param " + k + ": give at least one value, e.g. " + k + "=1,2,4");
            }
        });
        return values;
    }
}
