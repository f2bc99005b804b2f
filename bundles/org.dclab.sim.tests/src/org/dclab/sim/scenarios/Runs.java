package org.dclab.sim.scenarios;

import java.util.Map;

import org.dclab.model.Host;
import org.dclab.model.Scenario;
import org.dclab.model.parameters.ParameterPath;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RunOptions;
import org.dclab.sim.RunResult;
import org.dclab.sim.Series;
import org.dclab.sim.Simulations;
import org.dclab.sim.Measure;

/** Runs scenarios through the bridge and reads figures out of their results. */
final class Runs {

    static final long GBPS = 1_000_000_000L;
    static final long MS = 1_000_000_000L;
    /** Six link traversals of 41.67 µs: the 250 µs RTT of the coexistence study. */
    static final long DUMBBELL_LINK_DELAY_PS = 250_000_000L / 6;

    private Runs() {
    }

    static RunResult run(Scenario scenario) throws Exception {
        return Simulations.prepare(scenario, new RunOptions()).run(ProgressListener.NONE);
    }

    static void set(Scenario scenario, String path, String value) {
        ParameterPath.parse(scenario, path).set(value);
    }

    static Host host(Scenario scenario, String name) {
        return scenario.getNetwork().getNodes().stream().filter(n -> n.getName().equals(name)).map(Host.class::cast).findFirst()
                .orElseThrow();
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> app(RunResult result, String name) {
        return ((Map<String, Map<String, Object>>) result.summary().get("applications")).get(name);
    }

    static double goodputGbps(RunResult result, String app) {
        return (Double) app(result, app).get("goodputGbps");
    }

    static long count(RunResult result, String figure) {
        return (Long) result.summary().get(figure);
    }

    static Series series(RunResult result, Measure measure) {
        return result.series().stream().filter(s -> s.key().measure() == measure).findFirst()
                .orElseThrow(() -> new AssertionError("no series of " + measure + " among " + result.series().stream().map(Series::name)
                        .toList()));
    }

    /** Time-weighted mean of a series recorded on change, from {@code fromPs} to its last sample. */
    static double timeMean(Series s, long fromPs) {
        double area = 0;
        long span = 0;
        for (int i = 0; i + 1 < s.size(); i++) {
            long t0 = Math.max(s.timePs(i), fromPs);
            long t1 = s.timePs(i + 1);
            if (t1 > t0) {
                area += s.value(i) * (t1 - t0);
                span += t1 - t0;
            }
        }
        return area / span;
    }
}
