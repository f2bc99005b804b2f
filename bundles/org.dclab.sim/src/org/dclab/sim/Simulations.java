package org.dclab.sim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.net.Network;
import org.dclab.model.Link;
import org.dclab.model.ProbeKind;
import org.dclab.model.Scenario;
import org.dclab.model.validation.ScenarioValidation;
import org.dclab.sim.internal.apps.ApplicationStarter;
import org.dclab.sim.internal.apps.RunningApplication;
import org.dclab.sim.internal.build.EngineAvailability;
import org.dclab.sim.internal.build.EngineNetworks;
import org.dclab.sim.explain.Explanations;
import org.dclab.sim.internal.probes.LiveWatch;
import org.dclab.sim.internal.probes.ProbeInstaller;
import org.dclab.sim.internal.probes.ReasonRecorder;
import org.dclab.sim.internal.probes.SampleMemory;
import org.dclab.sim.internal.probes.SeriesSink;
import org.dclab.sim.internal.trace.TraceRecorder;
import org.dclab.sim.trace.EventTrace;
import org.eclipse.emf.common.util.Diagnostic;

/** Turns scenarios into runs: the one entry point of the bridge for the workbench and the command line. */
public final class Simulations {

    private Simulations() {
    }

    /**
     * Everything wrong with {@code scenario} for this build: the model's validation findings ("error: …",
     * "warning: …") followed by what the engine cannot run yet (as errors), and by the probes whose samples a run of
     * the scenario's duration could not hold in this JVM's heap (as warnings, {@link SampleMemory}).
     */
    public static List<String> check(Scenario scenario) {
        return check(scenario, scenario.getDurationPs());
    }

    /** As {@link #check(Scenario)} for a run to {@code endPs} instead of the scenario's duration (an --until). */
    public static List<String> check(Scenario scenario, long endPs) {
        List<String> lines = new ArrayList<>(ScenarioValidation.lines(ScenarioValidation.validate(scenario)));
        if (lines.stream().noneMatch(l -> l.startsWith("error: "))) {
            EngineAvailability.problems(scenario).forEach(p -> lines.add("error: " + p));
        }
        if (lines.stream().noneMatch(l -> l.startsWith("error: "))) {
            SampleMemory.warnings(scenario, endPs, Runtime.getRuntime().maxMemory()).forEach(w -> lines.add("warning: " + w));
        }
        return lines;
    }

    /** True when {@code lines} from {@link #check} contain an error. */
    public static boolean hasErrors(List<String> lines) {
        return lines.stream().anyMatch(l -> l.startsWith("error: "));
    }

    /**
     * Builds an engine instance of {@code scenario}, ready to run on the calling thread. The scenario is read
     * now and not again: later edits do not affect the run.
     */
    public static SimulationRun prepare(Scenario scenario, RunOptions options) throws ScenarioNotRunnableException {
        if (ScenarioValidation.validate(scenario).getSeverity() >= Diagnostic.ERROR) {
            throw new ScenarioNotRunnableException(errors(check(scenario)));
        }
        if (scenario.getNetwork().getNodes().stream().noneMatch(org.dclab.model.Host.class::isInstance)) {
            // A network being drawn validates; the engine's own refusal names its builder's methods, not what to draw.
            throw new ScenarioNotRunnableException(List.of("the network has no hosts; place at least two hosts (palette: Host) "
                    + "and link them through a switch"));
        }
        List<String> missing = EngineAvailability.problems(scenario);
        if (!missing.isEmpty()) {
            throw new ScenarioNotRunnableException(missing);
        }
        long endPs = options.untilPs() >= 0 ? options.untilPs() : scenario.getDurationPs();
        Simulator sim = new Simulator(scenario.getSeed());
        Network net;
        List<RunningApplication> apps;
        SeriesSink sink = new SeriesSink();
        Explanations explanations = null;
        EventTrace trace = options.traceCapacity() > 0 ? new EventTrace(options.traceCapacity()) : null;
        TraceRecorder recorder = null;
        try {
            net = EngineNetworks.build(sim, scenario.getNetwork());
            apps = ApplicationStarter.start(scenario, net, endPs);
            ProbeInstaller.install(scenario.getExperiment(), net, apps, sink);
            if (options.explanationCapacity() > 0) {
                ReasonRecorder.install(net, apps, explanations = new Explanations(options.explanationCapacity()));
            }
            if (options.watchWindows()) {
                ProbeInstaller.watchWindows(apps.stream().filter(a -> !probesWindowOf(scenario, a.name())).toList(), sink);
            }
            if (options.watchLive()) {
                LiveWatch.install(scenario.getExperiment(), scenario.getTraffic(), net, apps, sink, livePeriodPs(endPs));
            }
            if (trace != null) {
                recorder = TraceRecorder.install(net, apps, trace);
            }
        } catch (IllegalArgumentException e) {
            // The engine checks what validation cannot foresee (e.g. a value its classes refuse) and says why.
            throw new ScenarioNotRunnableException(List.of(e.getMessage()));
        }
        // Queue levels are recorded as the probes are installed, so the chart models are complete from here on.
        ChartModels chartModels = new ChartModels(sink.queueLines(), AnalyticModels.dctcpQueueBands(scenario),
                AnalyticModels.aipmBdpBytes(scenario), AnalyticModels.coexistence(scenario));
        return new SimulationRun(scenario.getName(), sim, net, apps, sink, endPs, portsOfLinks(scenario),
                new RunObservers(explanations, options.watchLive(), trace, recorder), chartModels);
    }

    /** About a thousand samples of alpha and goodput per run: a smooth line, a negligible share of the events. */
    private static long livePeriodPs(long endPs) {
        return Math.max(10_000_000L, endPs / 1000);
    }

    private static boolean probesWindowOf(Scenario scenario, String appName) {
        return scenario.getExperiment() != null && scenario.getExperiment().getProbes().stream()
                .anyMatch(p -> p.getKind() == ProbeKind.CWND && p.getTarget().getName().equals(appName));
    }

    /** The engine names ports "from->to"; people know links by their names in the scenario. */
    private static Map<String, List<String>> portsOfLinks(Scenario scenario) {
        Map<String, List<String>> ports = new HashMap<>();
        for (Link link : scenario.getNetwork().getLinks()) {
            String a = link.getSource().getName();
            String b = link.getTarget().getName();
            ports.put(link.getName(), List.of(a + "->" + b, b + "->" + a));
        }
        return ports;
    }

    private static List<String> errors(List<String> lines) {
        return lines.stream().filter(l -> l.startsWith("error: ")).map(l -> l.substring("error: ".length())).toList();
    }
}
