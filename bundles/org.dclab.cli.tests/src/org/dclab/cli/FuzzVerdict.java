package org.dclab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.dclab.cli.ScenarioMutator.Mutant;

/**
 * What the command line made of one fuzzed file, through the same entry point as {@code ./dclab}: {@code validate}
 * and a short {@code run}. The file must either validate and then run, or be refused by both with exit 1 and
 * messages that name where the problem is; anything else is a {@link #problems() problem}. A file whose mutation must
 * be refused (an empty or repeated item, a container twice, a negative time, a path as a name) must not validate; the
 * commands its mutation says must be refused at once are (exit 1, one line); nothing is made outside its output folder;
 * and what validate says of its sampled probes against the heap holds ({@link SampleMemoryOracle}).
 */
record FuzzVerdict(boolean valid, boolean memoryWarned, int validateExit, int runExit, String messages, List<String> problems) {

    /** How long each fuzzed file runs: its start, where building, routing and the first packets meet their values. */
    static final String RUN_UNTIL = "10us";

    /** What only an internal error prints. */
    private static final Pattern INTERNAL = Pattern.compile("Exception|Error:|java\\.|org\\.eclipse\\.|\\tat |internal error|'null'");
    /** A position in the file, "FILE:12:5: ". */
    private static final Pattern POSITION = Pattern.compile("^:\\d+:\\d+: \\S");
    /**
     * An element of the scenario as {@link org.dclab.model.validation.Labels} names it ("link s1-s2", "default queue of
     * switch s1", "application flow1 (long flow)", "network"), or the file as a whole.
     */
    private static final Pattern ELEMENT = Pattern.compile("^: (error: )?(scenario|network|traffic|experiment|host|switch|router|link|"
            + "application|probe|sweep|transport|queue|default queue|source queue|target queue|shared buffer|[a-z]+ queue of|"
            + "the file|binary data|the XML|not an XML|malformed XML|the root element|is a folder|is not a regular file|larger than|"
            + "no such file|cannot be read|written in scenario format|an element|unknown|<)");
    private static final int LONGEST_LINE = 600;

    /**
     * Checks {@code file}, made from {@code example} by {@code mutant}; {@code folder} is the file's own, empty, in which
     * its runs write to {@code a/b/c/out}.
     */
    static FuzzVerdict of(Path file, Mutant mutant, Path example, Path folder) throws Exception {
        String name = file.toString();
        Path out = folder.resolve("a/b/c/out");
        CliFixture validate = new CliFixture();
        int validateExit = validate.run("validate", name);
        CliFixture run = new CliFixture();
        List<String> runArgs = new ArrayList<>(List.of("run", name, "--until", RUN_UNTIL, "--quiet", "--json"));
        mutant.runArgs().forEach(a -> runArgs.add(a.replace(ListAndLimitMutations.OUT, out.toString())));
        int runExit = run.run(runArgs.toArray(String[]::new));
        String messages = "validate: exit " + validateExit + "\n" + validate.out + validate.err + "run: exit " + runExit + "\n"
                + run.err + run.out;

        List<String> problems = new ArrayList<>();
        if (validateExit != 0 && validateExit != DcLabCommand.EXIT_INVALID_INPUT) {
            problems.add("validate ended with exit " + validateExit);
        }
        if (runExit != 0 && runExit != DcLabCommand.EXIT_INVALID_INPUT) {
            problems.add("run ended with exit " + runExit);
        }
        if (validateExit != runExit) {
            problems.add(validateExit == 0 ? "validated, but did not run" : "refused by validate, but run exited " + runExit);
        }
        if (INTERNAL.matcher(validate.err.toString() + run.err).find()) {
            problems.add("an internal error or a Java name in a message");
        }
        boolean valid = validateExit == 0;
        boolean memoryWarned = valid && !SampleMemoryOracle.warned(validate.out.toString()).isEmpty();
        if (valid) {
            if (!validate.err.toString().isEmpty() || !run.err.toString().isEmpty()) {
                problems.add("valid, yet something on standard error");
            }
            if (!run.out.toString().contains("\"status\":\"completed\"")) {
                problems.add("valid, yet its run did not complete");
            }
            if (mutant.mustBeRefused()) {
                problems.add("valid, yet a " + mutant.kind() + " mutation must be refused");
            }
            problems.addAll(SampleMemoryOracle.problems(file, validate.out.toString()));
        } else {
            refusal(name, validate.err.toString(), run.err.toString(), problems);
        }
        for (ListAndLimitMutations.Refusal refusal : mutant.refusals()) {
            problems.addAll(refused(refusal, example, out));
        }
        problems.addAll(madeOutside(folder, out));
        return new FuzzVerdict(valid, memoryWarned, validateExit, runExit, messages, problems);
    }

    /** A command the mutation says must be refused at once: exit 1, one line that says why, nothing printed. */
    private static List<String> refused(ListAndLimitMutations.Refusal refusal, Path example, Path out) {
        String[] args = refusal.args().stream().map(a -> a.replace(ListAndLimitMutations.FILE, example.toString())
                .replace(ListAndLimitMutations.OUT, out.toString())).toArray(String[]::new);
        CliFixture cli = new CliFixture();
        int code = cli.run(args);
        List<String> lines = cli.err.toString().lines().toList();
        if (code != DcLabCommand.EXIT_INVALID_INPUT || lines.size() != 1 || !lines.get(0).startsWith(refusal.expectedStart())
                || !cli.out.toString().isEmpty()) {
            return List.of("dclab " + String.join(" ", refusal.args()) + " ended with exit " + code + " and " + lines
                    + ", not one line starting " + refusal.expectedStart());
        }
        return List.of();
    }

    /** Runs write into {@code out} only, and only files: a name with path segments must not make a folder on its way. */
    private static List<String> madeOutside(Path folder, Path out) throws IOException {
        try (Stream<Path> made = Files.walk(folder)) {
            return made.filter(p -> !out.startsWith(p) && !(p.getParent().equals(out) && Files.isRegularFile(p)))
                    .map(p -> "made " + folder.relativize(p) + ", outside the output folder or a folder in it").toList();
        }
    }

    /** Every error of validate is one line naming the file and, in it, a position or an element. */
    private static void refusal(String file, String validateErr, String runErr, List<String> problems) {
        List<String> lines = validateErr.lines().toList();
        if (lines.isEmpty()) {
            problems.add("refused without a message");
        }
        for (String line : lines) {
            if (!line.startsWith("error: " + file) && !line.startsWith(file + ": error: ")) {
                problems.add("an error line that does not start with the file: " + line);
                continue;
            }
            String rest = line.startsWith("error: ") ? line.substring(("error: " + file).length()) : line.substring(file.length());
            if (!POSITION.matcher(rest).find() && !ELEMENT.matcher(rest).find()) {
                problems.add("an error that names neither a position nor an element: " + line);
            }
            if (line.length() > LONGEST_LINE) {
                problems.add("an error line of " + line.length() + " characters");
            }
        }
        List<String> runLines = runErr.lines().toList();
        if (runLines.isEmpty() || !runLines.get(0).startsWith("dclab run: ")
                || runLines.stream().skip(1).anyMatch(l -> !l.startsWith("  "))) {
            problems.add("run refused it without \"dclab run: \" and one indented line per error");
        }
    }
}
