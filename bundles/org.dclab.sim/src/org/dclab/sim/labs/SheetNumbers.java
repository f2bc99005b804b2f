package org.dclab.sim.labs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.dclab.sim.RunResult;
import org.dclab.sim.ScenarioNotRunnableException;

/**
 * The measured numbers of a lab sheet, written by the product rather than by hand. A number in the sheet's prose or
 * tables stands between two HTML comments, which markdown readers hide:
 *
 * <pre>
 * goodput falls to &lt;!-- dclab k1: goodputGbps as 0.00 --&gt;1.61&lt;!-- end --&gt; Gbit/s
 * </pre>
 *
 * the first names a run of the sheet and what to read of it (a {@link Measurement}, or for a paper figure
 * {@code READING at PARAMETER=VALUE, ...}), and the format after {@code as} (a {@link java.text.DecimalFormat}
 * pattern: {@code 0.00}, {@code #,##0}, {@code 0 %}; three significant digits without it). The runs are listed once,
 * in a comment of their own ({@link SheetRuns}). {@link #fill} writes every number anew; the build compares the sheets
 * with what it writes, so a number typed by hand, or one the engine no longer gives, fails it (the runs are
 * deterministic).
 */
public final class SheetNumbers {

    private static final Pattern MARKER = Pattern.compile("<!-- dclab ([A-Za-z0-9_-]+): (.+?) -->([^\\n]*?)<!-- end -->");

    private static final String AS = " as ";

    /** One generated number: the run it reads, what it reads of it, how it is written, and where its text stands. */
    public record Marker(String run, String reading, String format, int valueStart, int valueEnd) {
    }

    private SheetNumbers() {
    }

    /** The markers of {@code text}, in order. */
    public static List<Marker> markers(String text) {
        List<Marker> markers = new ArrayList<>();
        Matcher m = MARKER.matcher(text);
        while (m.find()) {
            String what = m.group(2).strip();
            int as = what.lastIndexOf(AS);
            String reading = as < 0 ? what : what.substring(0, as).strip();
            String format = as < 0 ? "" : what.substring(as + AS.length()).strip();
            markers.add(new Marker(m.group(1), reading, format, m.start(3), m.end(3)));
        }
        return markers;
    }

    /**
     * {@code text} (a sheet of {@code examples/labs}) with every marker's number as the product gives it now: each run
     * the markers name done once, headless, as a step's Do it does it. Fails with the sheet's line when a marker names
     * no run of the sheet or reads what its run has not.
     */
    public static String fill(String text, Path examples) throws IOException, ScenarioNotRunnableException {
        Map<String, SheetRuns.Source> runs = SheetRuns.of(text);
        List<Marker> markers = markers(text);
        Map<String, List<Marker>> byRun = new LinkedHashMap<>();
        for (Marker marker : markers) {
            int lineStart = text.lastIndexOf('\n', marker.valueStart()) + 1;
            if (text.startsWith("<!-- dclab ", lineStart)) {
                // CommonMark takes a line that begins with a comment for an HTML block, and shows the rest of it raw.
                throw new IllegalArgumentException(where(text, marker)
                        + ": a generated number does not begin a line; put a word before it");
            }
            if (marker.reading().contains("--")) {
                // Nor is a comment with -- in it one to CommonMark: readers would see it.
                throw new IllegalArgumentException(where(text, marker) + ": a marker holds no --");
            }
            if (!runs.containsKey(marker.run())) {
                throw new IllegalArgumentException(where(text, marker) + ": no run " + marker.run() + " in the sheet's '"
                        + SheetRuns.HEADING + "' comment; it lists " + String.join(", ", runs.keySet()));
            }
            byRun.computeIfAbsent(marker.run(), r -> new ArrayList<>()).add(marker);
        }
        Map<Marker, String> values = new LinkedHashMap<>();
        for (Map.Entry<String, List<Marker>> run : byRun.entrySet()) {
            // One run at a time, read and let go: a run's recorded series are large.
            SheetRuns.Source source = runs.get(run.getKey());
            RunResult result = source instanceof SheetRuns.DoIt doIt ? LabPredictionTable.doIt(doIt.actions(), examples) : null;
            for (Marker marker : run.getValue()) {
                try {
                    double value = result != null ? Measurement.parse(marker.reading()).valueIn(result)
                            : FigureReadings.mean(examples, ((SheetRuns.Figure) source).id(), marker.reading());
                    values.put(marker, SheetFormat.format(value, marker.format()));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(where(text, marker) + ": " + e.getMessage(), e);
                }
            }
        }
        StringBuilder out = new StringBuilder();
        int at = 0;
        for (Marker marker : markers) {
            out.append(text, at, marker.valueStart()).append(values.get(marker));
            at = marker.valueEnd();
        }
        return out.append(text.substring(at)).toString();
    }

    private static String where(String text, Marker marker) {
        int line = (int) text.substring(0, marker.valueStart()).chars().filter(c -> c == '\n').count() + 1;
        return "line " + line + " (" + marker.run() + ": " + marker.reading() + ")";
    }
}
