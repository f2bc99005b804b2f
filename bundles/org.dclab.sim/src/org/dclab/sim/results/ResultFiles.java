package org.dclab.sim.results;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.dclab.model.internal.resource.AtomicFileWrite;
import org.dclab.sim.RunResult;
import org.dclab.sim.Series;

/**
 * Writes a run's results into a directory: {@code summary.json} (the summary as printed by --json),
 * {@code summary.csv} (one header row and one value row, nested keys dotted), {@code series.csv} (long format:
 * series, unit, time in seconds, value; one row per sample) and {@code series.json} (one object per series with its
 * name, unit and parallel arrays of times in seconds and values).
 *
 * <p>Each file is written beside its name and renamed over it ({@link AtomicFileWrite}), so a reader, or a process
 * stopped at any point, sees it whole or not at all; the series, which may be far larger than the heap would hold as one
 * string, are streamed sample by sample.
 */
public final class ResultFiles {

    public static final String SUMMARY_JSON = "summary.json";
    public static final String SUMMARY_CSV = "summary.csv";
    public static final String SERIES_CSV = "series.csv";
    public static final String SERIES_JSON = "series.json";
    /** The files in the order they are written: the summary, small and quick, before the series. */
    public static final List<String> FILES = List.of(SUMMARY_JSON, SUMMARY_CSV, SERIES_CSV, SERIES_JSON);

    private ResultFiles() {
    }

    public static void write(RunResult result, Path dir) throws IOException {
        write(result, dir, () -> false, name -> {});
    }

    /**
     * Writes the files in the order of {@link #FILES}, telling {@code written} the name of each once it is complete.
     * Once {@code stop} says so, the file being written is given up and {@link InterruptedIOException} is thrown. A write
     * that does not finish, stopped or failed, removes what is left of an earlier run under the names it did not write,
     * so that the folder never holds one run's summary beside another's series.
     */
    public static void write(RunResult result, Path dir, BooleanSupplier stop, Consumer<String> written) throws IOException {
        Files.createDirectories(dir);
        List<String> pending = new ArrayList<>(FILES);
        try {
            while (!pending.isEmpty()) {
                String name = pending.get(0);
                AtomicFileWrite.write(dir.resolve(name), out -> write(name, result, out), stop);
                pending.remove(0);
                written.accept(name);
            }
        } finally {
            for (String name : pending) {
                try {
                    Files.deleteIfExists(dir.resolve(name));
                } catch (IOException e) {
                    // Not a file any more (a folder someone made meanwhile): it holds no earlier result to mix up.
                }
            }
        }
    }

    /** Writes the content of the result file {@code name} to {@code out}, which is flushed and left open (an archive's entry). */
    public static void write(String name, RunResult result, OutputStream out) throws IOException {
        Writer text = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        switch (name) {
            case SUMMARY_JSON -> text.write(JsonText.of(result.summary()) + "\n");
            case SUMMARY_CSV -> {
                Map<String, Object> flat = Flattened.of(result.summary());
                text.write(CsvText.row(new ArrayList<>(flat.keySet())) + CsvText.row(new ArrayList<>(flat.values())));
            }
            case SERIES_CSV -> writeSeries(result.series(), text);
            case SERIES_JSON -> writeSeriesJson(result.series(), text);
            default -> throw new IllegalArgumentException(name + " is not a result file; they are " + FILES);
        }
        text.flush();
    }

    private static void writeSeriesJson(List<Series> series, Writer out) throws IOException {
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

    private static void writeSeries(List<Series> series, Writer out) throws IOException {
        out.write(CsvText.row(List.of("series", "unit", "timeSeconds", "value")));
        for (Series s : series) {
            for (int i = 0; i < s.size(); i++) {
                out.write(CsvText.row(List.of(s.name(), s.unit(), s.timePs(i) / 1e12, s.value(i))));
            }
        }
    }
}
