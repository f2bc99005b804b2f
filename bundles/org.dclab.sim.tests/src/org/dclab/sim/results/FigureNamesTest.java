package org.dclab.sim.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RepositoryFiles;
import org.dclab.sim.RunOptions;
import org.dclab.sim.Simulations;
import org.junit.jupiter.api.Test;

/** The names and units a class reads in Results, and Jain's index beside the goodput. */
class FigureNamesTest {

    @Test
    void headlineFiguresHaveNamesAndUnits() {
        assertEquals(new FigureNames.Figure("Goodput", "Gbit/s"), FigureNames.of("goodputGbps"));
        assertEquals(new FigureNames.Figure("Retransmission timeouts", ""), FigureNames.of("rtos"));
        assertEquals(new FigureNames.Figure("incast \u25b8 Request completion time, 99th percentile", "ms"),
                FigureNames.of("applications.incast.rctP99Ms"));
        // An application may be named like a figure, or with dots in its name: the last word is the figure.
        assertEquals(new FigureNames.Figure("goodput.v2 \u25b8 Goodput", "Gbit/s"), FigureNames.of("applications.goodput.v2.goodputGbps"));
        // A key nobody named is spelt out, its unit from its suffix.
        assertEquals(new FigureNames.Figure("Queue peak", "bytes"), FigureNames.of("queuePeakBytes"));
    }

    @Test
    void everyFigureOfEveryExampleHasAName() throws Exception {
        for (String example : List.of("coexist-fig3-threshold", "aipm-fig4-single-bottleneck", "coexist-fig8-short-flows")) {
            var result = Simulations.prepare(ScenarioFiles.load(RepositoryFiles.example(example)), new RunOptions().untilPs(5_000_000_000L))
                    .run(ProgressListener.NONE);
            for (String key : Flattened.of(result.summary()).keySet()) {
                FigureNames.Figure figure = FigureNames.of(key);
                assertFalse(figure.name().isBlank(), key);
                // Applications keep the names people gave them; the figure after them is spelt out.
                String own = figure.name().substring(figure.name().lastIndexOf('\u25b8') + 1);
                assertFalse(own.matches(".*[a-z][A-Z].*"), key + " is named in camel case: " + figure.name());
            }
        }
    }

    /** Oracle: Jain's index by hand. */
    @Test
    void jainsIndex() {
        assertEquals(1.0, Fairness.of(List.of(0.5, 0.5)).getAsDouble(), 1e-12);
        assertEquals(0.5, Fairness.of(List.of(1.0, 0.0)).getAsDouble(), 1e-12);
        // (1 + 2 + 3)^2 / (3 (1 + 4 + 9)) = 36 / 42
        assertEquals(36.0 / 42, Fairness.of(List.of(1.0, 2.0, 3.0)).getAsDouble(), 1e-12);
        assertTrue(Fairness.of(List.of(1.0)).isEmpty(), "one application has nobody to be fair to");
        Map<String, Object> summary = Map.of("applications", Map.of("a", Map.of("type", "longFlow", "goodputGbps", 0.3), "b",
                Map.of("type", "longFlow", "goodputGbps", 0.6), "background", Map.of("type", "poissonBackground", "goodputGbps", 9.0)));
        // (0.9)^2 / (2 (0.09 + 0.36)) = 0.81 / 0.9; background flows are load, not contestants.
        assertEquals(0.9, Fairness.jainIndex(summary).getAsDouble(), 1e-12);
    }
}
