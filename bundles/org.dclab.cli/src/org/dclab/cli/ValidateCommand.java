package org.dclab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.dclab.model.Scenario;
import org.dclab.sim.Simulations;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code dclab validate FILE...}: every finding, one line each; exit 1 when any file has an error. */
@Command(name = "validate", mixinStandardHelpOptions = true, description = "Check scenario files: print every error and warning; exit 1 if any file has an error.")
final class ValidateCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE.dclab", description = "The scenarios to check.")
    private List<Path> files;

    @Mixin
    private OwnControls controls;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        controls.install();
        boolean anyError = false;
        for (Path file : files) {
            List<String> lines;
            try {
                Scenario scenario = ScenarioInput.load(file, Map.of());
                lines = Simulations.check(scenario);
            } catch (InvalidInputException e) {
                err.println("error: " + e.getMessage());
                anyError = true;
                continue;
            }
            boolean errors = Simulations.hasErrors(lines);
            anyError |= errors;
            for (String line : lines) {
                (line.startsWith("error: ") ? err : out).println(file + ": " + line);
            }
            long warnings = lines.stream().filter(l -> l.startsWith("warning: ")).count();
            out.println(file + ": " + (errors ? "invalid" : "valid") + (warnings > 0 ? ", " + warnings + " warning(s)" : ""));
        }
        out.flush();
        err.flush();
        return anyError ? DcLabCommand.EXIT_INVALID_INPUT : 0;
    }
}
