package org.dclab.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.dclab.classroom.bench.SimulatedStudent;
import org.junit.jupiter.api.Test;

/**
 * A lecture hall: 200 pages, each from a loopback address of its own, follow a publisher that sends ten updates a second
 * of the size the workbench's are (a few kilobytes), for 20 seconds. Every page receives at least five a second, the
 * page's promise, and the server holds no more than it did at the start: it queues nothing for a page behind.
 */
class ClassLoadTest {

    private static final int STUDENTS = 200;
    private static final int SECONDS = 20;

    @Test
    void twoHundredPagesEachGetFiveUpdatesASecond() throws Exception {
        ClassQuestions questions = new ClassQuestions(ClassLimits.CLASSROOM);
        ClassServer server = ClassServer.start(InetAddress.getLoopbackAddress(), 0, ClassLimits.CLASSROOM, questions);
        ScheduledExecutorService publisher = Executors.newSingleThreadScheduledExecutor();
        List<SimulatedStudent> students = new ArrayList<>();
        try {
            String body = "{\"clock\":\"1.000 ms\",\"charts\":[" + "{\"t\":[1.0,2.0],\"v\":[60,61]},".repeat(60) + "{}]}";
            publisher.scheduleAtFixedRate(() -> server.publish(new ClassFrame(body, body)), 0, 100, TimeUnit.MILLISECONDS);
            for (int i = 0; i < STUDENTS; i++) {
                students.add(new SimulatedStudent("127.0.5." + (i + 1), server.pageAddress()).start());
            }
            HostileClientsTest.waitUntil(() -> server.students() == STUDENTS);
            Runtime runtime = Runtime.getRuntime();
            System.gc();
            long heapBefore = runtime.totalMemory() - runtime.freeMemory();
            // Each page counts by its own seconds since it opened: the whole seconds of the 20 it was open for all of.
            int[] from = new int[STUDENTS];
            for (int i = 0; i < STUDENTS; i++) {
                from[i] = (int) Math.ceil(students.get(i).secondsSinceStart());
            }
            Thread.sleep(SECONDS * 1000L);
            String slowest = null;
            double slowestRate = Double.MAX_VALUE;
            for (int i = 0; i < STUDENTS; i++) {
                SimulatedStudent s = students.get(i);
                int to = (int) Math.floor(s.secondsSinceStart());
                double rate = s.arrivedBetween(from[i], to) / (double) (to - from[i]);
                if (rate < slowestRate) {
                    slowestRate = rate;
                    slowest = "page " + i + ": " + s.arrivedBetween(from[i], to) + " updates in " + (to - from[i]) + " s";
                }
            }
            System.gc();
            long heapAfter = runtime.totalMemory() - runtime.freeMemory();
            assertTrue(slowestRate >= 5, "the slowest " + slowest);
            assertEquals(STUDENTS, server.students(), "no page was dropped");
            assertTrue(heapAfter < heapBefore + (64L << 20), "the heap grew from " + (heapBefore >> 20) + " MiB to " + (heapAfter >> 20)
                    + " MiB");
        } finally {
            publisher.shutdownNow();
            server.stop();
            students.forEach(SimulatedStudent::stop);
        }
    }
}
