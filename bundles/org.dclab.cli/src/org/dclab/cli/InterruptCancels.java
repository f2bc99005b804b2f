package org.dclab.cli;

import java.io.PrintWriter;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Ctrl-C stops the work in progress a step at a time instead of killing it:
 * <ol>
 * <li>the first cancels the run between two events, and the command still writes what was measured;</li>
 * <li>while results are written, Ctrl-C says that another stops the writing, and the second stops it at once: each file
 * is written beside its name and renamed, so it is whole or absent, and the command says which are complete. A second
 * Ctrl-C while nothing is written ends the process at once;</li>
 * <li>a third ends the process at once, whatever it is doing.</li>
 * </ol>
 * The command then ends with exit 130, a shell's code for Ctrl-C, after saying what it has to (that the run ran out of
 * memory, which files are whole). Ctrl-C's signal is caught through the JDK's {@code sun.misc.Signal}, reached by
 * reflection since it is no API; where it is missing, and when the system ends the process (SIGTERM), a shutdown hook
 * cancels the run and waits up to 30 s for the results, which are whole or absent either way.
 */
final class InterruptCancels implements AutoCloseable {

    /** 128 + SIGINT, what a shell reports for a command Ctrl-C ended. */
    static final int EXIT_INTERRUPTED = 130;
    /** Long enough to write results of a big run, short enough that a stuck process still ends. */
    private static final long WAIT_FOR_RESULTS_SECONDS = 30;

    private final Runnable cancel;
    private final PrintWriter err;
    private final String command;
    private final IntConsumer halt;
    private final AtomicInteger interrupts = new AtomicInteger();
    private final CountDownLatch done = new CountDownLatch(1);
    private final Thread hook;
    /** The handler Ctrl-C had before, put back on close; null when Ctrl-C could not be caught here. */
    private final Object previousHandler;
    private volatile boolean writing;

    /** {@code command} ("dclab run") begins the lines it prints. */
    InterruptCancels(Runnable cancel, PrintWriter err, String command) {
        this(cancel, err, command, Runtime.getRuntime()::halt);
    }

    InterruptCancels(Runnable cancel, PrintWriter err, String command, IntConsumer halt) {
        this.cancel = cancel;
        this.err = err;
        this.command = command;
        this.halt = halt;
        hook = new Thread(() -> {
            cancel.run();
            try {
                done.await(WAIT_FOR_RESULTS_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "dclab-cancel-on-exit");
        Runtime.getRuntime().addShutdownHook(hook);
        previousHandler = CtrlC.handle(this::interrupted);
    }

    /** Whether a Ctrl-C reaches {@link #interrupted()}, rather than ending the process through its shutdown hook. */
    boolean catchesCtrlC() {
        return previousHandler != null;
    }

    /** One Ctrl-C: a step further each time. */
    void interrupted() {
        int count = interrupts.incrementAndGet();
        if (count == 1) {
            cancel.run();
            if (writing) {
                sayHowToStop();
            }
        } else if (count > 2 || !writing) {
            err.println(command + ": stopped at once");
            err.flush();
            halt.accept(EXIT_INTERRUPTED);
        }
    }

    /** The command begins to write what was measured: from now on a second Ctrl-C stops the writing only. */
    void writing() {
        writing = true;
        if (interrupts.get() == 1) {
            sayHowToStop();
        }
    }

    /** Whether the writing should stop at once: a second Ctrl-C came. */
    boolean stopWriting() {
        return interrupts.get() >= 2;
    }

    /** What the command ends with: 130 once Ctrl-C was pressed, else {@code code}. */
    int exitCode(int code) {
        return interrupts.get() > 0 ? EXIT_INTERRUPTED : code;
    }

    private void sayHowToStop() {
        err.println(command + ": writing what was measured; Ctrl-C again stops at once, keeping the files already complete");
        err.flush();
    }

    /** The command is done: its results are written, and a later Ctrl-C is the process's own again. */
    @Override
    public void close() {
        done.countDown();
        CtrlC.restore(previousHandler);
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // The JVM is already shutting down because of the interrupt; the hook is running and now released.
        }
    }

    /** SIGINT through {@code sun.misc.Signal} (module jdk.unsupported), which stays in the JDK for such handlers. */
    private static final class CtrlC {

        private CtrlC() {
        }

        /** Makes {@code handler} Ctrl-C's, returning the handler before it, or null (then the JVM's own stays). */
        static Object handle(Runnable handler) {
            try {
                Class<?> handlerType = type("sun.misc.SignalHandler");
                Object proxy = Proxy.newProxyInstance(handlerType.getClassLoader(), new Class<?>[] { handlerType }, (self, method,
                        args) -> {
                    return switch (method.getName()) {
                        case "handle" -> {
                            handler.run();
                            yield null;
                        }
                        case "equals" -> self == args[0];
                        case "hashCode" -> System.identityHashCode(self);
                        default -> "dclab Ctrl-C handler";
                    };
                });
                return set(proxy);
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                return null;
            }
        }

        static void restore(Object previous) {
            if (previous != null) {
                try {
                    set(previous);
                } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                    // The handler stays ours; it only cancels a run that is over.
                }
            }
        }

        private static Object set(Object handler) throws ReflectiveOperationException {
            Class<?> signal = type("sun.misc.Signal");
            Method handle = signal.getMethod("handle", signal, type("sun.misc.SignalHandler"));
            return handle.invoke(null, signal.getConstructor(String.class).newInstance("INT"), handler);
        }

        private static Class<?> type(String name) throws ClassNotFoundException {
            // The platform loader sees the JDK's modules from a bundle's class loader as well as from the class path.
            return Class.forName(name, false, ClassLoader.getPlatformClassLoader());
        }
    }
}
