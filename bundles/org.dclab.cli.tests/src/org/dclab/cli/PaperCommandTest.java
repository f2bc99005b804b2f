package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.dclab.sim.papers.FigureReport;
import org.dclab.sim.papers.PaperFigure;
import org.dclab.sim.papers.PaperFiles;
import org.dclab.sim.papers.PaperLibrary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * dclab paper on a copy of the repository's examples. Oracles: --list gives each figure the verdicts its committed
 * results make; --redraw, which runs nothing, writes every results note exactly as committed (the notes' tables are a
 * function of the committed results); --check of one figure writes exactly the committed check data (the engine is
 * deterministic); mistakes are one line and exit 1.
 */
class PaperCommandTest {

    @TempDir
    Path dir;

    @Test
    void listGivesEveryFigureItsCommittedVerdicts() throws IOException {
        Path examples = CliFixture.example("x").getParent();
        CliFixture cli = new CliFixture();
        assertEquals(0, cli.run("paper", "--list", "--examples", examples.toString()));
        PaperLibrary library = PaperLibrary.read(examples);
        for (PaperFigure f : library.figures()) {
            String verdict = PaperFiles.read(PaperFiles.results(examples, f.id(), null)).map(d -> FigureReport.of(f, d).summary())
                    .orElse("not run yet");
            assertTrue(cli.out.toString().lines().anyMatch(l -> l.contains(f.id()) && l.endsWith(verdict)), f.id() + ": " + cli.out);
        }
    }

    @Test
    void redrawWritesTheCommittedNotesAndCheckWritesTheCommittedCheckData() throws IOException {
        Path repository = CliFixture.example("x").getParent();
        Path copy = copyOf(repository, dir.resolve("examples"));
        CliFixture redraw = new CliFixture();
        assertEquals(0, redraw.run("paper", "--all", "--redraw", "--examples", copy.toString()), redraw.err::toString);
        for (String note : List.of("aipm-results.md", "coexist-results.md", "gemini-results.md")) {
            assertEquals(Files.readString(repository.resolve(note)), Files.readString(copy.resolve(note)), note);
        }
        CliFixture check = new CliFixture();
        assertEquals(0, check.run("paper", "coexist-fig3", "--check", "--quiet", "--examples", copy.toString(), "--out", dir.resolve("out")
                .toString()), check.err::toString);
        assertEquals(Files.readString(PaperFiles.check(repository, "coexist-fig3")), Files.readString(PaperFiles.check(copy,
                "coexist-fig3")));
        assertTrue(check.out.toString().contains("check data unchanged"), check.out::toString);
    }

    /** Oracle: the committed sheets are what --labs writes; a number typed over in a copy is written back. */
    @Test
    void labsWritesEverySheetsNumbersAsTheProductGivesThem() throws IOException {
        Path repository = CliFixture.example("x").getParent();
        Path copy = copyOf(repository, dir.resolve("examples"));
        Path lab3 = copy.resolve("labs").resolve("lab3-dctcp-k.md");
        String committed = Files.readString(lab3);
        String goodputAtK1 = "<!-- dclab k1: goodputGbps as 0.00 -->";
        int at = committed.indexOf(goodputAtK1) + goodputAtK1.length();
        Files.writeString(lab3, committed.substring(0, at) + "7.32" + committed.substring(committed.indexOf("<!--", at)));
        CliFixture labs = new CliFixture();
        assertEquals(0, labs.run("paper", "--labs", "--examples", copy.toString()), labs.err::toString);
        for (String sheet : List.of("lab1-incast-minrto.md", "lab2-aipm-conwnd.md", "lab3-dctcp-k.md", "lab4-coexistence.md",
                "lab5-gemini.md")) {
            assertEquals(Files.readString(repository.resolve("labs").resolve(sheet)), Files.readString(copy.resolve("labs").resolve(sheet)),
                    sheet);
        }
        assertTrue(labs.out.toString().contains("1 of them rewritten"), labs.out::toString);
        CliFixture mixed = new CliFixture();
        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, mixed.run("paper", "--labs", "--all", "--examples", copy.toString()));
        assertEquals("dclab paper: --labs writes the lab sheets' numbers and runs no figure: give it alone\n", mixed.err.toString());
    }

    @Test
    void mistakesAreOneLineAndExitOne() {
        Path examples = CliFixture.example("x").getParent();
        CliFixture none = new CliFixture();
        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, none.run("paper", "--examples", examples.toString()));
        assertEquals("dclab paper: name the figures to run (dclab paper --list names them), or give --all\n", none.err.toString());
        CliFixture unknown = new CliFixture();
        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, unknown.run("paper", "coexist-fig3", "--variant", "nope", "--examples", examples
                .toString()));
        assertEquals("dclab paper: coexist-fig3 has no variant nope; its variants: linux-stack (or all)\n", unknown.err.toString());
    }

    private static Path copyOf(Path from, Path to) throws IOException {
        try (var all = Files.walk(from)) {
            for (Path p : all.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return to;
    }
}
