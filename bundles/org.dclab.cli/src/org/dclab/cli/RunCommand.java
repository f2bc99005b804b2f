package org.dclab.cli;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;

import org.dclab.model.DclabPackage;
import org.dclab.control.compiler.ControlFailure;
import org.dclab.model.Scenario;
import org.dclab.model.parameters.ParameterValues;
import org.dclab.model.validation.AttributeRanges;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RunOptions;
import org.dclab.sim.RunResult;
import org.dclab.sim.RunStatus;
import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.dclab.sim.bundle.RunBundle;
import org.dclab.sim.bundle.RunRecipe;
import org.dclab.sim.results.JsonText;
import org.dclab.sim.results.ResultFiles;
import org.dclab.cli.api.ProductInfo;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code dclab run FILE}: one run of a scenario. */
@Command(name = "run", mixinStandardHelpOptions = true, description = "Run one scenario and print its summary.")
final class RunCommand implements Callable<Integer>, SimulatingCommand {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE.dclab", description = "The scenario to run.")
    private Path file;

    @Option(names = "--set", paramLabel = "k=v", description = "Override a parameter, e.g. s1-s2.rateBps=10Gbps or incast.serverCount=32.")
    private List<String> settings = new ArrayList<>();

    @Option(names = "--until", paramLabel = "TIME", description = "Simulated time to run to instead of the scenario's duration, e.g. 0.5s or 200ms.")
    private String until;

    @Option(names = "--out", paramLabel = "DIR", description = "Write summary.json, summary.csv, series.csv and series.json (and pcap files) here.")
    private Path out;

    @Option(names = "--json", description = "Print the summary as one JSON object.")
    private boolean json;

    @Option(names = "--quiet", description = "No progress bar and no warnings.")
    private boolean quiet;

    @Option(names = "--bundle", paramLabel = "FILE.zip", description = "Also write a run bundle: the scenario as run, seed, version, command line, results and charts in one zip that `dclab reproduce` makes again.")
    private Path bundle;

    @Option(names = "--pcap", paramLabel = "PORT_OR_HOST", description = "Capture the packets on a link or a host's link (both directions), or leaving one port such as s1->s2, into a pcap file.")
    private List<String> pcapTargets = new ArrayList<>();

