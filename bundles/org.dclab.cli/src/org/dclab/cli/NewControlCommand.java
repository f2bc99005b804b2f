package org.dclab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.dclab.control.compiler.ControlTemplate;
import org.dclab.control.compiler.StudentControls;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code dclab new-control MyAimd}: the workbench's File ▸ New Congestion Control… for a student without the workbench,
 * the same template written as MyAimd.java, which {@code --control} then compiles and registers for a run.
 */
@Command(name = "new-control", mixinStandardHelpOptions = true, description = "Write the template of a congestion control of "
        + "your own, NAME.java (as File > New Congestion Control... in the workbench does), to edit and then run with "
        + "`dclab run --control NAME.java`.")
final class NewControlCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "NAME", description = "The control's Java class name, e.g. MyAimd (its key is then my-aimd).")
    private String className;

    @Option(names = "--dir", paramLabel = "DIR", description = "The folder to write NAME.java into (default: the current folder).")
    private Path dir = Path.of("");

    @Override
    public Integer call() {
        String refusal = ControlTemplate.refusal(className);
        if (refusal != null) {
            throw new InvalidInputException(className + ": " + refusal);
        }
        Path file = dir.resolve(className + ".java");
        if (Files.exists(file)) {
            throw new InvalidInputException(file + " exists already: edit it, or name another control");
        }
        OutputPlaces.file(file);
        try {
            Files.writeString(file, ControlTemplate.source(className), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw OutputPlaces.cannotWrite(file, e);
        }
        PrintWriter out = spec.commandLine().getOut();
        String key = StudentControls.keyOf(className);
        out.println("wrote " + file + ": a scenario names it as " + key + " (e.g. --set h1.transport.congestionControl=" + key
                + "); run it with dclab run --control " + file + " FILE.dclab");
        out.flush();
        return 0;
    }
}
