package org.dclab.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.dclab.classroom.RawClient.Reply;
import org.dclab.classroom.bench.SimulatedStudent;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What a school network may send the class page's server, careless or hostile: wrong codes, paths that climb out of the
 * page, oversized, malformed and flooding requests, forged and excess predictions, too many pages, a client that
 * never finishes its request. Each is refused with the status that says why, and meanwhile a well-behaved student's
 * page, which a publisher feeds ten updates a second as the workbench does, keeps receiving every one of them.
 */
class HostileClientsTest {

    /** Small enough to reach each bound in a test, and a short idle time so a stalled client is dropped within one. */
    static final ClassLimits LIMITS = new ClassLimits(12, 3, 64, 10, 40, 4096, 1024, 2, 1000, 2000, 500);
    private static final String FORM = "application/x-www-form-urlencoded";
    private static final String STUDENT = "abcdefghijklmnop0123";

    private static ClassServer server;
    private static ClassQuestions questions;
    private static ScheduledExecutorService publisher;
    private static final AtomicLong published = new AtomicLong();
    private static SimulatedStudent goodStudent;
    private static URI page;
    private static String base;
    private long publishedBefore;
    private long receivedBefore;

    @BeforeAll
    static void startClass() throws IOException {
        questions = new ClassQuestions(LIMITS);
        server = ClassServer.start(InetAddress.getLoopbackAddress(), 0, LIMITS, questions);
        page = server.pageAddress();
        base = page.getPath();
        publisher = Executors.newSingleThreadScheduledExecutor();
        publisher.scheduleAtFixedRate(() -> {
            long n = published.incrementAndGet();
            server.publish(new ClassFrame("{\"seq\":" + n + "}", "{\"seq\":" + n + ",\"whole\":true}"));
        }, 0, 100, TimeUnit.MILLISECONDS);
        goodStudent = new SimulatedStudent("127.0.0.1", page).start();
    }

    @AfterAll
    static void stopClass() {
        publisher.shutdownNow();
        goodStudent.stop();
        server.stop();
    }

    @BeforeEach
    void noteUpdates() throws InterruptedException {
        waitUntil(() -> goodStudent.updates() + goodStudent.wholes() > 0);
        publishedBefore = published.get();
        receivedBefore = goodStudent.updates() + goodStudent.wholes();
    }

    /** Oracle: every update published during the test reached the good student, give or take the one in flight. */
    @AfterEach
    void classKeptItsUpdates() throws InterruptedException {
        Thread.sleep(300);
        long sent = published.get() - publishedBefore;
        long received = goodStudent.updates() + goodStudent.wholes() - receivedBefore;
        assertFalse(goodStudent.ended(), "the good student's page is still open");
        assertTrue(received >= sent - 3, "the good student got " + received + " of the " + sent + " updates published meanwhile");
    }

    @Test
    void wrongCodesAndOtherAddressesAreNotFound() throws IOException {
        String code = server.code();
        for (String path : List.of("/", "/c/", "/c/ABCDEF/", "/c/" + code.toLowerCase() + "/", "/c/" + code + "X/", "/c/" + code.substring(
                1)
                + "/", "/c/ABCDEF/events", "/favicon.ico", "/c/" + code + "/nothing.js", "/c/" + code + "/index.html")) {
            Reply r = RawClient.get("127.0.0.2", page, path);
            assertEquals(404, r.status(), path + "\n" + r.text());
            assertFalse(r.text().contains(code), "a refusal never tells the code: " + path);
        }
        assertEquals(404, RawClient.post("127.0.0.2", page, "/c/ABCDEF/answer", FORM, form("q", "lab4-step2", "v", "1")).status());
        // The right code without the slash goes to the page.
        Reply moved = RawClient.get("127.0.0.2", page, "/c/" + code);
        assertEquals(303, moved.status());
        assertTrue(moved.text().contains("Location: /c/" + code + "/"), moved.text());
        assertEquals(200, RawClient.get("127.0.0.2", page, base).status());
    }

