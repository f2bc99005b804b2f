package org.dclab.control.compiler.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/** The engine's class files as the product has them (a jar) and as a build runs them (a folder). */
class EngineClasspathTest {

    private static final String PROBE = "org/dclab/engine/tcp/CongestionControl.class";

    @Test
    void theProductsEngineIsItsJar() throws IOException {
        URL inJar = new URL("jar:file:/opt/dclab/plugins/org.dclab.engine_0.1.0.jar!/" + PROBE);
        assertEquals(Path.of("/opt/dclab/plugins/org.dclab.engine_0.1.0.jar"), EngineClasspath.classesOf(inJar));
    }

    @Test
    void aBuildsEngineIsItsFolderOfClasses() throws IOException {
        URL inFolder = new URL("file:/work/bundles/org.dclab.engine/target/classes/" + PROBE);
        assertEquals(Path.of("/work/bundles/org.dclab.engine/target/classes/"), EngineClasspath.classesOf(inFolder));
    }

    @Test
    void anythingElseIsRefusedWithItsAddress() throws IOException {
        URL elsewhere = new URL("http://example.org/" + PROBE);
        IOException e = assertThrows(IOException.class, () -> EngineClasspath.classesOf(elsewhere));
        assertTrue(e.getMessage().contains("example.org"), e.getMessage());
    }
}
