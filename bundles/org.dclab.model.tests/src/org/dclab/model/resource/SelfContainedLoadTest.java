package org.dclab.model.resource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.dclab.model.Link;
import org.dclab.model.Scenario;
import org.dclab.model.tests.DclabResourceSets;
import org.dclab.model.tests.DumbbellScenario;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.URIHandlerImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A scenario file never makes DC Lab read anything but itself: references to other files or URLs, {@code href},
 * namespace and schema locations are refused with a message naming the element and the reference, while a local
 * HTTP listener and a counter of every URI opened see nothing at all.
 */
class SelfContainedLoadTest {

    @TempDir
    Path dir;

    private ServerSocket listener;
    private final AtomicInteger connections = new AtomicInteger();
    private final OpenCounter opened = new OpenCounter();

    @BeforeEach
    void listen() throws IOException {
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread accepter = new Thread(() -> {
            while (!listener.isClosed()) {
                try (Socket socket = listener.accept()) {
                    connections.incrementAndGet();
                } catch (SocketException closed) {
                    return;
                } catch (IOException e) {
                    return;
                }
            }
        }, "test-http-listener");
        accepter.setDaemon(true);
        accepter.start();
    }

    @AfterEach
    void stop() throws IOException {
        listener.close();
    }

    private String url() {
        return "http://127.0.0.1:" + listener.getLocalPort() + "/x.dclab";
    }

    @Test
    void aReferenceToAUrlIsRefusedAndNothingIsFetched() throws Exception {
        String message = refused(attack("source=\"h1\"", "source=\"" + url() + "#h1\""));

        assertTrue(message.contains("link h1-s1: source=\"" + url() + "#h1\" points outside this file; a scenario refers to its "
                + "own elements by name: write source=\"h1\" if h1 is meant"), message);
        assertNothingRead();
    }

    /** XMI's typed form names the class of the proxy to make, here a Host, since a link's end is any node. */
    @Test
    void aTypedReferenceToAUrlIsRefusedAndNothingIsFetched() throws Exception {
        refused(attack("source=\"h1\"", "source=\"dclab:Host " + url() + "#h1\""));

        assertNothingRead();
    }

    /** Shows that the listener and the counter see a fetch when one happens: a plain XMI reader follows the same file. */
    @Test
    void anUnhardenedReaderWouldFetchTheReference() throws Exception {
        Path file = attack("source=\"h1\"", "source=\"dclab:Host " + url() + "#h1\"");
        ResourceSet plain = DclabResourceSets.create();
        plain.getResourceFactoryRegistry().getExtensionToFactoryMap().put("dclab", (Resource.Factory) XMIResourceImpl::new);
        plain.getURIConverter().getURIHandlers().add(0, opened);
        Resource resource = plain.getResource(URI.createFileURI(file.toString()), true);

        Link attacked = ((Scenario) resource.getContents().get(0)).getNetwork().getLinks().get(0);
        attacked.getSource();

        assertTrue(opened.uris.stream().anyMatch(u -> u.startsWith("http:")), opened.uris::toString);
        Thread.sleep(50);
        assertTrue(connections.get() > 0, "the listener saw the fetch");
    }

    @Test
    void aReferenceIntoALocalFileIsRefusedUnread() throws Exception {
        String message = refused(attack("source=\"h1\"", "source=\"file:///etc/passwd#h1\""));

        assertTrue(message.contains("source=\"file:///etc/passwd#h1\" points outside this file"), message);
        assertNothingRead();
    }

    @Test
    void aReferenceIntoAnotherScenarioNeverTakesItsElement() throws Exception {
        ScenarioFiles.save(DumbbellScenario.create(), dir.resolve("other.dclab"));

        String message = refused(attack("source=\"h1\"", "source=\"other.dclab#h2\""));

        assertTrue(message.contains("source=\"other.dclab#h2\" points outside this file"), message);
        assertNothingRead();
    }

    @Test
    void aReferenceByPositionIsRefusedWithTheWayToNameIt() throws Exception {
        String message = refused(attack("source=\"h1\"", "source=\"#//@network/@nodes.2\""));

        assertTrue(message.contains("link h1-s1: source=\"#//@network/@nodes.2\" is not the name of an element; a scenario "
                + "refers to its own elements by name: write the name of a node of this scenario"), message);
    }

    @Test
    void anHrefOnAContainedElementIsRefusedUnread() throws Exception {
        Path file = dir.resolve("href.dclab");
        ScenarioFiles.save(DumbbellScenario.create(), file);
        String text = Files.readString(file);
        Files.writeString(file, text.replace("</dclab:Scenario>", "  <experiment href=\"other.dclab#//@experiment\"/>\n</dclab:Scenario>"));

        String message = refused(file);

        assertTrue(message.contains("scenario dumbbell: <experiment href=\"other.dclab#//@experiment\"> takes its content from "
                + "elsewhere; a scenario holds all of its elements: write the experiment itself here"), message);
        assertNothingRead();
    }

