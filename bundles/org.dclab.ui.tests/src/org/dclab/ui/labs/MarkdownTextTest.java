package org.dclab.ui.labs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.dclab.sim.labs.LabSheet;
import org.dclab.sim.labs.ShippedExamples;
import org.dclab.ui.labs.MarkdownText.Span;
import org.dclab.ui.labs.MarkdownText.Style;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lab sheets' markdown as the Labs view shows it: text without markup, spans where the markup was. */
class MarkdownTextTest {

    @TempDir
    Path dir;

    private static String styled(MarkdownText t, Style style) {
        return t.spans().stream().filter(s -> s.style() == style).map(s -> t.text().substring(s.start(), s.start() + s.length()))
                .reduce((a, b) -> a + "|" + b).orElse("");
    }

    @Test
    void headingsLoseTheirHashesAndKeepTheirLevel() {
        MarkdownText t = MarkdownText.render("# Lab 1: incast\n\n## Goal\ntext");
        assertEquals("Lab 1: incast\n\nGoal\ntext\n", t.text());
        assertEquals("Lab 1: incast\n", styled(t, Style.TITLE));
        assertEquals("Goal\n", styled(t, Style.HEADING));
    }

    @Test
    void wrappedLinesOfAParagraphOrItemAreJoinedSoTheWidgetWraps() {
        MarkdownText t = MarkdownText.render("one\ntwo\n\n- item\n  more\n- next\n1. first\n   wrapped");
        assertEquals("one two\n\n\u2022 item more\n\u2022 next\n1. first wrapped\n", t.text());
    }

    @Test
    void boldItalicAndCodeBecomeSpans() {
        MarkdownText t = MarkdownText.render("a **b** *c* `d` 2 * 3");
        assertEquals("a b c d 2 * 3\n", t.text());
        assertEquals(List.of(new Span(2, 1, Style.BOLD), new Span(4, 1, Style.ITALIC), new Span(6, 1, Style.CODE)), t.spans());
    }

    @Test
    void tablesAreAlignedWithoutTheirRule() {
        MarkdownText t = MarkdownText.render("| N | goodput |\n|---|---|\n| 16 | 0.15 |");
        assertEquals("N   goodput\n16  0.15\n", t.text());
        assertEquals("N   goodput\n|16  0.15\n", styled(t, Style.CODE));
        assertEquals("N   goodput\n", styled(t, Style.BOLD), "the header row");
    }

    /** The sheets' generated numbers stand between two comments, and their runs in a comment of their own. */
    @Test
    void commentsAreHiddenInTextAndInTables() {
        MarkdownText t = MarkdownText.render("goodput <!-- dclab k1: goodputGbps as 0.00 -->1.61<!-- end --> Gbit/s\n\n"
                + "| K | 1 |\n|---|---|\n| goodput | <!-- dclab k1: goodputGbps as 0.00 -->1.61<!-- end --> |\n\n"
                + "<!-- dclab runs: what the numbers read\nk1: open lab-dctcp-k-sweep.dclab; run\n-->\n");
        assertEquals("goodput 1.61 Gbit/s\n\nK        1\ngoodput  1.61\n\n", t.text());
    }

    /** No sheet shows a comment's marks in the Labs view, in its body or in a step. */
    @Test
    void theShippedSheetsShowNoCommentMarks() throws Exception {
        for (LabSheet sheet : LabSheet.readAll(ShippedExamples.findAbove(Path.of("").toAbsolutePath()).orElseThrow().resolve("labs"))) {
            String shown = MarkdownText.render(sheet.bodyWithoutSteps()).text() + sheet.steps().stream().map(step -> MarkdownText.render(
                    step
                            .text()).text()).reduce("", String::concat);
            assertTrue(!shown.contains("<!--") && !shown.contains("-->") && !shown.contains("dclab runs"), sheet.file() + ": " + shown);
        }
    }

    @Test
    void theExamplesAreFoundAboveAStartingFolderThatHoldsNone() throws Exception {
        Path examples = Files.createDirectories(dir.resolve("repo/examples/labs")).getParent();
        Path deep = Files.createDirectories(dir.resolve("repo/releng/product/target"));
        assertEquals(examples, ShippedExamples.findAbove(deep).orElseThrow());
        assertTrue(ShippedExamples.findAbove(dir).isEmpty(), "no examples/labs above the temporary folder");
    }
}
