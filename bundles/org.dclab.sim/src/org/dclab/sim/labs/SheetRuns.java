package org.dclab.sim.labs;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The runs a lab sheet's generated numbers ({@link SheetNumbers}) read, listed once in an HTML comment of the sheet,
 * one a line, each named:
 *
 * <pre>
 * &lt;!-- dclab runs: what the generated numbers above read
 * k1: open lab-dctcp-k-sweep.dclab; set left-right.sourceQueue.markingThreshold = 1; run
 * fig3: figure coexist-fig3
 * --&gt;
 * </pre>
 *
 * The rest of the first line is free text. A run is what a step's Do it line does (the same words: open, set, run, run until), or {@code figure ID}: the
 * committed results of a paper figure ({@code examples/papers/results/ID.csv}), which the build keeps equal to what
 * the engine computes.
 */
public final class SheetRuns {

    /** The comment's first words. */
    public static final String HEADING = "dclab runs";

    private static final String BEGIN = "<!-- " + HEADING;

    private static final String FIGURE = "figure ";

    /** Where a sheet's number comes from. */
    public sealed interface Source {
    }

    /** A run made as a Do it makes it. */
    public record DoIt(List<LabAction> actions) implements Source {
    }

    /** The committed results of paper figure {@code id}. */
    public record Figure(String id) implements Source {
    }

    private SheetRuns() {
    }

    /** The runs of the sheet {@code text}, by name in its order; none when it has no such comment. */
    public static Map<String, Source> of(String text) {
        Map<String, Source> runs = new LinkedHashMap<>();
        int begin = text.indexOf(BEGIN);
        if (begin < 0) {
            return runs;
        }
        int end = text.indexOf("-->", begin);
        if (end < 0) {
            throw new IllegalArgumentException("the '" + HEADING + "' comment has no closing -->");
        }
        // The rest of the first line is for the sheet's readers: what the list is.
        int firstLineEnd = text.indexOf('\n', begin);
        int from = firstLineEnd < 0 || firstLineEnd > end ? end : firstLineEnd;
        List<String> lines = text.substring(from, end).lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        for (String line : lines) {
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException("'" + line + "' in the '" + HEADING
                        + "' comment: write NAME: open FILE; set PATH = VALUE; run, or NAME: figure ID");
            }
            String name = line.substring(0, colon).strip();
            String what = line.substring(colon + 1).strip();
            Source source = what.startsWith(FIGURE) ? new Figure(what.substring(FIGURE.length()).strip())
                    : new DoIt(LabAction.parseAll(what));
            if (source instanceof DoIt doIt && !(doIt.actions().get(0) instanceof LabAction.Open)) {
                throw new IllegalArgumentException("run " + name + " in the '" + HEADING + "' comment starts with open FILE");
            }
            if (source instanceof DoIt doIt && doIt.actions().stream().noneMatch(a -> a instanceof LabAction.Run
                    || a instanceof LabAction.RunUntil)) {
                throw new IllegalArgumentException("run " + name + " in the '" + HEADING + "' comment runs nothing: end it with run");
            }
            if (runs.put(name, source) != null) {
                throw new IllegalArgumentException("two runs named " + name + " in the '" + HEADING + "' comment");
            }
        }
        return runs;
    }
}
