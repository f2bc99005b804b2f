package org.dclab.sim.internal.probes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.RepositoryFiles;
import org.junit.jupiter.api.Test;

/**
 * Oracle, by hand: the dumbbell example runs 0.5 s and samples the goodput of flow1 and flow2 (probes 4 and 5, one
 * series each). A heap of 256 MiB leaves 128 MiB to samples of up to 32 B each: 4,194,304 samples. Two series fit when
 * each takes a sample at most every 0.5 s × 2 / 4,194,304 = 238,418.6 ps, rounded up to a round 500 ns. A sample every
 * 2 ps is 2.5 * 10^11 samples of 32 B, 8 * 10^12 B = 7.276 TiB.
 */
class SampleMemoryTest {

    private static final long HEAP = 256L << 20;
    private static final long HALF_SECOND_PS = 500_000_000_000L;

    private static Scenario dumbbellWithFlow1SampledEvery(long periodPs) throws Exception {
        Scenario scenario = ScenarioFiles.load(RepositoryFiles.example("dumbbell-two-flows"));
        scenario.getExperiment().getProbes().get(3).setPeriodPs(periodPs);
        return scenario;
    }

    @Test
    void everyTwoPicosecondsIsFarMoreThanTheHeapHolds() throws Exception {
        assertEquals(List.of("probe 4 (GOODPUT of flow1): sampling every 0.002 ns for 500 ms makes 250000000000 samples (about 7.276 TiB), "
                + "more than the heap of 256 MiB can hold; sample every 500 ns or more (periodPs=\"500000\")"),
                SampleMemory.warnings(dumbbellWithFlow1SampledEvery(2), HALF_SECOND_PS, HEAP));
    }

    /** 5,000,050 samples: one every 100 ns of flow1 and every 10 ms of flow2, more than the 4,194,304 that fit. */
    @Test
    void justAboveWhatFitsIsWarned() throws Exception {
        assertEquals(1, SampleMemory.warnings(dumbbellWithFlow1SampledEvery(100_000), HALF_SECOND_PS, HEAP).size());
    }

    /** 2,500,050 samples fit; so does the period a warning gives, whatever the other probe samples. */
    @Test
    void whatFitsIsNotWarned() throws Exception {
        assertEquals(List.of(), SampleMemory.warnings(dumbbellWithFlow1SampledEvery(200_000), HALF_SECOND_PS, HEAP));
        assertEquals(List.of(), SampleMemory.warnings(dumbbellWithFlow1SampledEvery(500_000), HALF_SECOND_PS, HEAP));
        assertEquals(List.of(), SampleMemory.warnings(dumbbellWithFlow1SampledEvery(100_000_000), HALF_SECOND_PS, HEAP));
    }

    /** A run of 10 µs samples every 2 ps 5,000,000 times per series: the run's own end decides, not the scenario's. */
    @Test
    void aShorterRunIsMeasuredByItsOwnEnd() throws Exception {
        assertEquals(List.of(), SampleMemory.warnings(dumbbellWithFlow1SampledEvery(2), 1_000_000, HEAP));
        assertEquals(1, SampleMemory.warnings(dumbbellWithFlow1SampledEvery(2), 10_000_000, HEAP).size());
    }

    @Test
    void periodsAreRoundedUpToOneTwoOrFive() {
        assertEquals(1, SampleMemory.roundedUp(0.3));
        assertEquals(500_000, SampleMemory.roundedUp(238_418.6));
        assertEquals(200, SampleMemory.roundedUp(101));
        assertEquals(1_000, SampleMemory.roundedUp(1_000));
    }
}