    @Test
    void pathsThatClimbOutOfThePageReadNothing() throws IOException {
        for (String path : List.of(base + "../../../../etc/passwd", base + "%2e%2e/%2e%2e/%2e%2e/etc/passwd", base
                + "..%2f..%2f..%2fetc%2fpasswd",
                base + "class.js/../../../../etc/passwd", base + "/etc/passwd", base + "%2fetc%2fpasswd", base + "web/index.html",
                base + "META-INF/MANIFEST.MF", base + "..\\..\\etc\\passwd", base + "%00", base + "class.js%00.html",
                base + "file:///etc/passwd", "http://example.org/etc/passwd", "/c/%2e%2e/c/" + server.code() + "/")) {
            Reply r = RawClient.get("127.0.0.3", page, path);
            assertTrue(r.status() == 400 || r.status() == 404, path + " refused: " + r.status() + "\n" + r.text());
            assertFalse(r.text().contains("root:") || r.text().contains("Manifest-Version") || r.text().contains("<script"),
                    path + " read nothing: " + r.text());
        }
        // What the page is made of is served by name, and only that.
        for (String name : List.of("", "class.js", "class.css", "uPlot.iife.min.js", "uPlot.min.css", "uPlot-LICENSE.txt")) {
            assertEquals(200, RawClient.get("127.0.0.3", page, base + name).status(), name);
        }
    }

    @Test
    void oversizedRequestsAreRefused() throws IOException {
        String huge = "x".repeat(8000);
        assertEquals(431, RawClient.send("127.0.0.4", page, "GET " + base + " HTTP/1.1\r\nHost: h\r\nX-Big: " + huge + "\r\n\r\n")
                .status());
        int uri = RawClient.get("127.0.0.4", page, base + huge).status();
        assertTrue(uri == 414 || uri == 431, "a long address: " + uri);
        ask("lab4-step2");
        String body = form("q", "lab4-step2", "v", "60", "s", STUDENT, "n", "x".repeat(3000));
        assertEquals(413, RawClient.post("127.0.0.4", page, base + "answer", FORM, body).status(), "a body larger than the limit");
        // A body that says nothing of its length and goes on past the limit.
        String chunked = "POST " + base + "answer HTTP/1.1\r\nHost: h\r\nContent-Type: " + FORM + "\r\nTransfer-Encoding: chunked\r\n"
                + "Connection: close\r\n\r\n" + "400\r\n" + "q=".repeat(512) + "\r\n400\r\n" + "v=".repeat(512) + "\r\n0\r\n\r\n";
        int status = RawClient.send("127.0.0.4", page, chunked).status();
        assertTrue(status == 413 || status == 400, "an endless body: " + status);
        assertTrue(questions.current().orElseThrow().answers().isEmpty(), "nothing oversized was taken");
    }

    @Test
    void malformedRequestsAreRefused() throws IOException {
        int nonsense = RawClient.send("127.0.0.5", page, "HELLO THERE\r\n\r\n").status();
        assertTrue(nonsense == 400 || nonsense == 505, "a request line with no version: " + nonsense);
        assertEquals(400, RawClient.send("127.0.0.5", page, "GET " + base + " HTTP/1.1\r\n\r\n").status(), "HTTP/1.1 without a Host");
        assertEquals(400, RawClient.send("127.0.0.5", page, "GET " + base + " HTTP/1.1\r\nHost: h\r\nBad Header\r\n\r\n").status());
        assertEquals(400, RawClient.send("127.0.0.5", page, "GET " + base + " HTTP/1.1\r\nHost: h\r\nX: a\u0000b\r\n\r\n").status());
        int version = RawClient.send("127.0.0.5", page, "GET " + base + " HTTP/7.3\r\nHost: h\r\n\r\n").status();
        assertTrue(version == 400 || version == 505, "an unknown HTTP version: " + version);
        byte[] binary = new byte[512];
        new java.util.Random(7).nextBytes(binary);
        int noise = RawClient.send("127.0.0.5", page, binary).status();
        assertTrue(noise == 400 || noise == 0, "random bytes: " + noise);
        // Methods the page's resources do not take; only a prediction is ever posted.
        for (String method : List.of("PUT", "DELETE", "PATCH", "POST")) {
            Reply r = RawClient.send("127.0.0.5", page, method + " " + base + "class.js HTTP/1.0\r\nContent-Length: 0\r\n\r\n");
            assertEquals(405, r.status(), method);
        }
        assertEquals(405, RawClient.get("127.0.0.5", page, base + "answer").status(), "a GET of the answer");
        assertEquals(405, RawClient.send("127.0.0.5", page, "POST " + base + "events HTTP/1.0\r\nContent-Length: 0\r\n\r\n").status());
    }

