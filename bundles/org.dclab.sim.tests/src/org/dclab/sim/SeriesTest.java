package org.dclab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

/** A series keeps every sample in order across its chunks, and a reader on another thread sees each one whole. */
class SeriesTest {

    private static final int SAMPLES = 100_000;

    @Test
    void samplesAcrossManyChunksReadBackInOrder() {
        Series s = new Series(SeriesKey.queueLength("a", "b"));
        for (int i = 0; i < SAMPLES; i++) {
            s.add(1_000L * i, i % 251);
        }
        assertEquals(SAMPLES, s.size());
        assertEquals(SAMPLES, s.published());
        for (int i = 0; i < SAMPLES; i++) {
            assertEquals(1_000L * i, s.timePs(i), "time of sample " + i);
            assertEquals(i % 251, s.value(i), "value of sample " + i);
        }
    }

    /**
     * Oracle: sample i is (1000 i, i), so a reader that takes the published count and reads below it must find exactly
     * that, however the writer's chunks move meanwhile; it fails on a sample read from a chunk not yet published.
     */
    @Test
    void aReaderWhileTheRunWritesSeesEveryPublishedSampleWhole() throws Exception {
        Series s = new Series(SeriesKey.queueLength("a", "b"));
        AtomicReference<String> wrong = new AtomicReference<>();
        Thread reader = new Thread(() -> {
            int checked = 0;
            while (checked < SAMPLES && wrong.get() == null) {
                int n = s.published();
                for (int i = checked; i < n; i++) {
                    if (s.timePs(i) != 1_000L * i || s.value(i) != i) {
                        wrong.set("sample " + i + " read as (" + s.timePs(i) + ", " + s.value(i) + ")");
                        return;
                    }
                }
                checked = n;
            }
        });
        reader.start();
        for (int i = 0; i < SAMPLES; i++) {
            s.add(1_000L * i, i);
        }
        reader.join(30_000);
        assertTrue(!reader.isAlive() && wrong.get() == null, wrong.get() == null ? "reader did not finish" : wrong.get());
    }
}
