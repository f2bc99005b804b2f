package org.dclab.sim.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.dclab.sim.Measure;
import org.dclab.sim.RunResult;
import org.dclab.sim.RunStatus;
import org.dclab.sim.Series;
import org.dclab.sim.SeriesKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A results folder holds whole files only: a write that fails part of the way through a file (the process stopped, the
 * disk full) leaves that file and the ones after it absent, never cut off mid-number, and leaves nothing else behind.
 */
class ResultFilesTest {

    @TempDir
    Path dir;

    private static Series goodput(String application, int samples) {
        Series series = new Series(SeriesKey.ofApplication(application, Measure.GOODPUT));
        for (int i = 0; i < samples; i++) {
            series.add(i * 1_000_000L, 1e9 + i);
        }
        return series;
    }

    private static RunResult result(List<Series> series) {
        return new RunResult(RunStatus.COMPLETED, Map.of("scenario", "test", "goodputGbps", 0.93), series, "completed");
    }

    /** Oracle: each file is absent or byte for byte what a write that did not fail makes. */
    @Test
    void aWriteThatFailsWithinAFileLeavesItAbsent() throws IOException {
        List<Series> series = List.of(goodput("flow1", 100_000), goodput("flow2", 100_000));
        Path whole = Files.createDirectories(dir.resolve("whole"));
        ResultFiles.write(result(series), whole);
        // The second series cannot be read: series.csv fails after the first series' rows, as a process stopped there would.
        List<Series> failing = new AbstractList<>() {
            @Override
            public Series get(int index) {
                if (index > 0) {
                    throw new IllegalStateException("stopped while writing");
                }
                return series.get(index);
            }

            @Override
            public int size() {
                return series.size();
            }
        };
        Path cut = Files.createDirectories(dir.resolve("cut"));

        assertThrows(IllegalStateException.class, () -> ResultFiles.write(result(failing), cut));

        assertTrue(Files.exists(cut.resolve(ResultFiles.SUMMARY_JSON)));
        for (String name : List.of(ResultFiles.SUMMARY_JSON, ResultFiles.SUMMARY_CSV, ResultFiles.SERIES_CSV, ResultFiles.SERIES_JSON)) {
            if (Files.exists(cut.resolve(name))) {
                assertArrayEquals(Files.readAllBytes(whole.resolve(name)), Files.readAllBytes(cut.resolve(name)), name + " is whole");
            }
        }
        assertEquals(List.of(ResultFiles.SUMMARY_CSV, ResultFiles.SUMMARY_JSON), names(cut),
                "series.csv failed: it and series.json are absent");
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
