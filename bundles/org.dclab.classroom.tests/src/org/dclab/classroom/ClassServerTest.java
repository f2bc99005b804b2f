package org.dclab.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.URI;
import java.util.List;

import org.dclab.classroom.bench.SimulatedStudent;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.slf4j.helpers.NOPLoggerFactory;

/**
 * The server's life as the workbench sees it: an address with the session code, updates that reach every page (the
 * whole picture first, then changes), a count of pages, and a stop that tells each page the class has ended, closes
 * the port and leaves no thread of its own behind.
 */
class ClassServerTest {

    @Test
    void pagesHearUpdatesAndTheEndOfTheClass() throws Exception {
        ClassServer server = ClassServer.start(InetAddress.getLoopbackAddress(), 0, HostileClientsTest.LIMITS,
                new ClassQuestions(HostileClientsTest.LIMITS));
        URI page = server.pageAddress();
        assertEquals("127.0.0.1", page.getHost());
        assertEquals("/c/" + server.code() + "/", page.getPath());
        assertTrue(server.code().matches("[A-HJ-NP-Z2-9]{6}"), server.code());

        List<SimulatedStudent> students = List.of(new SimulatedStudent("127.0.4.1", page).start(), new SimulatedStudent("127.0.4.2",
                page).start());
        HostileClientsTest.waitUntil(() -> server.students() == 2);
        assertTrue(server.pageWaiting(), "a page that opened waits for the whole picture");
        for (int i = 1; i <= 5; i++) {
            int n = i;
            server.publish(new ClassFrame("{\"n\":" + n + "}", "{\"whole\":" + n + "}"));
            HostileClientsTest.waitUntil(() -> students.stream().allMatch(s -> s.updates() + s.wholes() == n));
        }
        for (SimulatedStudent s : students) {
            assertEquals(1, s.wholes(), "the whole picture once, at the first update");
            assertEquals(4, s.updates());
            assertEquals("{\"n\":5}", s.lastUpdate());
        }
        assertFalse(server.pageWaiting());

        server.stop();
        HostileClientsTest.waitUntil(() -> students.stream().allMatch(SimulatedStudent::ended));
        assertThrows(ConnectException.class, () -> RawClient.get("127.0.4.3", page, page.getPath()), "nothing listens after stop");
        HostileClientsTest.waitUntil(() -> Thread.getAllStackTraces().keySet().stream().noneMatch(t -> t.getName().startsWith(
                "class-page")));
        students.forEach(SimulatedStudent::stop);
    }

    /**
     * Jetty's messages reach java.util.logging: the server wires SLF4J's provider as it starts, which the framework does
     * not start (it would write a note at every start of the product).
     */
    @Test
    void jettyLogsThroughSlf4jsProvider() throws Exception {
        ClassServer server = ClassServer.start(InetAddress.getLoopbackAddress(), 0, HostileClientsTest.LIMITS,
                new ClassQuestions(HostileClientsTest.LIMITS));
        try {
            assertFalse(LoggerFactory.getILoggerFactory() instanceof NOPLoggerFactory, "SLF4J found no provider: "
                    + LoggerFactory.getILoggerFactory().getClass().getName());
        } finally {
            server.stop();
        }
    }

    @Test
    void anAddressNotThisMachinesIsRefusedAtStart() {
        // 192.0.2.0/24 is TEST-NET-1 (RFC 5737): never a machine's own address.
        assertThrows(IOException.class, () -> ClassServer.start(InetAddress.getByName("192.0.2.1"), 0, ClassLimits.CLASSROOM,
                new ClassQuestions(ClassLimits.CLASSROOM)));
    }
}
