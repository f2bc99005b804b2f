package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.LongFlow;
import org.dclab.model.QueueSettings;
import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.topology.Topologies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Large scenarios on the command line: a run says at once what it builds, quiet or not; the build benchmark times it. */
class LargeScenarioCliTest {

    @TempDir
    Path dir;

    @Test
    void aLargeRunSaysWhatItBuildsEvenWhenQuiet() throws Exception {
        Path file = dir.resolve("star.dclab");
        ScenarioFiles.save(starWithOneFlow(2_500), file);
        CliFixture cli = new CliFixture();

        int code = cli.run("run", file.toString(), "--quiet", "--until", "1us");

        assertEquals(0, code, cli.err::toString);
        assertEquals("dclab run: building 2,500 hosts, 1 switch and 2,500 links for 1 application…", cli.err.toString().strip());
    }

    @Test
    void aSmallQuietRunSaysNothing() throws Exception {
        Path file = dir.resolve("star.dclab");
        ScenarioFiles.save(starWithOneFlow(2_000), file);
        CliFixture cli = new CliFixture();

        int code = cli.run("run", file.toString(), "--quiet", "--until", "1us");

        assertEquals(0, code, cli.err::toString);
        assertEquals("", cli.err.toString());
    }

    @Test
    void theBuildBenchmarkTimesReadingValidatingAndBuilding() {
        CliFixture cli = new CliFixture();

        int code = cli.run("bench", "--build-fabric", "100");

        assertEquals(0, code, cli.err::toString);
        String line = cli.out.toString().strip();
        assertTrue(line.startsWith("{\"benchmark\":\"build\",\"hosts\":120,\"nodes\":127,\"links\":132,\"applications\":120,"), line);
        assertTrue(line.matches(".*\"readSeconds\":[0-9.]+,\"validateSeconds\":[0-9.]+,\"buildSeconds\":[0-9.]+}"), line);
    }

    @Test
    void theBuildBenchmarkWantsTwoRacks() {
        CliFixture cli = new CliFixture();

        assertEquals(1, cli.run("bench", "--build-fabric", "10"));
        assertEquals("dclab bench: --build-fabric 10: give 80 hosts or more (two racks)", cli.err.toString().strip());
    }

    private static Scenario starWithOneFlow(int hosts) {
        QueueSettings queue = DclabFactory.eINSTANCE.createQueueSettings();
        Scenario star = Topologies.star(hosts, 10_000_000_000L, 1_000_000L, queue);
        star.setTraffic(DclabFactory.eINSTANCE.createTraffic());
        LongFlow flow = DclabFactory.eINSTANCE.createLongFlow();
        flow.setName("flow");
        flow.setSource((Host) star.getNetwork().getNodes().get(1));
        flow.setDestination((Host) star.getNetwork().getNodes().get(2));
        star.getTraffic().getApplications().add(flow);
        return star;
    }
}
