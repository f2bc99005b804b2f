package org.dclab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.dclab.sim.ProgressListener;
import org.dclab.sim.RunStatus;
import org.dclab.sim.bundle.Reproduction;
import org.dclab.sim.bundle.RunBundle;
import org.dclab.sim.bundle.RunBundleException;
import org.dclab.sim.bundle.RunRecipe;
import org.dclab.sim.results.JsonText;
import org.dclab.cli.api.ProductInfo;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code dclab reproduce BUNDLE.zip}: makes a bundled run again and says whether every figure came out the same. */
@Command(name = "reproduce", mixinStandardHelpOptions = true, description = {
        "Run a run bundle (written by `dclab run --bundle` or File > Export Run) again and compare its summary.",
        "Exit 0 when every figure is identical, 1 when one differs or the bundle cannot be read." })
final class ReproduceCommand implements Callable<Integer>, SimulatingCommand {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "BUNDLE.zip", description = "The run bundle.")
    private Path file;

    @Option(names = "--json", description = "Print the new summary as one JSON object.")
    private boolean json;

    @Option(names = "--quiet", description = "No progress bar.")
    private boolean quiet;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        RunBundle bundle;
        try {
            bundle = RunBundle.open(file);
        } catch (RunBundleException e) {
            throw new InvalidInputException(e.getMessage());
        }
        RunRecipe recipe = bundle.recipe();
        if (!quiet) {
            err.println(String.format(Locale.ROOT, "%s: %s, seed %d, to %.6f s (event %d), made by %s with %s", file,
                    bundle.scenario().getName(), recipe.seed(), recipe.stopPs() / 1e12, recipe.stopEvents(),
                    recipe.createdBy(), recipe.dclabVersion()));
            if (!recipe.dclabVersion().equals(ProductInfo.versionLine())) {
                err.println("note: this is " + ProductInfo.versionLine() + "; a different version may give different figures");
            }
        }
        BuildNotice.print("reproduce", bundle.scenario(), "", err);
        Reproduction again;
        ProgressBar bar = ProgressBar.onTerminal(err, quiet);
        try {
            again = Reproduction.of(bundle, bar != null ? bar : ProgressListener.NONE);
        } catch (RunBundleException e) {
            throw new InvalidInputException(e.getMessage());
        }
        if (bar != null) {
            bar.finish();
        }
        if (json) {
            out.println(JsonText.of(again.result().summary()));
        }
        if (again.result().status() == RunStatus.OUT_OF_MEMORY) {
            err.println("dclab reproduce: " + OutOfMemory.duringRun(again.result().summary().get("simulatedSeconds") instanceof Double d ? d
                    : 0,
                    json ? "are printed above" : "were not compared"));
            err.flush();
            return OutOfMemory.exitCode();
        }
        if (again.identical()) {
            err.println("reproduced: every figure of the summary is identical");
            err.flush();
            return 0;
        }
        err.println("not reproduced: " + again.differences().size() + " figure(s) differ");
        again.differences().forEach(d -> err.println("  " + d));
        err.flush();
        return DcLabCommand.EXIT_INVALID_INPUT;
    }
}
