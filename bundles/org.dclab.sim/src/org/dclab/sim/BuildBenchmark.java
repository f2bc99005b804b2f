package org.dclab.sim;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.LongFlow;
import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFileException;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.results.JsonText;
import org.dclab.sim.topology.Topologies;

/**
 * How long a large scenario takes from its file to a run ready to start: read, validated and built (routes,
 * connections, probes). The fabric is a leaf-spine of racks of {@value #HOSTS_PER_RACK} hosts under four spines,
 * each host sending one flow to its peer in the next rack, so hosts and flows grow together; reading, validation
 * and building should each grow about linearly with them.
 */
public final class BuildBenchmark {

    public static final int HOSTS_PER_RACK = 40;
    private static final int SPINES = 4;

    private BuildBenchmark() {
    }

    /**
     * Builds a fabric of at least {@code hosts} hosts (whole racks), writes it into {@code folder}, reads, validates
     * and builds it, and returns one JSON line with the sizes and the seconds of each step.
     */
    public static String fabric(int hosts, Path folder) throws IOException, ScenarioFileException, ScenarioNotRunnableException {
        if (hosts < 2 * HOSTS_PER_RACK) {
            throw new IllegalArgumentException("a fabric for the build benchmark has two racks at least: " + 2 * HOSTS_PER_RACK
                    + " hosts or more");
        }
        Scenario scenario = withFlows(Topologies.leafSpine((hosts + HOSTS_PER_RACK - 1) / HOSTS_PER_RACK, HOSTS_PER_RACK, SPINES,
                10_000_000_000L, 40_000_000_000L, 1_000_000L, 100));
        Path file = folder.resolve(scenario.getName() + ".dclab");
        ScenarioFiles.save(scenario, file);

        long start = System.nanoTime();
        Scenario loaded = ScenarioFiles.load(file);
        long read = System.nanoTime();
        List<String> problems = Simulations.check(loaded);
        long validated = System.nanoTime();
        if (Simulations.hasErrors(problems)) {
            throw new ScenarioNotRunnableException(problems);
        }
        Simulations.prepare(loaded, new RunOptions().untilPs(0));
        long built = System.nanoTime();

        Map<String, Object> line = new LinkedHashMap<>();
        line.put("benchmark", "build");
        line.put("hosts", loaded.getNetwork().getNodes().stream().filter(Host.class::isInstance).count());
        line.put("nodes", loaded.getNetwork().getNodes().size());
        line.put("links", loaded.getNetwork().getLinks().size());
        line.put("applications", loaded.getTraffic().getApplications().size());
        line.put("fileBytes", Files.size(file));
        line.put("readSeconds", seconds(read - start));
        line.put("validateSeconds", seconds(validated - read));
        // Building validates again, as every run does before it builds.
        line.put("buildSeconds", seconds(built - validated));
        return JsonText.of(line);
    }

    private static Scenario withFlows(Scenario scenario) {
        List<Host> hosts = scenario.getNetwork().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast).toList();
        scenario.setName("fabric-" + hosts.size());
        scenario.setTraffic(DclabFactory.eINSTANCE.createTraffic());
        for (int i = 0; i < hosts.size(); i++) {
            LongFlow flow = DclabFactory.eINSTANCE.createLongFlow();
            flow.setName("flow" + i);
            flow.setSource(hosts.get(i));
            flow.setDestination(hosts.get((i + HOSTS_PER_RACK) % hosts.size()));
            flow.setSizeBytes(1_000_000);
            scenario.getTraffic().getApplications().add(flow);
        }
        return scenario;
    }

    private static double seconds(long nanos) {
        return Math.round(nanos / 1e7) / 100.0;
    }
}
