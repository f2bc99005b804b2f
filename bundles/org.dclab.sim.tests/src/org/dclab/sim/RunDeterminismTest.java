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

    /** The leaf-spine example draws flow arrivals, sizes and pairs from the seed. */
    private static String json(long seed) throws IOException, ScenarioNotRunnableException {
        Scenario scenario = ScenarioFiles.load(RepositoryFiles.example("leafspine-datamining-background"));
        ParameterPath.parse(scenario, "seed").set(Long.toString(seed));
        ParameterPath.parse(scenario, "durationPs").set("50ms");
        return JsonText.of(Simulations.prepare(scenario, new RunOptions()).run(ProgressListener.NONE).summary());
    }
}
