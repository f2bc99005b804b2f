package org.dclab.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.bundle.Reproduction;
import org.dclab.sim.bundle.RunBundle;
import org.dclab.sim.results.JsonText;
import org.dclab.ui.run.RunSession;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File ▸ Export Run of a stepped workbench run, then opening the bundle: identical summary numbers. */
class ExportRunTest {

    @TempDir
    Path dir;

    @Test
    void aSteppedRunExportedAndOpenedAgainGivesTheSameSummary() throws Exception {
        Scenario scenario = ScenarioFiles.load(example("coexist-fig3-threshold"));
        RunSession session = new RunSession("coexist-fig3-threshold", () -> EcoreUtil.copy(scenario));
        session.stepFor(3_000_000_000L);
        session.step(123);
        Path zip = dir.resolve("stepped.zip");
        CompletableFuture<String> exported = new CompletableFuture<>();
        session.whenIdle("Export", () -> {
            try {
                ExportRunHandler.export(session, zip);
                exported.complete(JsonText.of(session.result().summary()));
            } catch (Exception e) {
                exported.completeExceptionally(e);
            }
        });
        String summary = exported.get(60, TimeUnit.SECONDS);

        RunBundle bundle = RunBundle.open(zip);
        Reproduction again = Reproduction.of(bundle, ProgressListener.NONE);

        assertTrue(again.identical(), () -> "differences: " + again.differences());
        assertEquals(summary, JsonText.of(again.result().summary()));
        assertTrue(summary.contains("\"status\":\"stopped\""), "a stepped run is stopped, not completed: " + summary);
        assertTrue(bundle.recipe().standing().matches("stopped at 3\\.\\d+ ms of 2000 ms \\(stopped where asked\\)"),
                bundle.recipe().standing());
        assertEquals(session.state().events(), bundle.recipe().stopEvents());
        assertEquals("DC Lab workbench", bundle.recipe().createdBy());
        assertTrue(!bundle.charts().isEmpty(), bundle.entries()::toString);
        session.cancel();
    }

    private static Path example(String name) {
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            if (Files.isRegularFile(d.resolve("dclab")) && Files.isDirectory(d.resolve("examples"))) {
                return d.resolve("examples").resolve(name + ".dclab");
            }
        }
        throw new IllegalStateException("no examples/ folder above " + Path.of("").toAbsolutePath());
    }
}
