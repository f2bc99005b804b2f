package org.dclab.model.resource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.model.tests.DclabResourceSets;
import org.dclab.model.tests.DumbbellScenario;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DclabResourceRoundTripTest {

    @TempDir
    Path dir;

    @Test
    void savedScenarioReloadsEqualInAFreshResourceSet() throws IOException {
        Scenario original = DumbbellScenario.create();
        Path file = save(original);

        Resource reloaded = load(file);

        assertTrue(reloaded.getErrors().isEmpty(), () -> "errors: " + reloaded.getErrors());
        assertTrue(reloaded.getWarnings().isEmpty(), () -> "warnings: " + reloaded.getWarnings());
        assertTrue(EcoreUtil.equals(original, reloaded.getContents().get(0)));
    }

    @Test
    void savedFileIsUtf8AndCarriesTheSchemaVersion() throws IOException {
        String xml = strictUtf8(Files.readAllBytes(save(DumbbellScenario.create())));

        assertTrue(xml.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"), xml);
        assertTrue(xml.contains("schemaVersion=\"3\""), xml);
        assertTrue(xml.contains(DumbbellScenario.DESCRIPTION), "non-ASCII text must be stored as is, not escaped");
    }

    @Test
    void defaultsAreWrittenOutSoAFileKeepsItsMeaningWhenADefaultChanges() throws IOException {
        String xml = strictUtf8(Files.readAllBytes(save(DumbbellScenario.create())));

        assertTrue(xml.contains("delayedAckTimeoutPs=\"40000000000\""), xml);
        assertTrue(xml.contains("discipline=\"drop-tail\""), xml);
        assertTrue(xml.matches("(?s).*<parameters\\s+key=\"dctcp.g\"\\s+value=\"0.0625\"/>.*"), "DCTCP's g at its default: " + xml);
    }

    @Test
    void referencesAreWrittenAsTheNamesOfTheirTargets() throws IOException {
        String xml = strictUtf8(Files.readAllBytes(save(DumbbellScenario.create())));

        assertTrue(xml.contains("source=\"s1\""), xml);
        assertTrue(xml.contains("target=\"s2\""), xml);
        assertFalse(xml.contains("//@"), "no positional references: " + xml);
    }

    @Test
    void aRenamedNodeIsFoundUnderItsNewNameOnlyAndReferencesFollowIt() throws IOException {
        Path file = save(DumbbellScenario.create());
        Resource resource = load(file);
        Node leftSwitch = (Node) resource.getEObject("s1");

        leftSwitch.setName("leaf1");

        assertNull(resource.getEObject("s1"));
        assertSame(leftSwitch, resource.getEObject("leaf1"));
        resource.save(null);
        Link bottleneck = (Link) load(file).getEObject("s1-s2");
        assertEquals("leaf1", bottleneck.getSource().getName());
    }

    private Path save(Scenario scenario) throws IOException {
        Path file = dir.resolve("dumbbell." + DclabResourceFactory.FILE_EXTENSION);
        Resource resource = DclabResourceSets.create().createResource(URI.createFileURI(file.toString()));
        resource.getContents().add(scenario);
        resource.save(null);
        return file;
    }

    private static Resource load(Path file) {
        return DclabResourceSets.create().getResource(URI.createFileURI(file.toString()), true);
    }

    private static String strictUtf8(byte[] bytes) throws IOException {
        return StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(bytes))
                .toString();
    }
}
