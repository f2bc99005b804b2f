package org.dclab.sim.labs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.dclab.sim.RepositoryFiles;
import org.dclab.sim.campaign.Statistics;
import org.dclab.sim.papers.FigureData;
import org.dclab.sim.papers.PaperFiles;
import org.junit.jupiter.api.Test;

/** A lab sheet's generated numbers: how they are marked, where they come from, how they are written and hidden. */
class SheetNumbersTest {

    private static final Path EXAMPLES = RepositoryFiles.examples();

    private static final String RUNS = """
            <!-- dclab runs
            k6: open lab-dctcp-k-sweep.dclab; set left-right.sourceQueue.markingThreshold = 6; run until 2 ms
            fig3: figure coexist-fig3
            -->
            """;

    @Test
    void aMarkerNamesItsRunWhatItReadsAndItsFormat() {
        List<SheetNumbers.Marker> markers = SheetNumbers.markers(
                "a <!-- dclab k6: mean(queue left->right length, from 1 ms) as 0.0 -->9.9<!-- end --> b <!-- dclab k6: goodputGbps -->x<!-- end -->");
        assertEquals(2, markers.size());
        assertEquals("k6", markers.get(0).run());
        assertEquals("mean(queue left->right length, from 1 ms)", markers.get(0).reading());
        assertEquals("0.0", markers.get(0).format());
        assertEquals("", markers.get(1).format());
    }

    @Test
    void fillWritesWhatTheRunMeasuresInPlaceOfWhatWasTyped() throws Exception {
        String sheet = "The queue: <!-- dclab k6: max(queue left->right length) as 0 -->12345<!-- end --> packets.\n" + RUNS;
        double measured = Measurement.parse("max(queue left->right length)").valueIn(LabPredictionTable.doIt(SheetRuns.of(sheet).get(
                "k6") instanceof SheetRuns.DoIt d ? d.actions() : List.of(), EXAMPLES));
        String filled = SheetNumbers.fill(sheet, EXAMPLES);
        assertEquals(sheet.replace("12345", String.valueOf(Math.round(measured))), filled);
        assertTrue(measured > 0 && measured != 12345, "the slow start fills the queue in 2 ms: " + measured);
        assertEquals(filled, SheetNumbers.fill(filled, EXAMPLES), "a filled sheet stays as it is");
    }

    @Test
    void aFiguresNumberIsTheMeanOfItsPointsCompletedRuns() throws Exception {
        FigureData data = PaperFiles.read(PaperFiles.results(EXAMPLES, "coexist-fig3", null)).orElseThrow();
        double mean = Statistics.of(data.runsAt(java.util.Map.of("left-right.sourceQueue.markingThreshold", "20")).stream().map(r -> r
                .values().get("ratio")).toList()).mean();
        String sheet = "ratio <!-- dclab fig3: ratio at left-right.sourceQueue.markingThreshold=20 as 0.000000 -->?<!-- end -->\n" + RUNS;
        assertEquals(sheet.replace("?", SheetFormat.format(mean, "0.000000")), SheetNumbers.fill(sheet, EXAMPLES));
        assertTrue(mean > 1, "DCTCP leads at K = 20: " + mean);
    }

    @Test
    void aMarkerOfNoRunOrOfNoPointFailsNamingItsLine() {
        IllegalArgumentException noRun = assertThrows(IllegalArgumentException.class, () -> SheetNumbers.fill(
                "\nx <!-- dclab k7: goodputGbps -->1<!-- end -->\n" + RUNS, EXAMPLES));
        assertTrue(noRun.getMessage().startsWith("line 2 (k7: goodputGbps): no run k7"), noRun.getMessage());
        IllegalArgumentException noPoint = assertThrows(IllegalArgumentException.class, () -> SheetNumbers.fill(
                "x <!-- dclab fig3: ratio at left-right.sourceQueue.markingThreshold=21 -->1<!-- end -->\n" + RUNS, EXAMPLES));
        assertTrue(noPoint.getMessage().contains("no point"), noPoint.getMessage());
        // CommonMark would take the line for an HTML block and show the rest of it raw.
        IllegalArgumentException startsALine = assertThrows(IllegalArgumentException.class, () -> SheetNumbers.fill(
                "<!-- dclab k6: goodputGbps -->1<!-- end --> Gbit/s\n" + RUNS, EXAMPLES));
        assertTrue(startsALine.getMessage().contains("does not begin a line"), startsALine.getMessage());
    }

    @Test
    void aRunThatRunsNothingIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> SheetRuns.of("<!-- dclab runs\nk: open lab-dctcp-k-sweep.dclab\n-->"));
        assertThrows(IllegalArgumentException.class, () -> SheetRuns.of("<!-- dclab runs\nk: set a.b = 1; run\n-->"));
    }

    @Test
    void numbersAreWrittenAsTheirPatternSaysRoundedHalfUp() {
        assertEquals("0.13", SheetFormat.format(0.125, "0.00"));
        assertEquals("56 %", SheetFormat.format(0.5612, "0 %"));
        assertEquals("6,041", SheetFormat.format(6041, "#,##0"));
        assertEquals("0.00", SheetFormat.format(-0.001, "0.00"));
        assertEquals("12.8", SheetFormat.format(12.8123, ""));
        assertThrows(IllegalArgumentException.class, () -> SheetFormat.format(Double.NaN, "0.00"));
    }

    @Test
    void commentsAreHiddenAsMarkdownReadersHideThem() {
        assertEquals("goodput 1.61 Gbit/s\nnext\n", HtmlComments.strip(
                "goodput <!-- dclab k1: goodputGbps as 0.00 -->1.61<!-- end --> Gbit/s\n<!-- dclab runs\nk1: run\n-->\nnext\n"));
        assertEquals("b\n", HtmlComments.strip("<!-- a -->b\n"), "a line that holds more than a comment stays");
    }
}
