package org.dclab.sim.papers;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.sim.results.CsvText;

/**
 * What a figure's campaign measured, run by run: each run's point (its parameter values), repetition, seed and status,
 * and the value of each reading. Written as CSV with a few {@code # key: value} lines above it, it is what the
 * repository keeps of a campaign ({@code examples/papers/check/ID.csv}, {@code examples/papers/results/ID.csv}): the
 * tables and figures are drawn from it, and the build compares a fresh reduced-size campaign with it character for
 * character. Values are written as Java writes a double, so they read back exactly.
 */
public record FigureData(Map<String, String> meta, List<String> parameters, List<String> readings, List<Run> runs) {

    /** One run: its parameter values, repetition, seed, status and readings (NaN where nothing was measured). */
    public record Run(Map<String, String> settings, int repetition, long seed, String status, Map<String, Double> values) {

        public boolean completed() {
            return COMPLETED.equals(status);
        }
    }

    public static final String COMPLETED = "completed";
    private static final String META = "# ";

    /** The same runs with other {@code # key: value} lines. */
    public FigureData withMeta(Map<String, String> other) {
        return new FigureData(Map.copyOf(other), parameters, readings, runs);
    }

    public String csv() {
        StringBuilder out = new StringBuilder();
        meta.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .forEach(e -> out.append(META).append(e.getKey()).append(": ").append(e.getValue().replace('\n', ' ')).append('\n'));
        List<Object> header = new ArrayList<>(parameters);
        header.addAll(List.of("repetition", "seed", "status"));
        header.addAll(readings);
        out.append(CsvText.row(header));
        for (Run run : runs) {
            List<Object> fields = new ArrayList<>();
            parameters.forEach(p -> fields.add(run.settings().get(p)));
            fields.addAll(List.of(run.repetition(), run.seed(), run.status()));
            readings.forEach(r -> {
                Double v = run.values().get(r);
                fields.add(v == null || v.isNaN() || v.isInfinite() ? "" : Double.toString(v));
            });
            out.append(CsvText.row(fields));
        }
        return out.toString();
    }

    /** Reads what {@link #csv} wrote; {@code label} names the file in the message when it does not. */
    public static FigureData parse(String csv, String label) {
        Map<String, String> meta = new LinkedHashMap<>();
        List<List<String>> rows = new ArrayList<>();
        for (String line : csv.split("\n", -1)) {
            if (line.startsWith(META)) {
                int colon = line.indexOf(": ");
                if (colon > 0) {
                    meta.put(line.substring(META.length(), colon), line.substring(colon + 2));
                }
            } else if (!line.isBlank()) {
                rows.add(CsvText.fields(line));
            }
        }
        if (rows.isEmpty()) {
            throw new PaperException(label + ": no header row");
        }
        List<String> header = rows.get(0);
        int repetition = header.indexOf("repetition");
        if (repetition < 0 || header.size() < repetition + 3 || !header.get(repetition + 2).equals("status")) {
            throw new PaperException(label + ": not a figure's runs (no repetition, seed, status columns)");
        }
        List<String> parameters = List.copyOf(header.subList(0, repetition));
        List<String> readings = List.copyOf(header.subList(repetition + 3, header.size()));
        List<Run> runs = new ArrayList<>();
        for (int i = 1; i < rows.size(); i++) {
            List<String> row = rows.get(i);
            if (row.size() != header.size()) {
                throw new PaperException(label + ": row " + i + " has " + row.size() + " fields where the header has " + header.size());
            }
            Map<String, String> settings = new LinkedHashMap<>();
            for (int p = 0; p < parameters.size(); p++) {
                settings.put(parameters.get(p), row.get(p));
            }
            Map<String, Double> values = new LinkedHashMap<>();
            for (int r = 0; r < readings.size(); r++) {
                String v = row.get(repetition + 3 + r);
                values.put(readings.get(r), v.isEmpty() ? Double.NaN : Double.parseDouble(v));
            }
            try {
                runs.add(new Run(settings, Integer.parseInt(row.get(repetition)), Long.parseLong(row.get(repetition + 1)),
                        row.get(repetition + 2), values));
            } catch (NumberFormatException e) {
                throw new PaperException(label + ": row " + i + ": " + e.getMessage());
            }
        }
        return new FigureData(meta, parameters, readings, List.copyOf(runs));
    }

    /** The SHA-256 of the CSV, in hexadecimal: what a results file records of the check it was made with. */
    public String digest() {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(csv().getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** The runs of one point, in repetition order. */
    public List<Run> runsAt(Map<String, String> settings) {
        return runs.stream().filter(r -> r.settings().equals(settings)).toList();
    }

    /** The points in the order the runs came (plan order), each once. */
    public List<Map<String, String>> points() {
        return runs.stream().map(Run::settings).distinct().toList();
    }
}
