package org.dclab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.dclab.model.transport.QueueDisciplines;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every example scenario loads, validates without an error and without a warning other than those it shows on
 * purpose, runs in this build, and survives a save unchanged.
 */
class ExamplesTest {

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> everyExampleRoundTrips() throws IOException {
        List<Path> examples = RepositoryFiles.exampleScenarios();
        assertTrue(examples.size() >= 3, "examples: " + examples);
        return examples.stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            Scenario original = ScenarioFiles.load(file);
            assertEquals(expectedWarnings(file), Simulations.check(original), "an example validates clean but for what it shows");

            Path copy = dir.resolve(file.getFileName());
            ScenarioFiles.save(original, copy);
            Scenario reloaded = ScenarioFiles.load(copy);

            assertTrue(EcoreUtil.equals(original, reloaded), "reloads equal");
            assertEquals(Files.readString(file), Files.readString(copy), "an example is stored in its saved form");
            assertFalse(Files.list(dir).anyMatch(f -> f.getFileName().toString().endsWith(".tmp")), "no temporary file left");
        }));
    }

    /** Coexistence Fig. 2 puts DCTCP behind drop-tail on purpose: it shows DCTCP falling back to loss. */
    private static List<String> expectedWarnings(Path file) {
        if (file.getFileName().toString().equals("coexist-fig2-droptail.dclab")) {
            // The disciplines that mark are the registry's to list (ParameterSettingsTest checks the sentence).
            String fix = "so it falls back to reacting to loss; give the bottleneck port " + QueueDisciplines.markingChoices();
            return List.of("warning: application dctcp1 (long flow): dctcp sender s1 reaches r1 only through ports that never mark CE, "
                    + fix,
                    "warning: application dctcp2 (long flow): dctcp sender s3 reaches r3 only through ports that never mark CE, " + fix);
        }
        return List.of();
    }
}
