import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * The differential suite against ns-3: runs every pair of {@code pairs.txt} (a DC Lab scenario through the product's
 * {@code dclab run} and its twin through the ns-3 program), compares the figures each pair names within their
 * tolerances, writes the table into the docs page between its markers and exits 1 when a figure leaves its tolerance
 * (or an expected failure no longer fails, so that its expectation is removed with the fix). Run by
 * {@code crosscheck.sh}: {@code java Crosscheck.java --pairs FILE --dclab LAUNCHER --twin PROGRAM --out DIR --doc FILE
 * [--jobs N] [--only REGEX]}. No dependencies beyond the JDK.
 */
public final class Crosscheck {

    private static final String BEGIN = "<!-- crosscheck:begin (written by releng/ns3/crosscheck.sh; do not edit) -->";
    private static final String END = "<!-- crosscheck:end -->";
    private static final long RUN_TIMEOUT_SECONDS = 600;

    public static void main(String[] args) throws Exception {
        Map<String, String> opt = options(args);
        Suite suite = Suite.parse(Path.of(opt.get("pairs")));
        Pattern only = Pattern.compile(opt.getOrDefault("only", ".*"));
        List<Pair> pairs = suite.pairs.stream().filter(p -> only.matcher(p.name).matches()).toList();
        Path out = Path.of(opt.get("out"));
        Runner runner = new Runner(Path.of(opt.get("dclab")), Path.of(opt.get("twin")), out);
        int jobs = Integer.parseInt(opt.getOrDefault("jobs", String.valueOf(Runtime.getRuntime().availableProcessors())));
        long started = System.nanoTime();
        Map<Pair, List<Future<Side>>> dclab = new LinkedHashMap<>();
        Map<Pair, List<Future<Side>>> ns3 = new LinkedHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        for (Pair p : pairs) {
            dclab.put(p, new ArrayList<>());
            ns3.put(p, new ArrayList<>());
            for (Integer seed : p.runSeeds()) {
                ns3.get(p).add(pool.submit(() -> runner.ns3(p, seed)));
                dclab.get(p).add(pool.submit(() -> runner.dclab(p, seed)));
            }
        }
        List<Row> rows = new ArrayList<>();
        for (Pair p : pairs) {
            rows.addAll(compare(p, sides(dclab.get(p)), sides(ns3.get(p))));
        }
        pool.shutdown();
        double wall = (System.nanoTime() - started) / 1e9;
        Table table = new Table(suite, pairs, rows);
        System.out.print(table.text());
        if (opt.containsKey("doc") && pairs.size() == suite.pairs.size()) {
            writeDoc(Path.of(opt.get("doc")), table.markdown());
        } else if (opt.containsKey("doc")) {
            System.out.println("crosscheck: " + opt.get("doc") + " left as it was: only some pairs ran");
        }
        long failed = rows.stream().filter(r -> r.verdict.fails).count();
        System.out.printf(Locale.ROOT, "crosscheck: %d pairs, %d figures, %d outside their tolerance, %.0f s%n", pairs.size(),
                rows.size(), failed, wall);
        System.exit(failed == 0 ? 0 : 1);
    }

