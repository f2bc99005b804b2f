package org.dclab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Map;
import java.util.stream.Stream;

import org.dclab.model.resource.ScenarioFiles;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every shipped example, run as {@code dclab run} runs it, executes the number of events it executed when it was last
 * changed on purpose: a fingerprint of the engine's behaviour on each, so that an optimisation of the event loop, the
 * event set or the packet path that changes one simulated event fails here. A change meant to alter behaviour updates
 * the number and says why in its commit. About 73 million events in all.
 */
class ExampleEventCountsTest {

    private static final Map<String, Long> EVENTS = Map.ofEntries(
            Map.entry("aipm-fig4-leafspine", 3_651_626L),
            Map.entry("aipm-fig4-single-bottleneck", 180_605L),
            Map.entry("aipm-fig5-fixed-block", 357_102L),
            Map.entry("aipm-fig7-10g", 180_915L),
            Map.entry("aipm-fig7-10g-leafspine", 3_405_110L),
            Map.entry("coexist-fig2-droptail", 1_517_718L),
            Map.entry("coexist-fig3-threshold", 1_544_717L),
            Map.entry("coexist-fig4-red", 1_532_322L),
            Map.entry("coexist-fig5-choke", 1_546_606L),
            Map.entry("coexist-fig6-mchoke", 1_564_883L),
            Map.entry("coexist-fig7-incast-choke", 1_486_219L),
            Map.entry("coexist-fig7-incast-red", 1_537_132L),
            Map.entry("coexist-fig8-short-flows", 1_568_506L),
            Map.entry("dumbbell-two-flows", 403_877L),
            Map.entry("gemini-fig10-t-beta-sweep", 3_822_510L),
            Map.entry("gemini-fig11-convergence", 1_767_448L),
            Map.entry("gemini-fig12-rtt-fairness", 4_918_043L),
            Map.entry("gemini-fig13-websearch-pattern1", 5_163_016L),
            Map.entry("gemini-fig14-websearch-pattern1-pools", 2_183_031L),
            Map.entry("gemini-fig15-16-websearch-pattern2", 4_301_032L),
            Map.entry("gemini-fig5-dctcp-k-intra-inter", 2_268_392L),
            Map.entry("gemini-fig9-k-sweep", 5_046_728L),
            Map.entry("incast-naive-single-bottleneck", 135_831L),
            Map.entry("lab-dctcp-k-sweep", 1_489_769L),
            Map.entry("lab-incast-minrto", 173_839L),
            Map.entry("leafspine-datamining-background", 179_728L));

    /**
     * The five examples of 10 to 44 million events run only to these simulated times (milliseconds), so that the whole
     * test stays within the test runtime's ten minutes on a loaded machine; their full counts were 43,899,794
     * (aipm-fig4-leafspine), 43,027,670 (aipm-fig7-10g-leafspine), 10,122,106 (gemini-fig11-convergence), 13,574,732
     * (gemini-fig14-websearch-pattern1-pools) and 21,644,752 (gemini-fig15-16-websearch-pattern2).
     */
    private static final Map<String, Long> UNTIL_MS = Map.of("aipm-fig4-leafspine", 200L, "aipm-fig7-10g-leafspine", 24L,
            "gemini-fig11-convergence", 1_600L, "gemini-fig14-websearch-pattern1-pools", 1_400L, "gemini-fig15-16-websearch-pattern2",
            1_400L);

    @TestFactory
    Stream<DynamicTest> everyExampleRunsItsRecordedEvents() throws IOException {
        return RepositoryFiles.exampleScenarios().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            String name = file.getFileName().toString().replace(".dclab", "");
            Long expected = EVENTS.get(name);
            assertEquals(true, expected != null, "no recorded event count for the example " + name + "; add it to EVENTS");
            Long untilMs = UNTIL_MS.get(name);
            long untilPs = untilMs == null ? -1 : untilMs * 1_000_000_000L;
            SimulationRun run = Simulations.prepare(ScenarioFiles.load(file), new RunOptions().untilPs(untilPs));
            run.run(ProgressListener.NONE);
            assertEquals(expected, run.eventCount(), name);
        }));
    }

    /** Every recorded example still ships, so the list cannot keep a count nothing checks. */
    @TestFactory
    Stream<DynamicTest> everyRecordedExampleShips() {
        return EVENTS.keySet().stream().sorted().map(name -> DynamicTest.dynamicTest(name,
                () -> assertEquals(true, Files.isRegularFile(RepositoryFiles.example(name)), name)));
    }
}
