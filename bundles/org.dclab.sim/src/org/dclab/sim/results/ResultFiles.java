package org.dclab.sim.results;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.dclab.sim.RunResult;
import org.dclab.sim.Series;

/**
 * Writes a run's results into a directory: {@code summary.json} (the summary as printed by --json),
 * {@code summary.csv} (one header row and one value row, nested keys dotted), {@code series.csv} (long format:
 * series, unit, time in seconds, value; one row per sample) and {@code series.json} (one object per series with its
 * name, unit and parallel arrays of times in seconds and values).
 */
public final class ResultFiles {

    public static final String SUMMARY_JSON = "summary.json";
    public static final String SUMMARY_CSV = "summary.csv";
    public static final String SERIES_CSV = "series.csv";
    public static final String SERIES_JSON = "series.json";

    private ResultFiles() {
    }

    public static void write(RunResult result, Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(SUMMARY_JSON), JsonText.of(result.summary()) + "\n", StandardCharsets.UTF_8);
        Map<String, Object> flat = Flattened.of(result.summary());
        Files.writeString(dir.resolve(SUMMARY_CSV),
                CsvText.row(new ArrayList<>(flat.keySet())) + CsvText.row(new ArrayList<>(flat.values())), StandardCharsets.UTF_8);
        writeSeries(result.series(), dir.resolve(SERIES_CSV));
        writeSeriesJson(result.series(), dir.resolve(SERIES_JSON));
    }

    /** Streamed sample by sample: a long run's series can be far larger than the heap would hold as one string. */
    private static void writeSeriesJson(List<Series> series, Path file) throws IOException {
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write('[');
            for (int n = 0; n < series.size(); n++) {
                Series s = series.get(n);
                out.write(n == 0 ? "{\"name\":" : ",{\"name\":");
                JsonText.write(out, s.name());
                out.write(",\"unit\":");
                JsonText.write(out, s.unit());
                out.write(",\"timeSeconds\":[");
                for (int i = 0; i < s.size(); i++) {
                    out.write(i == 0 ? "" : ",");
                    JsonText.write(out, s.timePs(i) / 1e12);
                }
                out.write("],\"values\":[");
                for (int i = 0; i < s.size(); i++) {
                    out.write(i == 0 ? "" : ",");
                    JsonText.write(out, s.value(i));
                }
                out.write("]}");
            }
            out.write("]\n");
        }
    }

    private static void writeSeries(List<Series> series, Path file) throws IOException {
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write(CsvText.row(List.of("series", "unit", "timeSeconds", "value")));
            for (Series s : series) {
                for (int i = 0; i < s.size(); i++) {
                    out.write(CsvText.row(List.of(s.name(), s.unit(), s.timePs(i) / 1e12, s.value(i))));
                }
            }
        }
    }
}
