package org.dclab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.labs.LabPredictionTable;
import org.dclab.sim.labs.LabSheet;
import org.dclab.sim.labs.SheetNumbers;
import org.dclab.sim.papers.FigureData;
import org.dclab.sim.papers.FigureReport;
import org.dclab.sim.papers.PaperFigure;
import org.dclab.sim.papers.PaperFiles;
import org.dclab.sim.papers.PaperLibrary;
import org.dclab.sim.papers.Reproduction;
import org.dclab.sim.papers.ResultsNotes;
import org.dclab.sim.papers.Variant;

/**
 * What {@code dclab paper} writes once a figure has run: the check data into the repository always; after a full
 * campaign the results, the figure (PNG in the repository; PNG, SVG and the table in OUT) and the note's table; after a
 * variant its results and the note's variants table. One line per figure on standard output says what came of it.
 */
final class PaperWrites {

    private PaperWrites() {
    }

    static void write(PaperLibrary library, PaperFigure f, Variant v, Reproduction.Result result, Path out, boolean checkOnly,
            Pictures pictures, PrintWriter stdout, long nanos) throws IOException {
        Path examples = library.examples();
        Path checkFile = PaperFiles.check(examples, f.id());
        Optional<FigureData> before = PaperFiles.read(checkFile);
        boolean changed = before.isEmpty() || !before.get().csv().equals(result.check().csv());
        PaperFiles.write(checkFile, result.check().csv());
        if (checkOnly) {
            String stale = changed && Files.exists(PaperFiles.results(examples, f.id(), null))
                    ? "; the check data changed, so its results and table are stale: run dclab paper " + f.id()
                    : changed ? "; check data written" : "; check data unchanged";
            stdout.printf(Locale.ROOT, "%s --check: %d runs in %s, %s at the reduced size%s%n", f.id(), result.data().runs().size(),
                    duration(
                            nanos), result.report().summary(), stale);
            stdout.flush();
            return;
        }
        Path folder = out.resolve(f.id());
        if (v == null) {
            PaperFiles.write(PaperFiles.results(examples, f.id(), null), result.data().csv());
            Optional<Path> png = pictures.figure(result.report(), folder.resolve(f.id()));
            if (png.isPresent()) {
                Files.createDirectories(PaperFiles.figure(examples, f.id()).getParent());
                Files.copy(png.get(), PaperFiles.figure(examples, f.id()), StandardCopyOption.REPLACE_EXISTING);
            }
            Files.writeString(folder.resolve("table.md"), ResultsNotes.figureBlock(library, f), StandardCharsets.UTF_8);
            ResultsNotes.update(library, f);
            String figure = png.isPresent() ? ", figure " + PaperFiles.figure(examples, f.id()) + " and " + folder.resolve(f.id() + ".svg")
                    : "";
            stdout.printf(Locale.ROOT, "%s: %s (%d runs, %s); table in %s%s%n", f.id(), result.report().summary(), result.data().runs()
                    .size(), duration(nanos), ResultsNotes.note(library, f), figure);
        } else {
            PaperFiles.write(PaperFiles.results(examples, f.id(), v), result.data().csv());
            Path base = folder.resolve("variant-" + v.name()).resolve(f.id() + "--" + v.name());
            Optional<Path> png = pictures.figure(result.report(), base);
            ResultsNotes.update(library, f);
            stdout.printf(Locale.ROOT, "%s --variant %s: %s (%d runs, %s); variants table in %s%s%n", f.id(), v.name(), result.report()
                    .summary(), result.data().runs().size(), duration(nanos), ResultsNotes.note(library, f), png.map(p -> ", figure " + p)
                            .orElse(""));
        }
        stdout.flush();
    }

    /**
     * The README's table of the lab sheets' predictions (README: Labs), measured again by doing each predicting step,
     * when the examples folder has a README.md above it with that table's markers (a source tree, not a copy).
     */
    static void labPredictions(PaperLibrary library, PrintWriter stdout) throws IOException, ScenarioNotRunnableException {
        Path readme = library.examples().toAbsolutePath().getParent().resolve("README.md");
        if (!Files.isRegularFile(readme)) {
            return;
        }
        String text = Files.readString(readme, StandardCharsets.UTF_8);
        if (LabPredictionTable.blockIn(text) == null) {
            return;
        }
        long started = System.nanoTime();
        List<LabPredictionTable.Row> rows = LabPredictionTable.measure(library.examples());
        String updated = LabPredictionTable.replaceIn(text, LabPredictionTable.block(rows));
        if (!updated.equals(text)) {
            PaperFiles.write(readme, updated);
        }
        stdout.printf(Locale.ROOT, "lab predictions: %d measured (%s); table in %s%n", rows.size(), duration(System.nanoTime() - started),
                readme);
        stdout.flush();
    }