    @Test
    void predictionsAreCheckedBeforeTheyCount() throws IOException {
        ask("lab4-step2");
        String answer = base + "answer";
        for (String bad : List.of(form("q", "lab4-step2", "v", "NaN", "s", STUDENT), form("q", "lab4-step2", "v", "1e13", "s", STUDENT),
                form("q", "lab4-step2", "v", "99999999999999", "s", STUDENT), form("q", "lab4-step2", "v", "", "s", STUDENT),
                form("q", "lab4-step2", "v", "60", "s", "short"), form("q", "lab4-step2", "v", "60"),
                form("q", "lab4-step2", "v", "60", "s", STUDENT, "n", "<script>alert(1)</script>"),
                form("q", "lab4-step2", "v", "60", "s", STUDENT, "n", "=HYPERLINK(\"x\")"),
                form("q", "lab4-step2", "v", "60", "s", STUDENT, "n", "a".repeat(25)),
                form("q", "lab4-step2", "v", "60", "s", STUDENT, "scenario", "edit"),
                form("q", "lab4-step2", "v", "60", "v", "61", "s", STUDENT), form("q", "../../x", "v", "60", "s", STUDENT), "%%%", "")) {
            assertEquals(400, RawClient.post("127.0.0.6", page, answer, FORM, bad).status(), bad);
        }
        assertEquals(415, RawClient.post("127.0.0.6", page, answer, "application/json", "{\"v\":60}").status());
        assertTrue(questions.current().orElseThrow().answers().isEmpty(), "no malformed answer counted");

        assertEquals(409, RawClient.post("127.0.0.6", page, answer, FORM, form("q", "lab9-step9", "v", "60", "s", STUDENT)).status(),
                "a question not being asked");
        assertEquals(204, RawClient.post("127.0.0.6", page, answer, FORM, form("q", "lab4-step2", "v", "60,5", "s", STUDENT, "n", "Ada"))
                .status());
        assertEquals(204, RawClient.post("127.0.0.6", page, answer, FORM, form("q", "lab4-step2", "v", "62", "s", STUDENT, "n", "Ada"))
                .status(), "a student may change their mind");
        assertEquals(204, RawClient.post("127.0.0.6", page, answer, FORM, form("q", "lab4-step2", "v", "70", "s", STUDENT + "b")).status());
        assertEquals(429, RawClient.post("127.0.0.6", page, answer, FORM, form("q", "lab4-step2", "v", "99", "s", STUDENT + "c")).status(),
                "a third student from one address (the limit is two)");
        List<ClassQuestions.Answer> answers = questions.current().orElseThrow().answers();
        assertEquals(List.of(62.0, 70.0), answers.stream().map(ClassQuestions.Answer::value).toList());
        assertEquals("Ada", answers.get(0).nickname());

        questions.measured("lab4-step2", 63.2);
        assertEquals(409, RawClient.post("127.0.0.7", page, answer, FORM, form("q", "lab4-step2", "v", "63", "s", STUDENT + "d")).status(),
                "an answer after the run measured it");
        assertEquals(2, questions.current().orElseThrow().answers().size());
    }

