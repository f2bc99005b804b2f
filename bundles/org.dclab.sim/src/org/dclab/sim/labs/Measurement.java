package org.dclab.sim.labs;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.dclab.sim.Measure;
import org.dclab.sim.RunResult;
import org.dclab.sim.Series;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.SeriesSubject;
import org.dclab.sim.results.Flattened;

/**
 * What a prediction is compared with: arithmetic ({@code + - * /}, parentheses, numbers) over a run's results as the
 * Results view names them. A name is a summary figure ({@code goodputGbps}, {@code applications.dctcp1.goodputGbps});
 * {@code mean(SERIES)}, {@code mean(SERIES, from 50 ms)}, {@code max(SERIES)}, {@code min(SERIES)} and
 * {@code last(SERIES)} read a recorded series ({@code timeAtZero(SERIES, from 50 ms)} the share of the time it stood
 * at zero, as a queue's idle time), written {@code queue NODE->PEER length} for a port's queue or
 * {@code APPLICATION MEASURE} ({@code incast con_wnd}). Names may hold dashes, as element names do, so a minus
 * between two names needs spaces around it.
 */
public final class Measurement {

    private static final Set<String> FUNCTIONS = Set.of("mean", "max", "min", "last", "timeAtZero");

    private interface Node {
        double value(RunResult run, Map<String, Object> figures);
    }

    private final String text;
    private final Node root;

    private Measurement(String text, Node root) {
        this.text = text;
        this.root = root;
    }

    /** Parses {@code text}; the exception's message says where it stopped making sense. */
    public static Measurement parse(String text) {
        Parser p = new Parser(text);
        Node root = p.sum();
        p.skipSpaces();
        if (p.at < text.length()) {
            throw new IllegalArgumentException("measurement '" + text + "': unexpected '" + text.substring(p.at) + "'");
        }
        return new Measurement(text, root);
    }

    public String text() {
        return text;
    }

    /**
     * The value in {@code run}; NaN where a figure is NaN (nothing measured, as goodput before any byte). Fails with
     * the missing figure's or series' name when the run has no such thing.
     */
    public double valueIn(RunResult run) {
        return valueIn(run, Map.of());
    }

    /**
     * As {@link #valueIn(RunResult)}, with {@code more} figures beside the run's own, taking their place where the
     * names are the same: a paper figure's earlier readings, which later ones refer to by name.
     */
    public double valueIn(RunResult run, Map<String, ?> more) {
        Map<String, Object> figures = new java.util.LinkedHashMap<>(Flattened.of(run.summary()));
        figures.putAll(more);
        return root.value(run, figures);
    }

    /** The series a reference names, as a key: series are found by key, never by their legend name. */
    static SeriesKey seriesKey(String reference) {
        String r = reference.strip();
        int lastSpace = r.lastIndexOf(' ');
        if (lastSpace < 0) {
            throw new IllegalArgumentException("series '" + r
                    + "': write queue NODE->PEER length or APPLICATION MEASURE, e.g. incast con_wnd");
        }
        String word = r.substring(lastSpace + 1);
        Measure measure = null;
        for (Measure m : Measure.values()) {
            if (m.word().equals(word)) {
                measure = m;
            }
        }
        if (measure == null) {
            throw new IllegalArgumentException("series '" + r + "': '" + word
                    + "' is no measure (length, drops, marks, goodput, con_wnd, live_connections, awnd, lost_connections)");
        }
        String subject = r.substring(0, lastSpace).strip();
        if (subject.startsWith("queue ")) {
            String[] ends = subject.substring(6).strip().split("->", -1);
            if (ends.length != 2 || ends[0].isBlank() || ends[1].isBlank()) {
                throw new IllegalArgumentException("series '" + r + "': a queue is written queue NODE->PEER");
            }
            return new SeriesKey(new SeriesSubject.Port(ends[0].strip(), ends[1].strip()), measure);
        }
        return new SeriesKey(new SeriesSubject.Application(subject), measure);
    }

    private static final class Parser {
        private final String s;
        private int at;

        Parser(String s) {
            this.s = s;
        }

        Node sum() {
            Node left = product();
            while (true) {
                skipSpaces();
                if (peek('+') || peek('-')) {
                    char op = s.charAt(at++);
                    Node l = left;
                    Node r = product();
                    left = op == '+' ? (run, f) -> l.value(run, f) + r.value(run, f) : (run, f) -> l.value(run, f) - r.value(run, f);
                } else {
                    return left;
                }
            }
        }

