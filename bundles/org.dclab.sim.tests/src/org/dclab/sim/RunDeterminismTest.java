package org.dclab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;

import org.dclab.model.Scenario;
import org.dclab.model.parameters.ParameterPath;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.results.JsonText;
import org.junit.jupiter.api.Test;

/** Oracle: the engine is deterministic, so the same scenario and seed give byte-identical JSON; another seed does not. */
class RunDeterminismTest {

    @Test
    void sameScenarioSameSeedGivesIdenticalJson() throws Exception {
        assertEquals(json(1), json(1));
    }

    @Test
    void anotherSeedGivesOtherResults() throws Exception {
        assertNotEquals(json(1), json(2));
    }

    /** The DCTCP coexistence example, threshold marking and no random draw: repeatable to the byte. */
    @Test
    void aDctcpScenarioGivesIdenticalJson() throws Exception {
        assertEquals(json("coexist-fig3-threshold", 1), json("coexist-fig3-threshold", 1));
    }

    /** CHOKe draws its victims from a stream of the seed. */
    @Test
    void chokeDrawsFromTheSeed() throws Exception {
        assertEquals(json("coexist-fig5-choke", 7), json("coexist-fig5-choke", 7));
        assertNotEquals(json("coexist-fig5-choke", 7), json("coexist-fig5-choke", 8));
    }

    /** The leaf-spine example draws flow arrivals, sizes and pairs from the seed. */
    private static String json(long seed) throws IOException, ScenarioNotRunnableException {
        return json("leafspine-datamining-background", seed);
    }

    private static String json(String example, long seed) throws IOException, ScenarioNotRunnableException {
        Scenario scenario = ScenarioFiles.load(RepositoryFiles.example(example));
        ParameterPath.parse(scenario, "seed").set(Long.toString(seed));
        ParameterPath.parse(scenario, "durationPs").set("50ms");
        return JsonText.of(Simulations.prepare(scenario, new RunOptions()).run(ProgressListener.NONE).summary());
    }
}