    private static Map<String, String> options(String[] args) {
        Map<String, String> opt = new LinkedHashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (!args[i].startsWith("--")) {
                throw new IllegalArgumentException("expected --option value, got " + args[i]);
            }
            opt.put(args[i].substring(2), args[i + 1]);
        }
        for (String required : List.of("pairs", "dclab", "twin", "out")) {
            if (!opt.containsKey(required)) {
                throw new IllegalArgumentException("missing --" + required);
            }
        }
        return opt;
    }

    private static List<Side> sides(List<Future<Side>> futures) throws Exception {
        List<Side> sides = new ArrayList<>();
        for (Future<Side> f : futures) {
            sides.add(f.get());
        }
        return sides;
    }

    /** Each figure of the pair: its mean over the pair's seeds on each side, and the verdict. */
    static List<Row> compare(Pair p, List<Side> dclab, List<Side> ns3) {
        List<Row> rows = new ArrayList<>();
        for (Figure f : p.figures) {
            String error = firstError(dclab, ns3);
            if (error != null) {
                rows.add(new Row(p, f, Double.NaN, Double.NaN, Verdict.ERROR, error));
                continue;
            }
            double d = mean(dclab, f.key);
            double n = mean(ns3, f.key);
            rows.add(new Row(p, f, d, n, Verdict.of(f, d, n), null));
        }
        return rows;
    }

    private static String firstError(List<Side> a, List<Side> b) {
        for (Side s : a) {
            if (s.error != null) {
                return s.error;
            }
        }
        for (Side s : b) {
            if (s.error != null) {
                return s.error;
            }
        }
        return null;
    }

    private static double mean(List<Side> sides, String key) {
        double sum = 0;
        for (Side s : sides) {
            sum += s.value(key);
        }
        return sum / sides.size();
    }

    private static void writeDoc(Path doc, String table) throws IOException {
        String text = Files.readString(doc, StandardCharsets.UTF_8);
        int b = text.indexOf(BEGIN);
        int e = text.indexOf(END);
        if (b < 0 || e < b) {
            throw new IllegalStateException(doc + " has no crosscheck markers; keep the lines\n" + BEGIN + "\n" + END);
        }
        Files.writeString(doc, text.substring(0, b + BEGIN.length()) + "\n" + table + text.substring(e), StandardCharsets.UTF_8);
    }

    // ---- the suite file -------------------------------------------------------------------------------------

    /** A named model difference or a known bug, declared once and referred to by figures. */
    record Note(String name, String where, String text) {
    }

    static final class Suite {
        final List<Pair> pairs = new ArrayList<>();
        final Map<String, Note> differences = new LinkedHashMap<>();
        final Map<String, Note> bugs = new LinkedHashMap<>();
        final Map<String, List<String>> args = new LinkedHashMap<>();

        static Suite parse(Path file) throws IOException {
            Suite s = new Suite();
            Pair current = null;
            int lineNo = 0;
            for (String raw : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                lineNo++;
                String line = raw.strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] w = line.split("\\s+", 2);
                String rest = w.length > 1 ? w[1] : "";
                String where = file.getFileName() + ":" + lineNo + ": ";
                switch (w[0]) {
                    case "difference", "bug" -> {
                        String[] d = rest.split("\\s+", 3);
                        if (d.length < 3) {
                            throw new IllegalArgumentException(where + w[0] + " needs NAME WHERE TEXT");
                        }
                        (w[0].equals("bug") ? s.bugs : s.differences).put(d[0], new Note(d[0], d[1], d[2]));
                    }
                    case "args" -> {
                        String[] d = rest.split("\\s+", 2);
                        s.args.put(d[0], d.length > 1 ? s.expand(d[1]) : List.of());
                    }
                    case "pair" -> {
                        current = new Pair(rest);
                        s.pairs.add(current);
                    }
                    default -> {
                        if (current == null) {
                            throw new IllegalArgumentException(where + "'" + w[0] + "' before the first pair");
                        }
                        current.set(w[0], rest, where, s);
                    }
                }
            }
            for (Pair p : s.pairs) {
                if (p.dclab.isEmpty() || p.ns3.isEmpty() || p.figures.isEmpty()) {
                    throw new IllegalArgumentException("pair " + p.name + " needs dclab, ns3 and at least one figure");
                }
            }
            return s;
        }

        /** Words, each {@code @NAME} replaced by the words of the {@code args NAME} line declared before. */
        List<String> expand(String words) {
            List<String> out = new ArrayList<>();
            for (String w : words(words)) {
                if (w.startsWith("@")) {
                    List<String> a = args.get(w.substring(1));
                    if (a == null) {
                        throw new IllegalArgumentException("no 'args " + w.substring(1) + "' line before its use");
                    }
                    out.addAll(a);
                } else {
                    out.add(w);
                }
            }
            return out;
        }
    }

    /** Words separated by spaces; a word in double quotes keeps its spaces ({@code "--cdf=1460 0, 14600 1"}). */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean quoted = false;
        for (char c : (text + " ").toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            } else if (Character.isWhitespace(c) && !quoted) {
                if (w.length() > 0) {
                    words.add(w.toString());
                    w.setLength(0);
                }
            } else {
                w.append(c);
            }
        }
        if (quoted) {
            throw new IllegalArgumentException("unbalanced quote in: " + text);
        }
        return words;
    }

    static final class Pair {
        final String name;
        String title = "";
        final List<String> dclab = new ArrayList<>();
        final List<String> ns3 = new ArrayList<>();
        List<Integer> seeds = List.of();
        double warmupSeconds;
        String queuePort;
        final List<Figure> figures = new ArrayList<>();

        Pair(String name) {
            this.name = name;
        }

        void set(String key, String value, String where, Suite suite) {
            switch (key) {
                case "title" -> title = value;
                case "dclab" -> dclab.addAll(suite.expand(value));
                case "ns3" -> ns3.addAll(suite.expand(value));
                case "seeds" -> seeds = List.of(value.split("\\s+")).stream().map(Integer::valueOf).toList();
                case "warmup" -> warmupSeconds = seconds(value);
                case "queue" -> queuePort = value;
                case "figure" -> figures.add(Figure.parse(value, where, suite));
                default -> throw new IllegalArgumentException(where + "unknown key '" + key + "'");
            }
        }

        /** The seeds to run; none given: once, with each side's own default (the scenario's seed, the twin's). */
        List<Integer> runSeeds() {
            return seeds.isEmpty() ? java.util.Collections.singletonList(null) : seeds;
        }

        private static double seconds(String v) {
            if (v.endsWith("ms")) {
                return Double.parseDouble(v.substring(0, v.length() - 2)) / 1e3;
            }
            if (v.endsWith("s")) {
                return Double.parseDouble(v.substring(0, v.length() - 1));
            }
            throw new IllegalArgumentException("a time with unit s or ms, got " + v);
        }
    }

    /**
     * A figure: a key of both sides' results (a summary path such as {@code applications.dctcp.goodputGbps}, a ratio
     * {@code a/b}, or {@code queueMeanPackets} and {@code queueMaxPackets}), its tolerance ({@code 30%}, {@code 30%+2}:
     * relative to ns-3's value plus an absolute slack, or {@code info}: shown, never checked), and optionally the model
     * difference that sets that tolerance ({@code because NAME}) or the known bug that makes it fail ({@code bug NAME}).
     */
    record Figure(String key, double relative, double absolute, boolean info, Note difference, Note bug) {
        static Figure parse(String text, String where, Suite suite) {
            String[] w = text.split("\\s+");
            if (w.length < 2) {
                throw new IllegalArgumentException(where + "figure needs KEY TOLERANCE");
            }
            Note difference = null;
            Note bug = null;
            for (int i = 2; i + 1 < w.length; i += 2) {
                Map<String, Note> notes = w[i].equals("because") ? suite.differences : w[i].equals("bug") ? suite.bugs : null;
                if (notes == null || !notes.containsKey(w[i + 1])) {
                    throw new IllegalArgumentException(where + "expected 'because DIFFERENCE' or 'bug NAME' declared above, got "
                            + w[i] + " " + w[i + 1]);
                }
                if (w[i].equals("because")) {
                    difference = notes.get(w[i + 1]);
                } else {
                    bug = notes.get(w[i + 1]);
                }
            }
            if (w[1].equals("info")) {
                return new Figure(w[0], 0, 0, true, difference, bug);
            }
            String[] t = w[1].split("%\\+?", 2);
            double abs = t.length > 1 && !t[1].isEmpty() ? Double.parseDouble(t[1]) : 0;
            return new Figure(w[0], Double.parseDouble(t[0]) / 100, abs, false, difference, bug);
        }

        /** The key as the table shows it: an application's figures without the "applications." every one starts with. */
        String label() {
            return key.replace("applications.", "").replace("/", " / ");
        }

        String tolerance() {
            if (info) {
                return "info";
            }
            return fmtPercent(relative * 100) + (absolute > 0 ? " + " + fmt(absolute) : "");
        }
    }

    enum Verdict {
        AGREE("agree", false), INFO("info", false), DIFFERS("DIFFERS", true), EXPECTED("expected (bug)", false),
        UNEXPECTED_PASS("agrees: remove bug", true), ERROR("ERROR", true);

        final String label;
        final boolean fails;

        Verdict(String label, boolean fails) {
            this.label = label;
            this.fails = fails;
        }

        static Verdict of(Figure f, double d, double n) {
            if (f.info) {
                return INFO;
            }
            boolean within = Double.isFinite(d) && Double.isFinite(n) && Math.abs(d - n) <= f.relative * Math.abs(n) + f.absolute;
            if (f.bug != null) {
                return within ? UNEXPECTED_PASS : EXPECTED;
            }
            return within ? AGREE : DIFFERS;
        }
    }

    record Row(Pair pair, Figure figure, double dclab, double ns3, Verdict verdict, String error) {
    }

    // ---- running both sides ---------------------------------------------------------------------------------

    /** One run's figures: the flattened summary and, when the pair names a queue, its statistics. */
    static final class Side {
        final Map<String, Double> values = new LinkedHashMap<>();
        String error;

        double value(String key) {
            int slash = key.indexOf('/');
            if (slash > 0) {
                return value(key.substring(0, slash)) / value(key.substring(slash + 1));
            }
            Double v = values.get(key);
            return v == null ? Double.NaN : v;
        }
    }

    static final class Runner {
        private final Path dclab;
        private final Path twin;
        private final Path out;

        Runner(Path dclab, Path twin, Path out) {
            this.dclab = dclab;
            this.twin = twin;
            this.out = out;
        }

        Side dclab(Pair p, Integer seed) {
            Path dir = out.resolve(p.name).resolve(seed == null ? "dclab" : "dclab-seed" + seed);
            List<String> cmd = new ArrayList<>(List.of(dclab.toString(), "run"));
            for (String a : p.dclab) {
                cmd.add(a);
            }
            if (seed != null) {
                cmd.addAll(List.of("--set", "seed=" + seed));
            }
            cmd.addAll(List.of("--quiet", "--out", dir.toString()));
            return run(cmd, dir, dir.resolve("summary.json"), dir.resolve("series.csv"), p);
        }

        Side ns3(Pair p, Integer seed) {
            Path dir = out.resolve(p.name).resolve(seed == null ? "ns3" : "ns3-seed" + seed);
            List<String> cmd = new ArrayList<>(List.of(twin.toString()));
            cmd.addAll(p.ns3);
            if (seed != null) {
                cmd.add("--seed=" + seed);
            }
            cmd.add("--json=" + dir.resolve("summary.json"));
            if (p.warmupSeconds > 0) {
                cmd.add("--warmup=" + p.warmupSeconds + "s");
            }
            if (p.queuePort != null) {
                cmd.add("--queuePort=" + p.queuePort);
                cmd.add("--queueCsv=" + dir.resolve("queue.csv"));
            }
            return run(cmd, dir, dir.resolve("summary.json"), dir.resolve("queue.csv"), p);
        }

        private Side run(List<String> cmd, Path dir, Path summary, Path queueCsv, Pair p) {
            Side side = new Side();
            try {
                Files.createDirectories(dir);
                Files.deleteIfExists(summary);
                Files.writeString(dir.resolve("command"), String.join(" ", cmd) + "\n");
                Path log = dir.resolve("log");
                Process proc = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
                if (!proc.waitFor(RUN_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                    proc.destroyForcibly();
                    side.error = "timed out after " + RUN_TIMEOUT_SECONDS + " s: " + log;
                    return side;
                }
                if (proc.exitValue() != 0 || !Files.exists(summary)) {
                    side.error = "exit " + proc.exitValue() + ", see " + log;
                    return side;
                }
                Json.flatten("", Json.parse(Files.readString(summary)), side.values);
                double end = side.values.getOrDefault("simulatedSeconds", Double.NaN);
                if (p.queuePort != null) {
                    queueFigures(queueCsv, p.warmupSeconds, end, side.values);
                }
                if (p.warmupSeconds > 0 && queueCsv.getFileName().toString().equals("series.csv")) {
                    goodputFigures(queueCsv, p.warmupSeconds, side.values);
                }
            } catch (IOException | RuntimeException e) {
                side.error = e.toString();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                side.error = "interrupted";
            }
            return side;
        }
    }

    /**
     * The queue's time-weighted mean and its maximum from {@code fromSeconds} to the end of the run, from a series of
     * its length at every change (DC Lab's series.csv, the twin's queue.csv: series,unit,timeSeconds,value).
     */
    static void queueFigures(Path csv, double fromSeconds, double endSeconds, Map<String, Double> into) throws IOException {
        double area = 0;
        double max = 0;
        double level = 0;
        double last = fromSeconds;
        try (var lines = Files.lines(csv)) {
            for (String line : (Iterable<String>) lines.skip(1)::iterator) {
                int c3 = line.lastIndexOf(',');
                int c2 = line.lastIndexOf(',', c3 - 1);
                // The twin's series is "queue"; DC Lab's "queue FROM->TO length", beside which a scenario may record
                // the same port's marks ("queue FROM->TO marks").
                String series = line.substring(0, line.indexOf(','));
                if (!series.equals("queue") && !(series.startsWith("queue ") && series.endsWith(" length"))) {
                    continue;
                }
                double t = Double.parseDouble(line.substring(c2 + 1, c3));
                double v = Double.parseDouble(line.substring(c3 + 1));
                if (t > fromSeconds) {
                    area += level * (Math.min(t, endSeconds) - last);
                    last = Math.min(t, endSeconds);
                    if (t <= endSeconds) {
                        max = Math.max(max, v);
                    }
                }
                level = v;
            }
        }
        area += level * (endSeconds - last);
        max = Math.max(max, level);
        into.put("queueMeanPackets", area / (endSeconds - fromSeconds));
        into.put("queueMaxPackets", max);
    }

    /**
     * DC Lab's goodput of each long flow after the warm-up, {@code applications.NAME.goodputAfterWarmupGbps}, from its
     * GOODPUT probe in series.csv ({@code NAME goodput,bit/s,t,rate over the period ending at t}); the twin reports the
     * same figure itself from the bytes its flows received after {@code --warmup}.
     */
    static void goodputFigures(Path csv, double fromSeconds, Map<String, Double> into) throws IOException {
        Map<String, double[]> sums = new LinkedHashMap<>();
        try (var lines = Files.lines(csv)) {
            for (String line : (Iterable<String>) lines.skip(1)::iterator) {
                String[] f = line.split(",");
                if (f.length != 4 || !f[0].endsWith(" goodput") || f[3].isEmpty()) {
                    continue;
                }
                if (Double.parseDouble(f[2]) > fromSeconds + 1e-9) {
                    double[] s = sums.computeIfAbsent(f[0].substring(0, f[0].length() - " goodput".length()), k -> new double[2]);
                    s[0] += Double.parseDouble(f[3]);
                    s[1]++;
                }
            }
        }
        sums.forEach((name, s) -> into.put("applications." + name + ".goodputAfterWarmupGbps", s[0] / s[1] / 1e9));
    }

    // ---- the table ------------------------------------------------------------------------------------------

    static final class Table {
        private final Suite suite;
        private final List<Pair> pairs;
        private final List<Row> rows;

        Table(Suite suite, List<Pair> pairs, List<Row> rows) {
            this.suite = suite;
            this.pairs = pairs;
            this.rows = rows;
        }

        String markdown() {
            StringBuilder b = new StringBuilder();
            b.append("| pair | figure | DC Lab | ns-3 | difference | tolerance | verdict |\n");
            b.append("|---|---|---:|---:|---:|---|---|\n");
            Pair last = null;
            for (Row r : rows) {
                String pair = r.pair == last ? "" : "`" + r.pair.name + "`";
                last = r.pair;
                String why = r.figure.difference != null ? " ([" + r.figure.difference.name + "](#" + r.figure.difference.name + "))"
                        : "";
                String verdict = r.verdict == Verdict.EXPECTED || r.verdict == Verdict.UNEXPECTED_PASS
                        ? r.verdict.label + ": [" + r.figure.bug.name + "](#" + r.figure.bug.name + ")"
                        : r.verdict == Verdict.ERROR ? "ERROR: " + r.error : r.verdict.label;
                b.append("| ").append(pair).append(" | ").append(r.figure.label()).append(" | ").append(fmt(r.dclab)).append(" | ")
                        .append(fmt(r.ns3)).append(" | ").append(delta(r)).append(" | ").append(r.figure.tolerance()).append(why)
                        .append(" | ").append(verdict).append(" |\n");
            }
            b.append("\n| pair | what it runs |\n|---|---|\n");
            for (Pair p : pairs) {
                b.append("| `").append(p.name).append("` | ").append(p.title)
                        .append(p.seeds.isEmpty() ? "" : " Mean over seeds " + joined(p.seeds) + ".").append(" |\n");
            }
            return b.toString();
        }

        String text() {
            StringBuilder b = new StringBuilder();
            for (Row r : rows) {
                b.append(String.format(Locale.ROOT, "%-24s %-40s %12s %12s %9s  %-14s %s%n", r.pair.name, r.figure.label(), fmt(r.dclab),
                        fmt(r.ns3), delta(r), r.figure.tolerance(),
                        r.verdict == Verdict.ERROR ? "ERROR " + r.error
                                : r.verdict.label + (r.figure.bug != null ? " " + r.figure.bug.name : "")));
            }
            return b.toString();
        }

        private static String joined(List<Integer> seeds) {
            return seeds.get(0) + "–" + seeds.get(seeds.size() - 1);
        }

        private static String delta(Row r) {
            if (!Double.isFinite(r.dclab) || !Double.isFinite(r.ns3)) {
                return "";
            }
            if (r.ns3 == 0) {
                return r.dclab == 0 ? "0" : "+" + fmt(r.dclab);
            }
            double pct = (r.dclab - r.ns3) / Math.abs(r.ns3) * 100;
            return (pct >= 0 ? "+" : "−") + fmtPercent(Math.abs(pct));
        }
    }

    static String fmt(double v) {
        if (!Double.isFinite(v)) {
            return "–";
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e9) {
            return String.format(Locale.ROOT, "%,d", (long) v);
        }
        double a = Math.abs(v);
        String f = a >= 100 ? "%,.0f" : a >= 10 ? "%.1f" : a >= 1 ? "%.2f" : "%.3f";
        return String.format(Locale.ROOT, f, v);
    }

    static String fmtPercent(double pct) {
        return String.format(Locale.ROOT, pct >= 10 || pct == Math.rint(pct) ? "%.0f %%" : "%.1f %%", pct);
    }

    // ---- a little JSON --------------------------------------------------------------------------------------

    /** Just enough JSON for the two summaries: objects, arrays, numbers, strings, booleans and null. */
    static final class Json {
        private final String s;
        private int i;

        private Json(String s) {
            this.s = s;
        }

        static Object parse(String text) {
            Json j = new Json(text);
            Object v = j.value();
            j.space();
            if (j.i != text.length()) {
                throw new IllegalArgumentException("JSON: text after the value at " + j.i);
            }
            return v;
        }

        /** Numbers and booleans (1 or 0) by dotted path: {@code applications.dctcp.goodputGbps}. */
        @SuppressWarnings("unchecked")
        static void flatten(String prefix, Object v, Map<String, Double> into) {
            if (v instanceof Map<?, ?> m) {
                for (Map.Entry<String, Object> e : ((Map<String, Object>) m).entrySet()) {
                    flatten(prefix.isEmpty() ? e.getKey() : prefix + "." + e.getKey(), e.getValue(), into);
                }
            } else if (v instanceof Double d) {
                into.put(prefix, d);
            } else if (v instanceof Boolean b) {
                into.put(prefix, b ? 1.0 : 0.0);
            }
        }

        private Object value() {
            space();
            char c = s.charAt(i);
            if (c == '{') {
                Map<String, Object> m = new LinkedHashMap<>();
                i++;
                space();
                if (s.charAt(i) == '}') {
                    i++;
                    return m;
                }
                while (true) {
                    space();
                    String k = string();
                    space();
                    expect(':');
                    m.put(k, value());
                    space();
                    if (s.charAt(i) == ',') {
                        i++;
                    } else {
                        expect('}');
                        return m;
                    }
                }
            }
            if (c == '[') {
                List<Object> l = new ArrayList<>();
                i++;
                space();
                if (s.charAt(i) == ']') {
                    i++;
                    return l;
                }
                while (true) {
                    l.add(value());
                    space();
                    if (s.charAt(i) == ',') {
                        i++;
                    } else {
                        expect(']');
                        return l;
                    }
                }
            }
            if (c == '"') {
                return string();
            }
            if (s.startsWith("true", i)) {
                i += 4;
                return Boolean.TRUE;
            }
            if (s.startsWith("false", i)) {
                i += 5;
                return Boolean.FALSE;
            }
            if (s.startsWith("null", i)) {
                i += 4;
                return null;
            }
            int start = i;
            while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) {
                i++;
            }
            return Double.valueOf(s.substring(start, i));
        }

        private String string() {
            expect('"');
            StringBuilder b = new StringBuilder();
            while (s.charAt(i) != '"') {
                char c = s.charAt(i++);
                if (c == '\\') {
                    char e = s.charAt(i++);
                    switch (e) {
                        case 'n' -> b.append('\n');
                        case 't' -> b.append('\t');
                        case 'u' -> {
                            b.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                            i += 4;
                        }
                        default -> b.append(e);
                    }
                } else {
                    b.append(c);
                }
            }
            i++;
            return b.toString();
        }

        private void expect(char c) {
            if (s.charAt(i) != c) {
                throw new IllegalArgumentException("JSON: expected '" + c + "' at " + i);
            }
            i++;
        }

        private void space() {
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
                i++;
            }
        }
    }
}
