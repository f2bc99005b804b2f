package org.dclab.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.dclab.control.compiler.Compilation;
import org.dclab.control.compiler.ControlCompiler;
import org.dclab.control.compiler.StudentControls;

import picocli.CommandLine.Option;

/**
 * {@code --control FILE.java}: a congestion control of the user's own, the Java source a student writes in the
 * workbench (File ▸ New Congestion Control…), compiled as the workbench compiles it and registered under its key before
 * the scenario is read, so a scenario that names it validates and runs here too, under the same time budget per
 * callback. Named on the command line and never by a scenario file: a file that could make DC Lab compile and run code
 * from elsewhere would not be one a student can open safely.
 */
final class OwnControls {

    @Option(names = "--control", paramLabel = "FILE.java", description = "A congestion control of your own (File > New Congestion "
            + "Control... in the workbench writes one): compiled and registered under its key (MyAimd.java: my-aimd) before the "
            + "scenario is read. Repeatable.")
    private List<Path> sources = new ArrayList<>();

    /** Whether any control is named. */
    boolean named() {
        return !sources.isEmpty();
    }

    /**
     * Refuses a control named for runs on the cluster: its nodes start their own {@code dclab}, which compiles nothing,
     * so {@code command} ("sweep", "resume") should run here instead.
     */
    void refuseOnCluster(boolean slurm, String command) {
        if (slurm && named()) {
            throw new InvalidInputException("--slurm with --control: the cluster's nodes would run without your control; " + command
                    + " here (without --slurm), where it is compiled");
        }
    }

    /** Compiles and registers every control named; throws InvalidInputException naming the file and line of the first error. */
    void install() {
        if (sources.isEmpty()) {
            return;
        }
        ControlCompiler compiler = ControlCompiler.againstEngine();
        for (Path file : sources) {
            String name = file.getFileName() == null ? "" : file.getFileName().toString();
            if (!name.endsWith(".java") || name.length() == ".java".length()) {
                throw new InvalidInputException("--control " + file + ": name the control's Java source, a file such as MyAimd.java");
            }
            String source;
            try {
                source = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new InvalidInputException("--control " + file + ": cannot be read (" + e.getMessage() + ")");
            }
            Compilation compilation = compiler.compile(name.substring(0, name.length() - ".java".length()), source);
            if (!compilation.succeeded()) {
                int more = compilation.problems().size() - 1;
                throw new InvalidInputException(compilation.problems().get(0).describe(file.toString())
                        + (more > 0 ? " (and " + more + " more)" : "") + "; fix it in the workbench's control editor or any editor");
            }
            try {
                StudentControls.install(compilation);
            } catch (IllegalArgumentException e) {
                throw new InvalidInputException("--control " + file + ": " + e.getMessage());
            }
        }
    }
}
