package org.dclab.ui.labs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.dclab.sim.labs.LabSheet;
import org.dclab.sim.labs.Prediction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A prediction beside its measurement as the step panel words it, and the records that keep both. */
class ComparisonTest {

    @TempDir
    Path dir;

    @Test
    void predictionMeasurementAndDifference() {
        // 65 − 63.16 = 1.84, which is 2.91 % of 63.16.
        assertEquals("You predicted 65 packets \u00b7 the run measured 63.2 packets \u00b7 off by +1.84 (+2.91 %)",
                new Comparison(65.0, 63.16, "packets").sentence());
        assertEquals("You predicted 1 \u00b7 the run measured 5.52 \u00b7 off by \u22124.52 (\u221281.9 %)",
                new Comparison(1.0, 5.52, "ratio").sentence());
        assertEquals("You predicted 3 RTOs \u00b7 the run measured 0 RTOs \u00b7 off by +3", new Comparison(3.0, 0, "RTOs").sentence());
        assertEquals("No prediction typed \u00b7 the run measured 0.153 Gbit/s", new Comparison(null, 0.15259, "Gbit/s").sentence());
    }

    @Test
    void typedNumbers() {
        assertEquals(5.5, Comparison.parse(" 5,5 "));
        assertEquals(-2.0, Comparison.parse("\u22122"));
        assertNull(Comparison.parse(""));
        assertNull(Comparison.parse("about six"));
        assertEquals("1530", Comparison.number(1534));
        assertEquals("12.8", Comparison.number(12.8004));
    }

    @Test
    void predictionsAndMeasurementsOutliveTheView() throws Exception {
        Path file = dir.resolve("labs/lab0.md");
        Files.createDirectories(file.getParent());
        Files.write(file, List.of("---", "title: A lab", "scenarios: a.dclab", "---", "# Lab 0", "## Step through and watch",
                "1. a", "   - **Do it:** open a.dclab; run", "   - **Predict:** goodput (Gbit/s) = `goodputGbps`"));
        LabSheet sheet = LabSheet.read(file);
        Prediction p = sheet.steps().get(0).prediction().orElseThrow();
        Path store = dir.resolve("state/lab-predictions.properties");
        PredictionRecords records = new PredictionRecords(store);
        records.type(sheet, p, "0.5");
        records.measure(sheet, p, new PredictionRecords.Measured(0.9, "finished at 3000 ms"));

        PredictionRecords again = new PredictionRecords(store);
        assertEquals("0.5", again.typed(sheet, p));
        assertEquals(new PredictionRecords.Measured(0.9, "finished at 3000 ms"), again.measured(sheet, p).orElseThrow());
    }
}