    /**
     * The lab sheets' generated numbers (examples/labs/*.md, {@link SheetNumbers}), each written anew from the runs it
     * names; a sheet whose numbers are already the product's is left untouched.
     */
    static void labSheets(PaperLibrary library, PrintWriter stdout) throws IOException, ScenarioNotRunnableException {
        long started = System.nanoTime();
        int numbers = 0;
        int changed = 0;
        List<LabSheet> sheets = LabSheet.readAll(library.examples().resolve("labs"));
        for (LabSheet sheet : sheets) {
            String text = Files.readString(sheet.file(), StandardCharsets.UTF_8);
            String filled;
            try {
                filled = SheetNumbers.fill(text, library.examples());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(sheet.file() + ": " + e.getMessage(), e);
            }
            numbers += SheetNumbers.markers(text).size();
            if (!filled.equals(text)) {
                PaperFiles.write(sheet.file(), filled);
                changed++;
            }
        }
        stdout.printf(Locale.ROOT, "lab sheets: %d numbers in %d sheets (%s), %d of them rewritten%n", numbers, sheets.size(), duration(
                System
                        .nanoTime() - started), changed);
        stdout.flush();
    }

    /** --redraw: the figure and the note's tables again from the committed results. */
    static void redraw(PaperLibrary library, PaperFigure f, Pictures pictures, PrintWriter stdout) throws IOException {
        Optional<FigureData> results = PaperFiles.read(PaperFiles.results(library.examples(), f.id(), null));
        if (results.isEmpty()) {
            stdout.println(f.id() + ": not run yet, nothing to draw; dclab paper " + f.id() + " runs it");
            ResultsNotes.update(library, f);
            return;
        }
        FigureReport report = FigureReport.of(f, results.get());
        Path tmp = Files.createTempDirectory("dclab-paper");
        Optional<Path> png;
        try {
            png = pictures.figure(report, tmp.resolve(f.id()));
            if (png.isPresent()) {
                Files.createDirectories(PaperFiles.figure(library.examples(), f.id()).getParent());
                Files.copy(png.get(), PaperFiles.figure(library.examples(), f.id()), StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            try (var files = Files.list(tmp)) {
                for (Path p : files.toList()) {
                    Files.delete(p);
                }
            }
            Files.delete(tmp);
        }
        ResultsNotes.update(library, f);
        // Without a bundle that draws, only the note's tables are new: the figure was not redrawn.
        stdout.println(f.id() + ": " + report.summary() + (png.isPresent() ? "; redrawn from " : "; tables updated from ")
                + PaperFiles.results(library.examples(), f.id(), null));
    }

    /** Whether {@code examples} is an installed DC Lab's (beside its plugins/), which dclab never writes into. */
    static boolean isInstalled(Path examples) {
        Path parent = examples.toAbsolutePath().getParent();
        return parent != null && Files.isDirectory(parent.resolve("plugins"));
    }

    /**
     * The library of a copy of {@code library}'s examples folder at {@code copy}, made on first use (and kept, with
     * the results written into it, for the next runs).
     */
    static PaperLibrary copyOf(PaperLibrary library, Path copy, PrintWriter err) throws IOException {
        if (!Files.isRegularFile(copy.resolve(PaperLibrary.FOLDER).resolve(PaperLibrary.PAPERS_FILE))) {
            Path from = library.examples();
            try (var all = Files.walk(from)) {
                for (Path p : all.toList()) {
                    Path to = copy.resolve(from.relativize(p).toString());
                    if (Files.isDirectory(p)) {
                        Files.createDirectories(to);
                    } else {
                        Files.copy(p, to, StandardCopyOption.REPLACE_EXISTING);
                    }
                }
            }
        }
        err.println("dclab paper: this DC Lab's examples are only read; the figures' results and the notes' tables go to " + copy);
        err.flush();
        return PaperLibrary.read(copy);
    }

    /** "12.3 s", "4 min 05 s". */
    static String duration(long nanos) {
        double seconds = nanos / 1e9;
        if (seconds < 60) {
            return String.format(Locale.ROOT, "%.1f s", seconds);
        }
        long whole = Math.round(seconds);
        return String.format(Locale.ROOT, "%d min %02d s", whole / 60, whole % 60);
    }

    /**
     * The examples folder the figures are described in: the first {@code examples/} with {@code papers/papers.json} in
     * the working folder or above it (a source tree), else the one beside this DC Lab's jars (the product's).
     */
    static Optional<Path> findExamples() {
        Optional<Path> above = findAbove(Path.of("").toAbsolutePath());
        if (above.isPresent()) {
            return above;
        }
        try {
            var source = PaperCommand.class.getProtectionDomain().getCodeSource();
            return source == null ? Optional.empty() : findAbove(Path.of(source.getLocation().toURI()));
        } catch (URISyntaxException | IllegalArgumentException | SecurityException e) {
            return Optional.empty();
        }
    }

    private static Optional<Path> findAbove(Path start) {
        for (Path dir = start.toAbsolutePath().normalize(); dir != null; dir = dir.getParent()) {
            Path examples = dir.resolve("examples");
            if (Files.isRegularFile(examples.resolve(PaperLibrary.FOLDER).resolve(PaperLibrary.PAPERS_FILE))) {
                return Optional.of(examples);
            }
        }
        return Optional.empty();
    }
}