    @Test
    void namespaceAndSchemaLocationsAreNeverFetched() throws Exception {
        Path file = dir.resolve("schema.dclab");
        ScenarioFiles.save(DumbbellScenario.create(), file);
        String text = Files.readString(file).replace("xmlns:xmi=", "xmlns:evil=\"" + url() + "\" xsi:schemaLocation=\""
                + url() + " " + url() + "\" xmlns:xmi=");
        Files.writeString(file, text.replace("<network>", "<network>\n<evil:Thing/>"));

        refused(file);

        assertNothingRead();
    }

    @Test
    void anXmiIdCannotRenameAnElementForReferences() throws Exception {
        String message = refused(attack("name=\"s1-s2\"", "name=\"s1-s2\" xmi:id=\"h1\""));

        assertTrue(message.contains("link s1-s2: xmi:id=\"h1\" would give it a second identity for references"), message);
    }

    @Test
    void aFifoIsRefusedAtOnceInsteadOfWaitedFor() throws Exception {
        Path fifo = dir.resolve("pipe.dclab");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());

        String message = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> refused(fifo));

        assertTrue(message.endsWith("pipe.dclab: is not a regular file but a device, pipe or socket; a scenario is read from a "
                + "file: save it to one and name that"), message);
    }

    @Test
    void aDeviceIsRefusedWithoutReadingIt() {
        String message = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> refused(Path.of("/dev/zero")));

        assertTrue(message.contains("/dev/zero: is not a regular file"), message);
    }

    @Test
    void aFolderIsRefusedByName() {
        assertTrue(refused(dir).endsWith(": is a folder, not a scenario file; name a .dclab file"));
    }

    /** A sparse file: its size is seen before a byte is read, so the test costs no disk and no heap. */
    @Test
    void aFileLargerThanTheCapIsRefusedBeforeItIsRead() throws Exception {
        Path huge = dir.resolve("huge.dclab");
        try (RandomAccessFile file = new RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(ScenarioFiles.MAX_FILE_BYTES + 1L);
        }

        String message = refused(huge);

        assertTrue(message.contains("huge.dclab: larger than 128 MiB, the most a scenario file may hold"), message);
    }

    @Test
    void contentReadFromABundleIsReportedUnderItsOwnName() {
        byte[] content = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<dclab:Scenario xmlns:dclab=\"http://dclab.org/model/1.0\" name=\"x\""
                .getBytes(StandardCharsets.UTF_8);

        ScenarioFileException e = assertThrows(ScenarioFileException.class, () -> ScenarioFiles.read(content, "run.zip!scenario.dclab"));

        assertTrue(e.getMessage().startsWith("run.zip!scenario.dclab:2:"), e.getMessage());
    }

    @Test
    void aValidFileStillLoadsAndReadsNothingElse() throws Exception {
        Path file = dir.resolve("valid.dclab");
        ScenarioFiles.save(DumbbellScenario.create(), file);
        ResourceSet resourceSet = ScenarioFiles.configure(DclabResourceSets.create());
        resourceSet.getURIConverter().getURIHandlers().add(0, opened);

        Scenario scenario = ScenarioFiles.load(resourceSet, file);

        assertTrue(EcoreUtil.equals(DumbbellScenario.create(), scenario));
        EcoreUtil.resolveAll(resourceSet);
        assertNothingRead();
    }

    private Path attack(String original, String replacement) throws IOException {
        Path file = dir.resolve("attack.dclab");
        ScenarioFiles.save(DumbbellScenario.create(), file);
        String text = Files.readString(file);
        assertTrue(text.contains(original), "the fixture has " + original);
        Files.writeString(file, text.replaceFirst(java.util.regex.Pattern.quote(original), java.util.regex.Matcher.quoteReplacement(
                replacement)));
        return file;
    }

    /** Loads {@code file} in a resource set that counts every URI opened, and returns the refusal's message. */
    private String refused(Path file) {
        ResourceSet resourceSet = ScenarioFiles.configure(DclabResourceSets.create());
        resourceSet.getURIConverter().getURIHandlers().add(0, opened);
        ScenarioFileException e = assertThrows(ScenarioFileException.class, () -> ScenarioFiles.load(resourceSet, file));
        assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
        return e.getMessage();
    }

    private void assertNothingRead() throws InterruptedException {
        Thread.sleep(50);
        assertEquals(List.of(), opened.uris, "URIs opened");
        assertEquals(0, connections.get(), "connections to the HTTP listener");
    }

    /** Sees every stream any reader asks the resource set for, whatever its scheme, and opens none of them. */
    private static final class OpenCounter extends URIHandlerImpl {
        final List<String> uris = new ArrayList<>();

        @Override
        public boolean canHandle(URI uri) {
            return true;
        }

        @Override
        public InputStream createInputStream(URI uri, Map<?, ?> options) throws IOException {
            uris.add(uri.toString());
            return super.createInputStream(uri, options);
        }
    }
}
