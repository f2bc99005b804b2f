package org.dclab.model.resource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;

import org.dclab.model.Scenario;
import org.dclab.model.tests.DumbbellScenario;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScenarioFilesTest {

    @TempDir
    Path dir;

    /**
     * Oracle for "write beside, then rename": the saved path names a new file (another file key), keeps the old
     * one's permissions, and no temporary file stays behind.
     */
    @Test
    void saveReplacesTheFileByRenaming() throws Exception {
        Path file = dir.resolve("d.dclab");
        ScenarioFiles.save(DumbbellScenario.create(), file);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-r--"));
        Object before = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
        Scenario changed = DumbbellScenario.create();
        changed.setSeed(7);

        ScenarioFiles.save(changed, file);

        assertNotEquals(before, Files.readAttributes(file, BasicFileAttributes.class).fileKey());
        assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals(7, ScenarioFiles.load(file).getSeed());
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "only the scenario is left");
        }
    }

    @Test
    void savingDoesNotTakeTheScenarioOutOfItsResource() throws Exception {
        Scenario scenario = DumbbellScenario.create();
        var resource = ScenarioFiles.newResourceSet().createResource(org.eclipse.emf.common.util.URI.createURI("mem.dclab"));
        resource.getContents().add(scenario);

        ScenarioFiles.save(scenario, dir.resolve("copy.dclab"));

        assertEquals(resource, scenario.eResource());
        assertTrue(EcoreUtil.equals(scenario, ScenarioFiles.load(dir.resolve("copy.dclab"))));
    }

    @Test
    void aFileOfAnotherVersionIsRefusedWithWhoWroteIt() throws Exception {
        Path file = dir.resolve("old.dclab");
        ScenarioFiles.save(DumbbellScenario.create(), file);
        Files.writeString(file, Files.readString(file).replace("schemaVersion=\"3\"", "schemaVersion=\"1\""));

        ScenarioFileException e = assertThrows(ScenarioFileException.class, () -> ScenarioFiles.load(file));

        assertTrue(e.getMessage().endsWith(
                "old.dclab: written in scenario format version 1 by an older DC Lab; this release reads versions 2 to 3. "
                        + "Recreate the scenario, or set schemaVersion=\"3\" after checking it against the model's change history"), e
                                .getMessage());
    }
}
