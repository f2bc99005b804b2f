package org.dclab.cli.api;

import org.dclab.model.Scenario;

/**
 * {@code dclab bench --live-charts}: what the workbench's live charts and animated canvas cost a run. It opens a
 * window, so the workbench offers it as a service in the framework, and the command line, which draws nothing on a
 * screen, finds it there.
 */
public interface LiveChartsBenchmark {

    /**
     * The JSON line of medians over {@code repeats} rounds after {@code warmup} unmeasured ones, charts and canvas drawn
     * {@code presentationFactor} times larger (1 for everyday).
     *
     * @throws IllegalArgumentException with a message for the user when the scenario cannot run or presentation mode has
     *             no such factor
     */
    String run(String name, Scenario scenario, int warmup, int repeats, double presentationFactor);
}
