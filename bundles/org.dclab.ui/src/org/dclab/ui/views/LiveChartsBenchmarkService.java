package org.dclab.ui.views;

import java.util.Arrays;

import org.dclab.cli.api.LiveChartsBenchmark;
import org.dclab.model.Scenario;
import org.dclab.ui.present.Presentation;

/** {@link LiveChartBench} as the command line's {@code bench --live-charts} finds it: a service of this bundle. */
public final class LiveChartsBenchmarkService implements LiveChartsBenchmark {

    @Override
    public String run(String name, Scenario scenario, int warmup, int repeats, double presentationFactor) {
        if (presentationFactor != 1 && Arrays.stream(Presentation.FACTORS).noneMatch(f -> f == presentationFactor)) {
            throw new IllegalArgumentException("--presentation " + presentationFactor + ": choose 1, 1.5 or 2");
        }
        return LiveChartBench.measure(name, scenario, warmup, repeats, presentationFactor).json();
    }
}