        Node product() {
            Node left = factor();
            while (true) {
                skipSpaces();
                if (peek('*') || peek('/')) {
                    char op = s.charAt(at++);
                    Node l = left;
                    Node r = factor();
                    left = op == '*' ? (run, f) -> l.value(run, f) * r.value(run, f) : (run, f) -> l.value(run, f) / r.value(run, f);
                } else {
                    return left;
                }
            }
        }

        Node factor() {
            skipSpaces();
            if (at >= s.length()) {
                throw error("ends where a number, a figure or a parenthesis was expected");
            }
            char c = s.charAt(at);
            if (c == '(') {
                at++;
                Node inner = sum();
                expect(')');
                return inner;
            }
            if (c == '-') {
                at++;
                Node negated = factor();
                return (run, f) -> -negated.value(run, f);
            }
            if (Character.isDigit(c) || c == '.') {
                int start = at;
                while (at < s.length() && (Character.isDigit(s.charAt(at)) || s.charAt(at) == '.')) {
                    at++;
                }
                double number = Double.parseDouble(s.substring(start, at));
                return (run, f) -> number;
            }
            String name = name();
            skipSpaces();
            if (FUNCTIONS.contains(name) && peek('(')) {
                return function(name);
            }
            return (run, figures) -> figure(figures, name);
        }

        private Node function(String name) {
            at++;
            int close = s.indexOf(')', at);
            if (close < 0) {
                throw error("has no ')' closing " + name + "(");
            }
            String[] args = s.substring(at, close).split(",", -1);
            at = close + 1;
            SeriesKey key = seriesKey(args[0]);
            long fromPs = 0;
            if (args.length == 2 && args[1].strip().startsWith("from ")) {
                fromPs = Units.timePs(args[1].strip().substring(5));
            } else if (args.length != 1) {
                throw error(name + "(...) takes a series and optionally 'from T ms'");
            }
            long from = fromPs;
            return (run, figures) -> SeriesStatistics.of(name, series(run, key), from, endPs(figures));
        }

        private String name() {
            int start = at;
            while (at < s.length() && isNameChar(s.charAt(at))) {
                at++;
            }
            if (start == at) {
                throw error("has '" + s.charAt(at) + "' where a number, a figure or a parenthesis was expected");
            }
            return s.substring(start, at);
        }

        private static boolean isNameChar(char c) {
            return Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-' || c == '#';
        }

        void skipSpaces() {
            while (at < s.length() && Character.isWhitespace(s.charAt(at))) {
                at++;
            }
        }

        private boolean peek(char c) {
            return at < s.length() && s.charAt(at) == c;
        }

        private void expect(char c) {
            skipSpaces();
            if (!peek(c)) {
                throw error("misses a '" + c + "'");
            }
            at++;
        }

        private IllegalArgumentException error(String what) {
            return new IllegalArgumentException("measurement '" + s + "' " + what + " (at character " + (at + 1) + ")");
        }
    }

    private static double figure(Map<String, Object> figures, String name) {
        Object value = figures.get(name);
        if (value instanceof Number n) {
            return n.doubleValue();
        }
        if (value == null && !figures.containsKey(name)) {
            List<String> numeric = new ArrayList<>();
            figures.forEach((k, v) -> {
                if (v instanceof Number) {
                    numeric.add(k);
                }
            });
            throw new IllegalArgumentException("the run has no figure " + name + "; its figures are " + String.join(", ", numeric));
        }
        // A figure the run could not measure (JSON null) or that is no number.
        return Double.NaN;
    }

    private static Series series(RunResult run, SeriesKey key) {
        for (Series s : run.series()) {
            if (s.key().equals(key)) {
                return s;
            }
        }
        throw new IllegalArgumentException("the run recorded no series " + key.name() + "; it recorded "
                + String.join(", ", run.series().stream().map(Series::name).toList()));
    }

    /** Where the run stood: its last sample stands until then. */
    private static long endPs(Map<String, Object> figures) {
        return figures.get("simulatedSeconds") instanceof Number n ? Math.round(n.doubleValue() * 1e12) : -1;
    }

    @Override
    public String toString() {
        return text;
    }
}
