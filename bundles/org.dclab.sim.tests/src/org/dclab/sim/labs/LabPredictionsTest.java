package org.dclab.sim.labs;

import static java.util.Map.entry;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.dclab.sim.RepositoryFiles;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every prediction of the shipped lab sheets is measured by the run its step's Do it makes, and the number it gives is
 * the one theory (or the sheet's own answer, where the theory is the run) says: the step done headless as the workbench
 * does it (the scenario opened, its parameters set, run as far as the step says, with the workbench's probes). A
 * prediction added to a sheet without its expectation here fails.
 */
class LabPredictionsTest {

    /** What a prediction's measurement must be, and where that comes from. */
    private record Expected(double low, double high, String why) {
        static Expected between(double low, double high, String why) {
            return new Expected(low, high, why);
        }

        static Expected about(double value, double tolerance, String why) {
            return new Expected(value - tolerance, value + tolerance, why);
        }
    }

    /** DCTCP's saw-tooth (Alizadeh et al. 2010, §3.3): between K + N − ½·√(2N(C·RTT + K)) and K + N packets. */
    private static Expected dctcpQueue(double k, int flows, double pipePackets) {
        double amplitude = 0.5 * Math.sqrt(2 * flows * (pipePackets + k));
        return Expected.between(k + flows - amplitude, k + flows, "DCTCP's saw-tooth for K = " + k + ", N = " + flows);
    }

    /** AIPM's con_wnd after {@code completions}: from 1, + 1/con_wnd per completion (Lab 2's rule), computed exactly. */
    private static double conWnd(int completions) {
        double w = 1;
        for (int i = 0; i < completions; i++) {
            w += 1 / w;
        }
        return w;
    }

    private static final Map<String, Expected> EXPECTED = Map.ofEntries(
            // 16 × 256 KB take 34 ms at 1 Gbit/s; a 200 ms timeout in most blocks leaves well under a third of it.
            entry("lab1-incast-minrto.md step 3", Expected.between(0, 1.0 / 3, "incast collapse: 200 ms timeouts against 34 ms blocks")),
            // A 1 ms timeout costs a 34 ms block 3 %: most of what the 1 Gbit/s link carries.
            entry("lab1-incast-minrto.md step 4", Expected.between(0.8, 1, "1 ms timeouts against 34 ms blocks")),
            entry("lab2-aipm-conwnd.md step 2", Expected.about(conWnd(80), 1e-9, "con_wnd + 1/con_wnd for each of 80 completions, from 1")),
            // AIPM has no TCP timeout: it notices a lost connection from later completions (the sheet's answer 4).
            entry("lab2-aipm-conwnd.md step 3", Expected.about(0, 0, "AIPM never waits for a retransmission timeout")),
            // 10 Gbit/s, 100 µs: C·RTT = 83 packets of 1500 B.
            entry("lab3-dctcp-k.md step 3", dctcpQueue(12, 2, 83)),
            // K = 1 < K + 2 − ½·√(4(83 + K)): the queue runs dry and the link idles, below 85 % of the 9.73 Gbit/s of payload.
            entry("lab3-dctcp-k.md step 4", Expected.between(0, 0.85 * 9.73, "K below C·RTT/7 idles the link")),
            // Without marks DCTCP falls back to loss and shares as NewReno does (the sheet's answer 1: about 1).
            entry("lab4-coexistence.md step 1", Expected.between(0.7, 1.4, "drop-tail treats both kinds alike")),
            // 1 Gbit/s, 250 µs: C·RTT = 21 packets; the two DCTCP flows hold the four flows' queue in their band around K.
            entry("lab4-coexistence.md step 2", dctcpQueue(65, 4, 21)),
            // NewReno halves on every mark, DCTCP cuts by α/2: several times NewReno's share (the sheet's answer 2).
            entry("lab4-coexistence.md step 3", Expected.between(3, Double.MAX_VALUE, "a mark halves NewReno, DCTCP cuts by α/2")),
            // K = 160 above C·RTT/7 ≈ 119 for the 10 ms flows: the queue stays busy once the windows have grown.
            entry("lab5-gemini.md step 1", Expected.between(0.75, 1, "K above C·RTT/7 for the inter-DC flows")),
            // GEMINI scales its increase with the RTT and its cut by F: within a factor of two of fair, where DCTCP gives 16 to 1.
            entry("lab5-gemini.md step 3", Expected.between(0.5, 2, "GEMINI's RTT-fair increase and cut")),
            // The AIMD a student starts from is NewReno's rule: a mark halves it, DCTCP cuts by α/2 and holds more.
            entry("lab6-write-your-own.md step 3", Expected.between(1, Double.MAX_VALUE, "a mark halves NewReno, DCTCP cuts by α/2")));

    @Test
    void everyLabAsksForAtLeastOnePrediction() throws IOException {
        Set<String> predicting = new TreeSet<>();
        for (LabSheet sheet : LabSheet.readAll(RepositoryFiles.examples().resolve("labs"))) {
            assertTrue(sheet.steps().stream().anyMatch(s -> s.prediction().isPresent()), sheet.file() + " asks for no prediction");
            assertTrue(sheet.steps().stream().allMatch(s -> !s.doIt().isEmpty() || s.prediction().isEmpty()), sheet.file().toString());
            sheet.steps().stream().filter(s -> s.prediction().isPresent())
                    .forEach(s -> predicting.add(sheet.file().getFileName() + " step " + s.number()));
        }
        assertEquals(new TreeSet<>(EXPECTED.keySet()), predicting, "an expectation for each predicting step, and no other");
    }

    @TestFactory
    Stream<DynamicTest> everyPredictionIsMeasuredByItsStepsRun() throws IOException {
        return LabSheet.readAll(RepositoryFiles.examples().resolve("labs")).stream()
                .flatMap(sheet -> sheet.steps().stream().filter(s -> s.prediction().isPresent())
                        .map(step -> DynamicTest.dynamicTest(sheet.file().getFileName() + " step " + step.number(), () -> {
                            String name = sheet.file().getFileName() + " step " + step.number();
                            Expected expected = EXPECTED.get(name);
                            assertNotNull(expected, name + " predicts, but this test does not say what it should measure");
                            Prediction p = step.prediction().orElseThrow();
                            double measured = p.measurement().valueIn(LabPredictionTable.doIt(step, RepositoryFiles.examples()));
                            assertTrue(measured >= expected.low() && measured <= expected.high(), name + ": " + p.question() + " = "
                                    + measured + " " + p.unit() + ", expected " + expected.low() + " to " + expected.high() + " ("
                                    + expected.why() + ")");
                        })));
    }
}
