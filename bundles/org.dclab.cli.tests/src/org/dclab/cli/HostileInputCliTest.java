package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line on files made to hurt it: each ends at once with exit 1 and one line that names the file, and
 * none reads anything beyond the file it was given.
 */
class HostileInputCliTest {

    @TempDir
    Path dir;

    @Test
    void validateAndRunOfAReferenceToAUrlSendNothing() throws Exception {
        try (ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            AtomicInteger connections = new AtomicInteger();
            Thread accepter = new Thread(() -> {
                while (true) {
                    try (Socket s = listener.accept()) {
                        connections.incrementAndGet();
                    } catch (IOException closed) {
                        return;
                    }
                }
            });
            accepter.setDaemon(true);
            accepter.start();
            Path file = dir.resolve("fetching.dclab");
            String url = "http://127.0.0.1:" + listener.getLocalPort() + "/x.dclab";
            Files.writeString(file, Files.readString(CliFixture.example("dumbbell-two-flows"))
                    .replace("source=\"s1\"\n        destination=\"r1\"", "source=\"dclab:Host " + url
                            + "#s1\"\n        destination=\"r1\""));

            for (String command : new String[] { "validate", "run" }) {
                CliFixture cli = new CliFixture();
                assertEquals(DcLabCommand.EXIT_INVALID_INPUT, cli.run(command, file.toString()), cli.err::toString);
                assertTrue(cli.err.toString().contains("application flow1 (long flow): source=\"dclab:Host " + url
                        + "#s1\" points outside this file"),
                        cli.err::toString);
            }
            Thread.sleep(50);
            assertEquals(0, connections.get(), "connections to the listener");
        }
    }

    @Test
    void validateOfAFifoReturnsAtOnce() throws Exception {
        Path fifo = dir.resolve("pipe.dclab");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        CliFixture cli = new CliFixture();

        int code = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> cli.run("validate", fifo.toString()));

        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, code);
        assertEquals("error: " + fifo + ": is not a regular file but a device, pipe or socket; a scenario is read from a file: "
                + "save it to one and name that", cli.err.toString().strip());
    }

    @Test
    void validateOfDevZeroReturnsAtOnce() {
        CliFixture cli = new CliFixture();

        int code = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> cli.run("validate", "/dev/zero"));

        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, code);
        assertTrue(cli.err.toString().contains("/dev/zero: is not a regular file"), cli.err::toString);
    }

    /** 200 MB of zeros compress to a fifth of a megabyte: the bundle is small, its entry is not. */
    @Test
    void reproduceOfABundleWhoseEntryInflatesBeyondItsCapIsRefused() throws Exception {
        Path bomb = dir.resolve("bomb.zip");
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(bomb))) {
            zip.putNextEntry(new ZipEntry("run.properties"));
            writeZeros(zip, 200 << 20);
            zip.closeEntry();
        }
        CliFixture cli = new CliFixture();

        int code = cli.run("reproduce", bomb.toString());

        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, code, cli.err::toString);
        assertTrue(cli.err.toString().contains(bomb + "!run.properties: inflates to more than 64 MiB, more than a run bundle's "
                + "run.properties holds; the bundle is damaged or not from DC Lab"), cli.err::toString);
    }

    @Test
    void aBundledScenarioIsReportedUnderItsNameInTheBundle() throws Exception {
        Path bundle = dir.resolve("run.zip");
        CliFixture writer = new CliFixture();
        assertEquals(0, writer.run("run", CliFixture.example("dumbbell-two-flows").toString(), "--until", "1ms", "--quiet",
                "--bundle", bundle.toString()), writer.err::toString);
        Path broken = dir.resolve("broken.zip");
        try (var in = new java.util.zip.ZipFile(bundle.toFile());
                ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(broken))) {
            for (ZipEntry entry : java.util.Collections.list(in.entries())) {
                out.putNextEntry(new ZipEntry(entry.getName()));
                byte[] content = in.getInputStream(entry).readAllBytes();
                if (entry.getName().equals("scenario.dclab")) {
                    content = new String(content, java.nio.charset.StandardCharsets.UTF_8).replace("rateBps=\"1000000000\"",
                            "rateBps=\"fast\"")
                            .getBytes(java.nio.charset.StandardCharsets.UTF_8);
                }
                out.write(content);
                out.closeEntry();
            }
        }
        CliFixture cli = new CliFixture();

        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, cli.run("reproduce", broken.toString()));

        assertTrue(cli.err.toString().contains(broken + "!scenario.dclab:"), cli.err::toString);
        assertTrue(cli.err.toString().contains("link left-right: rateBps=\"fast\" is not a whole number"), cli.err::toString);
        assertFalse(cli.err.toString().contains("/tmp/dclab-bundle"), cli.err::toString);
    }

    private static void writeZeros(OutputStream out, int bytes) throws IOException {
        byte[] zeros = new byte[1 << 20];
        for (int written = 0; written < bytes; written += zeros.length) {
            out.write(zeros);
        }
    }
}
