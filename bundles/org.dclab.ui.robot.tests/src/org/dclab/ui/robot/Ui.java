package org.dclab.ui.robot;

import java.time.Duration;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.eclipse.swt.widgets.Display;

/**
 * The robot's side of the workbench's UI thread. Scripts run on the test thread, as a person sits outside the
 * program: they read what is shown by asking the UI thread ({@link #read}), act only through posted input events
 * ({@link Input}), and wait for the screen to show the outcome ({@link #waitUntil}).
 */
public final class Ui {

    /** How long a script waits for the workbench to show something before it fails. */
    public static final Duration PATIENCE = Duration.ofSeconds(20);

    /** How often the UI thread looks for the robot's questions. */
    private static final int MAILBOX_MILLIS = 5;

    private static volatile Display display;
    private static final Queue<Runnable> mailbox = new ConcurrentLinkedQueue<>();

    private Ui() {
    }

    /**
     * Starts answering the robot on {@code workbenchDisplay}'s thread. The answers come from a timer, not from
     * {@code syncExec}: SWT runs that work only when no event is pending, which a running simulation with live charts
     * never leaves, so a question asked during a run would wait until the run ends. Timers run among the events.
     */
    static void attach(Display workbenchDisplay) {
        display = workbenchDisplay;
        display.syncExec(Ui::answer);
    }

    private static void answer() {
        for (Runnable question = mailbox.poll(); question != null; question = mailbox.poll()) {
            question.run();
        }
        if (!display.isDisposed()) {
            display.timerExec(MAILBOX_MILLIS, Ui::answer);
        }
    }

    public static Display display() {
        return display;
    }

    /** Reads something off the widgets on the UI thread; what the UI thread throws is rethrown here. */
    public static <T> T read(Supplier<T> query) {
        if (Display.getCurrent() == display) {
            return query.get();
        }
        CompletableFuture<T> answer = new CompletableFuture<>();
        mailbox.add(() -> {
            try {
                answer.complete(query.get());
            } catch (Throwable t) {
                answer.completeExceptionally(t);
            }
        });
        try {
            return answer.get(PATIENCE.toSeconds() * 3, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        } catch (TimeoutException e) {
            throw new AssertionError("the workbench's UI thread did not answer for " + PATIENCE.toSeconds() * 3 + " s");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the robot was interrupted", e);
        }
    }

    /** Runs {@code work} on the UI thread: for setting up and tearing down a script, never for acting in one. */
    static void onUiThread(Runnable work) {
        read(() -> {
            work.run();
            return null;
        });
    }

    /**
     * Lets the workbench take in the input sent so far: returns once the UI thread has twice turned its event loop a
     * moment after, so the clicks and keys, and what they set off at once, have been handled.
     */
    public static void settle() {
        for (int i = 0; i < 2; i++) {
            pause(15);
            read(() -> null);
        }
    }

    /** Waits until {@code condition}, evaluated on the UI thread, holds; fails naming {@code what} after {@link #PATIENCE}. */
    public static void waitUntil(String what, BooleanSupplier condition) {
        waitUntil(what, PATIENCE, condition);
    }

    public static void waitUntil(String what, Duration patience, BooleanSupplier condition) {
        long end = System.nanoTime() + patience.toNanos();
        while (!Boolean.TRUE.equals(read(condition::getAsBoolean))) {
            if (System.nanoTime() > end) {
                throw timedOut(patience, what);
            }
            pause(25);
        }
    }

    /** Waits until {@code probe}, evaluated on the UI thread, gives a value, and returns it. */
    public static <T> T waitFor(String what, Supplier<T> probe) {
        return waitFor(what, PATIENCE, probe);
    }

    public static <T> T waitFor(String what, Duration patience, Supplier<T> probe) {
        long end = System.nanoTime() + patience.toNanos();
        T value;
        while ((value = read(probe)) == null) {
            if (System.nanoTime() > end) {
                throw timedOut(patience, what);
            }
            pause(25);
        }
        return value;
    }

    /** The failure of a wait, with a screenshot of what the screen showed instead. */
    private static AssertionError timedOut(Duration patience, String what) {
        String shot = Screenshots.save("timed-out " + what.replaceAll("[^\\w.-]+", " ").trim()).getFileName().toString();
        return new AssertionError("waited " + patience.toSeconds() + " s for " + what + " (screen: " + shot + ")");
    }

    /** Lets {@code millis} of wall time pass, as a person watches a run for a moment. */
    public static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the robot was interrupted", e);
        }
    }
}
