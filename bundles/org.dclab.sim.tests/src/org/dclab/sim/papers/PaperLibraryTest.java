package org.dclab.sim.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.dclab.sim.RepositoryFiles;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The figures of {@code examples/papers/} are what the results notes cover, and every campaign they describe can run:
 * each point of the full size, of the check size and of every variant validates against its scenario, so a variant the
 * lead engineer runs for a sensitivity study never fails on a misspelt path after the others ran for an hour.
 */
class PaperLibraryTest {

    @Test
    void everyResultsNoteHasItsFigures() throws IOException {
        PaperLibrary library = PaperLibrary.read(RepositoryFiles.examples());
        assertEquals(3, library.papers().size());
        for (Paper paper : library.papers()) {
            assertFalse(paper.figures().isEmpty(), paper.key());
            assertTrue(Files.isRegularFile(RepositoryFiles.examples().resolve(paper.note())), paper.note());
        }
        assertEquals(22, library.figures().size(), "the figures of the three results notes");
    }

    @TestFactory
    Stream<DynamicTest> everyCampaignOfEveryFigureValidates() throws IOException {
        PaperLibrary library = PaperLibrary.read(RepositoryFiles.examples());
        return library.figures().stream().map(f -> DynamicTest.dynamicTest(f.id(), () -> {
            new FigureCampaign(library.examples(), f, FigureSize.FULL, null).checkPoints();
            new FigureCampaign(library.examples(), f, FigureSize.CHECK, null).checkPoints();
            for (Variant v : f.variants()) {
                new FigureCampaign(library.examples(), f, FigureSize.FULL, v).checkPoints();
            }
        }));
    }

    @Test
    void aMisspeltFieldIsRefusedWithItsFileAndPlace(@TempDir Path examples) throws IOException {
        Files.createDirectories(examples.resolve("papers"));
        Files.writeString(examples.resolve("note.md"), "# note\n");
        Files.copy(RepositoryFiles.example("coexist-fig3-threshold"), examples.resolve("coexist-fig3-threshold.dclab"));
        Files.writeString(examples.resolve("papers/papers.json"), """
                {"papers": [{"key": "p", "title": "t", "citation": "c", "note": "note.md", "text": "x", "figures": ["f1"]}]}
                """);
        Files.writeString(examples.resolve("papers/f1.json"), """
                {"id": "f1", "title": "t", "where": "Fig. 1", "scenario": "coexist-fig3-threshold.dclab",
                 "parameters": {"left-right.sourceQueue.markingThreshold": ["20"]},
                 "readings": [{"name": "g", "of": "goodputGbps"}],
                 "claims": [{"reading": "g", "value": 1, "tolerence": 0.1, "where": "§1", "says": "s"}],
                 "check": {}}
                """);
        PaperException e = assertThrows(PaperException.class, () -> PaperLibrary.read(examples));
        assertEquals("f1.json.claims[0]: unknown field tolerence (known here: reading, at, over, aggregate, value, min, max, tolerance,"
                + " where, says)", e.getMessage());
    }
}
