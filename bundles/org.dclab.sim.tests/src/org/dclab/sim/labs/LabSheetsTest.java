package org.dclab.sim.labs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.dclab.sim.RepositoryFiles;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/** Every lab sheet names scenarios that exist and has every section a lab needs, in order. */
class LabSheetsTest {

    @TempDir
    Path dir;

    private static Path labs() {
        return RepositoryFiles.examples().resolve("labs");
    }

    @Test
    void thereIsOneLabPerExperimentGroup() throws IOException {
        assertEquals(6, LabSheet.readAll(labs()).size(), "one per experiment group, and one to write a control");
    }

    @TestFactory
    Stream<DynamicTest> everySheetIsComplete() throws IOException {
        return LabSheet.readAll(labs()).stream().map(sheet -> DynamicTest.dynamicTest(sheet.file().getFileName().toString(), () -> {
            for (Path scenario : sheet.scenarioFiles()) {
                assertTrue(Files.isRegularFile(scenario), "named scenario exists: " + scenario);
            }
            assertEquals(LabSheet.SECTIONS, sheet.sections(), "sections");
            assertTrue(sheet.body().startsWith("# "), "a title heading first");
        }));
    }

    @Test
    void aSheetWithoutScenariosIsRefusedWithItsName() throws IOException {
        Path sheet = dir.resolve("lab9.md");
        Files.write(sheet, List.of("---", "title: Nothing to open", "---", "# Lab 9"));
        IOException e = assertThrows(IOException.class, () -> LabSheet.read(sheet));
        assertTrue(e.getMessage().contains("lab9.md"), e.getMessage());
    }

    @Test
    void theHeaderIsParsed() throws IOException {
        Path sheet = dir.resolve("lab0.md");
        Files.write(sheet, List.of("---", "title: A title", "scenarios: a.dclab, b.dclab", "---", "# Lab 0", "", "## Goal", "text"));
        LabSheet read = LabSheet.read(sheet);
        assertEquals("A title", read.title());
        assertEquals(List.of("a.dclab", "b.dclab"), read.scenarios());
        assertEquals(List.of("Goal"), read.sections());
        assertEquals(dir.getParent().resolve("a.dclab"), read.scenarioFiles().get(0));
    }

    /**
     * Teacher mode: every sheet's questions stay, with their answers hidden, and neither an answer nor the paper's and
     * DC Lab's numbers are left, but for a line saying they are hidden; the other sections are as the student's sheet has them.
     */
    @TestFactory
    Stream<DynamicTest> teacherModeHidesEveryAnswer() throws IOException {
        return LabSheet.readAll(labs()).stream().map(sheet -> DynamicTest.dynamicTest(sheet.file().getFileName().toString(), () -> {
            String full = sheet.bodyWithoutSteps();
            String projected = sheet.bodyWithoutStepsOrAnswers();
            assertTrue(full.contains("Answer:"), "the sheet has answers to hide");
            assertTrue(!projected.contains("Answer:"), projected);
            long questions = full.lines().dropWhile(l -> !l.equals("## Questions for the instructor")).skip(1).takeWhile(l -> !l
                    .startsWith("## ")).filter(l -> l.matches("\\d+\\.\\s.*")).count();
            assertEquals(questions, projected.split(LabSheet.ANSWER_HIDDEN, -1).length - 1, "one hidden answer per question");
            String results = full.substring(full.indexOf("## " + LabSheet.RESULTS));
            assertTrue(results.lines().filter(l -> !l.isBlank()).count() > 2, "the sheet reports numbers");
            assertEquals(List.of("## " + LabSheet.RESULTS, "*Hidden in teacher mode: the numbers answer the predictions.*"), projected
                    .substring(projected.indexOf("## " + LabSheet.RESULTS)).lines().filter(l -> !l.isBlank()).toList());
            assertEquals(full.substring(0, full.indexOf("## Questions")), projected.substring(0, projected.indexOf("## Questions")),
                    "goal, prediction and scenario as the student's sheet has them");
        }));
    }
}