    @Mixin
    private OwnControls controls;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long untilPs = untilPs();
        checkDistinct(pcapTargets);
        if (bundle != null && controls.named()) {
            throw new InvalidInputException("--bundle with --control: a run bundle does not carry your control's source, so `dclab "
                    + "reproduce` could not run it; run without --bundle, or with --out DIR to keep the results");
        }
        controls.install();
        Scenario scenario = ScenarioInput.load(file, SetOption.pairs(settings, "--set"));
        BuildNotice.print("run", scenario, "", err);
        ScenarioInput.check(file, scenario, untilPs > 0 ? untilPs : scenario.getDurationPs(), err, quiet);
        SimulationRun run;
        try {
            run = Simulations.prepare(scenario, new RunOptions().untilPs(untilPs));
            pcapTargets.forEach(run::checkCaptureTarget);
        } catch (ScenarioNotRunnableException e) {
            throw new InvalidInputException(file + " cannot run:\n  " + String.join("\n  ", e.problems()));
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(e.getMessage());
        }
        // Only now that every target is known is a file named after one: a name with path segments never reaches the disk.
        List<Path> pcaps = pcapTargets.stream().map(target -> pcapFile(scenario, target)).toList();
        checkOutputs(pcaps);
        for (int i = 0; i < pcapTargets.size(); i++) {
            capture(run, pcapTargets.get(i), pcaps.get(i), err);
        }
        ProgressBar bar = ProgressBar.onTerminal(err, quiet);
        try (InterruptCancels interrupt = new InterruptCancels(run::cancel, err, "dclab run")) {
            RunResult result;
            ControlFailure ownControlFailed = null;
            try {
                result = run.run(bar != null ? bar : ProgressListener.NONE);
            } catch (IOException e) {
                throw new InvalidInputException("cannot write the packet capture: " + e.getMessage());
            } catch (ControlFailure e) {
                // A control of the user's own (--control) threw or ran past its budget: what the run measured up to
                // then is reported and written as for any run, and the failure, with its line, ends the command.
                ownControlFailed = e;
                result = run.result();
            }
            if (bar != null) {
                bar.finish();
            }
            report(result, stdout, err);
            interrupt.writing();
            boolean whole = writeResults(result, err, interrupt) && (bundle == null || writeBundle(scenario, run, result, err, interrupt));
            int code = 0;
            if (ownControlFailed != null) {
                err.println("dclab run: " + ownControlFailed.getMessage() + "; the run stopped there, and what it measured up to then "
                        + (out == null ? "is printed above" : whole ? "is in " + out : "was written only in part, as said above"));
                err.flush();
                code = DcLabCommand.EXIT_INVALID_INPUT;
            } else if (result.status() == RunStatus.OUT_OF_MEMORY) {
                err.println("dclab run: " + OutOfMemory.duringRun(run.nowPs() / 1e12, out == null ? "are printed above"
                        : whole ? "are in " + out : "were written only in part, as said above"));
                err.flush();
                code = OutOfMemory.exitCode();
            }
            // Said before the command ends, so that whatever stopped it, nothing it had to say is lost.
            return interrupt.exitCode(code);
        }
    }

    /** Every place the run will write, checked before it simulates anything. */
    private void checkOutputs(List<Path> pcaps) {
        if (out != null) {
            OutputPlaces.folder(out, ResultFiles.SUMMARY_JSON, ResultFiles.SUMMARY_CSV, ResultFiles.SERIES_CSV,
                    ResultFiles.SERIES_JSON);
        }
        if (bundle != null) {
            OutputPlaces.file(bundle);
        }
        pcaps.forEach(OutputPlaces::file);
    }

    private static void checkDistinct(List<String> pcapTargets) {
        Set<String> distinct = new HashSet<>();
        for (String target : pcapTargets) {
            if (!distinct.add(target)) {
                throw new InvalidInputException("--pcap " + target + " is given twice; capture each link, host or port once");
            }
        }
    }

    private Path pcapFile(Scenario scenario, String target) {
        return (out != null ? out : Path.of(".")).resolve(scenario.getName() + "-" + target.replace("->", "_to_") + ".pcap");
    }

    private void capture(SimulationRun run, String target, Path pcap, PrintWriter err) {
        try {
            run.capture(target, pcap);
        } catch (IOException e) {
            throw OutputPlaces.cannotWrite(pcap, e);
        }
        if (!quiet) {
            err.println("capturing " + target + " into " + pcap);
        }
    }

    /** False when a second Ctrl-C stopped the writing: the bundle is then as it was, or absent. */
    private boolean writeBundle(Scenario scenario, SimulationRun run, RunResult result, PrintWriter err, InterruptCancels interrupt) {
        try {
            RunBundle.write(bundle, scenario, RunRecipe.of(run, result, scenario.getSeed(), ProductInfo.versionLine(),
                    commandLine(), "dclab run"), result, new Pictures("dclab run", err).resultCharts(result.series()),
                    interrupt::stopWriting);
        } catch (InterruptedIOException e) {
            err.println("dclab run: stopped writing the run bundle; " + bundle + " was not written");
            err.flush();
            return false;
        } catch (IOException e) {
            throw OutputPlaces.cannotWrite(bundle, e);
        }
        if (!quiet) {
            err.println("run bundle in " + bundle);
        }
        return true;
    }

    /** Says how the run ended and prints its summary, before anything is written: a stopped write cannot lose it. */
    private void report(RunResult result, PrintWriter stdout, PrintWriter err) {
        if (result.status() == RunStatus.CANCELLED) {
            err.println(String.format(Locale.ROOT, "cancelled at %.6f s simulated; the results cover the run so far",
                    (Double) result.summary().get("simulatedSeconds")));
        }
        if (json) {
            stdout.println(JsonText.of(result.summary()));
        } else {
            HumanSummary.print(result.summary(), stdout);
        }
        stdout.flush();
    }

    /**
     * Writes the result files into --out; false when a second Ctrl-C stopped the writing, after saying which files are
     * complete (the others are absent: {@link ResultFiles}).
     */
    private boolean writeResults(RunResult result, PrintWriter err, InterruptCancels interrupt) {
        if (out == null) {
            return true;
        }
        List<String> complete = new ArrayList<>();
        try {
            ResultFiles.write(result, out, interrupt::stopWriting, complete::add);
        } catch (InterruptedIOException e) {
            List<String> notWritten = ResultFiles.FILES.stream().filter(name -> !complete.contains(name)).toList();
            err.println("dclab run: stopped writing the results in " + out + "; complete: " + (complete.isEmpty() ? "none"
                    : String.join(", ", complete)) + "; not written: " + String.join(", ", notWritten)
                    + (bundle != null ? "; nor the run bundle" : ""));
            err.flush();
            return false;
        } catch (IOException e) {
            throw OutputPlaces.cannotWrite(out, e);
        }
        if (!quiet) {
            err.println("results in " + out);
        }
        return true;
    }

    /** The command as typed, so that a bundle says how it was made. */
    private String commandLine() {
        StringBuilder line = new StringBuilder("dclab");
        for (String arg : spec.root().commandLine().getParseResult().originalArgs()) {
            line.append(' ').append(!arg.matches("[A-Za-z0-9_./=:,+@%-]+") ? "'" + arg.replace("'", "'\\''") + "'" : arg);
        }
        return line.toString();
    }

    private long untilPs() {
        if (until == null) {
            return -1;
        }
        long untilPs;
        try {
            untilPs = ParameterValues.timePs(until);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException("--until " + e.getMessage());
        }
        // The run's end replaces the scenario's duration, so it takes the duration's range: a time after the start.
        String outOfRange = AttributeRanges.outOfRange(DclabPackage.Literals.SCENARIO__DURATION_PS, untilPs);
        if (outOfRange != null) {
            throw new InvalidInputException("--until " + until + ": the end of a run " + outOfRange + ", not " + untilPs
                    + " ps; write a time after its start, e.g. --until 200ms");
        }
        return untilPs;
    }
}
