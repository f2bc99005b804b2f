package org.dclab.ui.labs;

import java.util.ArrayList;
import java.util.List;

import org.dclab.sim.labs.HtmlComments;

/**
 * The markdown of a lab sheet as plain text with style spans, for a StyledText (the product has no browser: WebKit is
 * not a dependency). Covers what the sheets use: headings, paragraphs and list items (their wrapped lines joined, so
 * the widget wraps them to its width), bold, italic, inline code, tables (aligned in a monospace font) and fenced
 * code; HTML comments are hidden. Anything else stays as written.
 */
public final class MarkdownText {

    public enum Style {
        TITLE, HEADING, BOLD, ITALIC, CODE
    }

    public record Span(int start, int length, Style style) {
    }

    private final StringBuilder text = new StringBuilder();
    private final List<Span> spans = new ArrayList<>();

    private MarkdownText() {
    }

    public String text() {
        return text.toString();
    }

    public List<Span> spans() {
        return List.copyOf(spans);
    }

    public static MarkdownText render(String markdown) {
        MarkdownText out = new MarkdownText();
        // Comments are hidden, as every markdown reader hides them: the sheets' generated numbers stand between two.
        List<String> lines = HtmlComments.strip(markdown).lines().toList();
        int i = 0;
        while (i < lines.size()) {
            String line = lines.get(i);
            if (line.startsWith("```")) {
                int end = i + 1;
                while (end < lines.size() && !lines.get(end).startsWith("```")) {
                    out.styled(lines.get(end) + "\n", Style.CODE);
                    end++;
                }
                i = end + 1;
            } else if (line.startsWith("|")) {
                int end = i;
                while (end < lines.size() && lines.get(end).startsWith("|")) {
                    end++;
                }
                out.table(lines.subList(i, end));
                i = end;
            } else if (line.startsWith("# ") || line.startsWith("## ") || line.startsWith("### ")) {
                int level = line.indexOf(' ');
                out.styled(line.substring(level + 1).trim() + "\n", level == 1 ? Style.TITLE : Style.HEADING);
                i++;
            } else if (line.isBlank()) {
                out.text.append('\n');
                i++;
            } else {
                // A paragraph or a list item with its wrapped continuation lines.
                StringBuilder joined = new StringBuilder(bullet(line));
                i++;
                while (i < lines.size() && isContinuation(lines.get(i))) {
                    joined.append(' ').append(lines.get(i).trim());
                    i++;
                }
                out.inline(joined.toString());
                out.text.append('\n');
            }
        }
        return out;
    }

    private static boolean isContinuation(String line) {
        String t = line.trim();
        return !t.isEmpty() && !line.startsWith("#") && !line.startsWith("|") && !line.startsWith("```") && !isItem(t);
    }

    private static boolean isItem(String trimmed) {
        return trimmed.startsWith("- ") || trimmed.matches("\\d+\\.\\s.*");
    }

    private static String bullet(String line) {
        return line.startsWith("- ") ? "\u2022 " + line.substring(2) : line;
    }

    private void styled(String s, Style style) {
        int start = text.length();
        inline(s);
        spans.add(new Span(start, text.length() - start, style));
    }

    /** Appends {@code s} with its **bold**, *italic* and `code` marks turned into spans. */
    private void inline(String s) {
        int i = 0;
        while (i < s.length()) {
            if (s.startsWith("**", i) && s.indexOf("**", i + 2) > i + 2) {
                i = mark(s, i, "**", Style.BOLD);
            } else if (s.charAt(i) == '`' && s.indexOf('`', i + 1) > i + 1) {
                i = mark(s, i, "`", Style.CODE);
            } else if (s.charAt(i) == '*' && s.indexOf('*', i + 1) > i + 1 && i + 1 < s.length() && s.charAt(i + 1) != ' ') {
                i = mark(s, i, "*", Style.ITALIC);
            } else {
                text.append(s.charAt(i++));
            }
        }
    }

    private int mark(String s, int at, String delimiter, Style style) {
        int end = s.indexOf(delimiter, at + delimiter.length());
        int start = text.length();
        text.append(s, at + delimiter.length(), end);
        spans.add(new Span(start, end - at - delimiter.length(), style));
        return end + delimiter.length();
    }

    /** A pipe table as aligned monospace rows; the header row bold, the |---| rule dropped. */
    private void table(List<String> rows) {
        List<List<String>> cells = new ArrayList<>();
        for (String row : rows) {
            if (row.matches("\\|[\\s\\-:|]*")) {
                continue;
            }
            String inner = row.substring(1, row.endsWith("|") ? row.length() - 1 : row.length());
            cells.add(List.of(inner.split("\\|", -1)).stream().map(c -> c.trim().replace("`", "").replace("*", "")).toList());
        }
        int columns = cells.stream().mapToInt(List::size).max().orElse(0);
        int[] width = new int[columns];
        for (List<String> row : cells) {
            for (int c = 0; c < row.size(); c++) {
                width[c] = Math.max(width[c], row.get(c).length());
            }
        }
        for (int r = 0; r < cells.size(); r++) {
            StringBuilder line = new StringBuilder();
            List<String> row = cells.get(r);
            for (int c = 0; c < row.size(); c++) {
                line.append(row.get(c)).append(" ".repeat(width[c] - row.get(c).length())).append(c + 1 < row.size() ? "  " : "");
            }
            int start = text.length();
            text.append(line.toString().stripTrailing()).append('\n');
            spans.add(new Span(start, text.length() - start, Style.CODE));
            if (r == 0) {
                spans.add(new Span(start, text.length() - start, Style.BOLD));
            }
        }
    }
}
