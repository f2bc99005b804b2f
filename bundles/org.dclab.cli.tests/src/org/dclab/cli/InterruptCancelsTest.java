package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/**
 * Ctrl-C a step at a time: the first cancels, the second stops the writing (or, while nothing is written, the
 * process), the third the process; the command ends with 130 whatever it would have ended with. The product's
 * interrupt test sends the real signals to the real launcher.
 */
class InterruptCancelsTest {

    private final AtomicInteger cancels = new AtomicInteger();
    private final List<Integer> halts = new ArrayList<>();
    private final StringWriter err = new StringWriter();

    private InterruptCancels interrupts() {
        return new InterruptCancels(cancels::incrementAndGet, new PrintWriter(err, true), "dclab run", halts::add);
    }

    @Test
    void withoutCtrlCTheCommandsOwnCodeStands() {
        try (InterruptCancels interrupt = interrupts()) {
            assertEquals(2, interrupt.exitCode(2));
            assertFalse(interrupt.stopWriting());
        }
        assertEquals(0, cancels.get());
    }

    @Test
    void theFirstCancelsTheRunAndTheCommandGoesOnToWrite() {
        try (InterruptCancels interrupt = interrupts()) {
            interrupt.interrupted();

            assertEquals(1, cancels.get());
            assertFalse(interrupt.stopWriting(), "what was measured is still written");
            assertEquals(InterruptCancels.EXIT_INTERRUPTED, interrupt.exitCode(0));
            interrupt.writing();
        }
        assertEquals(List.of(), halts);
        assertEquals("dclab run: writing what was measured; Ctrl-C again stops at once, keeping the files already complete",
                err.toString().strip());
    }

    @Test
    void whileWritingTheSecondStopsTheWritingAndTheThirdTheProcess() {
        try (InterruptCancels interrupt = interrupts()) {
            interrupt.writing();
            assertEquals("", err.toString(), "no word before a Ctrl-C");

            interrupt.interrupted();
            assertTrue(err.toString().contains("Ctrl-C again stops at once"), err::toString);
            interrupt.interrupted();
            assertTrue(interrupt.stopWriting());
            assertEquals(List.of(), halts, "the writer stops and says which files are complete");

            interrupt.interrupted();
            assertEquals(List.of(InterruptCancels.EXIT_INTERRUPTED), halts);
        }
    }

    @Test
    void aSecondBeforeAnyWritingEndsTheProcessAtOnce() {
        try (InterruptCancels interrupt = interrupts()) {
            interrupt.interrupted();
            interrupt.interrupted();
        }
        assertEquals(List.of(InterruptCancels.EXIT_INTERRUPTED), halts);
        assertTrue(err.toString().endsWith("dclab run: stopped at once\n"), err::toString);
    }

    /** The real signal, raised in this JVM while the handler is in place; after close the JVM's own is back. */
    @Test
    void ctrlCReachesTheHandler() throws Exception {
        CountDownLatch cancelled = new CountDownLatch(1);
        try (InterruptCancels interrupt = new InterruptCancels(cancelled::countDown, new PrintWriter(err, true), "dclab run",
                halts::add)) {
            assertTrue(interrupt.catchesCtrlC(), "Ctrl-C is caught on this JDK");
            Class<?> signal = Class.forName("sun.misc.Signal", false, ClassLoader.getPlatformClassLoader());
            signal.getMethod("raise", signal).invoke(null, signal.getConstructor(String.class).newInstance("INT"));

            assertTrue(cancelled.await(10, TimeUnit.SECONDS), "the run was cancelled");
            assertEquals(InterruptCancels.EXIT_INTERRUPTED, interrupt.exitCode(0));
        }
    }
}
