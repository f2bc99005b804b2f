package org.dclab.ui.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl-C cancels the work in progress instead of killing it: a shutdown hook asks the run to stop between two
 * events and then waits until the command has written what was measured so far.
 */
final class InterruptCancels implements AutoCloseable {

    /** Long enough to write results of a big run, short enough that a stuck process still ends. */
    private static final long WAIT_FOR_RESULTS_SECONDS = 30;

    private final CountDownLatch resultsWritten = new CountDownLatch(1);
    private final Thread hook;

    InterruptCancels(Runnable cancel) {
        hook = new Thread(() -> {
            cancel.run();
            try {
                resultsWritten.await(WAIT_FOR_RESULTS_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "dclab-cancel-on-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** The command is done: results are written, and a later Ctrl-C has nothing to cancel. */
    @Override
    public void close() {
        resultsWritten.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // The JVM is already shutting down because of the interrupt; the hook is running and now released.
        }
    }
}