    @Test
    void aFloodFromOneAddressIsSlowedAndOthersAreServed() throws IOException {
        List<Integer> statuses = new ArrayList<>();
        try (Socket flood = RawClient.connect("127.0.0.8", page)) {
            OutputStream out = flood.getOutputStream();
            String one = "GET " + base + "class.css HTTP/1.1\r\nHost: h\r\n\r\n";
            // The last one closes the connection, so the replies are read at once, before the bucket has leaked.
            String last = "GET " + base + "class.css HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n";
            out.write((one.repeat(199) + last).getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            flood.setSoTimeout(3000);
            String replies = RawClient.read(flood.getInputStream(), 4 << 20).text();
            for (int at = replies.indexOf("HTTP/1.1 "); at >= 0; at = replies.indexOf("HTTP/1.1 ", at + 1)) {
                statuses.add(Integer.parseInt(replies.substring(at + 9, at + 12)));
            }
        }
        assertTrue(statuses.size() >= 40, "the burst was served before the limit: " + statuses.size());
        assertEquals(200, statuses.get(0));
        assertTrue(statuses.contains(429), "then refused: " + Set.copyOf(statuses));
        assertEquals(429, RawClient.get("127.0.0.8", page, base + "class.css").status(), "the flooding address waits");
        assertEquals(200, RawClient.get("127.0.0.9", page, base + "class.css").status(), "another student is served");
    }

    @Test
    void pagesAreBoundedByAddressAndInAll() throws Exception {
        List<SimulatedStudent> pages = new ArrayList<>();
        try {
            for (int i = 0; i < LIMITS.streamsPerAddress(); i++) {
                pages.add(new SimulatedStudent("127.0.1.1", page).start());
            }
            SimulatedStudent oneTooMany = new SimulatedStudent("127.0.1.1", page);
            waitUntil(() -> pages.stream().allMatch(p -> p.updates() + p.wholes() > 0));
            pages.add(oneTooMany.start());
            waitUntil(oneTooMany::ended);
            assertEquals(429, oneTooMany.status(), "a fourth page from one address");
            // Fill the class from other addresses; the good student and the three above hold four places of twelve.
            for (int i = 0; server.students() < LIMITS.maxStreams(); i++) {
                SimulatedStudent s = new SimulatedStudent("127.0.2." + (i + 1), page).start();
                pages.add(s);
                waitUntil(() -> s.status() != 0);
            }
            SimulatedStudent late = new SimulatedStudent("127.0.3.1", page).start();
            pages.add(late);
            waitUntil(late::ended);
            assertEquals(503, late.status(), "a page beyond the class's " + LIMITS.maxStreams());
        } finally {
            pages.forEach(SimulatedStudent::stop);
        }
        waitUntil(() -> server.students() == 1);
        SimulatedStudent again = new SimulatedStudent("127.0.3.1", page).start();
        waitUntil(() -> again.updates() + again.wholes() > 0);
        assertEquals(1, again.wholes(), "a page that opens gets the whole picture first");
        again.stop();
    }

    @Test
    void aClientThatNeverFinishesItsRequestIsDropped() throws Exception {
        try (Socket slow = RawClient.connect("127.0.0.10", page)) {
            slow.getOutputStream().write(("GET " + base + " HTTP/1.1\r\nHost: h\r\nX-Slow: ").getBytes(StandardCharsets.ISO_8859_1));
            slow.getOutputStream().flush();
            slow.setSoTimeout((int) (4 * LIMITS.idleTimeoutMillis()));
            long start = System.nanoTime();
            Reply r = RawClient.read(slow.getInputStream(), 4096);
            long waitedMillis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(waitedMillis < 3 * LIMITS.idleTimeoutMillis(), "closed after the idle time, not held: " + waitedMillis + " ms, "
                    + r);
        }
    }

    private static void ask(String id) {
        questions.ask(id, "Lab 4, step 2", "the queue level", "packets");
        questions.reset(id);
    }

    private static String form(String... pairs) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < pairs.length; i += 2) {
            b.append(b.length() == 0 ? "" : "&").append(java.net.URLEncoder.encode(pairs[i], StandardCharsets.UTF_8)).append('=')
                    .append(java.net.URLEncoder.encode(pairs[i + 1], StandardCharsets.UTF_8));
        }
        return b.toString();
    }

    static void waitUntil(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("waited 20 s in vain");
            }
            Thread.sleep(20);
        }
    }
}
