package org.dclab.ui.labs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.sim.Measure;
import org.dclab.sim.RunResult;
import org.dclab.sim.RunStatus;
import org.dclab.sim.Series;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.labs.Measurement;
import org.junit.jupiter.api.Test;

/** A prediction's measurement over a run's results, against values worked out by hand. */
class MeasurementTest {

    private static final long MS = 1_000_000_000L;

    /** Goodputs 0.3 and 0.6; a queue at 0 from 0 ms, 10 from 10 ms, 20 from 20 ms, to the run's end at 40 ms. */
    private static RunResult run() {
        Map<String, Object> apps = new LinkedHashMap<>();
        apps.put("a-h1", Map.of("goodputGbps", 0.3));
        apps.put("b", Map.of("goodputGbps", 0.6, "rctMs", Double.NaN));
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("simulatedSeconds", 0.04);
        summary.put("goodputGbps", 0.9);
        summary.put("applications", apps);
        Series queue = new Series(SeriesKey.queueLength("left", "right"));
        queue.add(0, 0);
        queue.add(10 * MS, 10);
        queue.add(20 * MS, 20);
        Series conWnd = new Series(SeriesKey.ofApplication("incast", Measure.CON_WND));
        conWnd.add(0, 1);
        conWnd.add(5 * MS, 2.5);
        return new RunResult(RunStatus.COMPLETED, summary, List.of(queue, conWnd), "finished at 40 ms");
    }

    private static double value(String measurement) {
        return Measurement.parse(measurement).valueIn(run());
    }

    @Test
    void figuresAndArithmetic() {
        assertEquals(0.9, value("goodputGbps"));
        assertEquals(0.5, value("applications.a-h1.goodputGbps / applications.b.goodputGbps"), 1e-12, "a dash inside a name");
        assertEquals(0.3, value("goodputGbps - applications.b.goodputGbps"), 1e-12, "a minus between spaces");
        assertEquals(7, value("1 + 2 * 3"));
        assertEquals(9, value("(1 + 2) * 3"));
        assertEquals(-0.9, value("-goodputGbps"));
        assertTrue(Double.isNaN(value("applications.b.rctMs")), "a figure the run could not measure");
    }

    @Test
    void seriesAreWeightedByHowLongEachValueHeld() {
        // (0·10 + 10·10 + 20·20) / 40 over the whole run; (10·10 + 20·20) / 30 from 10 ms.
        assertEquals(12.5, value("mean(queue left->right length)"), 1e-12);
        assertEquals(500.0 / 30, value("mean(queue left->right length, from 10 ms)"), 1e-12);
        assertEquals(20, value("last(queue left->right length)"));
        assertEquals(10, value("min(queue left->right length, from 15 ms)"), "10 still held at 15 ms");
        assertEquals(20, value("max(queue left->right length)"));
        assertEquals(2.5, value("last(incast con_wnd)"));
    }

    @Test
    void whatTheRunLacksIsNamed() {
        IllegalArgumentException figure = assertThrows(IllegalArgumentException.class, () -> value("goodputGbs"));
        assertTrue(figure.getMessage().contains("no figure goodputGbs") && figure.getMessage().contains("goodputGbps"), figure
                .getMessage());
        IllegalArgumentException series = assertThrows(IllegalArgumentException.class, () -> value("mean(queue right->left length)"));
        assertTrue(series.getMessage().contains("queue right->left length") && series.getMessage().contains("queue left->right length"),
                series.getMessage());
    }

    @Test
    void malformedMeasurementsSayWhere() {
        for (String bad : new String[] { "1 +", "(goodputGbps", "mean(queue left right length)", "mean(incast con_wnd, 5 ms)", "2 $ 3" }) {
            assertThrows(IllegalArgumentException.class, () -> Measurement.parse(bad), bad);
        }
    }
}
