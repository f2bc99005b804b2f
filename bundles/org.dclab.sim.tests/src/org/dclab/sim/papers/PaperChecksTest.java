package org.dclab.sim.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.dclab.sim.RepositoryFiles;
import org.dclab.sim.labs.LabPredictionTable;
import org.dclab.sim.labs.LabSheet;
import org.dclab.sim.labs.SheetNumbers;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The results notes never go stale. For every paper figure of {@code examples/papers/}: its reduced-size campaign, run
 * now as {@code dclab paper --check} runs it, gives exactly the runs the repository keeps in
 * {@code examples/papers/check/ID.csv} (the engine is deterministic, so this is exact, to the last digit); the full
 * results behind the note's table were made by this same engine (their {@code engine} line is the SHA-256 of that
 * check data); and the note's generated table is, character for character, the one those results make. A physics
 * change therefore fails here until {@code dclab paper ID} has run the figure again, and a number changed by hand in a
 * table fails here at once. When the check data differ, what the product computes now is left in
 * {@code target/paper-checks/ID.csv} to compare with. The README's table of the lab sheets' predictions and the sheets'
 * generated numbers are checked the same way.
 */
class PaperChecksTest {

    private static final int JOBS = 2;

    @TempDir
    static Path out;

    /**
     * The README's table of the lab sheets' predictions is what their steps measure now (the runs draw no random number
     * but the scenario's seed, so this is exact to the three digits the table shows).
     */
    @Test
    void theReadmesLabPredictionsAreWhatTheStepsMeasureNow() throws Exception {
        Path readme = RepositoryFiles.examples().getParent().resolve("README.md");
        String block = LabPredictionTable.blockIn(Files.readString(readme, StandardCharsets.UTF_8));
        assertFalse(block == null, readme + " has no table of the lab predictions between its markers");
        assertEquals(LabPredictionTable.block(LabPredictionTable.measure(RepositoryFiles.examples())), block, readme
                + ": the lab predictions' table is not what the steps measure now: run dclab paper --all");
    }

    /**
     * Every generated number of the lab sheets is what its run gives now, as written (the runs are deterministic, and a
     * figure's results are checked above): a number typed over, or one the engine no longer gives, fails here.
     */
    @TestFactory
    Stream<DynamicTest> everyLabSheetsNumbersAreWhatTheProductGivesNow() throws IOException {
        return LabSheet.readAll(RepositoryFiles.examples().resolve("labs")).stream().map(sheet -> DynamicTest.dynamicTest(sheet.file()
                .getFileName().toString(), () -> {
                    String text = Files.readString(sheet.file(), StandardCharsets.UTF_8);
                    String now = SheetNumbers.fill(text, RepositoryFiles.examples());
                    List<SheetNumbers.Marker> written = SheetNumbers.markers(text);
                    List<SheetNumbers.Marker> measured = SheetNumbers.markers(now);
                    for (int i = 0; i < written.size(); i++) {
                        SheetNumbers.Marker w = written.get(i);
                        SheetNumbers.Marker m = measured.get(i);
                        long line = text.substring(0, w.valueStart()).chars().filter(c -> c == '\n').count() + 1;
                        assertEquals(now.substring(m.valueStart(), m.valueEnd()), text.substring(w.valueStart(), w.valueEnd()), sheet
                                .file() + ", line " + line + " (" + w.run() + ": " + w.reading()
                                + "): not what its run gives now; if the change is meant, run dclab paper --labs");
                    }
                    assertEquals(now, text, sheet.file() + ": run dclab paper --labs");
                }));
    }

    @TestFactory
    Stream<DynamicTest> everyFigureIsWhatTheProductComputesNow() throws IOException {
        PaperLibrary library = PaperLibrary.read(RepositoryFiles.examples());
        return library.figures().stream().map(f -> DynamicTest.dynamicTest(f.id(), () -> check(library, f)));
    }

    private static void check(PaperLibrary library, PaperFigure figure) throws Exception {
        Path examples = library.examples();
        Reproduction.Result result = new Reproduction(library, figure).run(FigureSize.CHECK, null, out, JOBS, "test", (phase, done,
                total) -> {});
        String now = result.check().csv();
        Path committed = PaperFiles.check(examples, figure.id());
        String expected = Files.isRegularFile(committed) ? Files.readString(committed, StandardCharsets.UTF_8) : "";
        if (!expected.equals(now)) {
            Path left = Path.of("target", "paper-checks", figure.id() + ".csv").toAbsolutePath();
            Files.createDirectories(left.getParent());
            Files.writeString(left, now, StandardCharsets.UTF_8);
        }
        assertEquals(expected, now, committed + ": the reduced-size campaign now computes other values (left in target/paper-checks/"
                + figure.id() + ".csv); if the change is meant, run dclab paper " + figure.id()
                + " to write the check data, the results and the note's table anew");

        Optional<FigureData> results = PaperFiles.read(PaperFiles.results(examples, figure.id(), null));
        assertTrue(results.isPresent(), figure.id() + " has no results: run dclab paper " + figure.id());
        assertEquals(result.check().digest(), results.get().meta().get(PaperFiles.ENGINE), PaperFiles.results(examples, figure.id(), null)
                + " was made by another engine than the one that computes the check data now: run dclab paper " + figure.id());
        for (Variant v : figure.variants()) {
            Optional<FigureData> variant = PaperFiles.read(PaperFiles.results(examples, figure.id(), v));
            if (variant.isPresent()) {
                assertEquals(result.check().digest(), variant.get().meta().get(PaperFiles.ENGINE), PaperFiles.results(examples, figure.id(),
                        v)
                        + " was made by another engine: run dclab paper " + figure.id() + " --variant " + v.name() + ", or delete it");
            }
        }

        String note = Files.readString(ResultsNotes.note(library, figure), StandardCharsets.UTF_8);
        String block = NoteBlocks.blockIn(note, figure.id());
        assertFalse(block == null, figure.paper().note() + " has no table of " + figure.id() + ": run dclab paper " + figure.id());
        assertEquals(ResultsNotes.figureBlock(library, figure), block, figure.paper().note() + ": the table of " + figure.id()
                + " is not what its results make (edited by hand?): run dclab paper " + figure.id() + " --redraw");
        Optional<String> variants = ResultsNotes.variantsBlock(library, figure);
        assertEquals(variants.orElse(null), NoteBlocks.blockIn(note, NoteBlocks.variantsId(figure.id())), figure.paper().note()
                + ": the variants' table of " + figure.id() + " is not what their results make: run dclab paper " + figure.id()
                + " --redraw");
    }
}
