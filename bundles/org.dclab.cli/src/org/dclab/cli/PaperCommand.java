package org.dclab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.papers.FigureData;
import org.dclab.sim.papers.FigureReport;
import org.dclab.sim.papers.FigureSize;
import org.dclab.sim.papers.PaperException;
import org.dclab.sim.papers.PaperFigure;
import org.dclab.sim.papers.PaperFiles;
import org.dclab.sim.papers.PaperLibrary;
import org.dclab.sim.papers.Reproduction;
import org.dclab.sim.papers.Variant;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code dclab paper ID|--all|--list}: the papers' figures of {@code examples/papers/}, each run as a campaign (the
 * check size first, then the full size, resumed from OUT), drawn with the paper's values, and written into the
 * repository: the check data the build compares with, the results, the figure and the results note's table.
 */
@Command(name = "paper", mixinStandardHelpOptions = true, description = "Reproduce the papers' figures (examples/papers/*.json): run each as a campaign, "
        + "draw it with the paper's values (PNG, SVG) and write its table, with a verdict per value the paper reports, into the results note.")
final class PaperCommand implements Callable<Integer>, SimulatingCommand {

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "ID", description = "The figures to run, e.g. aipm-fig4b (dclab paper --list names them).")
    private List<String> ids = new ArrayList<>();

    @Option(names = "--all", description = "Every figure, paper by paper.")
    private boolean all;

    @Option(names = "--list", description = "List the figures with the verdicts of their committed results and their variants; run nothing.")
    private boolean list;

    @Option(names = "--check", description = "Only the reduced size the build checks: writes examples/papers/check/ID.csv (seconds per figure).")
    private boolean check;

    @Option(names = "--variant", paramLabel = "NAME", description = "Run the figure with one of its variants' settings added (all: every variant), "
            + "each as a full campaign, and write the note's variants table.")
    private String variant;

    @Option(names = "--labs", description = "Only the lab sheets' numbers: do the runs their generated numbers name and write them into "
            + "examples/labs/*.md, and the README's table of the sheets' predictions (--all writes them too, after the figures).")
    private boolean labs;

    @Option(names = "--redraw", description = "Run nothing: draw the figures and write the notes' tables again from the committed results (after a claim or label changed).")
    private boolean redraw;

    @Option(names = "--out", paramLabel = "DIR", description = "Where the campaigns are kept, resumed by the next run, and each figure's PNG, SVG and table "
            + "(default: ~/.dclab/papers).")
    private Path out;

    @Option(names = "--examples", paramLabel = "DIR", description = "The examples folder whose papers/ describes the figures and whose notes are written "
            + "(default: the examples/ above this folder, else the product's).")
    private Path examples;

    @Option(names = "--jobs", paramLabel = "N", description = "Runs in parallel (default: one per core).")
    private int jobs = Runtime.getRuntime().availableProcessors();

    @Option(names = "--quiet", description = "No progress.")
    private boolean quiet;

    @Override
    public Integer call() throws IOException {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        PaperLibrary library = library();
        if (labs) {
            if (list || all || !ids.isEmpty() || check || variant != null || redraw) {
                throw new InvalidInputException("--labs writes the lab sheets' numbers and runs no figure: give it alone");
            }
            writeLabs(library, stdout);
            return 0;
        }
        if (list) {
            if (all || !ids.isEmpty() || check || variant != null || redraw) {
                throw new InvalidInputException("--list runs nothing: give it alone");
            }
            PaperListing.print(library, stdout);
            return 0;
        }
        List<PaperFigure> figures = figures(library);
        if (jobs < 1) {
            throw new InvalidInputException("--jobs " + jobs + ": run at least one job");
        }
        if (variant != null && (check || redraw)) {
            throw new InvalidInputException(
                    "--variant runs the figure's full campaign with the variant's settings: give it without --check and --redraw");
        }
        if (check && redraw) {
            throw new InvalidInputException("--redraw runs nothing and --check runs the check: give one of them");
        }
        if (variant != null) {
            figures.forEach(this::variants);
        }
        Path folder = out != null ? out : Path.of(System.getProperty("user.home"), ".dclab", "papers");
        if (examples == null && PaperWrites.isInstalled(library.examples())) {
            // An installed DC Lab's folder is only read: the notes and results it would write go to a copy in OUT.
            library = PaperWrites.copyOf(library, folder.resolve("examples"), err);
            figures = figures(library);
        }
        OutputPlaces.folder(library.examples().resolve(PaperLibrary.FOLDER));
        if (!redraw) {
            OutputPlaces.folder(folder);
        }
        Pictures pictures = new Pictures("dclab paper", err);
        long started = System.nanoTime();
        int failed = 0;
        int code = 0;
        for (PaperFigure f : figures) {
            try {
                if (redraw) {
                    PaperWrites.redraw(library, f, pictures, stdout);
                } else if (variant != null) {
                    for (Variant v : variants(f)) {
                        if (runOne(library, f, v, folder, pictures, stdout, err) != 0) {
                            return InterruptCancels.EXIT_INTERRUPTED;
                        }
                    }
                } else if (runOne(library, f, null, folder, pictures, stdout, err) != 0) {
                    // Ctrl-C stops the whole command, not one figure of --all.
                    return InterruptCancels.EXIT_INTERRUPTED;
                }
            } catch (RuntimeException e) {
                if (figures.size() == 1) {
                    throw e instanceof PaperException ? new InvalidInputException(e.getMessage()) : e;
                }
                // One figure that cannot run does not cost the others theirs: each says so in a line, and the exit code
                // is the worst.
                boolean input = e instanceof InvalidInputException || e instanceof PaperException;
                err.println("dclab paper: " + f.id() + ": " + (input ? "" : "internal error: ") + (input ? e.getMessage() : e.toString()));
                err.flush();
                failed++;
                code = Math.max(code, input ? DcLabCommand.EXIT_INVALID_INPUT : DcLabCommand.EXIT_INTERNAL_ERROR);
            }
        }
        if (all && !check && !redraw && failed == 0) {
            writeLabs(library, stdout);
        }
        if (!redraw && figures.size() > 1) {
            stdout.printf(Locale.ROOT, "%d figures in %s%s%n", figures.size() - failed, PaperWrites.duration(System.nanoTime() - started),
                    failed == 0 ? "" : "; " + failed + " could not run (above)");
        }
        stdout.flush();
        return code;
    }

    /** The lab sheets' generated numbers, then the README's table of their predictions. */
    private static void writeLabs(PaperLibrary library, PrintWriter stdout) throws IOException {
        if (PaperWrites.isInstalled(library.examples())) {
            throw new InvalidInputException("--labs writes the lab sheets of a source tree; " + library.examples()
                    + " is an installed DC Lab's");
        }
        try {
            PaperWrites.labSheets(library, stdout);
            PaperWrites.labPredictions(library, stdout);
        } catch (ScenarioNotRunnableException e) {
            throw new InvalidInputException("a lab sheet's scenario cannot run:\n  " + String.join("\n  ", e.problems()));
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(e.getMessage());
        }
    }

    /** Runs one figure (or variant) and writes what it measured; returns 130 when Ctrl-C cut it short, else 0. */
    private int runOne(PaperLibrary library, PaperFigure f, Variant v, Path folder, Pictures pictures, PrintWriter stdout, PrintWriter err)
            throws IOException {
        Reproduction reproduction = new Reproduction(library, f);
        boolean progress = !quiet && System.console() != null;
        long started = System.nanoTime();
        Reproduction.Result result;
        try (InterruptCancels interrupt = new InterruptCancels(reproduction::cancel, err, "dclab paper")) {
            result = reproduction.run(check ? FigureSize.CHECK : FigureSize.FULL, v, folder, jobs, CampaignExecution.dclabVersion(),
                    (phase, done, total) -> {
                        if (progress) {
                            err.print("\r" + f.id() + " " + phase + ": " + done + "/" + total + " runs done ");
                            err.flush();
                        }
                    });
            if (progress) {
                err.println();
            }
            if (result.cancelled()) {
                err.println("dclab paper: " + f.id() + " cancelled; its finished runs are kept in " + folder
                        + " and the same command resumes it");
                err.flush();
                return interrupt.exitCode(0);
            }
            PaperWrites.write(library, f, v, result, folder, check, pictures, stdout, System.nanoTime() - started);
            return interrupt.exitCode(0);
        } catch (ScenarioNotRunnableException e) {
            throw new InvalidInputException(f.id() + ": " + f.scenario() + " cannot run:\n  " + String.join("\n  ", e.problems()));
        }
    }

    private List<Variant> variants(PaperFigure f) {
        if (variant.equals("all")) {
            return f.variants();
        }
        Optional<Variant> named = f.variant(variant);
        if (named.isEmpty()) {
            throw new InvalidInputException(f.id() + " has no variant " + variant + "; its variants: " + String.join(", ", f.variants()
                    .stream()
                    .map(Variant::name).toList()) + " (or all)");
        }
        return List.of(named.get());
    }

    private List<PaperFigure> figures(PaperLibrary library) {
        if (all == !ids.isEmpty()) {
            throw new InvalidInputException("name the figures to run (dclab paper --list names them), or give --all");
        }
        if (variant != null && all) {
            throw new InvalidInputException("--variant belongs to one figure: name it, e.g. dclab paper aipm-fig4b --variant " + variant);
        }
        if (all) {
            return library.figures();
        }
        List<PaperFigure> figures = new ArrayList<>();
        for (String id : ids) {
            figures.add(library.figure(id).orElseThrow(() -> new InvalidInputException("no figure " + id + "; the figures: " + String.join(
                    ", ",
                    library.figures().stream().map(PaperFigure::id).toList()))));
        }
        if (variant != null && figures.size() != 1) {
            throw new InvalidInputException("--variant belongs to one figure: name only it");
        }
        return figures;
    }

    private PaperLibrary library() throws IOException {
        Path dir = examples != null ? examples : PaperWrites.findExamples().orElseThrow(() -> new InvalidInputException(
                "no examples/papers/papers.json above " + Path.of("").toAbsolutePath() + " or beside DC Lab; give --examples DIR"));
        if (!Files.isRegularFile(dir.resolve(PaperLibrary.FOLDER).resolve(PaperLibrary.PAPERS_FILE))) {
            throw new InvalidInputException(dir + " has no " + PaperLibrary.FOLDER + "/" + PaperLibrary.PAPERS_FILE
                    + "; give the examples folder of DC Lab with --examples");
        }
        try {
            return PaperLibrary.read(dir);
        } catch (PaperException e) {
            throw new InvalidInputException(e.getMessage());
        }
    }

    /** The verdicts of the results the repository keeps, for --list. */
    static String committedVerdicts(PaperLibrary library, PaperFigure f) throws IOException {
        Optional<FigureData> results = PaperFiles.read(PaperFiles.results(library.examples(), f.id(), null));
        return results.map(r -> FigureReport.of(f, r).summary()).orElse("not run yet");
    }
}
