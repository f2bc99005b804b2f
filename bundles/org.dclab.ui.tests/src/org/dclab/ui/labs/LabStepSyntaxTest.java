package org.dclab.ui.labs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.dclab.sim.labs.LabAction;
import org.dclab.sim.labs.LabSheet;
import org.dclab.sim.labs.LabStep;
import org.dclab.sim.labs.Prediction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The step syntax of a lab sheet: a step's Do it line and its prediction, and the sheets refused with the line at fault. */
class LabStepSyntaxTest {

    @TempDir
    Path dir;

    private Path sheet(String... steps) throws IOException {
        List<String> lines = new ArrayList<>(List.of("---", "title: A lab", "scenarios: a.dclab, b.dclab", "---", "# Lab 0", "",
                "## Goal", "Learn.", "", "## Step through and watch"));
        lines.addAll(List.of(steps));
        lines.addAll(List.of("", "## Questions for the instructor", "1. *Why?* — Answer: because."));
        Path file = dir.resolve("lab0.md");
        Files.write(file, lines);
        return file;
    }

    @Test
    void aStepCarriesItsDoItAndItsPrediction() throws IOException {
        LabSheet read = LabSheet.read(sheet("1. Watch the queue fill,", "   then settle near *K*.",
                "   - **Do it:** open `b.dclab`; set left-right.sourceQueue.markingThreshold = 20; run until 200 ms",
                "   - **Predict:** the queue level at K = 20 (packets) = `mean(queue left->right length, from 50 ms)`",
                "2. Step by hand."));
        assertEquals(2, read.steps().size());
        LabStep first = read.steps().get(0);
        assertEquals(1, first.number());
        assertEquals("1. Watch the queue fill,\n   then settle near *K*.", first.text(), "the Do it and Predict lines are not text");
        assertEquals(List.of(new LabAction.Open("b.dclab"), new LabAction.Set("left-right.sourceQueue.markingThreshold", "20"),
                new LabAction.RunUntil(200_000_000_000L)), first.doIt());
        assertTrue(first.startsOver(), "a step that opens or sets starts the run over");
        Prediction p = first.prediction().orElseThrow();
        assertEquals("the queue level at K = 20", p.question(), "the question keeps its own '='");
        assertEquals("packets", p.unit());
        assertEquals("mean(queue left->right length, from 50 ms)", p.measurement().text());

        LabStep second = read.steps().get(1);
        assertTrue(second.doIt().isEmpty());
        assertTrue(second.prediction().isEmpty());
        assertFalse(second.startsOver());
        assertFalse(read.bodyWithoutSteps().contains("Step through"), "the steps are shown apart");
        assertTrue(read.bodyWithoutSteps().contains("## Questions for the instructor"), "the questions stay with the sheet");
    }

    @Test
    void runTimesTakeTheirUnits() throws IOException {
        LabSheet read = LabSheet.read(sheet("1. a", "   - **Do it:** run until 1.5 s", "2. b", "   - **Do it:** run until 250 µs",
                "3. c", "   - **Do it:** set seed = 2; run"));
        assertEquals(new LabAction.RunUntil(1_500_000_000_000L), read.steps().get(0).doIt().get(0));
        assertEquals(new LabAction.RunUntil(250_000_000L), read.steps().get(1).doIt().get(0));
        assertEquals(List.of(new LabAction.Set("seed", "2"), new LabAction.Run()), read.steps().get(2).doIt());
        assertFalse(read.steps().get(0).startsOver(), "a run alone goes on from where the run stands");
    }

    @Test
    void mistakesAreRefusedWithTheSheetAndTheLine() throws IOException {
        refused("line 13", "1. a", "   - **Do it:** run", "   - **Predict:** goodput = `goodputGbps`");
        refused("follows a run", "1. a", "   - **Do it:** run; open a.dclab");
        refused("is no action", "1. a", "   - **Do it:** jump");
        refused("no Do it", "1. a", "   - **Predict:** goodput (Gbit/s) = `goodputGbps`");
        refused("the header's scenarios do not name", "1. a", "   - **Do it:** open c.dclab; run");
        refused("a time needs a unit", "1. a", "   - **Do it:** run until 200");
        refused("measurement", "1. a", "   - **Do it:** run", "   - **Predict:** goodput (Gbit/s) = `goodputGbps +`");
        refused("no measure", "1. a", "   - **Do it:** run", "   - **Predict:** q (packets) = `mean(queue a->b size)`");
    }

    private void refused(String why, String... steps) throws IOException {
        Path file = sheet(steps);
        IOException e = assertThrows(IOException.class, () -> LabSheet.read(file));
        assertTrue(e.getMessage().contains("lab0.md") && e.getMessage().contains(why), e.getMessage());
    }
}
