package org.dclab.model.resource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;

import org.dclab.model.DclabPackage;
import org.dclab.model.Scenario;
import org.dclab.model.tests.DclabResourceSets;
import org.dclab.model.tests.DumbbellScenario;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.FileURIHandlerImpl;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files that arrive from elsewhere: they must fail to load with a reason, never read beyond themselves or crash. */
class HostileFileTest {

    private static final String SECRET = "contents-of-a-private-file";

    @TempDir
    Path dir;

    @Test
    void aDoctypeWithAnExternalEntityIsRefusedAndTheEntityNeverRead() throws IOException {
        SecretReadCounter secretReads = new SecretReadCounter();
        Resource resource = externalEntityAttack(DclabResourceSets.create(), secretReads);

        IOException refusal = assertThrows(IOException.class, () -> resource.load(null));

        assertTrue(refusal.getMessage().contains("DOCTYPE"), refusal.getMessage());
        assertEquals(0, secretReads.count);
        assertFalse(resource.getErrors().isEmpty());
    }

    @Test
    void callerOptionsCannotSwitchEntityResolutionBackOn() throws IOException {
        SecretReadCounter secretReads = new SecretReadCounter();
        Resource resource = externalEntityAttack(DclabResourceSets.create(), secretReads);
        Map<String, Object> weakening = Map.of(
                XMLResource.OPTION_RESOLVE_ENTITIES, Boolean.TRUE,
                XMLResource.OPTION_PARSER_FEATURES, Map.of(
                        "http://apache.org/xml/features/disallow-doctype-decl", Boolean.FALSE,
                        "http://xml.org/sax/features/external-general-entities", Boolean.TRUE));

        assertThrows(IOException.class, () -> resource.load(weakening));

        assertEquals(0, secretReads.count);
    }

    /** Shows that the attack file is a real attack and that the counter sees a read when one happens. */
    @Test
    void anUnhardenedXmiResourceWouldReadTheEntity() throws IOException {
        SecretReadCounter secretReads = new SecretReadCounter();
        ResourceSet plainXmi = DclabResourceSets.create();
        plainXmi.getResourceFactoryRegistry().getExtensionToFactoryMap()
                .put(DclabResourceFactory.FILE_EXTENSION, (Resource.Factory) XMIResourceImpl::new);
        Resource resource = externalEntityAttack(plainXmi, secretReads);

        resource.load(Map.of(XMLResource.OPTION_RESOLVE_ENTITIES, Boolean.TRUE));

        assertEquals(1, secretReads.count);
        assertEquals(SECRET, ((Scenario) resource.getContents().get(0)).getDescription());
    }

    @Test
    void aTruncatedFileFailsWithADiagnosticThatSaysWhere() throws IOException {
        Path file = dir.resolve("truncated.dclab");
        Resource complete = DclabResourceSets.create().createResource(URI.createFileURI(file.toString()));
        complete.getContents().add(DumbbellScenario.create());
        complete.save(null);
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(bytes, bytes.length / 2));
        Resource truncated = DclabResourceSets.create().createResource(URI.createFileURI(file.toString()));

        assertThrows(IOException.class, () -> truncated.load(null));

        assertFalse(truncated.getErrors().isEmpty());
        assertTrue(truncated.getErrors().get(0).getLine() > 1, () -> "line of " + truncated.getErrors().get(0));
    }

    private Resource externalEntityAttack(ResourceSet resourceSet, SecretReadCounter secretReads) throws IOException {
        Path secret = Files.writeString(dir.resolve(SecretReadCounter.FILE_NAME), SECRET);
        Path attack = Files.writeString(dir.resolve("attack.dclab"), """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE dclab:Scenario [<!ENTITY secret SYSTEM "%s">]>
                <dclab:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:dclab="%s" name="attack">
                  <description>&secret;</description>
                </dclab:Scenario>
                """.formatted(secret.toUri(), DclabPackage.eNS_URI), StandardCharsets.UTF_8);
        resourceSet.getURIConverter().getURIHandlers().add(0, secretReads);
        return resourceSet.createResource(URI.createFileURI(attack.toString()));
    }

    private static final class SecretReadCounter extends FileURIHandlerImpl {
        static final String FILE_NAME = "secret.txt";
        int count;

        @Override
        public boolean canHandle(URI uri) {
            return super.canHandle(uri) && FILE_NAME.equals(uri.lastSegment());
        }

        @Override
        public InputStream createInputStream(URI uri, Map<?, ?> options) throws IOException {
            count++;
            return super.createInputStream(uri, options);
        }
    }
}
