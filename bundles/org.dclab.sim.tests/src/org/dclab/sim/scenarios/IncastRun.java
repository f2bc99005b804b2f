package org.dclab.sim.scenarios;

import java.util.Map;

import org.dclab.model.Scenario;
import org.dclab.model.parameters.ParameterPath;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RunOptions;
import org.dclab.sim.RunResult;
import org.dclab.sim.Series;
import org.dclab.sim.Simulations;

/** One run of a generated scenario through the bridge, with the figures of its application "incast" at hand. */
record IncastRun(RunResult result) {

    /** Sets each "path=value" as the command line's --set would, then runs to the scenario's duration. */
    static IncastRun of(Scenario scenario, String... settings) throws Exception {
        for (String setting : settings) {
            String[] pathValue = setting.split("=", 2);
            ParameterPath.parse(scenario, pathValue[0]).set(pathValue[1]);
        }
        return new IncastRun(Simulations.prepare(scenario, new RunOptions()).run(ProgressListener.NONE));
    }

    @SuppressWarnings("unchecked")
    Map<String, Object> app(String name) {
        return (Map<String, Object>) ((Map<String, Object>) result.summary().get("applications")).get(name);
    }

    Map<String, Object> incast() {
        return app("incast");
    }

    double goodputGbps() {
        return (Double) incast().get("goodputGbps");
    }

    long rtos() {
        return (Long) incast().get("rtos");
    }

    Series series(String name) {
        return result.series().stream().filter(s -> s.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no series '" + name + "' among " + result.series().stream().map(Series::name)
                        .toList()));
    }
}
