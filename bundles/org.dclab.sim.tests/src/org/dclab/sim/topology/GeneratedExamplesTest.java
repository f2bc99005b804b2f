package org.dclab.sim.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.RepositoryFiles;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The paper and lab examples in {@code examples/} are exactly what {@link PaperExamples}, {@link AipmExamples} and
 * {@link LabExamples} generate, in saved form. When they differ the generated file is left in
 * target/generated-examples/ to compare with, or to copy over the example when the change is intended.
 */
class GeneratedExamplesTest {

    @TestFactory
    Stream<DynamicTest> everyPaperExampleIsGenerated() {
        return Stream.of(PaperExamples.all(), AipmExamples.all(), LabExamples.all()).flatMap(examples -> examples.entrySet().stream())
                .map(e -> DynamicTest.dynamicTest(e.getKey(), () -> check(e)));
    }

    private static void check(Map.Entry<String, Scenario> example) throws Exception {
        Path generated = Path.of("target", "generated-examples", example.getKey() + ".dclab").toAbsolutePath();
        Files.createDirectories(generated.getParent());
        ScenarioFiles.save(example.getValue(), generated);
        Path committed = RepositoryFiles.example(example.getKey());
        String expected = Files.exists(committed) ? Files.readString(committed) : "";
        assertEquals(expected, Files.readString(generated), committed + " differs from " + generated);
    }
}
